// generated — do not edit; edit schemas/couponCodes.yaml and run npm run generate
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
    { id: 0, name: 'resources.couponCodes.enums.status.0', color: 'info' },
    { id: 1, name: 'resources.couponCodes.enums.status.1', color: 'success' },
    { id: 2, name: 'resources.couponCodes.enums.status.2', color: 'default' },
    { id: 3, name: 'resources.couponCodes.enums.status.3', color: 'error' },
  ],
} satisfies Record<string, readonly Choice[]>;

/** The list columns, in the schema's order (DataTable children). */
export const columns = [
  <DataTable.Col key="code" source="code" disableSort />,
  <DataTable.Col key="coupon_name" source="coupon_name" disableSort />,
  <DataTable.Col key="face_value" source="face_value" align="right" field={MoneyField} />,
  <DataTable.Col key="buyer_tel" source="buyer_tel" disableSort />,
  <DataTable.Col key="status" source="status" disableSort><ChoiceChipField source="status" choices={choices.status} /></DataTable.Col>,
  <DataTable.Col key="created_at" source="created_at" field={DateTimeField} />,
  <DataTable.Col key="redeemed_at" source="redeemed_at" disableSort field={DateTimeField} />,
];

/** The list filters (react-admin filter inputs). */
export const filters = [
  <TextInput key="code" source="code" helperText={false} alwaysOn />,
  <TextInput key="buyer_tel" source="buyer_tel" helperText={false} alwaysOn />,
  <SelectInput key="status" source="status" helperText={false} choices={choices.status} alwaysOn />,
  <DateRangeFilter key="created_at" source="created_at" alwaysOn />,
];

export function CouponCodesToolbar() {
  return (
    <TopToolbar>
      <CanAccess action="export"><ExportAction label="resources.couponCodes.actions.export" icon={<Download />} requiredRange="created_at" /></CanAccess>
      <ColumnsButton />
      <ListToolbarSlot />
    </TopToolbar>
  );
}

export function CouponCodesRowActions() {
  return (
    <RowButtons rooms={[{ label: 'ra.action.show' }]}>
      <ShowButton />
    </RowButtons>
  );
}

export function CouponCodesList() {
  const density = useListDensity();
  const rowActionsAllowed = useRowActionsAllowed(['get']);
  return (
    <ResourceList disableAuthentication title="resources.couponCodes.title" sort={{ field: 'created_at', order: 'DESC' }} perPage={10} filters={filters} actions={<CouponCodesToolbar />} storeKey={false}>
      <ListTable rowClick="show" size={density} bulkActionButtons={false}>
        {columns}
        {rowActionsAllowed ? (
          <DataTable.Col label="app.action.actions" align="right" headerClassName={ACTIONS_COLUMN} cellClassName={ACTIONS_COLUMN}>
            <CouponCodesRowActions />
          </DataTable.Col>
        ) : null}
      </ListTable>
    </ResourceList>
  );
}

export function CouponCodesShow({ id, title, list = '/local/couponCodeList', actions }: DetailProps) {
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
        <TextField source="code" />
        <ChoiceChipField source="status" choices={choices.status} />
        <TextField source="coupon_name" />
        <MoneyField source="face_value" />
        <TextField source="order_no" />
        <TextField source="buyer_tel" />
        <DateTimeField source="created_at" />
        <DateTimeField source="redeemed_at" />
        <TextField source="cinema_name" />
      </DescriptionList>
    </Show>
  );
}
