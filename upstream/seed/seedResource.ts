import type { ResourceModel } from '../../generator/model';
import { Rng } from './prng';
import { DERIVED_KINDS, seedValue, type Rec, type SeedContext } from './values';

/** Records per resource: more than five pages of 10, so paging is visible everywhere. */
export const SEED_COUNT = 57;

export interface SeededResource {
  records: Rec[];
  /** list.summary values by name (e.g. credit, daicredit), answered beside every list page. */
  summaries: Record<string, number | string>;
}

/**
 * The resource's records, ids 1..count. Every field draws from its own stream (seeded by resource and field
 * name), so adding a field to a schema does not reshuffle the values of the others.
 */
export function seedResource(r: ResourceModel, anchor: Date, count = SEED_COUNT): SeededResource {
  const streams = new Map(r.fields.map((f) => [f.name, new Rng(`${r.name}.${f.name}`)]));
  const first = r.fields.filter((f) => !DERIVED_KINDS.has(f.seed.kind ?? ''));
  const last = r.fields.filter((f) => DERIVED_KINDS.has(f.seed.kind ?? ''));
  const stampField = r.fields.find((f) => f.readOnly && f.widget === 'datetime')?.name;
  const records: Rec[] = [];
  for (let index = 0; index < count; index++) {
    const record: Rec = {};
    const ctx: SeedContext = { index, count, anchor, record, stampField };
    for (const f of [...first, ...last]) record[f.name] = seedValue(f, streams.get(f.name)!, ctx);
    // Keys in schema order, as the real service would answer them.
    records.push(Object.fromEntries(r.fields.map((f) => [f.name, record[f.name]])));
  }
  assignIds(r, records);
  return { records, summaries: seedSummaries(r) };
}

/** Numeric ids are always 1..count (whatever the id field's seed says); string ids are made unique. */
function assignIds(r: ResourceModel, records: Rec[]): void {
  const numeric = (r.fields.find((f) => f.name === r.recordId)?.type ?? 'integer') !== 'string';
  const seen = new Set<string>();
  records.forEach((record, index) => {
    let id = record[r.recordId];
    if (numeric || typeof id !== 'string' || id === '') id = numeric ? index + 1 : String(index + 1);
    if (seen.has(String(id))) id = `${String(id)}-${index + 1}`;
    seen.add(String(id));
    record[r.recordId] = id;
  });
}

function seedSummaries(r: ResourceModel): Record<string, number | string> {
  const out: Record<string, number | string> = {};
  for (const s of r.list.summary) {
    const rng = new Rng(`${r.name}#${s.name}`);
    out[s.name] = s.widget === 'money' ? Math.round(rng.between(1000, 50000) * 100) / 100
      : s.widget === 'number' ? rng.int(0, 1000)
      : s.label['zh-CN'];
  }
  return out;
}
