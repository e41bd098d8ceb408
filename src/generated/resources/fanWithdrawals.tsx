// generated — do not edit; edit schemas/fanWithdrawals.yaml and run npm run generate
import Cancel from '@mui/icons-material/Cancel';
import CheckCircle from '@mui/icons-material/CheckCircle';
import Download from '@mui/icons-material/Download';
import { CanAccess, ColumnsButton, DataTable, Loading, NumberField, SelectField, SelectInput, Show, ShowButton, TextField, TextInput, TopToolbar, useRecordContext } from 'react-admin';
import * as yup from 'yup';
import { CallActionButton, ExportAction, RowButtons } from '../../kit/actions';
import { ChoiceChipField, DateRangeFilter, DateTimeField, DescriptionList, LongTextField, MoneyField } from '../../kit/fields';
import type { Choice } from '../../kit/fields';
import { DETAIL_QUERY_OPTIONS, DetailError, DetailHeader, DetailPanels } from '../../kit/resources/detail';
import type { DetailProps, HistoryFields } from '../../kit/resources/detail';
import { useListDensity } from '../../kit/resources/listDensity';
import { ListSummary } from '../../kit/resources/ListSummary';
import { ListTable } from '../../kit/resources/ListTable';
import { ListToolbarSlot } from '../../kit/resources/ListToolbarSlot';
import { ResourceList } from '../../kit/resources/ResourceList';
import { SecurityPasswordInput, withSecurityPassword } from '../../kit/resources/securityPassword';
import { ACTIONS_COLUMN } from '../../kit/resources/tableClasses';
import type { SummarySpec } from '../../kit/resources/types';
import { useRowActionsAllowed } from '../../kit/resources/useRowActionsAllowed';
import { validationMessage as m } from '../../kit/resources/validationMessage';
import type { FanWithdrawalsRecord } from '../types/fanWithdrawals';

/** Options of the enum fields, labels as i18n keys. */
export const choices = {
  channel: [
    { id: 'wechat', name: 'resources.fanWithdrawals.enums.channel.wechat' },
    { id: 'alipay', name: 'resources.fanWithdrawals.enums.channel.alipay' },
  ],
  status: [
    { id: 0, name: 'resources.fanWithdrawals.enums.status.0', color: 'warning' },
    { id: 1, name: 'resources.fanWithdrawals.enums.status.1', color: 'success' },
    { id: 2, name: 'resources.fanWithdrawals.enums.status.2', color: 'error' },
  ],
} satisfies Record<string, readonly Choice[]>;

/** The list columns, in the schema's order (DataTable children). */
export const columns = [
  <DataTable.Col key="nickname" source="nickname" disableSort />,
  <DataTable.Col key="tel" source="tel" disableSort />,
  <DataTable.Col key="amount" source="amount" align="right" field={MoneyField} />,
  <DataTable.Col key="channel" source="channel" disableSort><SelectField source="channel" choices={choices.channel} /></DataTable.Col>,
  <DataTable.Col key="status" source="status" disableSort><ChoiceChipField source="status" choices={choices.status} /></DataTable.Col>,
  <DataTable.Col key="reject_reason" source="reject_reason" disableSort field={LongTextField} />,
  <DataTable.Col key="created_at" source="created_at" field={DateTimeField} />,
  <DataTable.Col key="reviewed_at" source="reviewed_at" disableSort field={DateTimeField} />,
];

/** The list filters (react-admin filter inputs). */
export const filters = [
  <TextInput key="tel" source="tel" helperText={false} alwaysOn />,
  <SelectInput key="status" source="status" helperText={false} choices={choices.status} alwaysOn />,
  <DateRangeFilter key="created_at" source="created_at" alwaysOn />,
];

/** Figures the list answer carries beside its rows (§7). */
export const summary: readonly SummarySpec[] = [{ name: 'pending', label: 'resources.fanWithdrawals.summary.pending', widget: 'money' }];

/** What the reject dialog asks for, from the schema's constraints. */
export const fanWithdrawalsRejectForm = yup.object({
  reject_reason: yup.string().max(100, m('ra.validation.maxLength', { max: 100 })).required(m('ra.validation.required')),
});

export function FanWithdrawalsToolbar() {
  return (
    <TopToolbar>
      <CanAccess action="export"><ExportAction label="resources.fanWithdrawals.actions.export" icon={<Download />} /></CanAccess>
      <ColumnsButton />
      <ListToolbarSlot />
    </TopToolbar>
  );
}

export function FanWithdrawalsRowActions() {
  const record = useRecordContext<FanWithdrawalsRecord>();
  return (
    <RowButtons rooms={[{ label: 'ra.action.show' }, record?.status === 0 ? { label: 'resources.fanWithdrawals.actions.approve' } : null, record?.status === 0 ? { label: 'resources.fanWithdrawals.actions.reject', outlined: true } : null]}>
      <ShowButton />
      {record?.status === 0 ? <CanAccess action="edit"><CallActionButton action="approve" scope="record" label="resources.fanWithdrawals.actions.approve" confirm="resources.fanWithdrawals.confirm.approve" icon={<CheckCircle />} shows={[<NumberField source="id" key="id" />, <TextField source="nickname" key="nickname" />, <MoneyField source="amount" key="amount" />, <SelectField source="channel" choices={choices.channel} key="channel" />]} form={<><SecurityPasswordInput /></>} rules={withSecurityPassword()} submit="resources.fanWithdrawals.submit.approve" /></CanAccess> : null}
      {record?.status === 0 ? <CanAccess action="edit"><CallActionButton action="reject" scope="record" label="resources.fanWithdrawals.actions.reject" confirm="resources.fanWithdrawals.confirm.reject" icon={<Cancel />} shows={[<NumberField source="id" key="id" />, <TextField source="nickname" key="nickname" />, <MoneyField source="amount" key="amount" />]} form={<><TextInput source="reject_reason" multiline minRows={3} isRequired /></>} rules={fanWithdrawalsRejectForm} submit="resources.fanWithdrawals.submit.reject" /></CanAccess> : null}
    </RowButtons>
  );
}

export function FanWithdrawalsRecordActions() {
  const record = useRecordContext<FanWithdrawalsRecord>();
  return (
    <>
      {record?.status === 0 ? <CanAccess action="edit"><CallActionButton action="approve" scope="record" label="resources.fanWithdrawals.actions.approve" confirm="resources.fanWithdrawals.confirm.approve" icon={<CheckCircle />} shows={[<NumberField source="id" key="id" />, <TextField source="nickname" key="nickname" />, <MoneyField source="amount" key="amount" />, <SelectField source="channel" choices={choices.channel} key="channel" />]} form={<><SecurityPasswordInput /></>} rules={withSecurityPassword()} submit="resources.fanWithdrawals.submit.approve" /></CanAccess> : null}
      {record?.status === 0 ? <CanAccess action="edit"><CallActionButton action="reject" scope="record" label="resources.fanWithdrawals.actions.reject" confirm="resources.fanWithdrawals.confirm.reject" icon={<Cancel />} shows={[<NumberField source="id" key="id" />, <TextField source="nickname" key="nickname" />, <MoneyField source="amount" key="amount" />]} form={<><TextInput source="reject_reason" multiline minRows={3} isRequired /></>} rules={fanWithdrawalsRejectForm} submit="resources.fanWithdrawals.submit.reject" /></CanAccess> : null}
    </>
  );
}

export function FanWithdrawalsList() {
  const density = useListDensity();
  const rowActionsAllowed = useRowActionsAllowed(['get', 'edit']);
  return (
    <ResourceList disableAuthentication title="resources.fanWithdrawals.title" sort={{ field: 'created_at', order: 'DESC' }} perPage={10} filters={filters} actions={<FanWithdrawalsToolbar />}>
      <ListSummary items={summary} />
      <ListTable rowClick="show" size={density} bulkActionButtons={false} hiddenColumns={['reject_reason', 'reviewed_at']}>
        {columns}
        {rowActionsAllowed ? (
          <DataTable.Col label="app.action.actions" align="right" headerClassName={ACTIONS_COLUMN} cellClassName={ACTIONS_COLUMN}>
            <FanWithdrawalsRowActions />
          </DataTable.Col>
        ) : null}
      </ListTable>
    </ResourceList>
  );
}

/** The fields as the record's history names and writes them (labels, widgets, options). */
export const historyFields = {
  id: { label: 'resources.fanWithdrawals.fields.id', widget: 'number' },
  nickname: { label: 'resources.fanWithdrawals.fields.nickname', widget: 'text' },
  tel: { label: 'resources.fanWithdrawals.fields.tel', widget: 'phone' },
  amount: { label: 'resources.fanWithdrawals.fields.amount', widget: 'money' },
  channel: { label: 'resources.fanWithdrawals.fields.channel', widget: 'select', choices: choices['channel'] },
  status: { label: 'resources.fanWithdrawals.fields.status', widget: 'chip', choices: choices['status'] },
  reject_reason: { label: 'resources.fanWithdrawals.fields.reject_reason', widget: 'textarea' },
  created_at: { label: 'resources.fanWithdrawals.fields.created_at', widget: 'datetime' },
  reviewed_at: { label: 'resources.fanWithdrawals.fields.reviewed_at', widget: 'datetime' },
} satisfies HistoryFields;

export function FanWithdrawalsShow({ id, title, list = '/device/tag', actions = <FanWithdrawalsRecordActions /> }: DetailProps) {
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
        <TextField source="nickname" />
        <ChoiceChipField source="status" choices={choices.status} />
        <TextField source="tel" />
        <MoneyField source="amount" />
        <SelectField source="channel" choices={choices.channel} />
        <LongTextField source="reject_reason" />
        <DateTimeField source="created_at" />
        <DateTimeField source="reviewed_at" />
      </DescriptionList>
      <DetailPanels resource="fanWithdrawals" fields={historyFields} />
    </Show>
  );
}
