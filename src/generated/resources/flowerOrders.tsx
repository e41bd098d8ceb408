// generated — do not edit; edit schemas/flowerOrders.yaml and run npm run generate
import Download from '@mui/icons-material/Download';
import { CanAccess, ColumnsButton, DataTable, FilterButton, Loading, NumberField, SelectArrayInput, Show, ShowButton, TextField, TextInput, TopToolbar } from 'react-admin';
import { ExportAction, RowButtons } from '../../kit/actions';
import { ChoiceChipField, DateRangeFilter, DateTimeField, DescriptionList, LongTextField, MoneyField } from '../../kit/fields';
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
    { id: 1, name: 'resources.flowerOrders.enums.status.1', color: 'warning' },
    { id: 2, name: 'resources.flowerOrders.enums.status.2', color: 'info' },
    { id: 3, name: 'resources.flowerOrders.enums.status.3', color: 'success' },
    { id: 0, name: 'resources.flowerOrders.enums.status.0', color: 'default' },
    { id: 4, name: 'resources.flowerOrders.enums.status.4', color: 'error' },
  ],
} satisfies Record<string, readonly Choice[]>;

/** The list columns, in the schema's order (DataTable children). */
export const columns = [
  <DataTable.Col key="order_no" source="order_no" disableSort />,
  <DataTable.Col key="bouquet" source="bouquet" disableSort />,
  <DataTable.Col key="quantity" source="quantity" disableSort field={NumberField} />,
  <DataTable.Col key="amount" source="amount" align="right" field={MoneyField} />,
  <DataTable.Col key="recipient" source="recipient" disableSort />,
  <DataTable.Col key="recipient_tel" source="recipient_tel" disableSort />,
  <DataTable.Col key="city" source="city" disableSort />,
  <DataTable.Col key="status" source="status" disableSort><ChoiceChipField source="status" choices={choices.status} /></DataTable.Col>,
  <DataTable.Col key="delivery_time" source="delivery_time" field={DateTimeField} />,
  <DataTable.Col key="created_at" source="created_at" field={DateTimeField} />,
];

/** The list filters (react-admin filter inputs). */
export const filters = [
  <TextInput key="order_no" source="order_no" helperText={false} alwaysOn />,
  <TextInput key="recipient_tel" source="recipient_tel" helperText={false} alwaysOn />,
  <SelectArrayInput key="status" source="status" helperText={false} choices={choices.status} alwaysOn />,
  <TextInput key="city" source="city" helperText={false} />,
  <DateRangeFilter key="created_at" source="created_at" alwaysOn />,
];

export function FlowerOrdersToolbar() {
  return (
    <TopToolbar>
      <FilterButton />
      <CanAccess action="export"><ExportAction label="resources.flowerOrders.actions.export" icon={<Download />} /></CanAccess>
      <ColumnsButton />
      <ListToolbarSlot />
    </TopToolbar>
  );
}

export function FlowerOrdersRowActions() {
  return (
    <RowButtons rooms={[{ label: 'ra.action.show' }]}>
      <ShowButton />
    </RowButtons>
  );
}

export function FlowerOrdersList() {
  const density = useListDensity();
  const rowActionsAllowed = useRowActionsAllowed(['get']);
  return (
    <ResourceList disableAuthentication title="resources.flowerOrders.title" sort={{ field: 'created_at', order: 'DESC' }} perPage={10} filters={filters} actions={<FlowerOrdersToolbar />} storeKey={false}>
      <ListTable rowClick="show" size={density} bulkActionButtons={false} hiddenColumns={['quantity', 'recipient_tel', 'city']}>
        {columns}
        {rowActionsAllowed ? (
          <DataTable.Col label="app.action.actions" align="right" headerClassName={ACTIONS_COLUMN} cellClassName={ACTIONS_COLUMN}>
            <FlowerOrdersRowActions />
          </DataTable.Col>
        ) : null}
      </ListTable>
    </ResourceList>
  );
}

export function FlowerOrdersShow({ id, title, list = '/flower/flowerList', actions }: DetailProps) {
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
        <TextField source="bouquet" />
        <NumberField source="quantity" />
        <MoneyField source="amount" />
        <TextField source="recipient" />
        <TextField source="recipient_tel" />
        <TextField source="city" />
        <TextField source="address" />
        <DateTimeField source="delivery_time" />
        <LongTextField source="card_message" />
        <TextField source="buyer_tel" />
        <DateTimeField source="created_at" />
      </DescriptionList>
    </Show>
  );
}
