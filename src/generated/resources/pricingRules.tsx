// generated — do not edit; edit schemas/pricingRules.yaml and run npm run generate
import { yupResolver } from '@hookform/resolvers/yup';
import Block from '@mui/icons-material/Block';
import CheckCircle from '@mui/icons-material/CheckCircle';
import { CanAccess, ColumnsButton, Create, CreateButton, DataTable, Edit, EditButton, FilterButton, Loading, NumberField, NumberInput, SaveButton, SelectField, SelectInput, Show, ShowButton, SimpleForm, TextField, TextInput, Toolbar, TopToolbar, useRecordContext } from 'react-admin';
import * as yup from 'yup';
import { CallActionButton, RowButtons } from '../../kit/actions';
import { ChoiceChipField, DatePickerInput, DateRangeFilter, DateTimeField, DescriptionList, EllipsisField, LongTextField, MoneyField, PercentField, PercentInput, ReferenceSelectInput, ReferenceTextField } from '../../kit/fields';
import type { Choice } from '../../kit/fields';
import { AppliesWhen } from '../../kit/resources/AppliesWhen';
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
import type { PricingRulesRecord } from '../types/pricingRules';

/** Options of the enum fields, labels as i18n keys. */
export const choices = {
  scope: [
    { id: 'all', name: 'resources.pricingRules.enums.scope.all' },
    { id: 'city', name: 'resources.pricingRules.enums.scope.city' },
    { id: 'cinema', name: 'resources.pricingRules.enums.scope.cinema' },
    { id: 'film', name: 'resources.pricingRules.enums.scope.film' },
    { id: 'hall_type', name: 'resources.pricingRules.enums.scope.hall_type' },
  ],
  hall_type: [
    { id: 'vip', name: 'resources.pricingRules.enums.hall_type.vip' },
    { id: 'imax', name: 'resources.pricingRules.enums.hall_type.imax' },
    { id: 'dolby', name: 'resources.pricingRules.enums.hall_type.dolby' },
    { id: '4d', name: 'resources.pricingRules.enums.hall_type.4d' },
    { id: 'atmos', name: 'resources.pricingRules.enums.hall_type.atmos' },
    { id: 'screenx', name: 'resources.pricingRules.enums.hall_type.screenx' },
    { id: 'kids', name: 'resources.pricingRules.enums.hall_type.kids' },
    { id: 'couples', name: 'resources.pricingRules.enums.hall_type.couples' },
    { id: 'laser', name: 'resources.pricingRules.enums.hall_type.laser' },
    { id: 'other', name: 'resources.pricingRules.enums.hall_type.other' },
  ],
  markup_mode: [
    { id: 1, name: 'resources.pricingRules.enums.markup_mode.1' },
    { id: 2, name: 'resources.pricingRules.enums.markup_mode.2' },
  ],
  status: [
    { id: 1, name: 'resources.pricingRules.enums.status.1', color: 'success' },
    { id: 0, name: 'resources.pricingRules.enums.status.0', color: 'default' },
  ],
} satisfies Record<string, readonly Choice[]>;

/** The list columns, in the schema's order (DataTable children). */
export const columns = [
  <DataTable.Col key="name" source="name" disableSort><EllipsisField source="name" maxWidth={20} /></DataTable.Col>,
  <DataTable.Col key="scope" source="scope" disableSort><SelectField source="scope" choices={choices.scope} /></DataTable.Col>,
  <DataTable.Col key="city" source="city" disableSort />,
  <DataTable.Col key="cinema_id" source="cinema_id" disableSort><ReferenceTextField source="cinema_id" reference="cinemas" display="name" /></DataTable.Col>,
  <DataTable.Col key="film_id" source="film_id" disableSort><ReferenceTextField source="film_id" reference="films" display="name" /></DataTable.Col>,
  <DataTable.Col key="hall_type" source="hall_type" disableSort><SelectField source="hall_type" choices={choices.hall_type} /></DataTable.Col>,
  <DataTable.Col key="markup_amount" source="markup_amount" align="right" field={MoneyField} />,
  <DataTable.Col key="markup_rate" source="markup_rate" align="right" field={PercentField} />,
  <DataTable.Col key="priority" source="priority" field={NumberField} />,
  <DataTable.Col key="valid_to" source="valid_to"><DateTimeField source="valid_to" dateOnly /></DataTable.Col>,
  <DataTable.Col key="status" source="status" disableSort><ChoiceChipField source="status" choices={choices.status} /></DataTable.Col>,
];

/** The list filters (react-admin filter inputs). */
export const filters = [
  <TextInput key="name" source="name" helperText={false} alwaysOn />,
  <SelectInput key="scope" source="scope" helperText={false} choices={choices.scope} alwaysOn />,
  <SelectInput key="status" source="status" helperText={false} choices={choices.status} alwaysOn />,
  <SelectInput key="markup_mode" source="markup_mode" helperText={false} choices={choices.markup_mode} />,
  <ReferenceSelectInput key="film_id" source="film_id" reference="films" display="name" />,
  <DateRangeFilter key="valid_from" source="valid_from" />,
];

/** Create form rules, from the schema's constraints. */
export const createSchema = yup.object({
  name: yup.string().max(30, m('ra.validation.maxLength', { max: 30 })).required(m('ra.validation.required')),
  scope: yup.string().oneOf(['all', 'city', 'cinema', 'film', 'hall_type'], m('ra.validation.oneOf', { options: 'all, city, cinema, film, hall_type' })).required(m('ra.validation.required')),
  city: yup.string().max(20, m('ra.validation.maxLength', { max: 20 })).when('scope', { is: (v: unknown) => ['city'].includes(String(v)), then: (s) => s.required(m('ra.validation.required')), otherwise: (s) => s.nullable() }),
  cinema_id: yup.number().typeError(m('ra.validation.number')).integer(m('app.validation.integer')).when('scope', { is: (v: unknown) => ['cinema'].includes(String(v)), then: (s) => s.required(m('ra.validation.required')), otherwise: (s) => s.nullable() }),
  film_id: yup.number().typeError(m('ra.validation.number')).integer(m('app.validation.integer')).when('scope', { is: (v: unknown) => ['film'].includes(String(v)), then: (s) => s.required(m('ra.validation.required')), otherwise: (s) => s.nullable() }),
  hall_type: yup.string().oneOf(['vip', 'imax', 'dolby', '4d', 'atmos', 'screenx', 'kids', 'couples', 'laser', 'other'], m('ra.validation.oneOf', { options: 'vip, imax, dolby, 4d, atmos, screenx, kids, couples, laser, other' })).when('scope', { is: (v: unknown) => ['hall_type'].includes(String(v)), then: (s) => s.required(m('ra.validation.required')), otherwise: (s) => s.nullable() }),
  markup_mode: yup.number().typeError(m('ra.validation.number')).integer(m('app.validation.integer')).oneOf([1, 2], m('ra.validation.oneOf', { options: '1, 2' })).required(m('ra.validation.required')),
  markup_amount: yup.number().typeError(m('ra.validation.number')).min(0, m('ra.validation.minValue', { min: 0 })).max(100, m('ra.validation.maxValue', { max: 100 })).when('markup_mode', { is: (v: unknown) => ['1'].includes(String(v)), then: (s) => s.required(m('ra.validation.required')), otherwise: (s) => s.nullable() }),
  markup_rate: yup.number().typeError(m('ra.validation.number')).min(0, m('app.validation.percentRange', { min: 0, max: 50 })).max(50, m('app.validation.percentRange', { min: 0, max: 50 })).when('markup_mode', { is: (v: unknown) => ['2'].includes(String(v)), then: (s) => s.required(m('ra.validation.required')), otherwise: (s) => s.nullable() }),
  priority: yup.number().typeError(m('ra.validation.number')).integer(m('app.validation.integer')).min(1, m('ra.validation.minValue', { min: 1 })).max(99, m('ra.validation.maxValue', { max: 99 })).required(m('ra.validation.required')),
  valid_from: yup.string().required(m('ra.validation.required')),
  valid_to: yup.string().required(m('ra.validation.required')),
  remark: yup.string().max(200, m('ra.validation.maxLength', { max: 200 })).nullable(),
});

/** Edit form rules, from the schema's constraints. */
export const editSchema = yup.object({
  name: yup.string().max(30, m('ra.validation.maxLength', { max: 30 })).required(m('ra.validation.required')),
  scope: yup.string().oneOf(['all', 'city', 'cinema', 'film', 'hall_type'], m('ra.validation.oneOf', { options: 'all, city, cinema, film, hall_type' })).required(m('ra.validation.required')),
  city: yup.string().max(20, m('ra.validation.maxLength', { max: 20 })).when('scope', { is: (v: unknown) => ['city'].includes(String(v)), then: (s) => s.required(m('ra.validation.required')), otherwise: (s) => s.nullable() }),
  cinema_id: yup.number().typeError(m('ra.validation.number')).integer(m('app.validation.integer')).when('scope', { is: (v: unknown) => ['cinema'].includes(String(v)), then: (s) => s.required(m('ra.validation.required')), otherwise: (s) => s.nullable() }),
  film_id: yup.number().typeError(m('ra.validation.number')).integer(m('app.validation.integer')).when('scope', { is: (v: unknown) => ['film'].includes(String(v)), then: (s) => s.required(m('ra.validation.required')), otherwise: (s) => s.nullable() }),
  hall_type: yup.string().oneOf(['vip', 'imax', 'dolby', '4d', 'atmos', 'screenx', 'kids', 'couples', 'laser', 'other'], m('ra.validation.oneOf', { options: 'vip, imax, dolby, 4d, atmos, screenx, kids, couples, laser, other' })).when('scope', { is: (v: unknown) => ['hall_type'].includes(String(v)), then: (s) => s.required(m('ra.validation.required')), otherwise: (s) => s.nullable() }),
  markup_mode: yup.number().typeError(m('ra.validation.number')).integer(m('app.validation.integer')).oneOf([1, 2], m('ra.validation.oneOf', { options: '1, 2' })).required(m('ra.validation.required')),
  markup_amount: yup.number().typeError(m('ra.validation.number')).min(0, m('ra.validation.minValue', { min: 0 })).max(100, m('ra.validation.maxValue', { max: 100 })).when('markup_mode', { is: (v: unknown) => ['1'].includes(String(v)), then: (s) => s.required(m('ra.validation.required')), otherwise: (s) => s.nullable() }),
  markup_rate: yup.number().typeError(m('ra.validation.number')).min(0, m('app.validation.percentRange', { min: 0, max: 50 })).max(50, m('app.validation.percentRange', { min: 0, max: 50 })).when('markup_mode', { is: (v: unknown) => ['2'].includes(String(v)), then: (s) => s.required(m('ra.validation.required')), otherwise: (s) => s.nullable() }),
  priority: yup.number().typeError(m('ra.validation.number')).integer(m('app.validation.integer')).min(1, m('ra.validation.minValue', { min: 1 })).max(99, m('ra.validation.maxValue', { max: 99 })).required(m('ra.validation.required')),
  valid_from: yup.string().required(m('ra.validation.required')),
  valid_to: yup.string().required(m('ra.validation.required')),
  remark: yup.string().max(200, m('ra.validation.maxLength', { max: 200 })).nullable(),
});

export function PricingRulesToolbar() {
  return (
    <TopToolbar>
      <FilterButton />
      <CreateButton label="resources.pricingRules.actions.add" />
      <ColumnsButton />
      <ListToolbarSlot />
    </TopToolbar>
  );
}

export function PricingRulesRowActions() {
  const record = useRecordContext<PricingRulesRecord>();
  return (
    <RowButtons rooms={[{ label: 'ra.action.show' }, { label: 'ra.action.edit' }, record?.status === 1 ? { label: 'resources.pricingRules.actions.disable', outlined: true } : null, record?.status === 0 ? { label: 'resources.pricingRules.actions.enable' } : null]}>
      <ShowButton />
      <EditButton />
      {record?.status === 1 ? <CanAccess action="disable"><CallActionButton action="disable" scope="record" label="resources.pricingRules.actions.disable" confirm="resources.pricingRules.confirm.disable" icon={<Block />} /></CanAccess> : null}
      {record?.status === 0 ? <CanAccess action="enable"><CallActionButton action="enable" scope="record" label="resources.pricingRules.actions.enable" confirm="resources.pricingRules.confirm.enable" icon={<CheckCircle />} /></CanAccess> : null}
    </RowButtons>
  );
}

export function PricingRulesRecordActions() {
  const record = useRecordContext<PricingRulesRecord>();
  return (
    <>
      <EditButton />
      {record?.status === 1 ? <CanAccess action="disable"><CallActionButton action="disable" scope="record" label="resources.pricingRules.actions.disable" confirm="resources.pricingRules.confirm.disable" icon={<Block />} /></CanAccess> : null}
      {record?.status === 0 ? <CanAccess action="enable"><CallActionButton action="enable" scope="record" label="resources.pricingRules.actions.enable" confirm="resources.pricingRules.confirm.enable" icon={<CheckCircle />} /></CanAccess> : null}
    </>
  );
}

export function PricingRulesBulkActions() {
  return (
    <>
      <CanAccess action="disable"><CallActionButton action="disableSelected" scope="selection" label="resources.pricingRules.actions.disableSelected" confirm="resources.pricingRules.confirm.disableSelected" icon={<Block />} /></CanAccess>
      <CanAccess action="enable"><CallActionButton action="enableSelected" scope="selection" label="resources.pricingRules.actions.enableSelected" confirm="resources.pricingRules.confirm.enableSelected" icon={<CheckCircle />} /></CanAccess>
    </>
  );
}

export function PricingRulesList() {
  const density = useListDensity();
  const rowActionsAllowed = useRowActionsAllowed(['get', 'edit', 'disable', 'enable']);
  const readableFilters = useReadableFilters(filters);
  return (
    <ResourceList disableAuthentication title="resources.pricingRules.title" sort={{ field: 'priority', order: 'DESC' }} perPage={10} filters={readableFilters} actions={<PricingRulesToolbar />} storeKey={false}>
      <ListTable rowClick="show" size={density} bulkActionButtons={<PricingRulesBulkActions />} hiddenColumns={['city', 'cinema_id', 'film_id', 'valid_to']}>
        {columns}
        {rowActionsAllowed ? (
          <DataTable.Col label="app.action.actions" align="right" headerClassName={ACTIONS_COLUMN} cellClassName={ACTIONS_COLUMN}>
            <PricingRulesRowActions />
          </DataTable.Col>
        ) : null}
      </ListTable>
    </ResourceList>
  );
}

/** The fields as the record's history names and writes them (labels, widgets, options). */
export const historyFields = {
  id: { label: 'resources.pricingRules.fields.id', widget: 'number' },
  name: { label: 'resources.pricingRules.fields.name', widget: 'text' },
  scope: { label: 'resources.pricingRules.fields.scope', widget: 'select', choices: choices['scope'] },
  city: { label: 'resources.pricingRules.fields.city', widget: 'text' },
  cinema_id: { label: 'resources.pricingRules.fields.cinema_id', widget: 'reference' },
  film_id: { label: 'resources.pricingRules.fields.film_id', widget: 'reference' },
  hall_type: {
    label: 'resources.pricingRules.fields.hall_type',
    widget: 'select',
    choices: choices['hall_type'],
  },
  markup_mode: {
    label: 'resources.pricingRules.fields.markup_mode',
    widget: 'select',
    choices: choices['markup_mode'],
  },
  markup_amount: { label: 'resources.pricingRules.fields.markup_amount', widget: 'money' },
  markup_rate: { label: 'resources.pricingRules.fields.markup_rate', widget: 'percent' },
  priority: { label: 'resources.pricingRules.fields.priority', widget: 'number' },
  valid_from: { label: 'resources.pricingRules.fields.valid_from', widget: 'date' },
  valid_to: { label: 'resources.pricingRules.fields.valid_to', widget: 'date' },
  status: { label: 'resources.pricingRules.fields.status', widget: 'chip', choices: choices['status'] },
  remark: { label: 'resources.pricingRules.fields.remark', widget: 'textarea' },
  created_at: { label: 'resources.pricingRules.fields.created_at', widget: 'datetime' },
} satisfies HistoryFields;

export function PricingRulesShow({ id, title, list = '/price/list', actions = <PricingRulesRecordActions /> }: DetailProps) {
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
        <SelectField source="scope" choices={choices.scope} />
        <ChoiceChipField source="status" choices={choices.status} />
        <NumberField source="priority" />
        <TextField source="city" />
        <ReferenceTextField source="cinema_id" reference="cinemas" display="name" />
        <ReferenceTextField source="film_id" reference="films" display="name" />
        <SelectField source="hall_type" choices={choices.hall_type} />
        <SelectField source="markup_mode" choices={choices.markup_mode} />
        <MoneyField source="markup_amount" />
        <PercentField source="markup_rate" />
        <DateTimeField source="valid_from" dateOnly />
        <DateTimeField source="valid_to" dateOnly />
        <LongTextField source="remark" />
        <DateTimeField source="created_at" />
      </DescriptionList>
      <DetailPanels resource="pricingRules" fields={historyFields} />
    </Show>
  );
}

export function PricingRulesCreate() {
  return (
    <Create title="resources.pricingRules.actions.add" redirect={toList('/price/list')} disableAuthentication>
      <SimpleForm resolver={yupResolver(createSchema)} defaultValues={blankValues(createSchema, { scope: 'all', markup_mode: 1 })} resetOptions={KEEP_TYPED_INPUT}>
        <TextInput source="name" isRequired />
        <SelectInput source="scope" choices={choices.scope} isRequired />
        <AppliesWhen field='scope' values={['city']}><TextInput source="city" isRequired /></AppliesWhen>
        <FormRow>
          <AppliesWhen field='scope' values={['cinema']}><ReferenceSelectInput source="cinema_id" reference="cinemas" display="name" loadAll isRequired /></AppliesWhen>
          <AppliesWhen field='scope' values={['film']}><ReferenceSelectInput source="film_id" reference="films" display="name" isRequired /></AppliesWhen>
          <AppliesWhen field='scope' values={['hall_type']}><SelectInput source="hall_type" choices={choices.hall_type} isRequired /></AppliesWhen>
          <SelectInput source="markup_mode" choices={choices.markup_mode} isRequired />
          <AppliesWhen field='markup_mode' values={[1]}><NumberInput source="markup_amount" step={0.01} isRequired /></AppliesWhen>
          <AppliesWhen field='markup_mode' values={[2]}><PercentInput source="markup_rate" isRequired /></AppliesWhen>
          <NumberInput source="priority" isRequired />
          <DatePickerInput source="valid_from" isRequired />
          <DatePickerInput source="valid_to" isRequired />
        </FormRow>
        <TextInput source="remark" multiline minRows={3} />
        <FormDraft />
      </SimpleForm>
    </Create>
  );
}

export function PricingRulesEdit() {
  return (
    <Edit mutationMode="pessimistic" queryOptions={DETAIL_QUERY_OPTIONS} error={<EditError />} redirect={toList('/price/list')} disableAuthentication>
      <SimpleForm resolver={yupResolver(editSchema)} resetOptions={KEEP_TYPED_INPUT} toolbar={<Toolbar><SaveButton /></Toolbar>}>
        <TextInput source="name" isRequired />
        <SelectInput source="scope" choices={choices.scope} isRequired />
        <AppliesWhen field='scope' values={['city']}><TextInput source="city" isRequired /></AppliesWhen>
        <FormRow>
          <AppliesWhen field='scope' values={['cinema']}><ReferenceSelectInput source="cinema_id" reference="cinemas" display="name" loadAll isRequired /></AppliesWhen>
          <AppliesWhen field='scope' values={['film']}><ReferenceSelectInput source="film_id" reference="films" display="name" isRequired /></AppliesWhen>
          <AppliesWhen field='scope' values={['hall_type']}><SelectInput source="hall_type" choices={choices.hall_type} isRequired /></AppliesWhen>
          <SelectInput source="markup_mode" choices={choices.markup_mode} isRequired />
          <AppliesWhen field='markup_mode' values={[1]}><NumberInput source="markup_amount" step={0.01} isRequired /></AppliesWhen>
          <AppliesWhen field='markup_mode' values={[2]}><PercentInput source="markup_rate" isRequired /></AppliesWhen>
          <NumberInput source="priority" isRequired />
          <DatePickerInput source="valid_from" isRequired />
          <DatePickerInput source="valid_to" isRequired />
        </FormRow>
        <TextInput source="remark" multiline minRows={3} />
        <FormDraft />
      </SimpleForm>
    </Edit>
  );
}
