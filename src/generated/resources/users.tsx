// generated — do not edit; edit schemas/users.yaml and run npm run generate
import { ColumnsButton, DataTable, FilterButton, Loading, NumberField, SelectArrayInput, SelectField, SelectInput, Show, ShowButton, TextField, TextInput, TopToolbar } from 'react-admin';
import { RowButtons } from '../../kit/actions';
import { ChoiceChipField, DateRangeFilter, DateTimeField, DescriptionList, MoneyField, ThumbnailField } from '../../kit/fields';
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
  source: [
    { id: 'wechat', name: 'resources.users.enums.source.wechat' },
    { id: 'alipay', name: 'resources.users.enums.source.alipay' },
    { id: 'douyin', name: 'resources.users.enums.source.douyin' },
    { id: 'kuaishou', name: 'resources.users.enums.source.kuaishou' },
  ],
  status: [
    { id: 1, name: 'resources.users.enums.status.1', color: 'success' },
    { id: 0, name: 'resources.users.enums.status.0', color: 'error' },
  ],
} satisfies Record<string, readonly Choice[]>;

/** The list columns, in the schema's order (DataTable children). */
export const columns = [
  <DataTable.Col key="id" source="id" disableSort field={NumberField} />,
  <DataTable.Col key="nickname" source="nickname" disableSort />,
  <DataTable.Col key="tel" source="tel" disableSort />,
  <DataTable.Col key="city" source="city" disableSort />,
  <DataTable.Col key="source" source="source" disableSort><SelectField source="source" choices={choices.source} /></DataTable.Col>,
  <DataTable.Col key="order_count" source="order_count" field={NumberField} />,
  <DataTable.Col key="total_spent" source="total_spent" align="right" field={MoneyField} />,
  <DataTable.Col key="status" source="status" disableSort><ChoiceChipField source="status" choices={choices.status} /></DataTable.Col>,
  <DataTable.Col key="last_order_at" source="last_order_at" field={DateTimeField} />,
  <DataTable.Col key="registered_at" source="registered_at" field={DateTimeField} />,
];

/** The list filters (react-admin filter inputs). */
export const filters = [
  <TextInput key="tel" source="tel" helperText={false} alwaysOn />,
  <TextInput key="nickname" source="nickname" helperText={false} alwaysOn />,
  <SelectArrayInput key="source" source="source" helperText={false} choices={choices.source} alwaysOn />,
  <SelectInput key="status" source="status" helperText={false} choices={choices.status} alwaysOn />,
  <DateRangeFilter key="registered_at" source="registered_at" />,
];

export function UsersToolbar() {
  return (
    <TopToolbar>
      <FilterButton />
      <ColumnsButton />
      <ListToolbarSlot />
    </TopToolbar>
  );
}

export function UsersRowActions() {
  return (
    <RowButtons rooms={[{ label: 'ra.action.show' }]}>
      <ShowButton />
    </RowButtons>
  );
}

export function UsersList() {
  const density = useListDensity();
  const rowActionsAllowed = useRowActionsAllowed(['get']);
  return (
    <ResourceList disableAuthentication title="resources.users.title" sort={{ field: 'last_order_at', order: 'DESC' }} perPage={10} filters={filters} actions={<UsersToolbar />} storeKey={false}>
      <ListTable rowClick="show" size={density} bulkActionButtons={false} hiddenColumns={['city', 'source']}>
        {columns}
        {rowActionsAllowed ? (
          <DataTable.Col label="app.action.actions" align="right" headerClassName={ACTIONS_COLUMN} cellClassName={ACTIONS_COLUMN}>
            <UsersRowActions />
          </DataTable.Col>
        ) : null}
      </ListTable>
    </ResourceList>
  );
}

export function UsersShow({ id, title, list = '/user/UserList', actions }: DetailProps) {
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
        <NumberField source="id" />
        <TextField source="nickname" />
        <ThumbnailField source="avatar" recordLabel="nickname" />
        <TextField source="tel" />
        <TextField source="city" />
        <SelectField source="source" choices={choices.source} />
        <ChoiceChipField source="status" choices={choices.status} />
        <NumberField source="order_count" />
        <MoneyField source="total_spent" />
        <DateTimeField source="last_order_at" />
        <DateTimeField source="registered_at" />
      </DescriptionList>
    </Show>
  );
}
