// generated — do not edit; edit schemas/subaccounts.yaml and run npm run generate
import { yupResolver } from '@hookform/resolvers/yup';
import Block from '@mui/icons-material/Block';
import CheckCircle from '@mui/icons-material/CheckCircle';
import { CanAccess, ColumnsButton, Create, CreateButton, DataTable, DeleteWithConfirmButton, Edit, EditButton, Loading, NumberField, PasswordInput, SelectInput, Show, ShowButton, SimpleForm, TextField, TextInput, TopToolbar, useRecordContext } from 'react-admin';
import * as yup from 'yup';
import { CallActionButton, RowButtons } from '../../kit/actions';
import { ChoiceChipField, DateTimeField, DescriptionList, PermissionTreeField, PermissionTreeInput } from '../../kit/fields';
import type { Choice } from '../../kit/fields';
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
import { useRowActionsAllowed } from '../../kit/resources/useRowActionsAllowed';
import { validationMessage as m } from '../../kit/resources/validationMessage';
import type { SubaccountsRecord } from '../types/subaccounts';

/** Options of the enum fields, labels as i18n keys. */
export const choices = {
  is_active: [
    { id: 1, name: 'resources.subaccounts.enums.is_active.1', color: 'success' },
    { id: 0, name: 'resources.subaccounts.enums.is_active.0', color: 'default' },
  ],
} satisfies Record<string, readonly Choice[]>;

/** The list columns, in the schema's order (DataTable children). */
export const columns = [
  <DataTable.Col key="id" source="id" disableSort field={NumberField} />,
  <DataTable.Col key="tel" source="tel" disableSort />,
  <DataTable.Col key="remark" source="remark" disableSort />,
  <DataTable.Col key="is_active" source="is_active" disableSort><ChoiceChipField source="is_active" choices={choices.is_active} /></DataTable.Col>,
  <DataTable.Col key="created_at" source="created_at" field={DateTimeField} />,
];

/** The list filters (react-admin filter inputs). */
export const filters = [
  <TextInput key="tel" source="tel" helperText={false} alwaysOn />,
  <TextInput key="remark" source="remark" helperText={false} alwaysOn />,
  <SelectInput key="is_active" source="is_active" helperText={false} choices={choices.is_active} alwaysOn />,
];

/** Create form rules, from the schema's constraints. */
export const createSchema = yup.object({
  tel: yup.string().matches(new RegExp('^1[3-9]\\d{9}$'), { message: m('resources.subaccounts.patterns.tel'), excludeEmptyString: true }).required(m('ra.validation.required')),
  password: yup.string().min(6, m('ra.validation.minLength', { min: 6 })).max(20, m('ra.validation.maxLength', { max: 20 })).required(m('ra.validation.required')),
  remark: yup.string().max(50, m('ra.validation.maxLength', { max: 50 })).nullable(),
  permissions: yup.array(yup.string().required()).nullable(),
});

/** Edit form rules, from the schema's constraints. */
export const editSchema = yup.object({
  tel: yup.string().matches(new RegExp('^1[3-9]\\d{9}$'), { message: m('resources.subaccounts.patterns.tel'), excludeEmptyString: true }).required(m('ra.validation.required')),
  remark: yup.string().max(50, m('ra.validation.maxLength', { max: 50 })).nullable(),
  permissions: yup.array(yup.string().required()).nullable(),
});

export function SubaccountsToolbar() {
  return (
    <TopToolbar>
      <CreateButton />
      <ColumnsButton />
      <ListToolbarSlot />
    </TopToolbar>
  );
}

export function SubaccountsRowActions() {
  const record = useRecordContext<SubaccountsRecord>();
  return (
    <RowButtons rooms={[{ label: 'ra.action.show' }, { label: 'ra.action.edit' }, record?.is_active === 0 ? { label: 'resources.subaccounts.actions.enable' } : null, record?.is_active === 1 ? { label: 'resources.subaccounts.actions.disable', outlined: true } : null, { label: 'ra.action.delete', outlined: true }]}>
      <ShowButton />
      <EditButton />
      {record?.is_active === 0 ? <CanAccess action="enable"><CallActionButton action="enable" scope="record" label="resources.subaccounts.actions.enable" confirm="resources.subaccounts.confirm.enable" icon={<CheckCircle />} /></CanAccess> : null}
      {record?.is_active === 1 ? <CanAccess action="disable"><CallActionButton action="disable" scope="record" label="resources.subaccounts.actions.disable" confirm="resources.subaccounts.confirm.disable" icon={<Block />} /></CanAccess> : null}
      <CanAccess action="delete"><DeleteWithConfirmButton mutationMode="pessimistic" redirect={false} confirmContent="resources.subaccounts.confirm.delete" /></CanAccess>
    </RowButtons>
  );
}

export function SubaccountsRecordActions() {
  const record = useRecordContext<SubaccountsRecord>();
  return (
    <>
      <EditButton />
      {record?.is_active === 0 ? <CanAccess action="enable"><CallActionButton action="enable" scope="record" label="resources.subaccounts.actions.enable" confirm="resources.subaccounts.confirm.enable" icon={<CheckCircle />} /></CanAccess> : null}
      {record?.is_active === 1 ? <CanAccess action="disable"><CallActionButton action="disable" scope="record" label="resources.subaccounts.actions.disable" confirm="resources.subaccounts.confirm.disable" icon={<Block />} /></CanAccess> : null}
      <CanAccess action="delete"><DeleteWithConfirmButton mutationMode="pessimistic" confirmContent="resources.subaccounts.confirm.delete" /></CanAccess>
    </>
  );
}

export function SubaccountsList() {
  const density = useListDensity();
  const rowActionsAllowed = useRowActionsAllowed(['get', 'edit', 'enable', 'disable', 'delete']);
  return (
    <ResourceList disableAuthentication title="resources.subaccounts.title" sort={{ field: 'created_at', order: 'DESC' }} perPage={10} filters={filters} actions={<SubaccountsToolbar />}>
      <ListTable rowClick="show" size={density} bulkActionButtons={false}>
        {columns}
        {rowActionsAllowed ? (
          <DataTable.Col label="app.action.actions" align="right" headerClassName={ACTIONS_COLUMN} cellClassName={ACTIONS_COLUMN}>
            <SubaccountsRowActions />
          </DataTable.Col>
        ) : null}
      </ListTable>
    </ResourceList>
  );
}

/** The fields as the record's history names and writes them (labels, widgets, options). */
export const historyFields = {
  id: { label: 'resources.subaccounts.fields.id', widget: 'number' },
  tel: { label: 'resources.subaccounts.fields.tel', widget: 'phone' },
  password: { label: 'resources.subaccounts.fields.password', widget: 'password', secret: true },
  remark: { label: 'resources.subaccounts.fields.remark', widget: 'text' },
  permissions: { label: 'resources.subaccounts.fields.permissions', widget: 'permissionTree' },
  is_active: { label: 'resources.subaccounts.fields.is_active', widget: 'chip', choices: choices['is_active'] },
  created_at: { label: 'resources.subaccounts.fields.created_at', widget: 'datetime' },
} satisfies HistoryFields;

export function SubaccountsShow({ id, title, list = '/subaccount/subaccountList', actions = <SubaccountsRecordActions /> }: DetailProps) {
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
        <TextField source="tel" />
        <TextField source="remark" />
        <ChoiceChipField source="is_active" choices={choices.is_active} />
        <DateTimeField source="created_at" />
        <PermissionTreeField source="permissions" />
      </DescriptionList>
      <DetailPanels resource="subaccounts" fields={historyFields} />
    </Show>
  );
}

export function SubaccountsCreate() {
  return (
    <Create redirect={toList('/subaccount/subaccountList')} disableAuthentication>
      <SimpleForm resolver={yupResolver(createSchema)} defaultValues={blankValues(createSchema)} resetOptions={KEEP_TYPED_INPUT}>
        <TextInput source="tel" type="tel" isRequired />
        <PasswordInput source="password" isRequired />
        <TextInput source="remark" />
        <PermissionTreeInput source="permissions" />
        <FormDraft omit={['password']} />
      </SimpleForm>
    </Create>
  );
}

export function SubaccountsEdit() {
  return (
    <Edit mutationMode="pessimistic" queryOptions={DETAIL_QUERY_OPTIONS} error={<EditError />} redirect={toList('/subaccount/subaccountList')} disableAuthentication>
      <SimpleForm resolver={yupResolver(editSchema)} resetOptions={KEEP_TYPED_INPUT}>
        <TextInput source="tel" type="tel" isRequired />
        <TextInput source="remark" />
        <PermissionTreeInput source="permissions" />
        <FormDraft />
      </SimpleForm>
    </Edit>
  );
}
