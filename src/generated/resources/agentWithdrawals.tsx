// generated — do not edit; edit schemas/agentWithdrawals.yaml and run npm run generate
import { ColumnsButton, DataTable, List, SelectInput, TopToolbar } from 'react-admin';
import { ChoiceChipField, DateRangeFilter, DateTimeField, MoneyField } from '../../fields';
import type { Choice } from '../../fields';
import { ListSummary } from '../../resources/ListSummary';
import type { SummarySpec } from '../../resources/types';

/** Options of the enum fields, labels as i18n keys. */
export const choices = {
  status: [
    { id: 0, name: 'resources.device/list.enums.status.0', color: 'warning' },
    { id: 1, name: 'resources.device/list.enums.status.1', color: 'success' },
    { id: 2, name: 'resources.device/list.enums.status.2', color: 'error' },
  ],
} satisfies Record<string, readonly Choice[]>;

/** The list columns, in the schema's order (DataTable children). */
export const columns = [
  <DataTable.Col key="agent_name" source="agent_name" disableSort />,
  <DataTable.Col key="tel" source="tel" disableSort />,
  <DataTable.Col key="amount" source="amount" align="right" field={MoneyField} />,
  <DataTable.Col key="fee" source="fee" align="right" disableSort field={MoneyField} />,
  <DataTable.Col key="account_name" source="account_name" disableSort />,
  <DataTable.Col key="bank_card" source="bank_card" disableSort />,
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
  { name: 'credit', label: 'resources.device/list.summary.credit', widget: 'money' },
  { name: 'daicredit', label: 'resources.device/list.summary.daicredit', widget: 'money' },
];

export function AgentWithdrawalsToolbar() {
  return (
    <TopToolbar>
      <ColumnsButton />
    </TopToolbar>
  );
}

export function AgentWithdrawalsList() {
  return (
    <List disableAuthentication sort={{ field: 'created_at', order: 'DESC' }} perPage={10} filters={filters} actions={<AgentWithdrawalsToolbar />} storeKey={false}>
      <ListSummary items={summary} />
      <DataTable rowClick={false} bulkActionButtons={false}>
        {columns}
      </DataTable>
    </List>
  );
}
