import type { FieldModel, ResourceModel } from '../../generator/model';
import { Rng } from './prng';
import { setValueAt } from '../../vocabulary/paths';
import { applyRunning, creationStamp, derivedValue, followsOthers, recomputeSums } from './rules';
import { DERIVED_KINDS, seedValue, type Rec, type SeedContext } from './values';

/** Records per resource unless its schema says (`seedCount`): more than five pages of 10, so paging is visible everywhere. */
export const SEED_COUNT = 57;

/** How many records each resource gets (its schema's seedCount): references point into the referenced one's range. */
export type SeedCounts = (resource: string) => number;

export interface SeededResource {
  records: Rec[];
  /** list.summary values by name (e.g. credit, daicredit), answered beside every list page. */
  summaries: Record<string, number | string>;
}

/** Whose records these are: the merchant's name picks its own random streams, the offset keeps ids apart. */
export interface SeedTenant {
  merchant: string;
  /** Ids are idOffset+1 … idOffset+count; the first merchant has 0, so its data is what one shop always had. */
  idOffset: number;
  /** What the merchant may grant its sub-accounts (permission key → its §3 actions): the seed of a permissionTree field. */
  grantable?: Readonly<Record<string, readonly string[]>>;
}

const FIRST: SeedTenant = { merchant: '', idOffset: 0 };

/**
 * One merchant's records of the resource. Every field draws from its own stream (seeded by merchant, resource and
 * field name), so adding a field to a schema does not reshuffle the values of the others, and merchants differ.
 * `given` (a derived resource's rows, by dotted field name): values taken as they are, one record per entry; the
 * other fields are seeded and computed from them (a profit from a copied amount).
 */
export function seedResource(
  r: ResourceModel,
  anchor: Date,
  tenant: SeedTenant = FIRST,
  count = r.seedCount ?? SEED_COUNT,
  countOf?: SeedCounts,
  given?: readonly Rec[],
): SeededResource {
  const prefix = tenant.idOffset === 0 ? '' : `${tenant.merchant}/`;
  const streams = new Map(r.fields.map((f) => [f.name, new Rng(`${prefix}${r.name}.${f.name}`)]));
  // Computed at every read (dashboard figures), never stored.
  const stored = r.fields.filter((f) => !f.seed.aggregate);
  // Derived kinds, and dates placed by another field (futureWhen), come after the fields they read.
  const readsOthers = (f: FieldModel) => DERIVED_KINDS.has(f.seed.kind ?? '') || f.seed.futureWhen !== undefined;
  // A title that states the record's amounts (seed.terms) waits for every amount, derived ones included.
  const final = stored.filter((f) => f.seed.terms !== undefined);
  const first = stored.filter((f) => !readsOthers(f) && !followsOthers(f) && !final.includes(f));
  const last = stored.filter((f) => readsOthers(f) && !final.includes(f));
  // A status that follows a period (seed.phase) reads dates that may follow others themselves: it goes last.
  const following = stored
    .filter(followsOthers)
    .sort((a, b) => Number(a.seed.phase !== undefined) - Number(b.seed.phase !== undefined));
  const stampField = creationStamp(r);
  const records: Rec[] = [];
  const taken = new Map(r.fields.map((f) => [f.name, new Set<unknown>()]));
  // A form or dashboard page has one record per merchant.
  const total = given ? given.length : r.page === 'list' ? count : 1;
  for (let index = 0; index < total; index++) {
    const flat: Rec = {};
    const fixed = given?.[index] ?? {};
    const has = (f: FieldModel) => Object.hasOwn(fixed, f.name);
    const ctx: SeedContext = {
      index,
      count,
      anchor,
      record: flat,
      stampField,
      idOffset: tenant.idOffset,
      countOf,
      grantable: tenant.grantable,
    };
    for (const f of [...first, ...last])
      flat[f.name] = has(f) ? fixed[f.name] : seedValue(f, streams.get(f.name)!, { ...ctx, taken: taken.get(f.name) });
    // Given values may be read by the seeded ones (a date after a copied order time).
    for (const f of [...following, ...final]) if (has(f)) flat[f.name] = fixed[f.name];
    // Values that exist only in some states (a pick-up time once picked up) are cleared before the fields derived from
    // them are computed, and derived ones after.
    // A field that applies only in some states (appliesWhen) is seeded only in them too.
    const only = (f: FieldModel) => f.seed.onlyWhen ?? f.appliesWhen;
    const absent = (f: FieldModel) =>
      only(f) !== undefined && !only(f)!.in.some((v) => String(v) === String(flat[only(f)!.field]));
    for (const f of [...first, ...last]) if (absent(f) && !has(f)) flat[f.name] = null;
    for (const f of following)
      if (!has(f)) flat[f.name] = absent(f) ? null : derivedValue(f, streams.get(f.name)!, flat, anchor);
    for (const f of final)
      if (!has(f))
        flat[f.name] = absent(f) ? null : seedValue(f, streams.get(f.name)!, { ...ctx, taken: taken.get(f.name) });
    // Keys in schema order, nested fields under their objects, as the real service would answer them.
    const record: Rec = {};
    for (const f of stored) setValueAt(record, f.name, flat[f.name]);
    records.push(record);
  }
  assignIds(r, records, tenant);
  applyRunning(r, records, stampField);
  recomputeSums(r, records);
  return { records, summaries: seedSummaries(r, prefix) };
}

/**
 * Numeric ids are always offset+1..offset+count (whatever the id field's seed says); string ids are made unique,
 * across merchants too.
 */
function assignIds(r: ResourceModel, records: Rec[], tenant: SeedTenant): void {
  const numeric = (r.fields.find((f) => f.name === r.recordId)?.type ?? 'integer') !== 'string';
  const seen = new Set<string>();
  records.forEach((record, index) => {
    let id = record[r.recordId];
    if (numeric || typeof id !== 'string' || id === '')
      id = numeric ? tenant.idOffset + index + 1 : String(tenant.idOffset + index + 1);
    else if (tenant.idOffset !== 0) id = `${tenant.merchant}-${id}`;
    if (seen.has(String(id))) id = `${String(id)}-${index + 1}`;
    seen.add(String(id));
    record[r.recordId] = id;
  });
}

function seedSummaries(r: ResourceModel, prefix: string): Record<string, number | string> {
  const out: Record<string, number | string> = {};
  for (const s of r.list?.summary ?? []) {
    const rng = new Rng(`${prefix}${r.name}#${s.name}`);
    out[s.name] =
      s.widget === 'money'
        ? Math.round(rng.between(1000, 50000) * 100) / 100
        : s.widget === 'number'
          ? rng.int(0, 1000)
          : s.label['zh-CN'];
  }
  return out;
}
