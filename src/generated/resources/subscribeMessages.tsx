// generated — do not edit; edit schemas/subscribeMessages.yaml and run npm run generate
import { yupResolver } from '@hookform/resolvers/yup';
import CancelScheduleSend from '@mui/icons-material/CancelScheduleSend';
import { CanAccess, ColumnsButton, Create, CreateButton, DataTable, Edit, EditButton, Loading, NumberField, SaveButton, SelectField, SelectInput, Show, ShowButton, SimpleForm, TextField, TextInput, Toolbar, TopToolbar, useRecordContext } from 'react-admin';
import * as yup from 'yup';
import { CallActionButton, RowButtons } from '../../kit/actions';
import { ChoiceChipField, DateRangeFilter, DateTimeField, DateTimePickerInput, DescriptionList, ReferenceSelectInput, ReferenceTextField } from '../../kit/fields';
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
import type { SubscribeMessagesRecord } from '../types/subscribeMessages';

/** Options of the enum fields, labels as i18n keys. */
export const choices = {
  template: [
    { id: 'new_film', name: 'resources.subscribeMessages.enums.template.new_film' },
    { id: 'show_start', name: 'resources.subscribeMessages.enums.template.show_start' },
    { id: 'presale', name: 'resources.subscribeMessages.enums.template.presale' },
    { id: 'coupon_expiry', name: 'resources.subscribeMessages.enums.template.coupon_expiry' },
  ],
  status: [
    { id: 2, name: 'resources.subscribeMessages.enums.status.2', color: 'success' },
    { id: 0, name: 'resources.subscribeMessages.enums.status.0', color: 'info' },
    { id: 3, name: 'resources.subscribeMessages.enums.status.3', color: 'default' },
  ],
} satisfies Record<string, readonly Choice[]>;

/** The list columns, in the schema's order (DataTable children). */
export const columns = [
  <DataTable.Col key="title" source="title" disableSort />,
  <DataTable.Col key="template" source="template" disableSort><SelectField source="template" choices={choices.template} /></DataTable.Col>,
  <DataTable.Col key="app_id" source="app_id" disableSort><ReferenceTextField source="app_id" reference="applications" display="app_name" /></DataTable.Col>,
  <DataTable.Col key="send_time" source="send_time" field={DateTimeField} />,
  <DataTable.Col key="status" source="status" disableSort><ChoiceChipField source="status" choices={choices.status} /></DataTable.Col>,
  <DataTable.Col key="subscribers" source="subscribers" disableSort field={NumberField} />,
  <DataTable.Col key="delivered" source="delivered" disableSort field={NumberField} />,
];

/** The list filters (react-admin filter inputs). */
export const filters = [
  <TextInput key="title" source="title" helperText={false} alwaysOn />,
  <SelectInput key="template" source="template" helperText={false} choices={choices.template} alwaysOn />,
  <ReferenceSelectInput key="app_id" source="app_id" reference="applications" display="app_name" alwaysOn />,
  <SelectInput key="status" source="status" helperText={false} choices={choices.status} alwaysOn />,
  <DateRangeFilter key="send_time" source="send_time" alwaysOn />,
];

/** Create form rules, from the schema's constraints. */
export const createSchema = yup.object({
  app_id: yup.number().typeError(m('ra.validation.number')).integer(m('app.validation.integer')).required(m('ra.validation.required')),
  template: yup.string().oneOf(['new_film', 'show_start', 'presale', 'coupon_expiry'], m('ra.validation.oneOf', { options: 'new_film, show_start, presale, coupon_expiry' })).required(m('ra.validation.required')),
  title: yup.string().max(20, m('ra.validation.maxLength', { max: 20 })).required(m('ra.validation.required')),
  film_name: yup.string().max(40, m('ra.validation.maxLength', { max: 40 })).nullable(),
  page_path: yup.string().max(100, m('ra.validation.maxLength', { max: 100 })).matches(new RegExp('^pages/[A-Za-z0-9_/]+(\\?.*)?$'), { message: m('resources.subscribeMessages.patterns.page_path'), excludeEmptyString: true }).nullable(),
  send_time: yup.string().required(m('ra.validation.required')),
});

/** Edit form rules, from the schema's constraints. */
export const editSchema = yup.object({
  app_id: yup.number().typeError(m('ra.validation.number')).integer(m('app.validation.integer')).required(m('ra.validation.required')),
  template: yup.string().oneOf(['new_film', 'show_start', 'presale', 'coupon_expiry'], m('ra.validation.oneOf', { options: 'new_film, show_start, presale, coupon_expiry' })).required(m('ra.validation.required')),
  title: yup.string().max(20, m('ra.validation.maxLength', { max: 20 })).required(m('ra.validation.required')),
  film_name: yup.string().max(40, m('ra.validation.maxLength', { max: 40 })).nullable(),
  page_path: yup.string().max(100, m('ra.validation.maxLength', { max: 100 })).matches(new RegExp('^pages/[A-Za-z0-9_/]+(\\?.*)?$'), { message: m('resources.subscribeMessages.patterns.page_path'), excludeEmptyString: true }).nullable(),
  send_time: yup.string().required(m('ra.validation.required')),
});

export function SubscribeMessagesToolbar() {
  return (
    <TopToolbar>
      <CreateButton label="resources.subscribeMessages.actions.add" />
      <ColumnsButton />
      <ListToolbarSlot />
    </TopToolbar>
  );
}

export function SubscribeMessagesRowActions() {
  const record = useRecordContext<SubscribeMessagesRecord>();
  return (
    <RowButtons rooms={[record?.status === 0 ? { label: 'ra.action.edit' } : null, { label: 'ra.action.show' }, record?.status === 0 ? { label: 'resources.subscribeMessages.actions.cancel', outlined: true } : null]}>
      {record?.status === 0 ? <EditButton /> : null}
      <ShowButton />
      {record?.status === 0 ? <CanAccess action="edit"><CallActionButton action="cancel" scope="record" label="resources.subscribeMessages.actions.cancel" confirm="resources.subscribeMessages.confirm.cancel" icon={<CancelScheduleSend />} /></CanAccess> : null}
    </RowButtons>
  );
}

export function SubscribeMessagesRecordActions() {
  const record = useRecordContext<SubscribeMessagesRecord>();
  return (
    <>
      {record?.status === 0 ? <EditButton /> : null}
      {record?.status === 0 ? <CanAccess action="edit"><CallActionButton action="cancel" scope="record" label="resources.subscribeMessages.actions.cancel" confirm="resources.subscribeMessages.confirm.cancel" icon={<CancelScheduleSend />} /></CanAccess> : null}
    </>
  );
}

export function SubscribeMessagesList() {
  const density = useListDensity();
  const rowActionsAllowed = useRowActionsAllowed(['edit', 'get']);
  const readableFilters = useReadableFilters(filters);
  return (
    <ResourceList disableAuthentication title="resources.subscribeMessages.title" sort={{ field: 'send_time', order: 'DESC' }} perPage={10} filters={readableFilters} actions={<SubscribeMessagesToolbar />} storeKey={false}>
      <ListTable rowClick="show" size={density} bulkActionButtons={false} hiddenColumns={['template']}>
        {columns}
        {rowActionsAllowed ? (
          <DataTable.Col label="app.action.actions" align="right" headerClassName={ACTIONS_COLUMN} cellClassName={ACTIONS_COLUMN}>
            <SubscribeMessagesRowActions />
          </DataTable.Col>
        ) : null}
      </ListTable>
    </ResourceList>
  );
}

/** The fields as the record's history names and writes them (labels, widgets, options). */
export const historyFields = {
  id: { label: 'resources.subscribeMessages.fields.id', widget: 'number' },
  app_id: { label: 'resources.subscribeMessages.fields.app_id', widget: 'reference' },
  template: {
    label: 'resources.subscribeMessages.fields.template',
    widget: 'select',
    choices: choices['template'],
  },
  title: { label: 'resources.subscribeMessages.fields.title', widget: 'text' },
  film_name: { label: 'resources.subscribeMessages.fields.film_name', widget: 'text' },
  page_path: { label: 'resources.subscribeMessages.fields.page_path', widget: 'text' },
  send_time: { label: 'resources.subscribeMessages.fields.send_time', widget: 'datetime' },
  status: { label: 'resources.subscribeMessages.fields.status', widget: 'chip', choices: choices['status'] },
  subscribers: { label: 'resources.subscribeMessages.fields.subscribers', widget: 'number' },
  delivered: { label: 'resources.subscribeMessages.fields.delivered', widget: 'number' },
  created_at: { label: 'resources.subscribeMessages.fields.created_at', widget: 'datetime' },
} satisfies HistoryFields;

export function SubscribeMessagesShow({ id, title, list = '/businessCooperation/subscribeNewsFeed', actions = <SubscribeMessagesRecordActions /> }: DetailProps) {
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
        <TextField source="title" />
        <SelectField source="template" choices={choices.template} />
        <ReferenceTextField source="app_id" reference="applications" display="app_name" />
        <TextField source="film_name" />
        <TextField source="page_path" />
        <DateTimeField source="send_time" />
        <ChoiceChipField source="status" choices={choices.status} />
        <NumberField source="subscribers" />
        <NumberField source="delivered" />
        <DateTimeField source="created_at" />
      </DescriptionList>
      <DetailPanels resource="subscribeMessages" fields={historyFields} />
    </Show>
  );
}

export function SubscribeMessagesCreate() {
  return (
    <Create title="resources.subscribeMessages.actions.add" redirect={toList('/businessCooperation/subscribeNewsFeed')} disableAuthentication>
      <SimpleForm resolver={yupResolver(createSchema)} defaultValues={blankValues(createSchema)} resetOptions={KEEP_TYPED_INPUT}>
        <FormRow>
          <ReferenceSelectInput source="app_id" reference="applications" display="app_name" isRequired />
          <SelectInput source="template" choices={choices.template} isRequired />
        </FormRow>
        <TextInput source="title" isRequired />
        <TextInput source="film_name" />
        <TextInput source="page_path" />
        <DateTimePickerInput source="send_time" isRequired />
        <FormDraft />
      </SimpleForm>
    </Create>
  );
}

export function SubscribeMessagesEdit() {
  return (
    <Edit mutationMode="pessimistic" queryOptions={DETAIL_QUERY_OPTIONS} error={<EditError />} redirect={toList('/businessCooperation/subscribeNewsFeed')} disableAuthentication>
      <SimpleForm resolver={yupResolver(editSchema)} resetOptions={KEEP_TYPED_INPUT} toolbar={<Toolbar><SaveButton /></Toolbar>}>
        <FormRow>
          <ReferenceSelectInput source="app_id" reference="applications" display="app_name" isRequired />
          <SelectInput source="template" choices={choices.template} isRequired />
        </FormRow>
        <TextInput source="title" isRequired />
        <TextInput source="film_name" />
        <TextInput source="page_path" />
        <DateTimePickerInput source="send_time" isRequired />
        <FormDraft />
      </SimpleForm>
    </Edit>
  );
}
