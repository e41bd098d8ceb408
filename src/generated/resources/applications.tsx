// generated — do not edit; edit schemas/applications.yaml and run npm run generate
import { ColumnsButton, DataTable, Loading, NumberField, SelectField, SelectInput, Show, ShowButton, TextField, TextInput, TopToolbar } from 'react-admin';
import { RowButtons } from '../../kit/actions';
import { ChoiceChipField, DateTimeField, DescriptionList, ThumbnailField } from '../../kit/fields';
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
  platform: [
    { id: 'wechat', name: 'resources.applications.enums.platform.wechat', color: 'success' },
    { id: 'alipay', name: 'resources.applications.enums.platform.alipay', color: 'info' },
  ],
  category: [
    { id: 'ticket', name: 'resources.applications.enums.category.ticket' },
    { id: 'ticket_food', name: 'resources.applications.enums.category.ticket_food' },
    { id: 'local_life', name: 'resources.applications.enums.category.local_life' },
  ],
  status: [
    { id: 1, name: 'resources.applications.enums.status.1', color: 'success' },
    { id: 0, name: 'resources.applications.enums.status.0', color: 'error' },
  ],
} satisfies Record<string, readonly Choice[]>;

/** The list columns, in the schema's order (DataTable children). */
export const columns = [
  <DataTable.Col key="head_img" source="head_img" disableSort><ThumbnailField source="head_img" recordLabel="app_name" /></DataTable.Col>,
  <DataTable.Col key="app_name" source="app_name" disableSort />,
  <DataTable.Col key="platform" source="platform" disableSort><ChoiceChipField source="platform" choices={choices.platform} /></DataTable.Col>,
  <DataTable.Col key="relationToBusiness.authorizer_appid" source="relationToBusiness.authorizer_appid" disableSort />,
  <DataTable.Col key="category" source="category" disableSort><SelectField source="category" choices={choices.category} /></DataTable.Col>,
  <DataTable.Col key="status" source="status" disableSort><ChoiceChipField source="status" choices={choices.status} /></DataTable.Col>,
  <DataTable.Col key="month_orders" source="month_orders" field={NumberField} />,
  <DataTable.Col key="relationToBusiness.authorized_at" source="relationToBusiness.authorized_at" disableSort field={DateTimeField} />,
];

/** The list filters (react-admin filter inputs). */
export const filters = [
  <TextInput key="app_name" source="app_name" helperText={false} alwaysOn />,
  <SelectInput key="platform" source="platform" helperText={false} choices={choices.platform} alwaysOn />,
  <SelectInput key="status" source="status" helperText={false} choices={choices.status} alwaysOn />,
];

export function ApplicationsToolbar() {
  return (
    <TopToolbar>
      <ColumnsButton />
      <ListToolbarSlot />
    </TopToolbar>
  );
}

export function ApplicationsRowActions() {
  return (
    <RowButtons rooms={[{ label: 'ra.action.show' }]}>
      <ShowButton />
    </RowButtons>
  );
}

export function ApplicationsList() {
  const density = useListDensity();
  const rowActionsAllowed = useRowActionsAllowed(['get']);
  return (
    <ResourceList disableAuthentication title="resources.applications.title" sort={{ field: 'month_orders', order: 'DESC' }} perPage={10} filters={filters} actions={<ApplicationsToolbar />} storeKey={false}>
      <ListTable rowClick="show" size={density} bulkActionButtons={false} hiddenColumns={['relationToBusiness.authorized_at']}>
        {columns}
        {rowActionsAllowed ? (
          <DataTable.Col label="app.action.actions" align="right" headerClassName={ACTIONS_COLUMN} cellClassName={ACTIONS_COLUMN}>
            <ApplicationsRowActions />
          </DataTable.Col>
        ) : null}
      </ListTable>
    </ResourceList>
  );
}

export function ApplicationsShow({ id, title, list = '/application/applicationList', actions }: DetailProps) {
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
        <TextField source="app_name" />
        <ThumbnailField source="head_img" recordLabel="app_name" />
        <ChoiceChipField source="platform" choices={choices.platform} />
        <SelectField source="category" choices={choices.category} />
        <TextField source="relationToBusiness.authorizer_appid" />
        <ChoiceChipField source="status" choices={choices.status} />
        <DateTimeField source="relationToBusiness.authorized_at" />
        <NumberField source="month_orders" />
      </DescriptionList>
    </Show>
  );
}
