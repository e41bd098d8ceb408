// generated — do not edit; edit schemas/conversions.yaml and run npm run generate
import { ColumnsButton, DataTable, Loading, NumberField, Show, ShowButton, TopToolbar } from 'react-admin';
import { RowButtons } from '../../kit/actions';
import { DateRangeFilter, DateTimeField, DescriptionList, MoneyField, ReferenceSelectInput, ReferenceTextField } from '../../kit/fields';
import { DETAIL_QUERY_OPTIONS, DetailError, DetailHeader } from '../../kit/resources/detail';
import type { DetailProps } from '../../kit/resources/detail';
import { lastDays } from '../../kit/resources/filterDefaults';
import { ListChart } from '../../kit/resources/ListChart';
import { useListDensity } from '../../kit/resources/listDensity';
import { ListSummary } from '../../kit/resources/ListSummary';
import { ListTable } from '../../kit/resources/ListTable';
import { ListToolbarSlot } from '../../kit/resources/ListToolbarSlot';
import { MissingFiltersNotice } from '../../kit/resources/MissingFiltersNotice';
import { ResourceList } from '../../kit/resources/ResourceList';
import { ACTIONS_COLUMN } from '../../kit/resources/tableClasses';
import type { SummarySpec } from '../../kit/resources/types';
import { useReadableFilters } from '../../kit/resources/useReadableFilters';
import { useRowActionsAllowed } from '../../kit/resources/useRowActionsAllowed';

/** The list columns, in the schema's order (DataTable children). */
export const columns = [
  <DataTable.Col key="day" source="day"><DateTimeField source="day" dateOnly /></DataTable.Col>,
  <DataTable.Col key="channel_id" source="channel_id" disableSort><ReferenceTextField source="channel_id" reference="channels" display="name" /></DataTable.Col>,
  <DataTable.Col key="media_id" source="media_id" disableSort><ReferenceTextField source="media_id" reference="media" display="name" /></DataTable.Col>,
  <DataTable.Col key="app_id" source="app_id" disableSort><ReferenceTextField source="app_id" reference="applications" display="app_name" /></DataTable.Col>,
  <DataTable.Col key="visitors" source="visitors" field={NumberField} />,
  <DataTable.Col key="orders" source="orders" field={NumberField} />,
  <DataTable.Col key="tickets" source="tickets" field={NumberField} />,
  <DataTable.Col key="turnover" source="turnover" align="right" field={MoneyField} />,
  <DataTable.Col key="cost" source="cost" align="right" field={MoneyField} />,
];

/** The list filters (react-admin filter inputs). */
export const filters = [
  <DateRangeFilter key="day" source="day" alwaysOn />,
  <ReferenceSelectInput key="app_id" source="app_id" reference="applications" display="app_name" alwaysOn />,
  <ReferenceSelectInput key="media_id" source="media_id" reference="media" display="name" alwaysOn />,
  <ReferenceSelectInput key="channel_id" source="channel_id" reference="channels" display="name" alwaysOn />,
];

/** Figures the list answer carries beside its rows (§7). */
export const summary: readonly SummarySpec[] = [
  { name: 'visitors', label: 'resources.conversions.summary.visitors', widget: 'number' },
  { name: 'orders', label: 'resources.conversions.summary.orders', widget: 'number' },
  { name: 'turnover', label: 'resources.conversions.summary.turnover', widget: 'money' },
  { name: 'cost', label: 'resources.conversions.summary.cost', widget: 'money' },
];

export function ConversionsToolbar() {
  return (
    <TopToolbar>
      <ColumnsButton />
      <ListToolbarSlot />
    </TopToolbar>
  );
}

export function ConversionsRowActions() {
  return (
    <RowButtons rooms={[{ label: 'ra.action.show' }]}>
      <ShowButton />
    </RowButtons>
  );
}

export function ConversionsList() {
  const density = useListDensity();
  const rowActionsAllowed = useRowActionsAllowed(['get']);
  const readableFilters = useReadableFilters(filters);
  return (
    <ResourceList disableAuthentication title="resources.conversions.title" sort={{ field: 'day', order: 'DESC' }} perPage={20} filters={readableFilters} actions={<ConversionsToolbar />} filterDefaultValues={{ day: lastDays(30) }} empty={false}>
      <MissingFiltersNotice />
      <ListSummary items={summary} />
      <ListChart kind="line" x="day" series={['visitors', 'orders']} label="resources.conversions.chart" limit={10000} />
      <ListTable rowClick="show" size={density} bulkActionButtons={false}>
        {columns}
        {rowActionsAllowed ? (
          <DataTable.Col label="app.action.actions" align="right" headerClassName={ACTIONS_COLUMN} cellClassName={ACTIONS_COLUMN}>
            <ConversionsRowActions />
          </DataTable.Col>
        ) : null}
      </ListTable>
    </ResourceList>
  );
}

export function ConversionsShow({ id, title, list = '/statistics/list', actions }: DetailProps) {
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
        <DateTimeField source="day" dateOnly />
        <ReferenceTextField source="channel_id" reference="channels" display="name" />
        <ReferenceTextField source="media_id" reference="media" display="name" />
        <ReferenceTextField source="app_id" reference="applications" display="app_name" />
        <NumberField source="visitors" />
        <NumberField source="orders" />
        <NumberField source="tickets" />
        <MoneyField source="turnover" />
        <MoneyField source="cost" />
      </DescriptionList>
    </Show>
  );
}
