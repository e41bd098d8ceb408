// generated — do not edit; edit schemas/juniorAgents.yaml and run npm run generate
import { yupResolver } from '@hookform/resolvers/yup';
import { CanAccess, ColumnsButton, Create, CreateButton, DataTable, Edit, EditButton, Loading, NumberField, SaveButton, SelectInput, Show, ShowButton, SimpleForm, TextField, TextInput, Toolbar, TopToolbar } from 'react-admin';
import * as yup from 'yup';
import { ImportAction, RowButtons } from '../../kit/actions';
import type { ImportColumn } from '../../kit/actions';
import { ChoiceChipField, DateTimeField, DescriptionList, LongTextField, MoneyField, PercentField, PercentInput } from '../../kit/fields';
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

/** Options of the enum fields, labels as i18n keys. */
export const choices = {
  status: [
    { id: 1, name: 'resources.juniorAgents.enums.status.1', color: 'success' },
    { id: 0, name: 'resources.juniorAgents.enums.status.0', color: 'default' },
  ],
} satisfies Record<string, readonly Choice[]>;

/** The list columns, in the schema's order (DataTable children). */
export const columns = [
  <DataTable.Col key="name" source="name" disableSort />,
  <DataTable.Col key="contact" source="contact" disableSort />,
  <DataTable.Col key="tel" source="tel" disableSort />,
  <DataTable.Col key="city" source="city" disableSort />,
  <DataTable.Col key="share_rate" source="share_rate" align="right" field={PercentField} />,
  <DataTable.Col key="order_count" source="order_count" field={NumberField} />,
  <DataTable.Col key="turnover" source="turnover" align="right" field={MoneyField} />,
  <DataTable.Col key="status" source="status" disableSort><ChoiceChipField source="status" choices={choices.status} /></DataTable.Col>,
  <DataTable.Col key="created_at" source="created_at" field={DateTimeField} />,
];

/** The list filters (react-admin filter inputs). */
export const filters = [
  <TextInput key="name" source="name" helperText={false} alwaysOn />,
  <TextInput key="tel" source="tel" helperText={false} alwaysOn />,
  <SelectInput key="status" source="status" helperText={false} choices={choices.status} alwaysOn />,
];

/** Create form rules, from the schema's constraints. */
export const createSchema = yup.object({
  name: yup.string().max(30, m('ra.validation.maxLength', { max: 30 })).required(m('ra.validation.required')),
  contact: yup.string().max(20, m('ra.validation.maxLength', { max: 20 })).required(m('ra.validation.required')),
  tel: yup.string().matches(new RegExp('^1[3-9]\\d{9}$'), { message: m('resources.juniorAgents.patterns.tel'), excludeEmptyString: true }).required(m('ra.validation.required')),
  city: yup.string().nullable(),
  share_rate: yup.number().typeError(m('ra.validation.number')).min(0, m('app.validation.percentRange', { min: 0, max: 100 })).max(100, m('app.validation.percentRange', { min: 0, max: 100 })).nullable(),
  remark: yup.string().max(200, m('ra.validation.maxLength', { max: 200 })).nullable(),
});

/** Edit form rules, from the schema's constraints. */
export const editSchema = yup.object({
  name: yup.string().max(30, m('ra.validation.maxLength', { max: 30 })).required(m('ra.validation.required')),
  contact: yup.string().max(20, m('ra.validation.maxLength', { max: 20 })).required(m('ra.validation.required')),
  tel: yup.string().matches(new RegExp('^1[3-9]\\d{9}$'), { message: m('resources.juniorAgents.patterns.tel'), excludeEmptyString: true }).required(m('ra.validation.required')),
  city: yup.string().nullable(),
  share_rate: yup.number().typeError(m('ra.validation.number')).min(0, m('app.validation.percentRange', { min: 0, max: 100 })).max(100, m('app.validation.percentRange', { min: 0, max: 100 })).nullable(),
  status: yup.number().typeError(m('ra.validation.number')).integer(m('app.validation.integer')).oneOf([1, 0], m('ra.validation.oneOf', { options: '1, 0' })).nullable(),
  remark: yup.string().max(200, m('ra.validation.maxLength', { max: 200 })).nullable(),
});

/** The import's spreadsheet columns: the create form's fields. */
export const importColumns: ImportColumn[] = [
  { source: 'name', type: 'string' },
  { source: 'contact', type: 'string' },
  { source: 'tel', type: 'string' },
  { source: 'city', type: 'string' },
  { source: 'share_rate', type: 'number' },
  { source: 'remark', type: 'string' },
];

export function JuniorAgentsToolbar() {
  return (
    <TopToolbar>
      <CreateButton label="resources.juniorAgents.actions.add" />
      <CanAccess action="import"><ImportAction label="resources.juniorAgents.actions.import" columns={importColumns} rules={createSchema} /></CanAccess>
      <ColumnsButton />
      <ListToolbarSlot />
    </TopToolbar>
  );
}

export function JuniorAgentsRowActions() {
  return (
    <RowButtons rooms={[{ label: 'ra.action.show' }, { label: 'ra.action.edit' }]}>
      <ShowButton />
      <EditButton />
    </RowButtons>
  );
}

export function JuniorAgentsRecordActions() {
  return (
    <>
      <EditButton />
    </>
  );
}

export function JuniorAgentsList() {
  const density = useListDensity();
  const rowActionsAllowed = useRowActionsAllowed(['get', 'edit']);
  return (
    <ResourceList disableAuthentication title="resources.juniorAgents.title" sort={{ field: 'created_at', order: 'DESC' }} perPage={10} filters={filters} actions={<JuniorAgentsToolbar />} storeKey={false}>
      <ListTable rowClick="show" size={density} bulkActionButtons={false} hiddenColumns={['contact', 'city']}>
        {columns}
        {rowActionsAllowed ? (
          <DataTable.Col label="app.action.actions" align="right" headerClassName={ACTIONS_COLUMN} cellClassName={ACTIONS_COLUMN}>
            <JuniorAgentsRowActions />
          </DataTable.Col>
        ) : null}
      </ListTable>
    </ResourceList>
  );
}

/** The fields as the record's history names and writes them (labels, widgets, options). */
export const historyFields = {
  id: { label: 'resources.juniorAgents.fields.id', widget: 'number' },
  name: { label: 'resources.juniorAgents.fields.name', widget: 'text' },
  contact: { label: 'resources.juniorAgents.fields.contact', widget: 'text' },
  tel: { label: 'resources.juniorAgents.fields.tel', widget: 'phone' },
  city: { label: 'resources.juniorAgents.fields.city', widget: 'text' },
  share_rate: { label: 'resources.juniorAgents.fields.share_rate', widget: 'percent' },
  order_count: { label: 'resources.juniorAgents.fields.order_count', widget: 'number' },
  turnover: { label: 'resources.juniorAgents.fields.turnover', widget: 'money' },
  status: { label: 'resources.juniorAgents.fields.status', widget: 'chip', choices: choices['status'] },
  remark: { label: 'resources.juniorAgents.fields.remark', widget: 'textarea' },
  created_at: { label: 'resources.juniorAgents.fields.created_at', widget: 'datetime' },
} satisfies HistoryFields;

export function JuniorAgentsShow({ id, title, list = '/merchant/list', actions = <JuniorAgentsRecordActions /> }: DetailProps) {
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
        <TextField source="contact" />
        <TextField source="tel" />
        <TextField source="city" />
        <PercentField source="share_rate" />
        <NumberField source="order_count" />
        <MoneyField source="turnover" />
        <LongTextField source="remark" />
        <DateTimeField source="created_at" />
      </DescriptionList>
      <DetailPanels resource="juniorAgents" fields={historyFields} />
    </Show>
  );
}

export function JuniorAgentsCreate() {
  return (
    <Create title="resources.juniorAgents.actions.add" redirect={toList('/merchant/list')} disableAuthentication>
      <SimpleForm resolver={yupResolver(createSchema)} defaultValues={blankValues(createSchema)} resetOptions={KEEP_TYPED_INPUT}>
        <TextInput source="name" isRequired />
        <TextInput source="contact" isRequired />
        <TextInput source="tel" type="tel" isRequired />
        <TextInput source="city" />
        <PercentInput source="share_rate" />
        <TextInput source="remark" multiline minRows={3} />
        <FormDraft />
      </SimpleForm>
    </Create>
  );
}

export function JuniorAgentsEdit() {
  return (
    <Edit mutationMode="pessimistic" queryOptions={DETAIL_QUERY_OPTIONS} error={<EditError />} redirect={toList('/merchant/list')} disableAuthentication>
      <SimpleForm resolver={yupResolver(editSchema)} resetOptions={KEEP_TYPED_INPUT} toolbar={<Toolbar><SaveButton /></Toolbar>}>
        <TextInput source="name" isRequired />
        <TextInput source="contact" isRequired />
        <TextInput source="tel" type="tel" isRequired />
        <TextInput source="city" />
        <FormRow>
          <PercentInput source="share_rate" />
          <SelectInput source="status" choices={choices.status} />
        </FormRow>
        <TextInput source="remark" multiline minRows={3} />
        <FormDraft />
      </SimpleForm>
    </Edit>
  );
}
