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

/** Whose records these are: the merchant's name picks its own random streams, the offset keeps ids apart. */
export interface SeedTenant {
  merchant: string;
  /** Ids are idOffset+1 … idOffset+count; the first merchant has 0, so its data is what one shop always had. */
  idOffset: number;
}

const FIRST: SeedTenant = { merchant: '', idOffset: 0 };

/**
 * One merchant's records of the resource. Every field draws from its own stream (seeded by merchant, resource and
 * field name), so adding a field to a schema does not reshuffle the values of the others, and merchants differ.
 */
export function seedResource(r: ResourceModel, anchor: Date, tenant: SeedTenant = FIRST, count = SEED_COUNT): SeededResource {
  const prefix = tenant.idOffset === 0 ? '' : `${tenant.merchant}/`;
  const streams = new Map(r.fields.map((f) => [f.name, new Rng(`${prefix}${r.name}.${f.name}`)]));
  const first = r.fields.filter((f) => !DERIVED_KINDS.has(f.seed.kind ?? ''));
  const last = r.fields.filter((f) => DERIVED_KINDS.has(f.seed.kind ?? ''));
  const stampField = r.fields.find((f) => f.readOnly && f.widget === 'datetime')?.name;
  const records: Rec[] = [];
  for (let index = 0; index < count; index++) {
    const record: Rec = {};
    const ctx: SeedContext = { index, count, anchor, record, stampField, idOffset: tenant.idOffset };
    for (const f of [...first, ...last]) record[f.name] = seedValue(f, streams.get(f.name)!, ctx);
    // Keys in schema order, as the real service would answer them.
    records.push(Object.fromEntries(r.fields.map((f) => [f.name, record[f.name]])));
  }
  assignIds(r, records, tenant);
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
    if (numeric || typeof id !== 'string' || id === '') id = numeric ? tenant.idOffset + index + 1 : String(tenant.idOffset + index + 1);
    else if (tenant.idOffset !== 0) id = `${tenant.merchant}-${id}`;
    if (seen.has(String(id))) id = `${String(id)}-${index + 1}`;
    seen.add(String(id));
    record[r.recordId] = id;
  });
}

function seedSummaries(r: ResourceModel, prefix: string): Record<string, number | string> {
  const out: Record<string, number | string> = {};
  for (const s of r.list.summary) {
    const rng = new Rng(`${prefix}${r.name}#${s.name}`);
    out[s.name] = s.widget === 'money' ? Math.round(rng.between(1000, 50000) * 100) / 100
      : s.widget === 'number' ? rng.int(0, 1000)
      : s.label['zh-CN'];
  }
  return out;
}
