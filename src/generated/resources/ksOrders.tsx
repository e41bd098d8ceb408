// generated — do not edit; edit schemas/ksOrders.yaml and run npm run generate
import { ColumnsButton, DataTable, Loading, NumberField, SelectArrayInput, Show, ShowButton, TextField, TextInput, TopToolbar } from 'react-admin';
import { RowButtons } from '../../kit/actions';
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
    { id: 1, name: 'resources.ksOrders.enums.status.1', color: 'info' },
    { id: 2, name: 'resources.ksOrders.enums.status.2', color: 'success' },
    { id: 3, name: 'resources.ksOrders.enums.status.3', color: 'warning' },
    { id: 4, name: 'resources.ksOrders.enums.status.4', color: 'error' },
  ],
} satisfies Record<string, readonly Choice[]>;

/** The list columns, in the schema's order (DataTable children). */
export const columns = [
  <DataTable.Col key="order_no" source="order_no" disableSort />,
  <DataTable.Col key="coupon_name" source="coupon_name" disableSort />,
  <DataTable.Col key="quantity" source="quantity" disableSort field={NumberField} />,
  <DataTable.Col key="unit_price" source="unit_price" align="right" disableSort field={MoneyField} />,
  <DataTable.Col key="amount" source="amount" align="right" field={MoneyField} />,
  <DataTable.Col key="buyer_nick" source="buyer_nick" disableSort />,
  <DataTable.Col key="buyer_tel" source="buyer_tel" disableSort />,
  <DataTable.Col key="status" source="status" disableSort><ChoiceChipField source="status" choices={choices.status} /></DataTable.Col>,
  <DataTable.Col key="paid_at" source="paid_at" field={DateTimeField} />,
];

/** The list filters (react-admin filter inputs). */
export const filters = [
  <TextInput key="order_no" source="order_no" helperText={false} alwaysOn />,
  <TextInput key="buyer_tel" source="buyer_tel" helperText={false} alwaysOn />,
  <SelectArrayInput key="status" source="status" helperText={false} choices={choices.status} alwaysOn />,
  <DateRangeFilter key="paid_at" source="paid_at" alwaysOn />,
];

export function KsOrdersToolbar() {
  return (
    <TopToolbar>
      <ColumnsButton />
      <ListToolbarSlot />
    </TopToolbar>
  );
}

export function KsOrdersRowActions() {
  return (
    <RowButtons rooms={[{ label: 'ra.action.show' }]}>
      <ShowButton />
    </RowButtons>
  );
}

export function KsOrdersList() {
  const density = useListDensity();
  const rowActionsAllowed = useRowActionsAllowed(['get']);
  return (
    <ResourceList disableAuthentication title="resources.ksOrders.title" sort={{ field: 'paid_at', order: 'DESC' }} perPage={10} filters={filters} actions={<KsOrdersToolbar />} storeKey={false}>
      <ListTable rowClick="show" size={density} bulkActionButtons={false} hiddenColumns={['quantity', 'buyer_tel']}>
        {columns}
        {rowActionsAllowed ? (
          <DataTable.Col label="app.action.actions" align="right" headerClassName={ACTIONS_COLUMN} cellClassName={ACTIONS_COLUMN}>
            <KsOrdersRowActions />
          </DataTable.Col>
        ) : null}
      </ListTable>
    </ResourceList>
  );
}

export function KsOrdersShow({ id, title, list = '/couponKs/OrderList', actions }: DetailProps) {
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
        <TextField source="platform_order_id" />
        <ChoiceChipField source="status" choices={choices.status} />
        <TextField source="coupon_name" />
        <NumberField source="quantity" />
        <MoneyField source="unit_price" />
        <MoneyField source="amount" />
        <TextField source="buyer_nick" />
        <TextField source="buyer_tel" />
        <DateTimeField source="paid_at" />
        <DateTimeField source="redeemed_at" />
      </DescriptionList>
    </Show>
  );
}
