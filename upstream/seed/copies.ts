import type { Model, ResourceModel } from '../../generator/model';
import { setValueAt, valueAt } from '../../vocabulary/paths';
import type { Rec } from './values';

/** The resource a seed.from field copies through (its reference field's target). */
function sourceOf(r: ResourceModel, reference: string): string | undefined {
  return r.fields.find((f) => f.name === reference)?.reference?.resource;
}

/**
 * Resources with `seed.from` fields, each after the resources it copies from (a channel takes its app from its media
 * before a statistics row takes it from the channel). A cycle is cut where it closes; the checks keep schemas sane.
 */
export function copyOrder(model: Model): ResourceModel[] {
  const byName = new Map(model.resources.map((r) => [r.name, r]));
  const done = new Set<string>();
  const out: ResourceModel[] = [];
  const visit = (r: ResourceModel, path: Set<string>) => {
    if (done.has(r.name) || path.has(r.name)) return;
    path.add(r.name);
    for (const f of r.fields) {
      const target = f.seed.from && byName.get(sourceOf(r, f.seed.from.reference) ?? '');
      if (target) visit(target, path);
    }
    done.add(r.name);
    if (r.fields.some((f) => f.seed.from)) out.push(r);
  };
  for (const r of model.resources) visit(r, new Set());
  return out;
}

/** Sets every seed.from field of the records from the record its reference points at (left empty when none). */
export function applyCopies(
  r: ResourceModel,
  records: readonly Rec[],
  recordsOf: (resource: string) => readonly Rec[],
  idOf: (resource: string) => string,
): void {
  for (const f of r.fields.filter((x) => x.seed.from)) {
    const { reference, field } = f.seed.from!;
    const target = sourceOf(r, reference);
    if (!target) continue;
    const byId = new Map(recordsOf(target).map((rec) => [String(rec[idOf(target)]), rec]));
    for (const rec of records)
      setValueAt(rec, f.name, valueAt(byId.get(String(valueAt(rec, reference))) ?? {}, field) ?? null);
  }
}
