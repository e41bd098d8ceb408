import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';
import { useGetList, useListContext, useResourceContext, useTranslate } from 'react-admin';
import { LazySeriesChart } from './charts/LazySeriesChart';

export interface ListChartProps {
  kind: 'line' | 'bar' | 'pie';
  /** The field along x (pie: the slices). */
  x: string;
  /** Numeric fields drawn, labelled as their columns. */
  series: readonly string[];
  /** i18n key of the title. */
  label?: string;
  /** Most rows asked for. */
  limit: number;
  /** The widget of a series that is not a plain number (money, percent): its axis and values are written as the widget writes them. */
  widgets?: Readonly<Record<string, 'money' | 'percent'>>;
  /** Percent series whose field stores 0–1 (`percentBase: 1`); the others store 0–100. */
  bases?: Readonly<Record<string, 1>>;
}

type Point = Record<string, unknown>;

/**
 * Rows sharing an x value added up into one point (a day's figures over every channel the filters keep), in the
 * order x first appears — a line through several values at one x would zig-zag.
 */
export function totalsByX(rows: readonly Point[], x: string, series: readonly string[]): Point[] {
  const byX = new Map<string, Point>();
  for (const row of rows) {
    const key = String(row[x]);
    const point = byX.get(key) ?? { [x]: row[x], ...Object.fromEntries(series.map((name) => [name, 0])) };
    for (const name of series)
      point[name] = Math.round(((point[name] as number) + (Number(row[name]) || 0)) * 100) / 100;
    byX.set(key, point);
  }
  return [...byX.values()];
}

/**
 * A chart above a list (statistics, §2 /statistics/*): every row of the list's current filters — not only the page
 * shown — in order along x, one request of up to `limit` rows.
 */
export function ListChart({ kind, x, series, label, limit, widgets = {}, bases = {} }: ListChartProps) {
  const resource = useResourceContext()!;
  const translate = useTranslate();
  const { filterValues } = useListContext();
  const { data } = useGetList(resource, {
    pagination: { page: 1, perPage: limit },
    sort: { field: x, order: 'ASC' },
    filter: filterValues,
  });
  const points = totalsByX(data ?? [], x, series);
  return (
    <Card variant="outlined" sx={{ m: 1 }} data-testid="list-chart">
      <CardContent>
        {label ? (
          <Typography variant="subtitle2" component="h2" gutterBottom>
            {translate(label)}
          </Typography>
        ) : null}
        <LazySeriesChart
          kind={kind}
          x={x}
          points={points}
          series={series.map((name) => ({
            name,
            label: translate(`resources.${resource}.fields.${name}`),
            widget: widgets[name],
            base: bases[name],
          }))}
        />
      </CardContent>
    </Card>
  );
}
