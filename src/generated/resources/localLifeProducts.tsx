// generated — do not edit; edit schemas/localLifeProducts.yaml and run npm run generate
import AddShoppingCart from '@mui/icons-material/AddShoppingCart';
import RemoveShoppingCart from '@mui/icons-material/RemoveShoppingCart';
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
import type { LocalLifeProductsRecord } from '../types/localLifeProducts';

/** Options of the enum fields, labels as i18n keys. */
export const choices = {
  status: [
    { id: 1, name: 'resources.localLifeProducts.enums.status.1', color: 'success' },
    { id: 0, name: 'resources.localLifeProducts.enums.status.0', color: 'default' },
  ],
} satisfies Record<string, readonly Choice[]>;

/** The list columns, in the schema's order (DataTable children). */
export const columns = [
  <DataTable.Col key="item_id" source="item_id" disableSort />,
  <DataTable.Col key="name" source="name" disableSort />,
  <DataTable.Col key="list_price" source="list_price" align="right" field={MoneyField} />,
  <DataTable.Col key="price" source="price" align="right" field={MoneyField} />,
  <DataTable.Col key="stock" source="stock" field={NumberField} />,
  <DataTable.Col key="sales" source="sales" field={NumberField} />,
  <DataTable.Col key="status" source="status" disableSort><ChoiceChipField source="status" choices={choices.status} /></DataTable.Col>,
  <DataTable.Col key="created_at" source="created_at" field={DateTimeField} />,
];

/** The list filters (react-admin filter inputs). */
export const filters = [
  <TextInput key="name" source="name" helperText={false} alwaysOn />,
  <TextInput key="item_id" source="item_id" helperText={false} alwaysOn />,
  <SelectInput key="status" source="status" helperText={false} choices={choices.status} alwaysOn />,
];

export function LocalLifeProductsToolbar() {
  return (
    <TopToolbar>
      <ColumnsButton />
      <ListToolbarSlot />
    </TopToolbar>
  );
}

export function LocalLifeProductsRowActions() {
  const record = useRecordContext<LocalLifeProductsRecord>();
  return (
    <RowButtons rooms={[{ label: 'ra.action.show' }, record?.status === 1 ? { label: 'resources.localLifeProducts.actions.disable', outlined: true } : null, record?.status === 0 ? { label: 'resources.localLifeProducts.actions.enable' } : null]}>
      <ShowButton />
      {record?.status === 1 ? <CanAccess action="disable"><CallActionButton action="disable" scope="record" label="resources.localLifeProducts.actions.disable" confirm="resources.localLifeProducts.confirm.disable" icon={<RemoveShoppingCart />} /></CanAccess> : null}
      {record?.status === 0 ? <CanAccess action="enable"><CallActionButton action="enable" scope="record" label="resources.localLifeProducts.actions.enable" confirm="resources.localLifeProducts.confirm.enable" icon={<AddShoppingCart />} /></CanAccess> : null}
    </RowButtons>
  );
}

export function LocalLifeProductsRecordActions() {
  const record = useRecordContext<LocalLifeProductsRecord>();
  return (
    <>
      {record?.status === 1 ? <CanAccess action="disable"><CallActionButton action="disable" scope="record" label="resources.localLifeProducts.actions.disable" confirm="resources.localLifeProducts.confirm.disable" icon={<RemoveShoppingCart />} /></CanAccess> : null}
      {record?.status === 0 ? <CanAccess action="enable"><CallActionButton action="enable" scope="record" label="resources.localLifeProducts.actions.enable" confirm="resources.localLifeProducts.confirm.enable" icon={<AddShoppingCart />} /></CanAccess> : null}
    </>
  );
}

export function LocalLifeProductsList() {
  const density = useListDensity();
  const rowActionsAllowed = useRowActionsAllowed(['get', 'disable', 'enable']);
  return (
    <ResourceList disableAuthentication title="resources.localLifeProducts.title" sort={{ field: 'created_at', order: 'DESC' }} perPage={10} filters={filters} actions={<LocalLifeProductsToolbar />} storeKey={false}>
      <ListTable rowClick="show" size={density} bulkActionButtons={false} hiddenColumns={['created_at']}>
        {columns}
        {rowActionsAllowed ? (
          <DataTable.Col label="app.action.actions" align="right" headerClassName={ACTIONS_COLUMN} cellClassName={ACTIONS_COLUMN}>
            <LocalLifeProductsRowActions />
          </DataTable.Col>
        ) : null}
      </ListTable>
    </ResourceList>
  );
}

/** The fields as the record's history names and writes them (labels, widgets, options). */
export const historyFields = {
  id: { label: 'resources.localLifeProducts.fields.id', widget: 'number' },
  item_id: { label: 'resources.localLifeProducts.fields.item_id', widget: 'text' },
  name: { label: 'resources.localLifeProducts.fields.name', widget: 'text' },
  list_price: { label: 'resources.localLifeProducts.fields.list_price', widget: 'money' },
  price: { label: 'resources.localLifeProducts.fields.price', widget: 'money' },
  stock: { label: 'resources.localLifeProducts.fields.stock', widget: 'number' },
  sales: { label: 'resources.localLifeProducts.fields.sales', widget: 'number' },
  status: { label: 'resources.localLifeProducts.fields.status', widget: 'chip', choices: choices['status'] },
  created_at: { label: 'resources.localLifeProducts.fields.created_at', widget: 'datetime' },
} satisfies HistoryFields;

export function LocalLifeProductsShow({ id, title, list = '/local/alipayProducts', actions = <LocalLifeProductsRecordActions /> }: DetailProps) {
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
        <TextField source="item_id" />
        <TextField source="name" />
        <ChoiceChipField source="status" choices={choices.status} />
        <MoneyField source="list_price" />
        <MoneyField source="price" />
        <NumberField source="stock" />
        <NumberField source="sales" />
        <DateTimeField source="created_at" />
      </DescriptionList>
      <DetailPanels resource="localLifeProducts" fields={historyFields} />
    </Show>
  );
}
