// generated — do not edit; edit schemas/newReleaseTemplate.yaml and run npm run generate
import { yupResolver } from '@hookform/resolvers/yup';
import CancelScheduleSend from '@mui/icons-material/CancelScheduleSend';
import { CanAccess, ColumnsButton, Create, CreateButton, DataTable, Edit, EditButton, Loading, NumberField, SaveButton, SelectField, SelectInput, Show, ShowButton, SimpleForm, TextField, TextInput, Toolbar, TopToolbar, useRecordContext } from 'react-admin';
import * as yup from 'yup';
import { CallActionButton, RowButtons } from '../../kit/actions';
import { ChoiceChipField, DateRangeFilter, DateTimeField, DateTimePickerInput, DescriptionList, LongTextField } from '../../kit/fields';
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
import { useRowActionsAllowed } from '../../kit/resources/useRowActionsAllowed';
import { validationMessage as m } from '../../kit/resources/validationMessage';
import type { NewReleaseTemplateRecord } from '../types/newReleaseTemplate';

/** Options of the enum fields, labels as i18n keys. */
export const choices = {
  audience: [
    { id: 'all', name: 'resources.newReleaseTemplate.enums.audience.all' },
    { id: 'buyers_90d', name: 'resources.newReleaseTemplate.enums.audience.buyers_90d' },
    { id: 'city', name: 'resources.newReleaseTemplate.enums.audience.city' },
  ],
  status: [
    { id: 1, name: 'resources.newReleaseTemplate.enums.status.1', color: 'success' },
    { id: 0, name: 'resources.newReleaseTemplate.enums.status.0', color: 'info' },
    { id: 2, name: 'resources.newReleaseTemplate.enums.status.2', color: 'default' },
  ],
} satisfies Record<string, readonly Choice[]>;

/** The list columns, in the schema's order (DataTable children). */
export const columns = [
  <DataTable.Col key="film_name" source="film_name" disableSort />,
  <DataTable.Col key="title" source="title" disableSort />,
  <DataTable.Col key="audience" source="audience" disableSort><SelectField source="audience" choices={choices.audience} /></DataTable.Col>,
  <DataTable.Col key="push_time" source="push_time" field={DateTimeField} />,
  <DataTable.Col key="status" source="status" disableSort><ChoiceChipField source="status" choices={choices.status} /></DataTable.Col>,
  <DataTable.Col key="sent_count" source="sent_count" disableSort field={NumberField} />,
  <DataTable.Col key="open_count" source="open_count" disableSort field={NumberField} />,
  <DataTable.Col key="created_at" source="created_at" field={DateTimeField} />,
];

/** The list filters (react-admin filter inputs). */
export const filters = [
  <TextInput key="film_name" source="film_name" helperText={false} alwaysOn />,
  <SelectInput key="status" source="status" helperText={false} choices={choices.status} alwaysOn />,
  <DateRangeFilter key="push_time" source="push_time" alwaysOn />,
];

/** Create form rules, from the schema's constraints. */
export const createSchema = yup.object({
  film_name: yup.string().max(40, m('ra.validation.maxLength', { max: 40 })).required(m('ra.validation.required')),
  template_id: yup.string().matches(new RegExp('^[A-Za-z0-9_]{8,40}$'), { message: m('resources.newReleaseTemplate.patterns.template_id'), excludeEmptyString: true }).required(m('ra.validation.required')),
  title: yup.string().max(20, m('ra.validation.maxLength', { max: 20 })).required(m('ra.validation.required')),
  content: yup.string().max(120, m('ra.validation.maxLength', { max: 120 })).required(m('ra.validation.required')),
  audience: yup.string().oneOf(['all', 'buyers_90d', 'city'], m('ra.validation.oneOf', { options: 'all, buyers_90d, city' })).required(m('ra.validation.required')),
  push_time: yup.string().required(m('ra.validation.required')),
});

/** Edit form rules, from the schema's constraints. */
export const editSchema = yup.object({
  film_name: yup.string().max(40, m('ra.validation.maxLength', { max: 40 })).required(m('ra.validation.required')),
  template_id: yup.string().matches(new RegExp('^[A-Za-z0-9_]{8,40}$'), { message: m('resources.newReleaseTemplate.patterns.template_id'), excludeEmptyString: true }).required(m('ra.validation.required')),
  title: yup.string().max(20, m('ra.validation.maxLength', { max: 20 })).required(m('ra.validation.required')),
  content: yup.string().max(120, m('ra.validation.maxLength', { max: 120 })).required(m('ra.validation.required')),
  audience: yup.string().oneOf(['all', 'buyers_90d', 'city'], m('ra.validation.oneOf', { options: 'all, buyers_90d, city' })).required(m('ra.validation.required')),
  push_time: yup.string().required(m('ra.validation.required')),
});

export function NewReleaseTemplateToolbar() {
  return (
    <TopToolbar>
      <CreateButton label="resources.newReleaseTemplate.actions.add" />
      <ColumnsButton />
      <ListToolbarSlot />
    </TopToolbar>
  );
}

export function NewReleaseTemplateRowActions() {
  const record = useRecordContext<NewReleaseTemplateRecord>();
  return (
    <RowButtons rooms={[record?.status === 0 ? { label: 'ra.action.edit' } : null, { label: 'ra.action.show' }, record?.status === 0 ? { label: 'resources.newReleaseTemplate.actions.cancel', outlined: true } : null]}>
      {record?.status === 0 ? <EditButton /> : null}
      <ShowButton />
      {record?.status === 0 ? <CanAccess action="edit"><CallActionButton action="cancel" scope="record" label="resources.newReleaseTemplate.actions.cancel" confirm="resources.newReleaseTemplate.confirm.cancel" icon={<CancelScheduleSend />} /></CanAccess> : null}
    </RowButtons>
  );
}

export function NewReleaseTemplateRecordActions() {
  const record = useRecordContext<NewReleaseTemplateRecord>();
  return (
    <>
      {record?.status === 0 ? <EditButton /> : null}
      {record?.status === 0 ? <CanAccess action="edit"><CallActionButton action="cancel" scope="record" label="resources.newReleaseTemplate.actions.cancel" confirm="resources.newReleaseTemplate.confirm.cancel" icon={<CancelScheduleSend />} /></CanAccess> : null}
    </>
  );
}

export function NewReleaseTemplateList() {
  const density = useListDensity();
  const rowActionsAllowed = useRowActionsAllowed(['edit', 'get']);
  return (
    <ResourceList disableAuthentication title="resources.newReleaseTemplate.title" sort={{ field: 'push_time', order: 'DESC' }} perPage={10} filters={filters} actions={<NewReleaseTemplateToolbar />} storeKey={false}>
      <ListTable rowClick="show" size={density} bulkActionButtons={false} hiddenColumns={['audience', 'open_count', 'created_at']}>
        {columns}
        {rowActionsAllowed ? (
          <DataTable.Col label="app.action.actions" align="right" headerClassName={ACTIONS_COLUMN} cellClassName={ACTIONS_COLUMN}>
            <NewReleaseTemplateRowActions />
          </DataTable.Col>
        ) : null}
      </ListTable>
    </ResourceList>
  );
}

/** The fields as the record's history names and writes them (labels, widgets, options). */
export const historyFields = {
  id: { label: 'resources.newReleaseTemplate.fields.id', widget: 'number' },
  film_name: { label: 'resources.newReleaseTemplate.fields.film_name', widget: 'text' },
  template_id: { label: 'resources.newReleaseTemplate.fields.template_id', widget: 'text' },
  title: { label: 'resources.newReleaseTemplate.fields.title', widget: 'text' },
  content: { label: 'resources.newReleaseTemplate.fields.content', widget: 'textarea' },
  audience: {
    label: 'resources.newReleaseTemplate.fields.audience',
    widget: 'select',
    choices: choices['audience'],
  },
  push_time: { label: 'resources.newReleaseTemplate.fields.push_time', widget: 'datetime' },
  status: { label: 'resources.newReleaseTemplate.fields.status', widget: 'chip', choices: choices['status'] },
  sent_count: { label: 'resources.newReleaseTemplate.fields.sent_count', widget: 'number' },
  open_count: { label: 'resources.newReleaseTemplate.fields.open_count', widget: 'number' },
  created_at: { label: 'resources.newReleaseTemplate.fields.created_at', widget: 'datetime' },
} satisfies HistoryFields;

export function NewReleaseTemplateShow({ id, title, list = '/templatePush/templatePush', actions = <NewReleaseTemplateRecordActions /> }: DetailProps) {
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
        <TextField source="film_name" />
        <TextField source="template_id" />
        <TextField source="title" />
        <LongTextField source="content" />
        <SelectField source="audience" choices={choices.audience} />
        <DateTimeField source="push_time" />
        <ChoiceChipField source="status" choices={choices.status} />
        <NumberField source="sent_count" />
        <NumberField source="open_count" />
        <DateTimeField source="created_at" />
      </DescriptionList>
      <DetailPanels resource="newReleaseTemplate" fields={historyFields} />
    </Show>
  );
}

export function NewReleaseTemplateCreate() {
  return (
    <Create title="resources.newReleaseTemplate.actions.add" redirect={toList('/templatePush/templatePush')} disableAuthentication>
      <SimpleForm resolver={yupResolver(createSchema)} defaultValues={blankValues(createSchema)} resetOptions={KEEP_TYPED_INPUT}>
        <TextInput source="film_name" isRequired />
        <TextInput source="template_id" isRequired />
        <TextInput source="title" isRequired />
        <TextInput source="content" multiline minRows={3} isRequired />
        <FormRow>
          <SelectInput source="audience" choices={choices.audience} isRequired />
          <DateTimePickerInput source="push_time" isRequired />
        </FormRow>
        <FormDraft />
      </SimpleForm>
    </Create>
  );
}

export function NewReleaseTemplateEdit() {
  return (
    <Edit mutationMode="pessimistic" queryOptions={DETAIL_QUERY_OPTIONS} error={<EditError />} redirect={toList('/templatePush/templatePush')} disableAuthentication>
      <SimpleForm resolver={yupResolver(editSchema)} resetOptions={KEEP_TYPED_INPUT} toolbar={<Toolbar><SaveButton /></Toolbar>}>
        <TextInput source="film_name" isRequired />
        <TextInput source="template_id" isRequired />
        <TextInput source="title" isRequired />
        <TextInput source="content" multiline minRows={3} isRequired />
        <FormRow>
          <SelectInput source="audience" choices={choices.audience} isRequired />
          <DateTimePickerInput source="push_time" isRequired />
        </FormRow>
        <FormDraft />
      </SimpleForm>
    </Edit>
  );
}
