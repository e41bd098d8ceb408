// generated — do not edit; edit schemas/fundOrders.yaml and run npm run generate
import Download from '@mui/icons-material/Download';
import { CanAccess, ColumnsButton, DataTable, SelectInput, TextInput, TopToolbar } from 'react-admin';
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
  status: [
    { id: 1, name: 'resources.fundOrders.enums.status.1', color: 'success' },
    { id: 0, name: 'resources.fundOrders.enums.status.0', color: 'warning' },
  ],
} satisfies Record<string, readonly Choice[]>;

/** The list columns, in the schema's order (DataTable children). */
export const columns = [
  <DataTable.Col key="order_no" source="order_no" disableSort />,
  <DataTable.Col key="film_name" source="film_name" disableSort />,
  <DataTable.Col key="amount" source="amount" align="right" field={MoneyField} />,
  <DataTable.Col key="cost" source="cost" align="right" disableSort field={MoneyField} />,
  <DataTable.Col key="fee" source="fee" align="right" disableSort field={MoneyField} />,
  <DataTable.Col key="profit" source="profit" align="right" field={MoneyField} />,
  <DataTable.Col key="status" source="status" disableSort><ChoiceChipField source="status" choices={choices.status} /></DataTable.Col>,
  <DataTable.Col key="created_at" source="created_at" field={DateTimeField} />,
  <DataTable.Col key="settled_at" source="settled_at" disableSort field={DateTimeField} />,
];

/** The list filters (react-admin filter inputs). */
export const filters = [
  <TextInput key="order_no" source="order_no" helperText={false} alwaysOn />,
  <SelectInput key="status" source="status" helperText={false} choices={choices.status} alwaysOn />,
  <DateRangeFilter key="created_at" source="created_at" alwaysOn />,
];

/** Figures the list answer carries beside its rows (§7). */
export const summary: readonly SummarySpec[] = [
  { name: 'amount_total', label: 'resources.fundOrders.summary.amount_total', widget: 'money' },
  { name: 'profit_total', label: 'resources.fundOrders.summary.profit_total', widget: 'money' },
];

export function FundOrdersToolbar() {
  return (
    <TopToolbar>
      <CanAccess action="export"><ExportAction label="resources.fundOrders.actions.export" icon={<Download />} /></CanAccess>
      <ColumnsButton />
      <ListToolbarSlot />
    </TopToolbar>
  );
}

export function FundOrdersList() {
  const density = useListDensity();
  return (
    <ResourceList disableAuthentication title="resources.fundOrders.title" sort={{ field: 'created_at', order: 'DESC' }} perPage={10} filters={filters} actions={<FundOrdersToolbar />} storeKey={false}>
      <ListSummary items={summary} />
      <ListTable rowClick={false} size={density} bulkActionButtons={false} hiddenColumns={['fee']}>
        {columns}
      </ListTable>
    </ResourceList>
  );
}
