// generated — do not edit; edit schemas/localLifeCoupons.yaml and run npm run generate
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
import type { LocalLifeCouponsRecord } from '../types/localLifeCoupons';

/** Options of the enum fields, labels as i18n keys. */
export const choices = {
  status: [
    { id: 1, name: 'resources.localLifeCoupons.enums.status.1', color: 'success' },
    { id: 0, name: 'resources.localLifeCoupons.enums.status.0', color: 'default' },
  ],
} satisfies Record<string, readonly Choice[]>;

/** The list columns, in the schema's order (DataTable children). */
export const columns = [
  <DataTable.Col key="name" source="name" disableSort />,
  <DataTable.Col key="product_name" source="product_name" disableSort />,
  <DataTable.Col key="face_value" source="face_value" align="right" field={MoneyField} />,
  <DataTable.Col key="sale_price" source="sale_price" align="right" field={MoneyField} />,
  <DataTable.Col key="stock" source="stock" field={NumberField} />,
  <DataTable.Col key="sold" source="sold" field={NumberField} />,
  <DataTable.Col key="status" source="status" disableSort><ChoiceChipField source="status" choices={choices.status} /></DataTable.Col>,
  <DataTable.Col key="sale_start" source="sale_start"><DateTimeField source="sale_start" dateOnly /></DataTable.Col>,
  <DataTable.Col key="sale_end" source="sale_end"><DateTimeField source="sale_end" dateOnly /></DataTable.Col>,
];

/** The list filters (react-admin filter inputs). */
export const filters = [
  <TextInput key="name" source="name" helperText={false} alwaysOn />,
  <SelectInput key="status" source="status" helperText={false} choices={choices.status} alwaysOn />,
  <DateRangeFilter key="sale_start" source="sale_start" alwaysOn />,
];

export function LocalLifeCouponsToolbar() {
  return (
    <TopToolbar>
      <ColumnsButton />
      <ListToolbarSlot />
    </TopToolbar>
  );
}

export function LocalLifeCouponsRowActions() {
  const record = useRecordContext<LocalLifeCouponsRecord>();
  return (
    <RowButtons rooms={[{ label: 'ra.action.show' }, record?.status === 1 ? { label: 'resources.localLifeCoupons.actions.disable', outlined: true } : null, record?.status === 0 ? { label: 'resources.localLifeCoupons.actions.enable' } : null]}>
      <ShowButton />
      {record?.status === 1 ? <CanAccess action="disable"><CallActionButton action="disable" scope="record" label="resources.localLifeCoupons.actions.disable" confirm="resources.localLifeCoupons.confirm.disable" icon={<RemoveShoppingCart />} /></CanAccess> : null}
      {record?.status === 0 ? <CanAccess action="enable"><CallActionButton action="enable" scope="record" label="resources.localLifeCoupons.actions.enable" confirm="resources.localLifeCoupons.confirm.enable" icon={<AddShoppingCart />} /></CanAccess> : null}
    </RowButtons>
  );
}

export function LocalLifeCouponsRecordActions() {
  const record = useRecordContext<LocalLifeCouponsRecord>();
  return (
    <>
      {record?.status === 1 ? <CanAccess action="disable"><CallActionButton action="disable" scope="record" label="resources.localLifeCoupons.actions.disable" confirm="resources.localLifeCoupons.confirm.disable" icon={<RemoveShoppingCart />} /></CanAccess> : null}
      {record?.status === 0 ? <CanAccess action="enable"><CallActionButton action="enable" scope="record" label="resources.localLifeCoupons.actions.enable" confirm="resources.localLifeCoupons.confirm.enable" icon={<AddShoppingCart />} /></CanAccess> : null}
    </>
  );
}

export function LocalLifeCouponsList() {
  const density = useListDensity();
  const rowActionsAllowed = useRowActionsAllowed(['get', 'disable', 'enable']);
  return (
    <ResourceList disableAuthentication title="resources.localLifeCoupons.title" sort={{ field: 'sale_start', order: 'DESC' }} perPage={10} filters={filters} actions={<LocalLifeCouponsToolbar />} storeKey={false}>
      <ListTable rowClick="show" size={density} bulkActionButtons={false} hiddenColumns={['sold', 'sale_start']}>
        {columns}
        {rowActionsAllowed ? (
          <DataTable.Col label="app.action.actions" align="right" headerClassName={ACTIONS_COLUMN} cellClassName={ACTIONS_COLUMN}>
            <LocalLifeCouponsRowActions />
          </DataTable.Col>
        ) : null}
      </ListTable>
    </ResourceList>
  );
}

/** The fields as the record's history names and writes them (labels, widgets, options). */
export const historyFields = {
  id: { label: 'resources.localLifeCoupons.fields.id', widget: 'number' },
  name: { label: 'resources.localLifeCoupons.fields.name', widget: 'text' },
  product_name: { label: 'resources.localLifeCoupons.fields.product_name', widget: 'text' },
  face_value: { label: 'resources.localLifeCoupons.fields.face_value', widget: 'money' },
  sale_price: { label: 'resources.localLifeCoupons.fields.sale_price', widget: 'money' },
  stock: { label: 'resources.localLifeCoupons.fields.stock', widget: 'number' },
  sold: { label: 'resources.localLifeCoupons.fields.sold', widget: 'number' },
  status: { label: 'resources.localLifeCoupons.fields.status', widget: 'chip', choices: choices['status'] },
  sale_start: { label: 'resources.localLifeCoupons.fields.sale_start', widget: 'date' },
  sale_end: { label: 'resources.localLifeCoupons.fields.sale_end', widget: 'date' },
} satisfies HistoryFields;

export function LocalLifeCouponsShow({ id, title, list = '/local/localLifeCoupon', actions = <LocalLifeCouponsRecordActions /> }: DetailProps) {
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
        <TextField source="name" />
        <ChoiceChipField source="status" choices={choices.status} />
        <TextField source="product_name" />
        <MoneyField source="face_value" />
        <MoneyField source="sale_price" />
        <NumberField source="stock" />
        <NumberField source="sold" />
        <DateTimeField source="sale_start" dateOnly />
        <DateTimeField source="sale_end" dateOnly />
      </DescriptionList>
      <DetailPanels resource="localLifeCoupons" fields={historyFields} />
    </Show>
  );
}
