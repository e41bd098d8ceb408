// generated — do not edit; edit schemas/subaccounts.yaml and run npm run generate
import { yupResolver } from '@hookform/resolvers/yup';
import Block from '@mui/icons-material/Block';
import CheckCircle from '@mui/icons-material/CheckCircle';
import { Create, Datagrid, Edit, List, Show, SimpleForm, SimpleShowLayout } from 'react-admin';
import type { Identifier } from 'react-admin';
import * as yup from 'yup';
import { ListToolbar } from '../../actions/ListToolbar';
import { RowActions } from '../../actions/RowActions';
import { fieldKinds as k } from '../../fields/fieldKinds';
import { FormDraft } from '../../resources/FormDraft';
import type { ActionSpec, FieldSpec } from '../../resources/types';
import { validationMessage as m } from '../../resources/validationMessage';
import type { SubaccountsRecord } from '../types/subaccounts';

/** Every field of the record, as the field-kind table reads it. */
export const fields = {
  id: { source: 'id', kind: 'number', label: 'resources.subaccount/subaccountList.fields.id' },
  tel: { source: 'tel', kind: 'phone', label: 'resources.subaccount/subaccountList.fields.tel' },
  password: {
    source: 'password',
    kind: 'password',
    label: 'resources.subaccount/subaccountList.fields.password',
  },
  remark: { source: 'remark', kind: 'text', label: 'resources.subaccount/subaccountList.fields.remark' },
  is_active: {
    source: 'is_active',
    kind: 'chip',
    label: 'resources.subaccount/subaccountList.fields.is_active',
    choices: [
      { id: 1, name: 'resources.subaccount/subaccountList.enums.is_active.1', color: 'success' },
      { id: 0, name: 'resources.subaccount/subaccountList.enums.is_active.0', color: 'default' },
    ],
  },
  created_at: {
    source: 'created_at',
    kind: 'datetime',
    label: 'resources.subaccount/subaccountList.fields.created_at',
    sortable: true,
  },
} satisfies Partial<Record<keyof SubaccountsRecord, FieldSpec>>;

export const actions: readonly ActionSpec[] = [
  { name: 'add', access: 'add', place: 'toolbar', builtin: true },
  { name: 'get', access: 'get', place: 'row', builtin: true },
  { name: 'edit', access: 'edit', place: 'row', builtin: true },
  {
    name: 'enable',
    access: 'enable',
    place: 'row',
    builtin: false,
    label: 'resources.subaccount/subaccountList.actions.enable',
    confirm: 'resources.subaccount/subaccountList.confirm.enable',
    visibleWhen: { field: 'is_active', equals: 0 },
    icon: CheckCircle,
  },
  {
    name: 'disable',
    access: 'disable',
    place: 'row',
    builtin: false,
    label: 'resources.subaccount/subaccountList.actions.disable',
    confirm: 'resources.subaccount/subaccountList.confirm.disable',
    visibleWhen: { field: 'is_active', equals: 1 },
    icon: Block,
  },
  {
    name: 'delete',
    access: 'delete',
    place: 'row',
    builtin: true,
    confirm: 'resources.subaccount/subaccountList.confirm.delete',
  },
];

const filters = [
  k.phone.filter(fields.tel, { op: 'contains', alwaysOn: true }),
  k.text.filter(fields.remark, { op: 'contains', alwaysOn: true }),
  k.chip.filter(fields.is_active, { op: 'equals', alwaysOn: true }),
];

/** Create form rules, from the schema's constraints. */
export const createSchema = yup.object({
  tel: yup.string().matches(new RegExp('^1[3-9]\\d{9}$'), { message: m('resources.subaccount/subaccountList.patterns.tel'), excludeEmptyString: true }).required(m('ra.validation.required')),
  password: yup.string().min(6, m('ra.validation.minLength', { min: 6 })).max(20, m('ra.validation.maxLength', { max: 20 })).nullable(),
  remark: yup.string().max(50, m('ra.validation.maxLength', { max: 50 })).nullable(),
});

/** Edit form rules, from the schema's constraints. */
export const editSchema = yup.object({
  tel: yup.string().matches(new RegExp('^1[3-9]\\d{9}$'), { message: m('resources.subaccount/subaccountList.patterns.tel'), excludeEmptyString: true }).required(m('ra.validation.required')),
  remark: yup.string().max(50, m('ra.validation.maxLength', { max: 50 })).nullable(),
});

export function SubaccountsList() {
  return (
    <List sort={{ field: 'created_at', order: 'DESC' }} perPage={10} filters={filters} actions={<ListToolbar actions={actions} />}>
      <Datagrid rowClick={'show'} bulkActionButtons={false}>
        {k.number.field(fields.id)}
        {k.phone.field(fields.tel)}
        {k.text.field(fields.remark)}
        {k.chip.field(fields.is_active)}
        {k.datetime.field(fields.created_at)}
        <RowActions label="app.action.actions" actions={actions} />
      </Datagrid>
    </List>
  );
}

export function SubaccountsShow({ id, title }: { id?: Identifier; title?: string }) {
  return (
    <Show id={id} title={title} actions={false}>
      <SimpleShowLayout>
        {k.number.field(fields.id)}
        {k.phone.field(fields.tel)}
        {k.text.field(fields.remark)}
        {k.chip.field(fields.is_active)}
        {k.datetime.field(fields.created_at)}
      </SimpleShowLayout>
    </Show>
  );
}

export function SubaccountsCreate() {
  return (
    <Create redirect="list">
      <SimpleForm resolver={yupResolver(createSchema)}>
        {k.phone.input(fields.tel)}
        {k.password.input(fields.password)}
        {k.text.input(fields.remark)}
        <FormDraft omit={['password']} />
      </SimpleForm>
    </Create>
  );
}

export function SubaccountsEdit() {
  return (
    <Edit mutationMode="pessimistic" redirect="list">
      <SimpleForm resolver={yupResolver(editSchema)}>
        {k.phone.input(fields.tel)}
        {k.text.input(fields.remark)}
        <FormDraft />
      </SimpleForm>
    </Edit>
  );
}
