// generated — do not edit; edit schemas/virtualGoods.yaml and run npm run generate
import Block from '@mui/icons-material/Block';
import CheckCircle from '@mui/icons-material/CheckCircle';
import { CanAccess, ColumnsButton, DataTable, Loading, NumberField, SelectInput, Show, ShowButton, TextField, TextInput, TopToolbar, useRecordContext } from 'react-admin';
import { CallActionButton, RowButtons } from '../../kit/actions';
import { ChoiceChipField, DateTimeField, DescriptionList, MoneyField } from '../../kit/fields';
import type { Choice } from '../../kit/fields';
import { DETAIL_QUERY_OPTIONS, DetailError, DetailHeader, DetailPanels } from '../../kit/resources/detail';
import type { DetailProps, HistoryFields } from '../../kit/resources/detail';
import { useListDensity } from '../../kit/resources/listDensity';
import { ListTable } from '../../kit/resources/ListTable';
import { ListToolbarSlot } from '../../kit/resources/ListToolbarSlot';
import { ResourceList } from '../../kit/resources/ResourceList';
import { ACTIONS_COLUMN } from '../../kit/resources/tableClasses';
import { useRowActionsAllowed } from '../../kit/resources/useRowActionsAllowed';
import type { VirtualGoodsRecord } from '../types/virtualGoods';

/** Options of the enum fields, labels as i18n keys. */
export const choices = {
  delivery: [
    { id: 1, name: 'resources.virtualGoods.enums.delivery.1', color: 'primary' },
    { id: 2, name: 'resources.virtualGoods.enums.delivery.2', color: 'secondary' },
    { id: 3, name: 'resources.virtualGoods.enums.delivery.3', color: 'info' },
  ],
  status: [
    { id: 1, name: 'resources.virtualGoods.enums.status.1', color: 'success' },
    { id: 0, name: 'resources.virtualGoods.enums.status.0', color: 'default' },
  ],
} satisfies Record<string, readonly Choice[]>;

/** The list columns, in the schema's order (DataTable children). */
export const columns = [
  <DataTable.Col key="sku" source="sku" disableSort />,
  <DataTable.Col key="name" source="name" disableSort />,
  <DataTable.Col key="delivery" source="delivery" disableSort><ChoiceChipField source="delivery" choices={choices.delivery} /></DataTable.Col>,
  <DataTable.Col key="price" source="price" align="right" field={MoneyField} />,
  <DataTable.Col key="cost" source="cost" align="right" disableSort field={MoneyField} />,
  <DataTable.Col key="stock" source="stock" field={NumberField} />,
  <DataTable.Col key="sold" source="sold" field={NumberField} />,
  <DataTable.Col key="alert_stock" source="alert_stock" disableSort field={NumberField} />,
  <DataTable.Col key="status" source="status" disableSort><ChoiceChipField source="status" choices={choices.status} /></DataTable.Col>,
  <DataTable.Col key="created_at" source="created_at" field={DateTimeField} />,
];

/** The list filters (react-admin filter inputs). */
export const filters = [
  <TextInput key="name" source="name" helperText={false} alwaysOn />,
  <TextInput key="sku" source="sku" helperText={false} alwaysOn />,
  <SelectInput key="delivery" source="delivery" helperText={false} choices={choices.delivery} alwaysOn />,
  <SelectInput key="status" source="status" helperText={false} choices={choices.status} alwaysOn />,
];

export function VirtualGoodsToolbar() {
  return (
    <TopToolbar>
      <ColumnsButton />
      <ListToolbarSlot />
    </TopToolbar>
  );
}

export function VirtualGoodsRowActions() {
  const record = useRecordContext<VirtualGoodsRecord>();
  return (
    <RowButtons rooms={[{ label: 'ra.action.show' }, record?.status === 1 ? { label: 'resources.virtualGoods.actions.disable', outlined: true } : null, record?.status === 0 ? { label: 'resources.virtualGoods.actions.enable' } : null]}>
      <ShowButton />
      {record?.status === 1 ? <CanAccess action="disable"><CallActionButton action="disable" scope="record" label="resources.virtualGoods.actions.disable" confirm="resources.virtualGoods.confirm.disable" icon={<Block />} /></CanAccess> : null}
      {record?.status === 0 ? <CanAccess action="enable"><CallActionButton action="enable" scope="record" label="resources.virtualGoods.actions.enable" confirm="resources.virtualGoods.confirm.enable" icon={<CheckCircle />} /></CanAccess> : null}
    </RowButtons>
  );
}

export function VirtualGoodsRecordActions() {
  const record = useRecordContext<VirtualGoodsRecord>();
  return (
    <>
      {record?.status === 1 ? <CanAccess action="disable"><CallActionButton action="disable" scope="record" label="resources.virtualGoods.actions.disable" confirm="resources.virtualGoods.confirm.disable" icon={<Block />} /></CanAccess> : null}
      {record?.status === 0 ? <CanAccess action="enable"><CallActionButton action="enable" scope="record" label="resources.virtualGoods.actions.enable" confirm="resources.virtualGoods.confirm.enable" icon={<CheckCircle />} /></CanAccess> : null}
    </>
  );
}

export function VirtualGoodsList() {
  const density = useListDensity();
  const rowActionsAllowed = useRowActionsAllowed(['get', 'disable', 'enable']);
  return (
    <ResourceList disableAuthentication title="resources.virtualGoods.title" sort={{ field: 'created_at', order: 'DESC' }} perPage={10} filters={filters} actions={<VirtualGoodsToolbar />} storeKey={false}>
      <ListTable rowClick="show" size={density} bulkActionButtons={false} hiddenColumns={['cost', 'alert_stock']}>
        {columns}
        {rowActionsAllowed ? (
          <DataTable.Col label="app.action.actions" align="right" headerClassName={ACTIONS_COLUMN} cellClassName={ACTIONS_COLUMN}>
            <VirtualGoodsRowActions />
          </DataTable.Col>
        ) : null}
      </ListTable>
    </ResourceList>
  );
}

/** The fields as the record's history names and writes them (labels, widgets, options). */
export const historyFields = {
  id: { label: 'resources.virtualGoods.fields.id', widget: 'number' },
  sku: { label: 'resources.virtualGoods.fields.sku', widget: 'text' },
  name: { label: 'resources.virtualGoods.fields.name', widget: 'text' },
  delivery: { label: 'resources.virtualGoods.fields.delivery', widget: 'chip', choices: choices['delivery'] },
  price: { label: 'resources.virtualGoods.fields.price', widget: 'money' },
  cost: { label: 'resources.virtualGoods.fields.cost', widget: 'money' },
  stock: { label: 'resources.virtualGoods.fields.stock', widget: 'number' },
  sold: { label: 'resources.virtualGoods.fields.sold', widget: 'number' },
  alert_stock: { label: 'resources.virtualGoods.fields.alert_stock', widget: 'number' },
  status: { label: 'resources.virtualGoods.fields.status', widget: 'chip', choices: choices['status'] },
  created_at: { label: 'resources.virtualGoods.fields.created_at', widget: 'datetime' },
} satisfies HistoryFields;

export function VirtualGoodsShow({ id, title, list = '/local/generalMerchandise', actions = <VirtualGoodsRecordActions /> }: DetailProps) {
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
        <TextField source="sku" />
        <TextField source="name" />
        <ChoiceChipField source="delivery" choices={choices.delivery} />
        <ChoiceChipField source="status" choices={choices.status} />
        <MoneyField source="price" />
        <MoneyField source="cost" />
        <NumberField source="stock" />
        <NumberField source="sold" />
        <NumberField source="alert_stock" />
        <DateTimeField source="created_at" />
      </DescriptionList>
      <DetailPanels resource="virtualGoods" fields={historyFields} />
    </Show>
  );
}
