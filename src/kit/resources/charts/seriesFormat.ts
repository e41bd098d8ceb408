import { formatAxisTick, formatFigure } from '../../../../vocabulary/format';
import type { SeriesSpec } from './SeriesChart';

/**
 * How a chart writes its values: a tooltip as the series' widget writes a column of it ('12.50%' for 12.5 stored of
 * 100, the percent widget's default base), an axis tick as formatAxisTick does. Kept apart from the chart component
 * so the rule is tested without drawing a chart.
 */
export const seriesFormatter = (s: SeriesSpec) => (v: number | null) =>
  v === null ? '—' : formatFigure(v, s.widget, s.base);

/** What a series counts in: yuan, a share, or a plain number (orders, visitors). */
export const unitOf = (s: SeriesSpec) => s.widget ?? 'number';

/**
 * One value axis per unit, so series of different units never share a scale (a day's 3 orders beside its ¥900
 * turnover would lie flat on the turnover's axis): the first unit on the left, a second on the right.
 */
export function valueAxes(series: readonly SeriesSpec[]) {
  const units = [...new Set(series.map(unitOf))];
  return units.map((unit, i) => ({
    id: unit,
    position: i === 0 ? ('left' as const) : ('right' as const),
    // The axis names its unit when there are two, so the reader knows which line it scales.
    label:
      units.length > 1
        ? series
            .filter((s) => unitOf(s) === unit)
            .map((s) => s.label)
            .join(' / ')
        : undefined,
    // Ticks as the field's widget writes values (¥12,500, 12.5%, 10,000), on an axis as wide as its longest tick.
    valueFormatter: (v: number | null) => formatAxisTick(v, unit, series.find((s) => unitOf(s) === unit)?.base),
    width: 'auto' as const,
  }));
}
