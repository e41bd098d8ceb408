// generated — do not edit; edit schemas/cinemas.yaml and run npm run generate
import { ColumnsButton, DataTable, Loading, NumberField, SelectArrayInput, SelectField, SelectInput, Show, ShowButton, TextField, TextInput, TopToolbar } from 'react-admin';
import { RowButtons } from '../../kit/actions';
import { ChoiceChipField, DescriptionList } from '../../kit/fields';
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
  hall_type: [
    { id: 'vip', name: 'resources.cinemas.enums.hall_type.vip' },
    { id: 'imax', name: 'resources.cinemas.enums.hall_type.imax' },
    { id: 'dolby', name: 'resources.cinemas.enums.hall_type.dolby' },
    { id: '4d', name: 'resources.cinemas.enums.hall_type.4d' },
    { id: 'atmos', name: 'resources.cinemas.enums.hall_type.atmos' },
    { id: 'screenx', name: 'resources.cinemas.enums.hall_type.screenx' },
    { id: 'kids', name: 'resources.cinemas.enums.hall_type.kids' },
    { id: 'couples', name: 'resources.cinemas.enums.hall_type.couples' },
    { id: 'laser', name: 'resources.cinemas.enums.hall_type.laser' },
    { id: 'other', name: 'resources.cinemas.enums.hall_type.other' },
  ],
  status: [
    { id: 1, name: 'resources.cinemas.enums.status.1', color: 'success' },
    { id: 0, name: 'resources.cinemas.enums.status.0', color: 'default' },
  ],
} satisfies Record<string, readonly Choice[]>;

/** The list columns, in the schema's order (DataTable children). */
export const columns = [
  <DataTable.Col key="name" source="name" disableSort />,
  <DataTable.Col key="city" source="city" disableSort />,
  <DataTable.Col key="hall_type" source="hall_type" disableSort><SelectField source="hall_type" choices={choices.hall_type} /></DataTable.Col>,
  <DataTable.Col key="hall_count" source="hall_count" field={NumberField} />,
  <DataTable.Col key="tel" source="tel" disableSort />,
  <DataTable.Col key="status" source="status" disableSort><ChoiceChipField source="status" choices={choices.status} /></DataTable.Col>,
];

/** The list filters (react-admin filter inputs). */
export const filters = [
  <TextInput key="name" source="name" helperText={false} alwaysOn />,
  <TextInput key="city" source="city" helperText={false} alwaysOn />,
  <SelectArrayInput key="hall_type" source="hall_type" helperText={false} choices={choices.hall_type} alwaysOn />,
  <SelectInput key="status" source="status" helperText={false} choices={choices.status} alwaysOn />,
];

export function CinemasToolbar() {
  return (
    <TopToolbar>
      <ColumnsButton />
      <ListToolbarSlot />
    </TopToolbar>
  );
}

export function CinemasRowActions() {
  return (
    <RowButtons rooms={[{ label: 'ra.action.show' }]}>
      <ShowButton />
    </RowButtons>
  );
}

export function CinemasList() {
  const density = useListDensity();
  const rowActionsAllowed = useRowActionsAllowed(['get']);
  return (
    <ResourceList disableAuthentication title="resources.cinemas.title" sort={{ field: 'hall_count', order: 'DESC' }} perPage={10} filters={filters} actions={<CinemasToolbar />} storeKey={false}>
      <ListTable rowClick="show" size={density} bulkActionButtons={false}>
        {columns}
        {rowActionsAllowed ? (
          <DataTable.Col label="app.action.actions" align="right" headerClassName={ACTIONS_COLUMN} cellClassName={ACTIONS_COLUMN}>
            <CinemasRowActions />
          </DataTable.Col>
        ) : null}
      </ListTable>
    </ResourceList>
  );
}

export function CinemasShow({ id, title, list = '/cinema/cinemaLists', actions }: DetailProps) {
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
        <TextField source="city" />
        <TextField source="address" />
        <SelectField source="hall_type" choices={choices.hall_type} />
        <NumberField source="hall_count" />
        <TextField source="tel" />
      </DescriptionList>
    </Show>
  );
}
