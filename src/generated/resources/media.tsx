// generated — do not edit; edit schemas/media.yaml and run npm run generate
import { yupResolver } from '@hookform/resolvers/yup';
import DriveFileRenameOutline from '@mui/icons-material/DriveFileRenameOutline';
import { ColumnsButton, Create, CreateButton, DataTable, Edit, EditButton, Loading, NumberField, SaveButton, Show, ShowButton, SimpleForm, TextField, TextInput, Toolbar, TopToolbar } from 'react-admin';
import * as yup from 'yup';
import { RowButtons } from '../../kit/actions';
import { DateTimeField, DescriptionList, ReferenceSelectInput, ReferenceTextField } from '../../kit/fields';
import { DETAIL_QUERY_OPTIONS, DetailError, DetailHeader, DetailPanels, EditError } from '../../kit/resources/detail';
import type { DetailProps, HistoryFields } from '../../kit/resources/detail';
import { FormDraft } from '../../kit/resources/FormDraft';
import { KEEP_TYPED_INPUT, blankValues } from '../../kit/resources/formOptions';
import { toList } from '../../kit/resources/listAddress';
import { useListDensity } from '../../kit/resources/listDensity';
import { ListTable } from '../../kit/resources/ListTable';
import { ListToolbarSlot } from '../../kit/resources/ListToolbarSlot';
import { ResourceList } from '../../kit/resources/ResourceList';
import { ACTIONS_COLUMN } from '../../kit/resources/tableClasses';
import { useReadableFilters } from '../../kit/resources/useReadableFilters';
import { useRowActionsAllowed } from '../../kit/resources/useRowActionsAllowed';
import { validationMessage as m } from '../../kit/resources/validationMessage';

/** The list columns, in the schema's order (DataTable children). */
export const columns = [
  <DataTable.Col key="id" source="id" disableSort field={NumberField} />,
  <DataTable.Col key="name" source="name" disableSort />,
  <DataTable.Col key="app_id" source="app_id" disableSort><ReferenceTextField source="app_id" reference="applications" display="app_name" /></DataTable.Col>,
  <DataTable.Col key="created_at" source="created_at" field={DateTimeField} />,
];

/** The list filters (react-admin filter inputs). */
export const filters = [
  <TextInput key="name" source="name" helperText={false} alwaysOn />,
  <ReferenceSelectInput key="app_id" source="app_id" reference="applications" display="app_name" alwaysOn />,
];

/** Create form rules, from the schema's constraints. */
export const createSchema = yup.object({
  app_id: yup.number().typeError(m('ra.validation.number')).integer(m('app.validation.integer')).required(m('ra.validation.required')),
  name: yup.string().max(20, m('ra.validation.maxLength', { max: 20 })).required(m('ra.validation.required')),
});

/** Edit form rules, from the schema's constraints. */
export const editSchema = yup.object({
  name: yup.string().max(20, m('ra.validation.maxLength', { max: 20 })).required(m('ra.validation.required')),
});

export function MediaToolbar() {
  return (
    <TopToolbar>
      <CreateButton label="resources.media.actions.add" />
      <ColumnsButton />
      <ListToolbarSlot />
    </TopToolbar>
  );
}

export function MediaRowActions() {
  return (
    <RowButtons rooms={[{ label: 'resources.media.actions.edit' }, { label: 'ra.action.show' }]}>
      <EditButton label="resources.media.actions.edit" icon={<DriveFileRenameOutline />} />
      <ShowButton />
    </RowButtons>
  );
}

export function MediaRecordActions() {
  return (
    <>
      <EditButton label="resources.media.actions.edit" icon={<DriveFileRenameOutline />} />
    </>
  );
}

export function MediaList() {
  const density = useListDensity();
  const rowActionsAllowed = useRowActionsAllowed(['edit', 'get']);
  const readableFilters = useReadableFilters(filters);
  return (
    <ResourceList disableAuthentication title="resources.media.title" sort={{ field: 'created_at', order: 'DESC' }} perPage={10} filters={readableFilters} actions={<MediaToolbar />} storeKey={false}>
      <ListTable rowClick="show" size={density} bulkActionButtons={false}>
        {columns}
        {rowActionsAllowed ? (
          <DataTable.Col label="app.action.actions" align="right" headerClassName={ACTIONS_COLUMN} cellClassName={ACTIONS_COLUMN}>
            <MediaRowActions />
          </DataTable.Col>
        ) : null}
      </ListTable>
    </ResourceList>
  );
}

/** The fields as the record's history names and writes them (labels, widgets, options). */
export const historyFields = {
  id: { label: 'resources.media.fields.id', widget: 'number' },
  name: { label: 'resources.media.fields.name', widget: 'text' },
  app_id: { label: 'resources.media.fields.app_id', widget: 'reference' },
  created_at: { label: 'resources.media.fields.created_at', widget: 'datetime' },
} satisfies HistoryFields;

export function MediaShow({ id, title, list = '/statistics/mediumList', actions = <MediaRecordActions /> }: DetailProps) {
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
        <TextField source="name" />
        <ReferenceTextField source="app_id" reference="applications" display="app_name" />
        <DateTimeField source="created_at" />
      </DescriptionList>
      <DetailPanels resource="media" fields={historyFields} />
    </Show>
  );
}

export function MediaCreate() {
  return (
    <Create title="resources.media.actions.add" redirect={toList('/statistics/mediumList')} disableAuthentication>
      <SimpleForm resolver={yupResolver(createSchema)} defaultValues={blankValues(createSchema)} resetOptions={KEEP_TYPED_INPUT}>
        <ReferenceSelectInput source="app_id" reference="applications" display="app_name" isRequired />
        <TextInput source="name" isRequired />
        <FormDraft />
      </SimpleForm>
    </Create>
  );
}

export function MediaEdit() {
  return (
    <Edit mutationMode="pessimistic" queryOptions={DETAIL_QUERY_OPTIONS} error={<EditError />} redirect={toList('/statistics/mediumList')} disableAuthentication>
      <SimpleForm resolver={yupResolver(editSchema)} resetOptions={KEEP_TYPED_INPUT} toolbar={<Toolbar><SaveButton /></Toolbar>}>
        <TextInput source="name" isRequired />
        <FormDraft />
      </SimpleForm>
    </Edit>
  );
}
