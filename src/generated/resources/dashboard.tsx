// generated — do not edit; edit schemas/dashboard.yaml and run npm run generate
import { DataTable, NumberField, ShowBase, TextField } from 'react-admin';
import { ChoiceChipField, DateTimeField, MoneyField } from '../../kit/fields';
import { DashboardLayout, DayChart, FigureCard, FigureCards, RecentTable } from '../../kit/resources/dashboard';
import { SINGLETON_ID } from '../../kit/resources/singleton';
import { choices as ordersChoices } from './orders';

/** The series of the trend chart. */
const trendSeries = [
  { name: 'orders', label: 'resources.dashboard.charts.trend.series.orders', widget: 'number' },
  { name: 'turnover', label: 'resources.dashboard.charts.trend.series.turnover', widget: 'money' },
] as const;

export function DashboardDashboard() {
  return (
    <ShowBase id={SINGLETON_ID} disableAuthentication>
      <DashboardLayout greeting>
        <FigureCards>
          <FigureCard source="today_orders"><NumberField source="today_orders" /></FigureCard>
          <FigureCard source="today_turnover"><MoneyField source="today_turnover" /></FigureCard>
          <FigureCard source="month_turnover"><MoneyField source="month_turnover" /></FigureCard>
          <FigureCard source="withdrawable"><MoneyField source="withdrawable" /></FigureCard>
          <FigureCard source="pending_settlement"><MoneyField source="pending_settlement" /></FigureCard>
        </FigureCards>
        <DayChart source="trend" kind="line" label="resources.dashboard.charts.trend.title" series={trendSeries} />
        <RecentTable resource="orders" label="resources.dashboard.tables.0" limit={8} sort={{ field: 'created_at', order: 'DESC' }}>
          <DataTable.Col source="order_no" disableSort><TextField source="order_no" /></DataTable.Col>
          <DataTable.Col source="film_name" disableSort><TextField source="film_name" /></DataTable.Col>
          <DataTable.Col source="cinema_name" disableSort><TextField source="cinema_name" /></DataTable.Col>
          <DataTable.Col source="amount" disableSort><MoneyField source="amount" /></DataTable.Col>
          <DataTable.Col source="status" disableSort><ChoiceChipField source="status" choices={ordersChoices.status} /></DataTable.Col>
          <DataTable.Col source="created_at" disableSort><DateTimeField source="created_at" /></DataTable.Col>
        </RecentTable>
      </DashboardLayout>
    </ShowBase>
  );
}
