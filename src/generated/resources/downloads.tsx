// generated — do not edit; edit schemas/downloads.yaml and run npm run generate
import { CanAccess, ColumnsButton, DataTable, DeleteWithConfirmButton, Loading, SelectInput, Show, TextField, TextInput, TopToolbar } from 'react-admin';
import { RowButtons } from '../../kit/actions';
import { ChoiceChipField, DateRangeFilter, DateTimeField, DescriptionList, DownloadLinkField, FileSizeField } from '../../kit/fields';
import type { Choice } from '../../kit/fields';
import { DETAIL_QUERY_OPTIONS, DetailError, DetailHeader, DetailPanels } from '../../kit/resources/detail';
import type { DetailProps, HistoryFields } from '../../kit/resources/detail';
import { useListDensity } from '../../kit/resources/listDensity';
import { ListTable } from '../../kit/resources/ListTable';
import { ListToolbarSlot } from '../../kit/resources/ListToolbarSlot';
import { ResourceList } from '../../kit/resources/ResourceList';
import { ACTIONS_COLUMN } from '../../kit/resources/tableClasses';
import { useRowActionsAllowed } from '../../kit/resources/useRowActionsAllowed';

/** Options of the enum fields, labels as i18n keys. */
export const choices = {
  status: [
    { id: 2, name: 'resources.downloads.enums.status.2', color: 'default' },
    { id: 1, name: 'resources.downloads.enums.status.1', color: 'success' },
  ],
} satisfies Record<string, readonly Choice[]>;

/** The list columns, in the schema's order (DataTable children). */
export const columns = [
  <DataTable.Col key="file_name" source="file_name" disableSort />,
  <DataTable.Col key="source" source="source" disableSort />,
  <DataTable.Col key="status" source="status" disableSort><ChoiceChipField source="status" choices={choices.status} /></DataTable.Col>,
  <DataTable.Col key="size" source="size" align="right" disableSort field={FileSizeField} />,
  <DataTable.Col key="created_at" source="created_at" field={DateTimeField} />,
  <DataTable.Col key="expires_at" source="expires_at" disableSort field={DateTimeField} />,
  <DataTable.Col key="url" source="url" disableSort field={DownloadLinkField} />,
];

/** The list filters (react-admin filter inputs). */
export const filters = [
  <TextInput key="file_name" source="file_name" helperText={false} alwaysOn />,
  <SelectInput key="status" source="status" helperText={false} choices={choices.status} alwaysOn />,
  <DateRangeFilter key="created_at" source="created_at" alwaysOn />,
];

export function DownloadsToolbar() {
  return (
    <TopToolbar>
      <ColumnsButton />
      <ListToolbarSlot />
    </TopToolbar>
  );
}

export function DownloadsRowActions() {
  return (
    <RowButtons rooms={[{ label: 'ra.action.delete', outlined: true }]}>
      <CanAccess action="delete"><DeleteWithConfirmButton mutationMode="pessimistic" redirect={false} confirmContent="resources.downloads.confirm.delete" /></CanAccess>
    </RowButtons>
  );
}

export function DownloadsRecordActions() {
  return (
    <>
      <CanAccess action="delete"><DeleteWithConfirmButton mutationMode="pessimistic" confirmContent="resources.downloads.confirm.delete" /></CanAccess>
    </>
  );
}

export function DownloadsList() {
  const density = useListDensity();
  const rowActionsAllowed = useRowActionsAllowed(['delete']);
  return (
    <ResourceList disableAuthentication title="resources.downloads.title" sort={{ field: 'created_at', order: 'DESC' }} perPage={10} filters={filters} actions={<DownloadsToolbar />} storeKey={false}>
      <ListTable rowClick="show" size={density} bulkActionButtons={false}>
        {columns}
        {rowActionsAllowed ? (
          <DataTable.Col label="app.action.actions" align="right" headerClassName={ACTIONS_COLUMN} cellClassName={ACTIONS_COLUMN}>
            <DownloadsRowActions />
          </DataTable.Col>
        ) : null}
      </ListTable>
    </ResourceList>
  );
}

/** The fields as the record's history names and writes them (labels, widgets, options). */
export const historyFields = {
  id: { label: 'resources.downloads.fields.id', widget: 'number' },
  source: { label: 'resources.downloads.fields.source', widget: 'text' },
  file_name: { label: 'resources.downloads.fields.file_name', widget: 'text' },
  status: { label: 'resources.downloads.fields.status', widget: 'chip', choices: choices['status'] },
  size: { label: 'resources.downloads.fields.size', widget: 'fileSize' },
  created_at: { label: 'resources.downloads.fields.created_at', widget: 'datetime' },
  expires_at: { label: 'resources.downloads.fields.expires_at', widget: 'datetime' },
  url: { label: 'resources.downloads.fields.url', widget: 'link' },
} satisfies HistoryFields;

export function DownloadsShow({ id, title, list = '/download/downloadList', actions = <DownloadsRecordActions /> }: DetailProps) {
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
        <TextField source="file_name" />
        <TextField source="source" />
        <ChoiceChipField source="status" choices={choices.status} />
        <FileSizeField source="size" />
        <DateTimeField source="created_at" />
        <DateTimeField source="expires_at" />
        <DownloadLinkField source="url" />
      </DescriptionList>
      <DetailPanels resource="downloads" fields={historyFields} />
    </Show>
  );
}
