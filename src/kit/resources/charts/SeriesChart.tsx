import { BarChart } from '@mui/x-charts/BarChart';
import { LineChart } from '@mui/x-charts/LineChart';
import { PieChart } from '@mui/x-charts/PieChart';
import { seriesFormatter, unitOf, valueAxes } from './seriesFormat';

export interface SeriesSpec {
  /** Key of the value in each point. */
  name: string;
  /** Already translated. */
  label: string;
  widget?: 'number' | 'money' | 'percent';
  /** Percent: what the upstream stores for 100 % (the field's `percentBase`; 100 unless it says 1). */
  base?: 100 | 1;
}

export interface SeriesChartProps {
  kind: 'line' | 'bar' | 'pie';
  /** Points in order along x. */
  points: ReadonlyArray<Record<string, unknown>>;
  x: string;
  series: readonly SeriesSpec[];
  height?: number;
}

/**
 * One chart of MUI X Charts (it follows the MUI theme, so brand colours apply). Loaded lazily with the chart that
 * needs it: no screen without a chart pays for the library.
 */
export default function SeriesChart({ kind, points, x, series, height = 280 }: SeriesChartProps) {
  const xs = points.map((p) => String(p[x] ?? ''));
  const values = (s: SeriesSpec) =>
    points.map((p) => (p[s.name] === null || p[s.name] === undefined ? null : Number(p[s.name])));
  if (kind === 'pie') {
    const s = series[0];
    const data = points.map((p, i) => ({ id: i, label: xs[i], value: Number(p[s.name] ?? 0) }));
    return <PieChart height={height} series={[{ data, valueFormatter: (v) => seriesFormatter(s)(v.value) }]} />;
  }
  const axes = valueAxes(series);
  const chartSeries = series.map((s) => ({
    data: values(s),
    label: s.label,
    valueFormatter: seriesFormatter(s),
    yAxisId: unitOf(s),
  }));
  const xAxis = [{ data: xs, scaleType: 'band' as const }];
  return kind === 'bar' ? (
    <BarChart height={height} xAxis={xAxis} yAxis={axes} series={chartSeries} />
  ) : (
    // Straight segments between the points: a smoothed curve overshoots them, and its markers then sit off the line.
    <LineChart
      height={height}
      xAxis={[{ data: xs, scaleType: 'point' }]}
      yAxis={axes}
      series={chartSeries.map((s) => ({ ...s, curve: 'linear' as const, showMark: points.length <= 31 }))}
    />
  );
}
