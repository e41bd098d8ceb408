// generated — do not edit; edit schemas/fundBalance.yaml and run npm run generate
import Download from '@mui/icons-material/Download';
import { CanAccess, ColumnsButton, DataTable, NumberField, SelectArrayInput, TextInput, TopToolbar } from 'react-admin';
import { ExportAction } from '../../kit/actions';
import { ChoiceChipField, DateRangeFilter, DateTimeField, MoneyField } from '../../kit/fields';
import type { Choice } from '../../kit/fields';
import { useListDensity } from '../../kit/resources/listDensity';
import { ListSummary } from '../../kit/resources/ListSummary';
import { ListTable } from '../../kit/resources/ListTable';
import { ListToolbarSlot } from '../../kit/resources/ListToolbarSlot';
import { ResourceList } from '../../kit/resources/ResourceList';
import type { SummarySpec } from '../../kit/resources/types';

/** Options of the enum fields, labels as i18n keys. */
export const choices = {
  type: [
    { id: 'order', name: 'resources.fundBalance.enums.type.order', color: 'success' },
    { id: 'recharge', name: 'resources.fundBalance.enums.type.recharge', color: 'primary' },
    { id: 'refund', name: 'resources.fundBalance.enums.type.refund', color: 'info' },
    { id: 'withdraw', name: 'resources.fundBalance.enums.type.withdraw', color: 'warning' },
    { id: 'fee', name: 'resources.fundBalance.enums.type.fee', color: 'default' },
  ],
} satisfies Record<string, readonly Choice[]>;

/** The list columns, in the schema's order (DataTable children). */
export const columns = [
  <DataTable.Col key="id" source="id" disableSort field={NumberField} />,
  <DataTable.Col key="type" source="type" disableSort><ChoiceChipField source="type" choices={choices.type} /></DataTable.Col>,
  <DataTable.Col key="income" source="income" align="right" disableSort field={MoneyField} />,
  <DataTable.Col key="outgoing" source="outgoing" align="right" disableSort field={MoneyField} />,
  <DataTable.Col key="balance" source="balance" align="right" disableSort field={MoneyField} />,
  <DataTable.Col key="related_no" source="related_no" disableSort />,
  <DataTable.Col key="remark" source="remark" disableSort />,
  <DataTable.Col key="created_at" source="created_at" field={DateTimeField} />,
];

/** The list filters (react-admin filter inputs). */
export const filters = [
  <SelectArrayInput key="type" source="type" helperText={false} choices={choices.type} alwaysOn />,
  <TextInput key="related_no" source="related_no" helperText={false} alwaysOn />,
  <DateRangeFilter key="created_at" source="created_at" alwaysOn />,
];

/** Figures the list answer carries beside its rows (§7). */
export const summary: readonly SummarySpec[] = [{ name: 'balance', label: 'resources.fundBalance.summary.balance', widget: 'money' }];

export function FundBalanceToolbar() {
  return (
    <TopToolbar>
      <CanAccess action="export"><ExportAction label="resources.fundBalance.actions.export" icon={<Download />} /></CanAccess>
      <ColumnsButton />
      <ListToolbarSlot />
    </TopToolbar>
  );
}

export function FundBalanceList() {
  const density = useListDensity();
  return (
    <ResourceList disableAuthentication title="resources.fundBalance.title" sort={{ field: 'created_at', order: 'DESC' }} perPage={10} filters={filters} actions={<FundBalanceToolbar />} storeKey={false}>
      <ListSummary items={summary} />
      <ListTable rowClick={false} size={density} bulkActionButtons={false}>
        {columns}
      </ListTable>
    </ResourceList>
  );
}
