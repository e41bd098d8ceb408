// generated — do not edit; edit schemas/agentWithdrawals.yaml and run npm run generate
import { Datagrid, List } from 'react-admin';
import { fieldKinds as k } from '../../fields/fieldKinds';
import { ListSummary } from '../../resources/ListSummary';
import type { FieldSpec, SummarySpec } from '../../resources/types';
import type { AgentWithdrawalsRecord } from '../types/agentWithdrawals';

/** Every field of the record, as the field-kind table reads it. */
export const fields = {
  id: { source: 'id', kind: 'number', label: 'resources.device/list.fields.id' },
  agent_name: { source: 'agent_name', kind: 'text', label: 'resources.device/list.fields.agent_name' },
  tel: { source: 'tel', kind: 'phone', label: 'resources.device/list.fields.tel' },
  amount: { source: 'amount', kind: 'money', label: 'resources.device/list.fields.amount', sortable: true },
  fee: { source: 'fee', kind: 'money', label: 'resources.device/list.fields.fee' },
  account_name: { source: 'account_name', kind: 'text', label: 'resources.device/list.fields.account_name' },
  bank_card: { source: 'bank_card', kind: 'text', label: 'resources.device/list.fields.bank_card' },
  status: {
    source: 'status',
    kind: 'chip',
    label: 'resources.device/list.fields.status',
    choices: [
      { id: 0, name: 'resources.device/list.enums.status.0', color: 'warning' },
      { id: 1, name: 'resources.device/list.enums.status.1', color: 'success' },
      { id: 2, name: 'resources.device/list.enums.status.2', color: 'error' },
    ],
  },
  remark: { source: 'remark', kind: 'text', label: 'resources.device/list.fields.remark' },
  created_at: {
    source: 'created_at',
    kind: 'datetime',
    label: 'resources.device/list.fields.created_at',
    sortable: true,
  },
} satisfies Partial<Record<keyof AgentWithdrawalsRecord, FieldSpec>>;

const filters = [
  k.chip.filter(fields.status, { op: 'equals', alwaysOn: true }),
  k.datetime.filter(fields.created_at, { op: 'dateRange', alwaysOn: true }),
];

const summary: readonly SummarySpec[] = [
  { name: 'credit', label: 'resources.device/list.summary.credit', widget: 'money' },
  { name: 'daicredit', label: 'resources.device/list.summary.daicredit', widget: 'money' },
];

export function AgentWithdrawalsList() {
  return (
    <List sort={{ field: 'created_at', order: 'DESC' }} perPage={10} filters={filters} actions={false} storeKey={false}>
      <ListSummary items={summary} />
      <Datagrid rowClick={false} bulkActionButtons={false}>
        {k.text.field(fields.agent_name)}
        {k.phone.field(fields.tel)}
        {k.money.field(fields.amount)}
        {k.money.field(fields.fee)}
        {k.text.field(fields.account_name)}
        {k.text.field(fields.bank_card)}
        {k.chip.field(fields.status)}
        {k.text.field(fields.remark)}
        {k.datetime.field(fields.created_at)}
      </Datagrid>
    </List>
  );
}
