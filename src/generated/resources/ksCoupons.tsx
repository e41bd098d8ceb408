// generated — do not edit; edit schemas/ksCoupons.yaml and run npm run generate
import AddShoppingCart from '@mui/icons-material/AddShoppingCart';
import RemoveShoppingCart from '@mui/icons-material/RemoveShoppingCart';
import { CanAccess, ColumnsButton, DataTable, Loading, NumberField, SelectInput, Show, ShowButton, TextField, TextInput, TopToolbar, useRecordContext } from 'react-admin';
import { CallActionButton, RowButtons } from '../../kit/actions';
import { ChoiceChipField, DateRangeFilter, DateTimeField, DescriptionList, MoneyField } from '../../kit/fields';
import type { Choice } from '../../kit/fields';
import { DETAIL_QUERY_OPTIONS, DetailError, DetailHeader, DetailPanels } from '../../kit/resources/detail';
import type { DetailProps, HistoryFields } from '../../kit/resources/detail';
import { useListDensity } from '../../kit/resources/listDensity';
import { ListTable } from '../../kit/resources/ListTable';
import { ListToolbarSlot } from '../../kit/resources/ListToolbarSlot';
import { ResourceList } from '../../kit/resources/ResourceList';
import { ACTIONS_COLUMN } from '../../kit/resources/tableClasses';
import { useRowActionsAllowed } from '../../kit/resources/useRowActionsAllowed';
import type { KsCouponsRecord } from '../types/ksCoupons';

/** Options of the enum fields, labels as i18n keys. */
export const choices = {
  status: [
    { id: 1, name: 'resources.ksCoupons.enums.status.1', color: 'success' },
    { id: 0, name: 'resources.ksCoupons.enums.status.0', color: 'default' },
    { id: 2, name: 'resources.ksCoupons.enums.status.2', color: 'warning' },
  ],
} satisfies Record<string, readonly Choice[]>;

/** The list columns, in the schema's order (DataTable children). */
export const columns = [
  <DataTable.Col key="product_id" source="product_id" disableSort />,
  <DataTable.Col key="name" source="name" disableSort />,
  <DataTable.Col key="face_value" source="face_value" align="right" field={MoneyField} />,
  <DataTable.Col key="sale_price" source="sale_price" align="right" field={MoneyField} />,
  <DataTable.Col key="stock" source="stock" field={NumberField} />,
  <DataTable.Col key="sold" source="sold" field={NumberField} />,
  <DataTable.Col key="redeemed" source="redeemed" disableSort field={NumberField} />,
  <DataTable.Col key="status" source="status" disableSort><ChoiceChipField source="status" choices={choices.status} /></DataTable.Col>,
  <DataTable.Col key="valid_from" source="valid_from"><DateTimeField source="valid_from" dateOnly /></DataTable.Col>,
  <DataTable.Col key="valid_to" source="valid_to"><DateTimeField source="valid_to" dateOnly /></DataTable.Col>,
];

/** The list filters (react-admin filter inputs). */
export const filters = [
  <TextInput key="name" source="name" helperText={false} alwaysOn />,
  <TextInput key="product_id" source="product_id" helperText={false} alwaysOn />,
  <SelectInput key="status" source="status" helperText={false} choices={choices.status} alwaysOn />,
  <DateRangeFilter key="valid_from" source="valid_from" alwaysOn />,
];

export function KsCouponsToolbar() {
  return (
    <TopToolbar>
      <ColumnsButton />
      <ListToolbarSlot />
    </TopToolbar>
  );
}

export function KsCouponsRowActions() {
  const record = useRecordContext<KsCouponsRecord>();
  return (
    <RowButtons rooms={[{ label: 'ra.action.show' }, record?.status === 1 ? { label: 'resources.ksCoupons.actions.disable', outlined: true } : null, record?.status === 0 ? { label: 'resources.ksCoupons.actions.enable' } : null]}>
      <ShowButton />
      {record?.status === 1 ? <CanAccess action="disable"><CallActionButton action="disable" scope="record" label="resources.ksCoupons.actions.disable" confirm="resources.ksCoupons.confirm.disable" icon={<RemoveShoppingCart />} /></CanAccess> : null}
      {record?.status === 0 ? <CanAccess action="enable"><CallActionButton action="enable" scope="record" label="resources.ksCoupons.actions.enable" confirm="resources.ksCoupons.confirm.enable" icon={<AddShoppingCart />} /></CanAccess> : null}
    </RowButtons>
  );
}

export function KsCouponsRecordActions() {
  const record = useRecordContext<KsCouponsRecord>();
  return (
    <>
      {record?.status === 1 ? <CanAccess action="disable"><CallActionButton action="disable" scope="record" label="resources.ksCoupons.actions.disable" confirm="resources.ksCoupons.confirm.disable" icon={<RemoveShoppingCart />} /></CanAccess> : null}
      {record?.status === 0 ? <CanAccess action="enable"><CallActionButton action="enable" scope="record" label="resources.ksCoupons.actions.enable" confirm="resources.ksCoupons.confirm.enable" icon={<AddShoppingCart />} /></CanAccess> : null}
    </>
  );
}

export function KsCouponsList() {
  const density = useListDensity();
  const rowActionsAllowed = useRowActionsAllowed(['get', 'disable', 'enable']);
  return (
    <ResourceList disableAuthentication title="resources.ksCoupons.title" sort={{ field: 'valid_from', order: 'DESC' }} perPage={10} filters={filters} actions={<KsCouponsToolbar />} storeKey={false}>
      <ListTable rowClick="show" size={density} bulkActionButtons={false} hiddenColumns={['redeemed', 'valid_from']}>
        {columns}
        {rowActionsAllowed ? (
          <DataTable.Col label="app.action.actions" align="right" headerClassName={ACTIONS_COLUMN} cellClassName={ACTIONS_COLUMN}>
            <KsCouponsRowActions />
          </DataTable.Col>
        ) : null}
      </ListTable>
    </ResourceList>
  );
}

/** The fields as the record's history names and writes them (labels, widgets, options). */
export const historyFields = {
  id: { label: 'resources.ksCoupons.fields.id', widget: 'number' },
  product_id: { label: 'resources.ksCoupons.fields.product_id', widget: 'text' },
  name: { label: 'resources.ksCoupons.fields.name', widget: 'text' },
  face_value: { label: 'resources.ksCoupons.fields.face_value', widget: 'money' },
  sale_price: { label: 'resources.ksCoupons.fields.sale_price', widget: 'money' },
  stock: { label: 'resources.ksCoupons.fields.stock', widget: 'number' },
  sold: { label: 'resources.ksCoupons.fields.sold', widget: 'number' },
  redeemed: { label: 'resources.ksCoupons.fields.redeemed', widget: 'number' },
  status: { label: 'resources.ksCoupons.fields.status', widget: 'chip', choices: choices['status'] },
  valid_from: { label: 'resources.ksCoupons.fields.valid_from', widget: 'date' },
  valid_to: { label: 'resources.ksCoupons.fields.valid_to', widget: 'date' },
} satisfies HistoryFields;

export function KsCouponsShow({ id, title, list = '/couponKs/CouponsList', actions = <KsCouponsRecordActions /> }: DetailProps) {
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
        <TextField source="product_id" />
        <TextField source="name" />
        <ChoiceChipField source="status" choices={choices.status} />
        <MoneyField source="face_value" />
        <MoneyField source="sale_price" />
        <NumberField source="stock" />
        <NumberField source="sold" />
        <NumberField source="redeemed" />
        <DateTimeField source="valid_from" dateOnly />
        <DateTimeField source="valid_to" dateOnly />
      </DescriptionList>
      <DetailPanels resource="ksCoupons" fields={historyFields} />
    </Show>
  );
}
