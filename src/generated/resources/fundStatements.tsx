// generated — do not edit; edit schemas/fundStatements.yaml and run npm run generate
import Download from '@mui/icons-material/Download';
import { CanAccess, ColumnsButton, DataTable, NumberField, SelectInput, TopToolbar } from 'react-admin';
import { ExportAction } from '../../kit/actions';
import { ChoiceChipField, MoneyField, MonthPickerInput } from '../../kit/fields';
import type { Choice } from '../../kit/fields';
import { useListDensity } from '../../kit/resources/listDensity';
import { ListTable } from '../../kit/resources/ListTable';
import { ListToolbarSlot } from '../../kit/resources/ListToolbarSlot';
import { ResourceList } from '../../kit/resources/ResourceList';

/** Options of the enum fields, labels as i18n keys. */
export const choices = {
  status: [
    { id: 1, name: 'resources.fundStatements.enums.status.1', color: 'success' },
    { id: 0, name: 'resources.fundStatements.enums.status.0', color: 'warning' },
  ],
} satisfies Record<string, readonly Choice[]>;

/** The list columns, in the schema's order (DataTable children). */
export const columns = [
  <DataTable.Col key="period" source="period" />,
  <DataTable.Col key="order_count" source="order_count" disableSort field={NumberField} />,
  <DataTable.Col key="opening" source="opening" align="right" disableSort field={MoneyField} />,
  <DataTable.Col key="income" source="income" align="right" disableSort field={MoneyField} />,
  <DataTable.Col key="outgoings" source="outgoings" align="right" disableSort field={MoneyField} />,
  <DataTable.Col key="closing" source="closing" align="right" disableSort field={MoneyField} />,
  <DataTable.Col key="status" source="status" disableSort><ChoiceChipField source="status" choices={choices.status} /></DataTable.Col>,
];

/** The list filters (react-admin filter inputs). */
export const filters = [
  <MonthPickerInput key="period" source="period" helperText={false} alwaysOn />,
  <SelectInput key="status" source="status" helperText={false} choices={choices.status} alwaysOn />,
];

export function FundStatementsToolbar() {
  return (
    <TopToolbar>
      <CanAccess action="export"><ExportAction label="resources.fundStatements.actions.export" icon={<Download />} /></CanAccess>
      <ColumnsButton />
      <ListToolbarSlot />
    </TopToolbar>
  );
}

export function FundStatementsList() {
  const density = useListDensity();
  return (
    <ResourceList disableAuthentication title="resources.fundStatements.title" sort={{ field: 'period', order: 'DESC' }} perPage={10} filters={filters} actions={<FundStatementsToolbar />} storeKey={false}>
      <ListTable rowClick={false} size={density} bulkActionButtons={false}>
        {columns}
      </ListTable>
    </ResourceList>
  );
}
