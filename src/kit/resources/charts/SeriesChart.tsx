import { BarChart } from '@mui/x-charts/BarChart';
import { LineChart } from '@mui/x-charts/LineChart';
import { PieChart } from '@mui/x-charts/PieChart';
import { formatAxisTick, formatGrouped, formatMoney } from '../../fields/format';

export interface SeriesSpec {
  /** Key of the value in each point. */
  name: string;
  /** Already translated. */
  label: string;
  widget?: 'number' | 'money' | 'percent';
}

export interface SeriesChartProps {
  kind: 'line' | 'bar' | 'pie';
  /** Points in order along x. */
  points: ReadonlyArray<Record<string, unknown>>;
  x: string;
  series: readonly SeriesSpec[];
  height?: number;
}

const format = (widget: SeriesSpec['widget']) => (v: number | null) =>
  v === null ? '—' : widget === 'money' ? formatMoney(v) : widget === 'percent' ? `${(v * 100).toFixed(2)}%` : formatGrouped(v);

/**
 * One chart of MUI X Charts (it follows the MUI theme, so brand colours apply). Loaded lazily with the chart that
 * needs it: no screen without a chart pays for the library.
 */
export default function SeriesChart({ kind, points, x, series, height = 280 }: SeriesChartProps) {
  const xs = points.map((p) => String(p[x] ?? ''));
  const values = (s: SeriesSpec) => points.map((p) => (p[s.name] === null || p[s.name] === undefined ? null : Number(p[s.name])));
  if (kind === 'pie') {
    const s = series[0];
    const data = points.map((p, i) => ({ id: i, label: xs[i], value: Number(p[s.name] ?? 0) }));
    return <PieChart height={height} series={[{ data, valueFormatter: (v) => format(s.widget)(v.value) }]} />;
  }
  const axes = valueAxes(series);
  const chartSeries = series.map((s) => ({ data: values(s), label: s.label, valueFormatter: format(s.widget), yAxisId: unitOf(s) }));
  const xAxis = [{ data: xs, scaleType: 'band' as const }];
  return kind === 'bar' ? (
    <BarChart height={height} xAxis={xAxis} yAxis={axes} series={chartSeries} />
  ) : (
    // Straight segments between the points: a smoothed curve overshoots them, and its markers then sit off the line.
    <LineChart height={height} xAxis={[{ data: xs, scaleType: 'point' }]} yAxis={axes} series={chartSeries.map((s) => ({ ...s, curve: 'linear' as const, showMark: points.length <= 31 }))} />
  );
}

/** What a series counts in: yuan, a share, or a plain number (orders, visitors). */
const unitOf = (s: SeriesSpec) => s.widget ?? 'number';

/**
 * One value axis per unit, so series of different units never share a scale (a day's 3 orders beside its ¥900
 * turnover would lie flat on the turnover's axis): the first unit on the left, a second on the right.
 */
function valueAxes(series: readonly SeriesSpec[]) {
  const units = [...new Set(series.map(unitOf))];
  return units.map((unit, i) => ({
    id: unit,
    position: i === 0 ? ('left' as const) : ('right' as const),
    // The axis names its unit when there are two, so the reader knows which line it scales.
    label: units.length > 1 ? series.filter((s) => unitOf(s) === unit).map((s) => s.label).join(' / ') : undefined,
    // Ticks as the field's widget writes values (¥12,500, 12.5%, 10,000), on an axis as wide as its longest tick.
    valueFormatter: (v: number | null) => formatAxisTick(v, unit, 1),
    width: 'auto' as const,
  }));
}
