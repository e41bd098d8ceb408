// generated — do not edit; edit schemas/channels.yaml and run npm run generate
import { yupResolver } from '@hookform/resolvers/yup';
import DeleteSweep from '@mui/icons-material/DeleteSweep';
import PauseCircle from '@mui/icons-material/PauseCircle';
import PlayCircle from '@mui/icons-material/PlayCircle';
import { CanAccess, ColumnsButton, Create, CreateButton, DataTable, Edit, EditButton, Loading, NumberField, NumberInput, SaveButton, SelectInput, Show, ShowButton, SimpleForm, TextField, TextInput, Toolbar, TopToolbar } from 'react-admin';
import * as yup from 'yup';
import { CallActionButton, RowButtons } from '../../kit/actions';
import { ChoiceChipField, DateTimeField, DescriptionList, MoneyField, ReferenceSelectInput, ReferenceTextField } from '../../kit/fields';
import type { Choice } from '../../kit/fields';
import { DETAIL_QUERY_OPTIONS, DetailError, DetailHeader, DetailPanels, EditError } from '../../kit/resources/detail';
import type { DetailProps, HistoryFields } from '../../kit/resources/detail';
import { FormDraft } from '../../kit/resources/FormDraft';
import { KEEP_TYPED_INPUT, blankValues } from '../../kit/resources/formOptions';
import { FormRow } from '../../kit/resources/FormRow';
import { toList } from '../../kit/resources/listAddress';
import { useListDensity } from '../../kit/resources/listDensity';
import { ListTable } from '../../kit/resources/ListTable';
import { ListToolbarSlot } from '../../kit/resources/ListToolbarSlot';
import { ResourceList } from '../../kit/resources/ResourceList';
import { ACTIONS_COLUMN } from '../../kit/resources/tableClasses';
import { useReadableFilters } from '../../kit/resources/useReadableFilters';
import { useRowActionsAllowed } from '../../kit/resources/useRowActionsAllowed';
import { validationMessage as m } from '../../kit/resources/validationMessage';

/** Options of the enum fields, labels as i18n keys. */
export const choices = {
  status: [
    { id: 1, name: 'resources.channels.enums.status.1', color: 'success' },
    { id: 0, name: 'resources.channels.enums.status.0', color: 'default' },
  ],
} satisfies Record<string, readonly Choice[]>;

/** The list columns, in the schema's order (DataTable children). */
export const columns = [
  <DataTable.Col key="id" source="id" disableSort field={NumberField} />,
  <DataTable.Col key="name" source="name" disableSort />,
  <DataTable.Col key="nickname" source="nickname" disableSort />,
  <DataTable.Col key="media_id" source="media_id" disableSort><ReferenceTextField source="media_id" reference="media" display="name" /></DataTable.Col>,
  <DataTable.Col key="app_id" source="app_id" disableSort><ReferenceTextField source="app_id" reference="applications" display="app_name" /></DataTable.Col>,
  <DataTable.Col key="cost" source="cost" align="right" field={MoneyField} />,
  <DataTable.Col key="status" source="status" disableSort><ChoiceChipField source="status" choices={choices.status} /></DataTable.Col>,
  <DataTable.Col key="created_at" source="created_at" field={DateTimeField} />,
];

/** The list filters (react-admin filter inputs). */
export const filters = [
  <TextInput key="name" source="name" helperText={false} alwaysOn />,
  <ReferenceSelectInput key="app_id" source="app_id" reference="applications" display="app_name" alwaysOn />,
  <ReferenceSelectInput key="media_id" source="media_id" reference="media" display="name" alwaysOn />,
  <SelectInput key="status" source="status" helperText={false} choices={choices.status} alwaysOn />,
];

/** Create form rules, from the schema's constraints. */
export const createSchema = yup.object({
  name: yup.string().max(30, m('ra.validation.maxLength', { max: 30 })).required(m('ra.validation.required')),
  nickname: yup.string().max(30, m('ra.validation.maxLength', { max: 30 })).nullable(),
  app_id: yup.number().typeError(m('ra.validation.number')).integer(m('app.validation.integer')).required(m('ra.validation.required')),
  media_id: yup.number().typeError(m('ra.validation.number')).integer(m('app.validation.integer')).required(m('ra.validation.required')),
  cost: yup.number().typeError(m('ra.validation.number')).min(0, m('ra.validation.minValue', { min: 0 })).nullable(),
});

/** Edit form rules, from the schema's constraints. */
export const editSchema = yup.object({
  name: yup.string().max(30, m('ra.validation.maxLength', { max: 30 })).required(m('ra.validation.required')),
  nickname: yup.string().max(30, m('ra.validation.maxLength', { max: 30 })).nullable(),
  app_id: yup.number().typeError(m('ra.validation.number')).integer(m('app.validation.integer')).required(m('ra.validation.required')),
  media_id: yup.number().typeError(m('ra.validation.number')).integer(m('app.validation.integer')).required(m('ra.validation.required')),
  cost: yup.number().typeError(m('ra.validation.number')).min(0, m('ra.validation.minValue', { min: 0 })).nullable(),
});

export function ChannelsToolbar() {
  return (
    <TopToolbar>
      <CreateButton label="resources.channels.actions.add" />
      <ColumnsButton />
      <ListToolbarSlot />
    </TopToolbar>
  );
}

export function ChannelsRowActions() {
  return (
    <RowButtons rooms={[{ label: 'ra.action.edit' }, { label: 'ra.action.show' }]}>
      <EditButton />
      <ShowButton />
    </RowButtons>
  );
}

export function ChannelsRecordActions() {
  return (
    <>
      <EditButton />
    </>
  );
}

export function ChannelsBulkActions() {
  return (
    <>
      <CanAccess action="edit"><CallActionButton action="pause" scope="selection" label="resources.channels.actions.pause" confirm="resources.channels.confirm.pause" icon={<PauseCircle />} /></CanAccess>
      <CanAccess action="edit"><CallActionButton action="resume" scope="selection" label="resources.channels.actions.resume" icon={<PlayCircle />} /></CanAccess>
      <CanAccess action="delete"><CallActionButton action="delete" scope="selection" label="resources.channels.actions.delete" confirm="resources.channels.confirm.delete" icon={<DeleteSweep />} /></CanAccess>
    </>
  );
}

export function ChannelsList() {
  const density = useListDensity();
  const rowActionsAllowed = useRowActionsAllowed(['edit', 'get']);
  const readableFilters = useReadableFilters(filters);
  return (
    <ResourceList disableAuthentication title="resources.channels.title" sort={{ field: 'created_at', order: 'DESC' }} perPage={10} filters={readableFilters} actions={<ChannelsToolbar />} storeKey={false}>
      <ListTable rowClick="show" size={density} bulkActionButtons={<ChannelsBulkActions />}>
        {columns}
        {rowActionsAllowed ? (
          <DataTable.Col label="app.action.actions" align="right" headerClassName={ACTIONS_COLUMN} cellClassName={ACTIONS_COLUMN}>
            <ChannelsRowActions />
          </DataTable.Col>
        ) : null}
      </ListTable>
    </ResourceList>
  );
}

/** The fields as the record's history names and writes them (labels, widgets, options). */
export const historyFields = {
  id: { label: 'resources.channels.fields.id', widget: 'number' },
  name: { label: 'resources.channels.fields.name', widget: 'text' },
  nickname: { label: 'resources.channels.fields.nickname', widget: 'text' },
  media_id: { label: 'resources.channels.fields.media_id', widget: 'reference' },
  app_id: { label: 'resources.channels.fields.app_id', widget: 'reference' },
  cost: { label: 'resources.channels.fields.cost', widget: 'money' },
  status: { label: 'resources.channels.fields.status', widget: 'chip', choices: choices['status'] },
  created_at: { label: 'resources.channels.fields.created_at', widget: 'datetime' },
} satisfies HistoryFields;

export function ChannelsShow({ id, title, list = '/statistics/extensionList', actions = <ChannelsRecordActions /> }: DetailProps) {
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
        <TextField source="nickname" />
        <ReferenceTextField source="media_id" reference="media" display="name" />
        <ReferenceTextField source="app_id" reference="applications" display="app_name" />
        <MoneyField source="cost" />
        <ChoiceChipField source="status" choices={choices.status} />
        <DateTimeField source="created_at" />
      </DescriptionList>
      <DetailPanels resource="channels" fields={historyFields} />
    </Show>
  );
}

export function ChannelsCreate() {
  return (
    <Create title="resources.channels.actions.add" redirect={toList('/statistics/extensionList')} disableAuthentication>
      <SimpleForm resolver={yupResolver(createSchema)} defaultValues={blankValues(createSchema)} resetOptions={KEEP_TYPED_INPUT}>
        <TextInput source="name" isRequired />
        <TextInput source="nickname" />
        <FormRow>
          <ReferenceSelectInput source="app_id" reference="applications" display="app_name" isRequired />
          <ReferenceSelectInput source="media_id" reference="media" display="name" isRequired />
          <NumberInput source="cost" step={0.01} />
        </FormRow>
        <FormDraft />
      </SimpleForm>
    </Create>
  );
}

export function ChannelsEdit() {
  return (
    <Edit mutationMode="pessimistic" queryOptions={DETAIL_QUERY_OPTIONS} error={<EditError />} redirect={toList('/statistics/extensionList')} disableAuthentication>
      <SimpleForm resolver={yupResolver(editSchema)} resetOptions={KEEP_TYPED_INPUT} toolbar={<Toolbar><SaveButton /></Toolbar>}>
        <TextInput source="name" isRequired />
        <TextInput source="nickname" />
        <FormRow>
          <ReferenceSelectInput source="app_id" reference="applications" display="app_name" isRequired />
          <ReferenceSelectInput source="media_id" reference="media" display="name" isRequired />
          <NumberInput source="cost" step={0.01} />
        </FormRow>
        <FormDraft />
      </SimpleForm>
    </Edit>
  );
}
