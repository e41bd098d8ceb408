// generated — do not edit; edit schemas/posters.yaml and run npm run generate
import { ColumnsButton, DataTable, List, SelectField, SelectInput, TextInput, TopToolbar } from 'react-admin';
import { ChoiceChipField, DateTimeField, ThumbnailField } from '../../fields';
import type { Choice } from '../../fields';

/** Options of the enum fields, labels as i18n keys. */
export const choices = {
  status: [
    { id: 1, name: 'resources.poster/sharePoster.enums.status.1', color: 'success' },
    { id: 0, name: 'resources.poster/sharePoster.enums.status.0', color: 'default' },
  ],
  is_official: [
    { id: 1, name: 'resources.poster/sharePoster.enums.is_official.1' },
    { id: 0, name: 'resources.poster/sharePoster.enums.is_official.0' },
  ],
} satisfies Record<string, readonly Choice[]>;

/** The list columns, in the schema's order (DataTable children). */
export const columns = [
  <DataTable.Col key="image" source="image" disableSort field={ThumbnailField} />,
  <DataTable.Col key="title" source="title" disableSort />,
  <DataTable.Col key="appid" source="appid" disableSort />,
  <DataTable.Col key="status" source="status" disableSort><ChoiceChipField source="status" choices={choices.status} /></DataTable.Col>,
  <DataTable.Col key="is_official" source="is_official" disableSort><SelectField source="is_official" choices={choices.is_official} /></DataTable.Col>,
  <DataTable.Col key="created_at" source="created_at" field={DateTimeField} />,
];

/** The list filters (react-admin filter inputs). */
export const filters = [
  <TextInput key="appid" source="appid" helperText={false} alwaysOn />,
  <SelectInput key="status" source="status" helperText={false} choices={choices.status} alwaysOn />,
  <SelectInput key="is_official" source="is_official" helperText={false} choices={choices.is_official} alwaysOn />,
];

export function PostersToolbar() {
  return (
    <TopToolbar>
      <ColumnsButton />
    </TopToolbar>
  );
}

export function PostersList() {
  return (
    <List disableAuthentication sort={{ field: 'created_at', order: 'DESC' }} perPage={10} filters={filters} actions={<PostersToolbar />} storeKey={false}>
      <DataTable rowClick={false} bulkActionButtons={false}>
        {columns}
      </DataTable>
    </List>
  );
}
