import type { AggregateModel, DashboardChartModel } from '../generator/model';
import { valueAt } from '../vocabulary/paths';
import { latest, round2 } from './seed/rules';
import type { Rec, Store } from './store';
import { DAY_MS, formatDate } from './time';

/** The start of a figure's window (today, the last 7 or 30 days, this month), as 'YYYY-MM-DD HH:mm:ss'. */
function windowStart(within: NonNullable<AggregateModel['when']>['within'], now: Date): string {
  const day = new Date(now.getFullYear(), now.getMonth(), now.getDate());
  const start =
    within === 'today'
      ? day
      : within === 'month'
        ? new Date(now.getFullYear(), now.getMonth(), 1)
        : new Date(day.getTime() - ((within === '7d' ? 7 : 30) - 1) * DAY_MS);
  return `${formatDate(start)} 00:00:00`;
}

function reduce(rows: readonly Rec[], op: 'count' | 'sum' | 'avg', field: string | undefined): number {
  if (op === 'count') return rows.length;
  const values = rows.map((rec) => Number(valueAt(rec, field!))).filter((n) => Number.isFinite(n));
  const sum = values.reduce((a, b) => a + b, 0);
  return round2(op === 'sum' ? sum : values.length ? sum / values.length : 0);
}

/** A dashboard figure (seed.aggregate) over the merchant's current records: created records count at once. */
export function aggregate(store: Store, merchant: string, a: AggregateModel, now: Date = new Date()): number {
  let rows = store.table(a.resource, merchant).records;
  rows = rows.filter((rec) => Object.entries(a.where).every(([k, v]) => String(valueAt(rec, k)) === String(v)));
  if (a.when) {
    const from = windowStart(a.when.within, now);
    rows = rows.filter((rec) => String(valueAt(rec, a.when!.field) ?? '') >= from);
  }
  if (a.op === 'latest') return latest(store.table(a.resource, merchant).resource, rows, a.field!, a.when?.field);
  return reduce(rows, a.op, a.field);
}

/** A dashboard chart: one point per day of the last `days` days, each series computed over that day's records. */
export function daySeries(
  store: Store,
  merchant: string,
  chart: DashboardChartModel,
  now: Date = new Date(),
): Array<Record<string, unknown>> {
  const records = store.table(chart.from.resource, merchant).records;
  const byDay = new Map<string, Rec[]>();
  for (const rec of records) {
    const day = String(valueAt(rec, chart.from.date) ?? '').slice(0, 10);
    byDay.set(day, [...(byDay.get(day) ?? []), rec]);
  }
  const today = new Date(now.getFullYear(), now.getMonth(), now.getDate());
  return Array.from({ length: chart.days }, (_, i) => {
    const day = formatDate(new Date(today.getTime() - (chart.days - 1 - i) * DAY_MS));
    const rows = byDay.get(day) ?? [];
    return { day, ...Object.fromEntries(chart.series.map((s) => [s.name, reduce(rows, s.op, s.field)])) };
  });
}
