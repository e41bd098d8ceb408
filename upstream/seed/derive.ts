import type { DeriveModel, ResourceModel, WhereIn } from '../../generator/model';
import { valueAt } from '../../vocabulary/paths';
import { creationStamp, latest, round2 } from './rules';
import { seedResource, type SeedCounts, type SeededResource, type SeedTenant } from './seedResource';
import type { Rec } from './values';

/** The record's field holds the value, or one of the values. */
export function matches(rec: Rec, where: WhereIn): boolean {
  return Object.entries(where).every(([k, v]) =>
    (Array.isArray(v) ? v : [v]).some((x) => String(x) === String(valueAt(rec, k))),
  );
}

/** The merchant's current records of a source, and its schema. */
export interface DeriveSources {
  recordsOf: (resource: string) => readonly Rec[];
  resourceOf: (resource: string) => ResourceModel;
}

/** The given values of a `rows` derivation: one entry per matching source record, oldest first (by this resource's creation time). */
function rowEntries(
  r: ResourceModel,
  rows: NonNullable<DeriveModel['rows']>,
  recordsOf: (resource: string) => readonly Rec[],
): Rec[] {
  const entries = rows.flatMap((source) =>
    recordsOf(source.from)
      .filter((rec) => matches(rec, source.where))
      .map((rec) => ({
        ...Object.fromEntries(Object.entries(source.copy).map(([to, from]) => [to, valueAt(rec, from) ?? null])),
        ...source.set,
      })),
  );
  const stamp = creationStamp(r, ['datetime', 'date']);
  // A stable sort: entries of the same moment keep their sources' order, so ids never swap between reads.
  return stamp ? entries.sort((a, b) => String(a[stamp] ?? '').localeCompare(String(b[stamp] ?? ''))) : entries;
}

/** 'YYYY-MM' of a date, and the months from one to another, both included. */
const monthOf = (d: Date) => `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}`;
function monthsBetween(first: string, last: string): string[] {
  const out: string[] = [];
  for (
    let d = new Date(+first.slice(0, 4), +first.slice(5, 7) - 1, 1);
    monthOf(d) <= last;
    d = new Date(d.getFullYear(), d.getMonth() + 1, 1)
  )
    out.push(monthOf(d));
  return out;
}

/**
 * The given values of a `perMonth` derivation: one entry per month from the source's first to the current one, oldest
 * first. A month without records has zero counts and sums, and its `latest` figures carry the month before's (a
 * balance that did not move).
 */
function monthEntries(
  per: NonNullable<DeriveModel['perMonth']>,
  source: ResourceModel,
  records: readonly Rec[],
  anchor: Date,
): Rec[] {
  const byMonth = new Map<string, Rec[]>();
  for (const rec of records) {
    const month = String(valueAt(rec, per.date) ?? '').slice(0, 7);
    if (/^\d{4}-\d{2}$/.test(month)) byMonth.set(month, [...(byMonth.get(month) ?? []), rec]);
  }
  const known = [...byMonth.keys()].sort();
  if (known.length === 0) return [];
  const carried: Record<string, unknown> = {};
  const current = monthOf(anchor);
  return monthsBetween(known[0], [known.at(-1)!, current].sort().at(-1)!).map((month) => {
    const recs = byMonth.get(month) ?? [];
    const figures = Object.entries(per.figures).map(([name, f]) => {
      const picked = recs.filter((rec) => matches(rec, f.where));
      if (f.op === 'latest')
        return [
          name,
          (carried[name] = picked.length > 0 ? latest(source, picked, f.field!, per.date) : (carried[name] ?? 0)),
        ];
      return [
        name,
        f.op === 'count'
          ? picked.length
          : round2(picked.reduce((n, rec) => n + Number(valueAt(rec, f.field!) ?? 0), 0)),
      ];
    });
    // The current month is still open (its statement to confirm); earlier ones are closed.
    const fixed = month >= current ? per.open : per.closed;
    return { ...fixed, [per.key]: month, ...Object.fromEntries(figures) };
  });
}

/**
 * A derived resource's records for one merchant (schema `derive`), from the merchant's current records of its sources:
 * the derived fields as the sources say, the others seeded as for any resource (the same streams, so a row keeps its
 * seeded values while rows are added after it), running balances and sums computed over them.
 */
export function deriveRecords(
  r: ResourceModel,
  sources: DeriveSources,
  anchor: Date,
  tenant: SeedTenant,
  countOf?: SeedCounts,
): SeededResource {
  const d = r.derive!;
  const given = d.rows
    ? rowEntries(r, d.rows, sources.recordsOf)
    : monthEntries(d.perMonth!, sources.resourceOf(d.perMonth!.from), sources.recordsOf(d.perMonth!.from), anchor);
  return seedResource(r, anchor, tenant, given.length, countOf, given);
}
