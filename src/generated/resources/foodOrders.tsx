// generated — do not edit; edit schemas/foodOrders.yaml and run npm run generate
import Download from '@mui/icons-material/Download';
import { CanAccess, ColumnsButton, DataTable, FilterButton, Loading, NumberField, SelectArrayInput, Show, ShowButton, TextField, TextInput, TopToolbar } from 'react-admin';
import { ExportAction, RowButtons } from '../../kit/actions';
import { ChoiceChipField, DateRangeFilter, DateTimeField, DescriptionList, EllipsisField, MoneyField } from '../../kit/fields';
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
    { id: 1, name: 'resources.foodOrders.enums.status.1', color: 'warning' },
    { id: 2, name: 'resources.foodOrders.enums.status.2', color: 'success' },
    { id: 0, name: 'resources.foodOrders.enums.status.0', color: 'default' },
    { id: 3, name: 'resources.foodOrders.enums.status.3', color: 'error' },
  ],
} satisfies Record<string, readonly Choice[]>;

/** The list columns, in the schema's order (DataTable children). */
export const columns = [
  <DataTable.Col key="order_no" source="order_no" disableSort />,
  <DataTable.Col key="cinema_name" source="cinema_name" disableSort><EllipsisField source="cinema_name" maxWidth={24} /></DataTable.Col>,
  <DataTable.Col key="dish" source="dish" disableSort />,
  <DataTable.Col key="quantity" source="quantity" disableSort field={NumberField} />,
  <DataTable.Col key="amount" source="amount" align="right" field={MoneyField} />,
  <DataTable.Col key="pickup_code" source="pickup_code" disableSort />,
  <DataTable.Col key="status" source="status" disableSort><ChoiceChipField source="status" choices={choices.status} /></DataTable.Col>,
  <DataTable.Col key="buyer_tel" source="buyer_tel" disableSort />,
  <DataTable.Col key="created_at" source="created_at" field={DateTimeField} />,
];

/** The list filters (react-admin filter inputs). */
export const filters = [
  <TextInput key="order_no" source="order_no" helperText={false} alwaysOn />,
  <TextInput key="buyer_tel" source="buyer_tel" helperText={false} alwaysOn />,
  <SelectArrayInput key="status" source="status" helperText={false} choices={choices.status} alwaysOn />,
  <TextInput key="cinema_name" source="cinema_name" helperText={false} />,
  <DateRangeFilter key="created_at" source="created_at" alwaysOn />,
];

export function FoodOrdersToolbar() {
  return (
    <TopToolbar>
      <FilterButton />
      <CanAccess action="export"><ExportAction label="resources.foodOrders.actions.export" icon={<Download />} /></CanAccess>
      <ColumnsButton />
      <ListToolbarSlot />
    </TopToolbar>
  );
}

export function FoodOrdersRowActions() {
  return (
    <RowButtons rooms={[{ label: 'ra.action.show' }]}>
      <ShowButton />
    </RowButtons>
  );
}

export function FoodOrdersList() {
  const density = useListDensity();
  const rowActionsAllowed = useRowActionsAllowed(['get']);
  return (
    <ResourceList disableAuthentication title="resources.foodOrders.title" sort={{ field: 'created_at', order: 'DESC' }} perPage={10} filters={filters} actions={<FoodOrdersToolbar />} storeKey={false}>
      <ListTable rowClick="show" size={density} bulkActionButtons={false} hiddenColumns={['quantity', 'buyer_tel']}>
        {columns}
        {rowActionsAllowed ? (
          <DataTable.Col label="app.action.actions" align="right" headerClassName={ACTIONS_COLUMN} cellClassName={ACTIONS_COLUMN}>
            <FoodOrdersRowActions />
          </DataTable.Col>
        ) : null}
      </ListTable>
    </ResourceList>
  );
}

export function FoodOrdersShow({ id, title, list = '/food/foodList', actions }: DetailProps) {
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
        <TextField source="cinema_name" />
        <TextField source="dish" />
        <NumberField source="quantity" />
        <MoneyField source="amount" />
        <TextField source="pickup_code" />
        <TextField source="buyer_tel" />
        <DateTimeField source="created_at" />
        <DateTimeField source="picked_at" />
      </DescriptionList>
    </Show>
  );
}
