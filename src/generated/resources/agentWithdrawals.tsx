// generated — do not edit; edit schemas/agentWithdrawals.yaml and run npm run generate
import { yupResolver } from '@hookform/resolvers/yup';
import Download from '@mui/icons-material/Download';
import Payments from '@mui/icons-material/Payments';
import { CanAccess, ColumnsButton, Create, CreateButton, DataTable, Loading, NumberInput, SaveButton, SelectInput, Show, ShowButton, SimpleForm, TextField, TextInput, Toolbar, TopToolbar } from 'react-admin';
import * as yup from 'yup';
import { ExportAction, RowButtons } from '../../kit/actions';
import { CardNumberField, ChoiceChipField, DateRangeFilter, DateTimeField, DescriptionList, MoneyField } from '../../kit/fields';
import type { Choice } from '../../kit/fields';
import { DETAIL_QUERY_OPTIONS, DetailError, DetailHeader, DetailPanels } from '../../kit/resources/detail';
import type { DetailProps, HistoryFields } from '../../kit/resources/detail';
import { FormDraft } from '../../kit/resources/FormDraft';
import { KEEP_TYPED_INPUT, blankValues } from '../../kit/resources/formOptions';
import { FormSummary, useSummaryFigures } from '../../kit/resources/FormSummary';
import { toList } from '../../kit/resources/listAddress';
import { useListDensity } from '../../kit/resources/listDensity';
import { ListSummary } from '../../kit/resources/ListSummary';
import { ListTable } from '../../kit/resources/ListTable';
import { ListToolbarSlot } from '../../kit/resources/ListToolbarSlot';
import { atMostFigure } from '../../kit/resources/liveMaximum';
import { ResourceList } from '../../kit/resources/ResourceList';
import { SecurityPasswordInput, withSecurityPassword } from '../../kit/resources/securityPassword';
import { ACTIONS_COLUMN } from '../../kit/resources/tableClasses';
import type { SummarySpec } from '../../kit/resources/types';
import { useRowActionsAllowed } from '../../kit/resources/useRowActionsAllowed';
import { validationMessage as m } from '../../kit/resources/validationMessage';

/** Options of the enum fields, labels as i18n keys. */
export const choices = {
  status: [
    { id: 0, name: 'resources.agentWithdrawals.enums.status.0', color: 'warning' },
    { id: 1, name: 'resources.agentWithdrawals.enums.status.1', color: 'success' },
    { id: 2, name: 'resources.agentWithdrawals.enums.status.2', color: 'error' },
  ],
} satisfies Record<string, readonly Choice[]>;

/** The list columns, in the schema's order (DataTable children). */
export const columns = [
  <DataTable.Col key="agent_name" source="agent_name" disableSort />,
  <DataTable.Col key="tel" source="tel" disableSort />,
  <DataTable.Col key="amount" source="amount" align="right" field={MoneyField} />,
  <DataTable.Col key="fee" source="fee" align="right" disableSort field={MoneyField} />,
  <DataTable.Col key="account_name" source="account_name" disableSort />,
  <DataTable.Col key="bank_card" source="bank_card" disableSort field={CardNumberField} />,
  <DataTable.Col key="status" source="status" disableSort><ChoiceChipField source="status" choices={choices.status} /></DataTable.Col>,
  <DataTable.Col key="remark" source="remark" disableSort />,
  <DataTable.Col key="created_at" source="created_at" field={DateTimeField} />,
];

/** The list filters (react-admin filter inputs). */
export const filters = [
  <SelectInput key="status" source="status" helperText={false} choices={choices.status} alwaysOn />,
  <DateRangeFilter key="created_at" source="created_at" alwaysOn />,
];

/** Figures the list answer carries beside its rows (§7). */
export const summary: readonly SummarySpec[] = [
  { name: 'credit', label: 'resources.agentWithdrawals.summary.credit', widget: 'money' },
  { name: 'daicredit', label: 'resources.agentWithdrawals.summary.daicredit', widget: 'money' },
];

/** Create form rules, from the schema's constraints. */
export const createSchema = yup.object({
  amount: yup.number().typeError(m('ra.validation.number')).min(100, m('ra.validation.minValue', { min: 100 })).max(50000, m('ra.validation.maxValue', { max: 50000 })).test(atMostFigure('credit')).required(m('ra.validation.required')),
  account_name: yup.string().max(20, m('ra.validation.maxLength', { max: 20 })).required(m('ra.validation.required')),
  bank_card: yup.string().matches(new RegExp('^[\\d *]{12,23}$'), { message: m('resources.agentWithdrawals.patterns.bank_card'), excludeEmptyString: true }).required(m('ra.validation.required')),
  remark: yup.string().max(100, m('ra.validation.maxLength', { max: 100 })).nullable(),
});

export function AgentWithdrawalsToolbar() {
  return (
    <TopToolbar>
      <CreateButton label="resources.agentWithdrawals.actions.add" icon={<Payments />} />
      <CanAccess action="export"><ExportAction label="resources.agentWithdrawals.actions.export" icon={<Download />} /></CanAccess>
      <ColumnsButton />
      <ListToolbarSlot />
    </TopToolbar>
  );
}

export function AgentWithdrawalsRowActions() {
  return (
    <RowButtons rooms={[{ label: 'ra.action.show' }]}>
      <ShowButton />
    </RowButtons>
  );
}

export function AgentWithdrawalsList() {
  const density = useListDensity();
  const rowActionsAllowed = useRowActionsAllowed(['get']);
  return (
    <ResourceList disableAuthentication title="resources.agentWithdrawals.title" sort={{ field: 'created_at', order: 'DESC' }} perPage={10} filters={filters} actions={<AgentWithdrawalsToolbar />} storeKey={false}>
      <ListSummary items={summary} />
      <ListTable rowClick="show" size={density} bulkActionButtons={false} hiddenColumns={['fee', 'remark']}>
        {columns}
        {rowActionsAllowed ? (
          <DataTable.Col label="app.action.actions" align="right" headerClassName={ACTIONS_COLUMN} cellClassName={ACTIONS_COLUMN}>
            <AgentWithdrawalsRowActions />
          </DataTable.Col>
        ) : null}
      </ListTable>
    </ResourceList>
  );
}

/** The fields as the record's history names and writes them (labels, widgets, options). */
export const historyFields = {
  id: { label: 'resources.agentWithdrawals.fields.id', widget: 'number' },
  agent_name: { label: 'resources.agentWithdrawals.fields.agent_name', widget: 'text' },
  tel: { label: 'resources.agentWithdrawals.fields.tel', widget: 'phone' },
  amount: { label: 'resources.agentWithdrawals.fields.amount', widget: 'money' },
  fee: { label: 'resources.agentWithdrawals.fields.fee', widget: 'money' },
  account_name: { label: 'resources.agentWithdrawals.fields.account_name', widget: 'text' },
  bank_card: { label: 'resources.agentWithdrawals.fields.bank_card', widget: 'cardNumber' },
  status: { label: 'resources.agentWithdrawals.fields.status', widget: 'chip', choices: choices['status'] },
  remark: { label: 'resources.agentWithdrawals.fields.remark', widget: 'text' },
  reviewed_at: { label: 'resources.agentWithdrawals.fields.reviewed_at', widget: 'datetime' },
  created_at: { label: 'resources.agentWithdrawals.fields.created_at', widget: 'datetime' },
} satisfies HistoryFields;

export function AgentWithdrawalsShow({ id, title, list = '/device/list', actions }: DetailProps) {
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
        <TextField source="agent_name" />
        <ChoiceChipField source="status" choices={choices.status} />
        <TextField source="tel" />
        <MoneyField source="amount" />
        <MoneyField source="fee" />
        <TextField source="account_name" />
        <CardNumberField source="bank_card" />
        <TextField source="remark" />
        <DateTimeField source="created_at" />
        <DateTimeField source="reviewed_at" />
      </DescriptionList>
      <DetailPanels resource="agentWithdrawals" fields={historyFields} />
    </Show>
  );
}

export function AgentWithdrawalsCreate() {
  const figures = useSummaryFigures(summary);
  return (
    <Create title="resources.agentWithdrawals.actions.add" redirect={toList('/device/list')} disableAuthentication>
      <FormSummary items={[summary[0]]} />
      <SimpleForm resolver={yupResolver(withSecurityPassword(createSchema))} context={figures} defaultValues={blankValues(createSchema)} resetOptions={KEEP_TYPED_INPUT} toolbar={<Toolbar><SaveButton label="resources.agentWithdrawals.submit.add" icon={<Payments />} /></Toolbar>}>
        <NumberInput source="amount" step={0.01} isRequired />
        <TextInput source="account_name" isRequired />
        <TextInput source="bank_card" inputMode="numeric" autoComplete="off" isRequired />
        <TextInput source="remark" />
        <SecurityPasswordInput />
        <FormDraft omit={['securityPassword']} />
      </SimpleForm>
    </Create>
  );
}
