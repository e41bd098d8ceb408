// generated — do not edit; edit schemas/ksLocalLife.yaml and run npm run generate
import { ColumnsButton, DataTable, FilterButton, Loading, NumberField, SelectInput, Show, ShowButton, TextField, TextInput, TopToolbar } from 'react-admin';
import { RowButtons } from '../../kit/actions';
import { ChoiceChipField, DateTimeField, DescriptionList, MoneyField } from '../../kit/fields';
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
    { id: 1, name: 'resources.ksLocalLife.enums.status.1', color: 'success' },
    { id: 0, name: 'resources.ksLocalLife.enums.status.0', color: 'default' },
  ],
} satisfies Record<string, readonly Choice[]>;

/** The list columns, in the schema's order (DataTable children). */
export const columns = [
  <DataTable.Col key="name" source="name" disableSort />,
  <DataTable.Col key="cinema_name" source="cinema_name" disableSort />,
  <DataTable.Col key="city" source="city" disableSort />,
  <DataTable.Col key="list_price" source="list_price" align="right" field={MoneyField} />,
  <DataTable.Col key="price" source="price" align="right" field={MoneyField} />,
  <DataTable.Col key="sales" source="sales" field={NumberField} />,
  <DataTable.Col key="commission_rate" source="commission_rate" disableSort field={NumberField} />,
  <DataTable.Col key="status" source="status" disableSort><ChoiceChipField source="status" choices={choices.status} /></DataTable.Col>,
  <DataTable.Col key="created_at" source="created_at" field={DateTimeField} />,
];

/** The list filters (react-admin filter inputs). */
export const filters = [
  <TextInput key="name" source="name" helperText={false} alwaysOn />,
  <TextInput key="cinema_name" source="cinema_name" helperText={false} alwaysOn />,
  <TextInput key="city" source="city" helperText={false} />,
  <SelectInput key="status" source="status" helperText={false} choices={choices.status} alwaysOn />,
];

export function KsLocalLifeToolbar() {
  return (
    <TopToolbar>
      <FilterButton />
      <ColumnsButton />
      <ListToolbarSlot />
    </TopToolbar>
  );
}

export function KsLocalLifeRowActions() {
  return (
    <RowButtons rooms={[{ label: 'ra.action.show' }]}>
      <ShowButton />
    </RowButtons>
  );
}

export function KsLocalLifeList() {
  const density = useListDensity();
  const rowActionsAllowed = useRowActionsAllowed(['get']);
  return (
    <ResourceList disableAuthentication title="resources.ksLocalLife.title" sort={{ field: 'created_at', order: 'DESC' }} perPage={10} filters={filters} actions={<KsLocalLifeToolbar />} storeKey={false}>
      <ListTable rowClick="show" size={density} bulkActionButtons={false} hiddenColumns={['list_price', 'commission_rate']}>
        {columns}
        {rowActionsAllowed ? (
          <DataTable.Col label="app.action.actions" align="right" headerClassName={ACTIONS_COLUMN} cellClassName={ACTIONS_COLUMN}>
            <KsLocalLifeRowActions />
          </DataTable.Col>
        ) : null}
      </ListTable>
    </ResourceList>
  );
}

export function KsLocalLifeShow({ id, title, list = '/couponKs/LocalLife', actions }: DetailProps) {
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
        <TextField source="cinema_name" />
        <TextField source="city" />
        <MoneyField source="list_price" />
        <MoneyField source="price" />
        <NumberField source="sales" />
        <NumberField source="commission_rate" />
        <DateTimeField source="created_at" />
      </DescriptionList>
    </Show>
  );
}
