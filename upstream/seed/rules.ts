import type { FieldModel, ResourceModel } from '../../generator/model';
import type { Scalar } from '../../generator/input';
import { setValueAt, valueAt } from '../../vocabulary/paths';
import { formatDate, formatDateTime } from '../time';
import type { Rng } from './prng';
import type { Rec } from './values';

const HOUR_MS = 3_600_000;

/**
 * The record's creation time: its first read-only date or datetime that no other date places (a review time seeded
 * `after` the application is not when the record was made, even when the schema lists it first).
 */
export function creationStamp(r: ResourceModel, widgets: readonly string[] = ['datetime']): string | undefined {
  return r.fields.find((f) => f.readOnly && widgets.includes(f.widget) && f.seed.after === undefined)?.name;
}

/** Sums that read a running balance are computed again once the balances are known (opening = closing − net). */
export function recomputeSums(r: ResourceModel, records: Rec[]): void {
  const sums = r.fields.filter((f) => f.seed.sum !== undefined);
  const running = new Set(r.fields.filter((f) => f.seed.running).map((f) => f.name));
  const later = sums.filter((f) => [...(f.seed.sum ?? []), ...(f.seed.minus ?? [])].some((n) => running.has(n)));
  for (const rec of records) for (const f of later) setValueAt(rec, f.name, derivedValue(f, undefined, rec));
}
/** Money to the fen. */
export const round2 = (n: number) => Math.round(n * 100) / 100;

/** Fields whose value follows from others of the same record, computed after them (seed.after, scale, sum/minus, product). */
export const followsOthers = (f: FieldModel) =>
  f.seed.phase !== undefined ||
  f.seed.after !== undefined ||
  f.seed.scale !== undefined ||
  f.seed.sum !== undefined ||
  f.seed.product !== undefined;

/** Parses 'YYYY-MM-DD[ HH:mm:ss]' as local time. */
function parseLocal(text: string): Date | undefined {
  const m = /^(\d{4})-(\d{2})-(\d{2})(?: (\d{2}):(\d{2}):(\d{2}))?$/.exec(text);
  return m ? new Date(+m[1], +m[2] - 1, +m[3], +(m[4] ?? 0), +(m[5] ?? 0), +(m[6] ?? 0)) : undefined;
}

/** Now, or the end of the seed's anchor day when the data is dated in the past (a fixed seed date in tests). */
function asOf(anchor: Date | undefined): number {
  return anchor ? Math.min(Date.now(), anchor.getTime() + 24 * HOUR_MS) : Date.now();
}

/** A status as of now from the record's period (a coupon not started, running or paused, ended). */
function phaseValue(phase: NonNullable<FieldModel['seed']['phase']>, rng: Rng, record: Rec, now: number): unknown {
  const [start, end] = [phase.start, phase.end].map((name) =>
    parseLocal(String(valueAt(record, name) ?? ''))?.getTime(),
  );
  // A period that ends on a date runs to the end of that day.
  const endsOnDate = /^\d{4}-\d{2}-\d{2}$/.test(String(valueAt(record, phase.end) ?? ''));
  if (end !== undefined && endsOnDate) return phaseAt(phase, rng, start, end + 24 * HOUR_MS - 1, now);
  return phaseAt(phase, rng, start, end, now);
}

function phaseAt(
  phase: NonNullable<FieldModel['seed']['phase']>,
  rng: Rng,
  start: number | undefined,
  end: number | undefined,
  now: number,
): unknown {
  // The usual state (running; an ended show's order completed) comes up about three times as often as the others.
  const oneOf = (values: Scalar | readonly Scalar[]) => {
    const list = Array.isArray(values) ? values : [values as Scalar];
    return rng.weighted(
      list,
      list.map((_, i) => (i === 0 ? 3 : 1)),
    );
  };
  if (start !== undefined && now < start) return oneOf(phase.before);
  if (end !== undefined && now > end) return oneOf(phase.after);
  return oneOf(phase.during);
}

/**
 * A value that follows the record's other fields: a moment `min`–`max` hours after another date (a delivery after its
 * order), or the sum of some fields minus others (a statement's closing = opening + income − outgoings).
 */
export function derivedValue(f: FieldModel, rng: Rng | undefined, record: Rec, anchor?: Date): unknown {
  if (f.seed.phase !== undefined && rng) return phaseValue(f.seed.phase, rng, record, asOf(anchor));
  if (f.seed.after !== undefined && rng) {
    const base = parseLocal(String(valueAt(record, f.seed.after) ?? ''));
    if (!base) return null;
    const hours = rng.between(f.seed.min ?? 1, f.seed.max ?? 48);
    let when = new Date(base.getTime() + hours * HOUR_MS);
    // What the system recorded (read-only) already happened; an editable time (a delivery slot) may lie ahead.
    // Now is the end of the anchor day when the data is dated in the past (a fixed seed date).
    const now = asOf(anchor);
    if (f.readOnly && when.getTime() > now)
      when = new Date(base.getTime() + Math.max(0, now - base.getTime()) * rng.float());
    return f.widget === 'date' ? formatDate(when) : formatDateTime(when);
  }
  if (f.seed.scale !== undefined && rng) {
    const of = Number(valueAt(record, f.seed.scale.of) ?? 0);
    // A count that is a share of another (claimed of the stock) stays a whole number, and never above its whole.
    const share = of * rng.between(f.seed.scale.min, f.seed.scale.max);
    if (f.type === 'integer') return Math.floor(share);
    const unit = 10 ** (f.seed.decimals ?? 2);
    return Math.round(share * unit) / unit;
  }
  if (f.seed.product !== undefined) {
    const unit = 10 ** (f.seed.decimals ?? 2);
    return Math.round(f.seed.product.reduce((n, name) => n * Number(valueAt(record, name) ?? 0), 1) * unit) / unit;
  }
  const total = (names: readonly string[] = []) => names.reduce((n, name) => n + Number(valueAt(record, name) ?? 0), 0);
  return round2(total(f.seed.sum) - total(f.seed.minus));
}

/**
 * Running balances (seed.running): oldest record first, each the previous balance plus its own signed amount — so a
 * balance statement reads as one account's history. Records are ordered by their creation-time field (else their id).
 */
export function applyRunning(r: ResourceModel, records: Rec[], stampField: string | undefined): void {
  const running = r.fields.filter((f) => f.seed.running);
  if (running.length === 0) return;
  for (const f of running) {
    const by = f.seed.running!.by ?? stampField;
    const order = [...records].sort((a, b) => {
      const [x, y] = by
        ? [String(valueAt(a, by)), String(valueAt(b, by))]
        : [String(a[r.recordId]), String(b[r.recordId])];
      return x < y ? -1 : x > y ? 1 : Number(a[r.recordId]) - Number(b[r.recordId]);
    });
    let balance = f.seed.running!.start;
    for (const rec of order) {
      balance = round2(balance + Number(valueAt(rec, f.seed.running!.of) ?? 0));
      setValueAt(rec, f.name, balance);
    }
  }
}

/** The record's creation time: its first read-only date or datetime field. */
export function stampOf(r: ResourceModel): string | undefined {
  return creationStamp(r, ['datetime', 'date']);
}

/** `field` of the newest record (by `by`, else the creation time; ties: the higher id) — a running balance's current value. */
export function latest(r: ResourceModel, rows: readonly Rec[], field: string, by = stampOf(r)): number {
  const key = (rec: Rec) => String((by ? valueAt(rec, by) : undefined) ?? '');
  const newest = rows.reduce<Rec | undefined>((best, rec) => {
    if (!best) return rec;
    const [a, b] = [key(rec), key(best)];
    return a > b || (a === b && Number(rec[r.recordId]) > Number(best[r.recordId])) ? rec : best;
  }, undefined);
  return round2(Number(newest ? (valueAt(newest, field) ?? 0) : 0));
}
