// generated — do not edit; edit schemas/films.yaml and run npm run generate
import { ColumnsButton, DataTable, FilterButton, Loading, NumberField, SelectInput, Show, ShowButton, TextField, TextInput, TopToolbar } from 'react-admin';
import { RowButtons } from '../../kit/actions';
import { ChoiceChipField, DateRangeFilter, DateTimeField, DescriptionList, TagsField, ThumbnailField } from '../../kit/fields';
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
    { id: 1, name: 'resources.films.enums.status.1', color: 'success' },
    { id: 0, name: 'resources.films.enums.status.0', color: 'default' },
  ],
} satisfies Record<string, readonly Choice[]>;

/** The list columns, in the schema's order (DataTable children). */
export const columns = [
  <DataTable.Col key="poster" source="poster" disableSort><ThumbnailField source="poster" recordLabel="name" /></DataTable.Col>,
  <DataTable.Col key="name" source="name" disableSort />,
  <DataTable.Col key="genres" source="genres" disableSort field={TagsField} />,
  <DataTable.Col key="duration" source="duration" field={NumberField} />,
  <DataTable.Col key="release_date" source="release_date"><DateTimeField source="release_date" dateOnly /></DataTable.Col>,
  <DataTable.Col key="score" source="score" field={NumberField} />,
  <DataTable.Col key="status" source="status" disableSort><ChoiceChipField source="status" choices={choices.status} /></DataTable.Col>,
  <DataTable.Col key="showings" source="showings" field={NumberField} />,
];

/** The list filters (react-admin filter inputs). */
export const filters = [
  <TextInput key="name" source="name" helperText={false} alwaysOn />,
  <SelectInput key="status" source="status" helperText={false} choices={choices.status} alwaysOn />,
  <DateRangeFilter key="release_date" source="release_date" />,
];

export function FilmsToolbar() {
  return (
    <TopToolbar>
      <FilterButton />
      <ColumnsButton />
      <ListToolbarSlot />
    </TopToolbar>
  );
}

export function FilmsRowActions() {
  return (
    <RowButtons rooms={[{ label: 'ra.action.show' }]}>
      <ShowButton />
    </RowButtons>
  );
}

export function FilmsList() {
  const density = useListDensity();
  const rowActionsAllowed = useRowActionsAllowed(['get']);
  return (
    <ResourceList disableAuthentication title="resources.films.title" sort={{ field: 'release_date', order: 'DESC' }} perPage={10} filters={filters} actions={<FilmsToolbar />} storeKey={false}>
      <ListTable rowClick="show" size={density} bulkActionButtons={false}>
        {columns}
        {rowActionsAllowed ? (
          <DataTable.Col label="app.action.actions" align="right" headerClassName={ACTIONS_COLUMN} cellClassName={ACTIONS_COLUMN}>
            <FilmsRowActions />
          </DataTable.Col>
        ) : null}
      </ListTable>
    </ResourceList>
  );
}

export function FilmsShow({ id, title, list = '/swiper/filmList', actions }: DetailProps) {
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
        <ThumbnailField source="poster" recordLabel="name" />
        <TextField source="name" />
        <ChoiceChipField source="status" choices={choices.status} />
        <TagsField source="genres" />
        <NumberField source="duration" />
        <DateTimeField source="release_date" dateOnly />
        <NumberField source="score" />
        <NumberField source="showings" />
      </DescriptionList>
    </Show>
  );
}
