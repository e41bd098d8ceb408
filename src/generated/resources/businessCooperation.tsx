// generated — do not edit; edit schemas/businessCooperation.yaml and run npm run generate
import { yupResolver } from '@hookform/resolvers/yup';
import FactCheck from '@mui/icons-material/FactCheck';
import { ColumnsButton, DataTable, Edit, EditButton, Loading, NumberField, SaveButton, SelectArrayInput, SelectField, SelectInput, Show, ShowButton, SimpleForm, TextField, TextInput, Toolbar, TopToolbar, useRecordContext } from 'react-admin';
import * as yup from 'yup';
import { RowButtons } from '../../kit/actions';
import { ChoiceChipField, DateRangeFilter, DateTimeField, DescriptionList, LongTextField } from '../../kit/fields';
import type { Choice } from '../../kit/fields';
import { DETAIL_QUERY_OPTIONS, DetailError, DetailHeader, DetailPanels, EditError } from '../../kit/resources/detail';
import type { DetailProps, HistoryFields } from '../../kit/resources/detail';
import { FormDraft } from '../../kit/resources/FormDraft';
import { KEEP_TYPED_INPUT } from '../../kit/resources/formOptions';
import { toList } from '../../kit/resources/listAddress';
import { useListDensity } from '../../kit/resources/listDensity';
import { ListTable } from '../../kit/resources/ListTable';
import { ListToolbarSlot } from '../../kit/resources/ListToolbarSlot';
import { ResourceList } from '../../kit/resources/ResourceList';
import { ACTIONS_COLUMN } from '../../kit/resources/tableClasses';
import { useRowActionsAllowed } from '../../kit/resources/useRowActionsAllowed';
import { validationMessage as m } from '../../kit/resources/validationMessage';
import type { BusinessCooperationRecord } from '../types/businessCooperation';

/** Options of the enum fields, labels as i18n keys. */
export const choices = {
  coop_type: [
    { id: 'cinema', name: 'resources.businessCooperation.enums.coop_type.cinema' },
    { id: 'snack', name: 'resources.businessCooperation.enums.coop_type.snack' },
    { id: 'coupon', name: 'resources.businessCooperation.enums.coop_type.coupon' },
    { id: 'joint', name: 'resources.businessCooperation.enums.coop_type.joint' },
  ],
  status: [
    { id: 0, name: 'resources.businessCooperation.enums.status.0', color: 'warning' },
    { id: 1, name: 'resources.businessCooperation.enums.status.1', color: 'success' },
    { id: 2, name: 'resources.businessCooperation.enums.status.2', color: 'error' },
  ],
} satisfies Record<string, readonly Choice[]>;

/** The list columns, in the schema's order (DataTable children). */
export const columns = [
  <DataTable.Col key="company" source="company" disableSort />,
  <DataTable.Col key="coop_type" source="coop_type" disableSort><SelectField source="coop_type" choices={choices.coop_type} /></DataTable.Col>,
  <DataTable.Col key="contact" source="contact" disableSort />,
  <DataTable.Col key="city" source="city" disableSort />,
  <DataTable.Col key="monthly_volume" source="monthly_volume" field={NumberField} />,
  <DataTable.Col key="status" source="status" disableSort><ChoiceChipField source="status" choices={choices.status} /></DataTable.Col>,
  <DataTable.Col key="created_at" source="created_at" field={DateTimeField} />,
];

/** The list filters (react-admin filter inputs). */
export const filters = [
  <TextInput key="company" source="company" helperText={false} alwaysOn />,
  <SelectInput key="coop_type" source="coop_type" helperText={false} choices={choices.coop_type} alwaysOn />,
  <SelectArrayInput key="status" source="status" helperText={false} choices={choices.status} alwaysOn />,
  <DateRangeFilter key="created_at" source="created_at" alwaysOn />,
];

/** Edit form rules, from the schema's constraints. */
export const editSchema = yup.object({
  status: yup.number().typeError(m('ra.validation.number')).integer(m('app.validation.integer')).oneOf([0, 1, 2], m('ra.validation.oneOf', { options: '0, 1, 2' })).nullable(),
  review_remark: yup.string().max(100, m('ra.validation.maxLength', { max: 100 })).nullable(),
});

export function BusinessCooperationToolbar() {
  return (
    <TopToolbar>
      <ColumnsButton />
      <ListToolbarSlot />
    </TopToolbar>
  );
}

export function BusinessCooperationRowActions() {
  const record = useRecordContext<BusinessCooperationRecord>();
  return (
    <RowButtons rooms={[{ label: 'ra.action.show' }, record?.status === 0 ? { label: 'resources.businessCooperation.actions.edit' } : null]}>
      <ShowButton />
      {record?.status === 0 ? <EditButton label="resources.businessCooperation.actions.edit" icon={<FactCheck />} /> : null}
    </RowButtons>
  );
}

export function BusinessCooperationRecordActions() {
  const record = useRecordContext<BusinessCooperationRecord>();
  return (
    <>
      {record?.status === 0 ? <EditButton label="resources.businessCooperation.actions.edit" icon={<FactCheck />} /> : null}
    </>
  );
}

export function BusinessCooperationList() {
  const density = useListDensity();
  const rowActionsAllowed = useRowActionsAllowed(['get', 'edit']);
  return (
    <ResourceList disableAuthentication title="resources.businessCooperation.title" sort={{ field: 'created_at', order: 'DESC' }} perPage={10} filters={filters} actions={<BusinessCooperationToolbar />} storeKey={false}>
      <ListTable rowClick="show" size={density} bulkActionButtons={false}>
        {columns}
        {rowActionsAllowed ? (
          <DataTable.Col label="app.action.actions" align="right" headerClassName={ACTIONS_COLUMN} cellClassName={ACTIONS_COLUMN}>
            <BusinessCooperationRowActions />
          </DataTable.Col>
        ) : null}
      </ListTable>
    </ResourceList>
  );
}

/** The fields as the record's history names and writes them (labels, widgets, options). */
export const historyFields = {
  id: { label: 'resources.businessCooperation.fields.id', widget: 'number' },
  company: { label: 'resources.businessCooperation.fields.company', widget: 'text' },
  coop_type: {
    label: 'resources.businessCooperation.fields.coop_type',
    widget: 'select',
    choices: choices['coop_type'],
  },
  contact: { label: 'resources.businessCooperation.fields.contact', widget: 'text' },
  tel: { label: 'resources.businessCooperation.fields.tel', widget: 'phone' },
  city: { label: 'resources.businessCooperation.fields.city', widget: 'text' },
  monthly_volume: { label: 'resources.businessCooperation.fields.monthly_volume', widget: 'number' },
  status: { label: 'resources.businessCooperation.fields.status', widget: 'chip', choices: choices['status'] },
  review_remark: { label: 'resources.businessCooperation.fields.review_remark', widget: 'textarea' },
  created_at: { label: 'resources.businessCooperation.fields.created_at', widget: 'datetime' },
} satisfies HistoryFields;

export function BusinessCooperationShow({ id, title, list = '/businessCooperation/businessCooperation', actions = <BusinessCooperationRecordActions /> }: DetailProps) {
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
        <TextField source="company" />
        <SelectField source="coop_type" choices={choices.coop_type} />
        <TextField source="contact" />
        <TextField source="tel" />
        <TextField source="city" />
        <NumberField source="monthly_volume" />
        <ChoiceChipField source="status" choices={choices.status} />
        <LongTextField source="review_remark" />
        <DateTimeField source="created_at" />
      </DescriptionList>
      <DetailPanels resource="businessCooperation" fields={historyFields} />
    </Show>
  );
}

export function BusinessCooperationEdit() {
  return (
    <Edit mutationMode="pessimistic" queryOptions={DETAIL_QUERY_OPTIONS} error={<EditError />} redirect={toList('/businessCooperation/businessCooperation')} disableAuthentication>
      <SimpleForm resolver={yupResolver(editSchema)} resetOptions={KEEP_TYPED_INPUT} toolbar={<Toolbar><SaveButton /></Toolbar>}>
        <SelectInput source="status" choices={choices.status} />
        <TextInput source="review_remark" multiline minRows={3} />
        <FormDraft />
      </SimpleForm>
    </Edit>
  );
}
