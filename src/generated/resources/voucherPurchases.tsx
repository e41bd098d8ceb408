// generated — do not edit; edit schemas/voucherPurchases.yaml and run npm run generate
import Download from '@mui/icons-material/Download';
import { CanAccess, ColumnsButton, DataTable, Loading, SelectInput, Show, ShowButton, TextField, TextInput, TopToolbar } from 'react-admin';
import { ExportAction, RowButtons } from '../../kit/actions';
import { ChoiceChipField, DateRangeFilter, DateTimeField, DescriptionList, MoneyField } from '../../kit/fields';
import type { Choice } from '../../kit/fields';
import { DETAIL_QUERY_OPTIONS, DetailError, DetailHeader } from '../../kit/resources/detail';
import type { DetailProps } from '../../kit/resources/detail';
import { useListDensity } from '../../kit/resources/listDensity';
import { ListTable } from '../../kit/resources/ListTable';
import { ListToolbarSlot } from '../../kit/resources/ListToolbarSlot';
import { ResourceList } from '../../kit/resources/ResourceList';
import { ACTIONS_COLUMN } from '../../kit/resources/tableClasses';
import { useRowActionsAllowed } from '../../kit/resources/useRowActionsAllowed';

/** Options of the enum fields, labels as i18n keys. */
export const choices = {
  status: [
    { id: 1, name: 'resources.voucherPurchases.enums.status.1', color: 'success' },
    { id: 2, name: 'resources.voucherPurchases.enums.status.2', color: 'primary' },
    { id: 3, name: 'resources.voucherPurchases.enums.status.3', color: 'error' },
  ],
} satisfies Record<string, readonly Choice[]>;

/** The list columns, in the schema's order (DataTable children). */
export const columns = [
  <DataTable.Col key="order_no" source="order_no" disableSort />,
  <DataTable.Col key="voucher_name" source="voucher_name" disableSort />,
  <DataTable.Col key="face_value" source="face_value" align="right" field={MoneyField} />,
  <DataTable.Col key="pay_amount" source="pay_amount" align="right" field={MoneyField} />,
  <DataTable.Col key="buyer_tel" source="buyer_tel" disableSort />,
  <DataTable.Col key="status" source="status" disableSort><ChoiceChipField source="status" choices={choices.status} /></DataTable.Col>,
  <DataTable.Col key="paid_at" source="paid_at" field={DateTimeField} />,
];

/** The list filters (react-admin filter inputs). */
export const filters = [
  <TextInput key="order_no" source="order_no" helperText={false} alwaysOn />,
  <TextInput key="buyer_tel" source="buyer_tel" helperText={false} alwaysOn />,
  <SelectInput key="status" source="status" helperText={false} choices={choices.status} alwaysOn />,
  <DateRangeFilter key="paid_at" source="paid_at" alwaysOn />,
];

export function VoucherPurchasesToolbar() {
  return (
    <TopToolbar>
      <CanAccess action="export"><ExportAction label="resources.voucherPurchases.actions.export" icon={<Download />} /></CanAccess>
      <ColumnsButton />
      <ListToolbarSlot />
    </TopToolbar>
  );
}

export function VoucherPurchasesRowActions() {
  return (
    <RowButtons rooms={[{ label: 'ra.action.show' }]}>
      <ShowButton />
    </RowButtons>
  );
}

export function VoucherPurchasesList() {
  const density = useListDensity();
  const rowActionsAllowed = useRowActionsAllowed(['get']);
  return (
    <ResourceList disableAuthentication title="resources.voucherPurchases.title" sort={{ field: 'paid_at', order: 'DESC' }} perPage={10} filters={filters} actions={<VoucherPurchasesToolbar />} storeKey={false}>
      <ListTable rowClick="show" size={density} bulkActionButtons={false}>
        {columns}
        {rowActionsAllowed ? (
          <DataTable.Col label="app.action.actions" align="right" headerClassName={ACTIONS_COLUMN} cellClassName={ACTIONS_COLUMN}>
            <VoucherPurchasesRowActions />
          </DataTable.Col>
        ) : null}
      </ListTable>
    </ResourceList>
  );
}

export function VoucherPurchasesShow({ id, title, list = '/local/voucherPurchase', actions }: DetailProps) {
  return (
    <Show
      id={id}
      title={title}
      actions={<DetailHeader list={list}>{actions}</DetailHeader>}
      error={<DetailError id={id} />}
      loading={<Loading />}
      queryOptions={DETAIL_QUERY_OPTIONS}
      disableAuthentication
    >
      <DescriptionList>
        <TextField source="order_no" />
        <ChoiceChipField source="status" choices={choices.status} />
        <TextField source="voucher_name" />
        <MoneyField source="face_value" />
        <MoneyField source="pay_amount" />
        <TextField source="buyer_tel" />
        <TextField source="trade_no" />
        <DateTimeField source="paid_at" />
        <DateTimeField source="refunded_at" />
      </DescriptionList>
    </Show>
  );
}
