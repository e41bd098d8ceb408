import type { FieldModel, ResourceModel } from '../../generator/model';
import type { HistoryChange } from '../../vocabulary/history';
import { valueAt } from '../../vocabulary/paths';
import type { Rec } from '../store';

/** A secret (a password): the history says it changed and never holds its value (issue 33 item 6). */
export const isSecret = (f: FieldModel) => f.widget === 'password' || f.writeOnly === true;

const same = (a: unknown, b: unknown) => JSON.stringify(a ?? null) === JSON.stringify(b ?? null);

/**
 * Each field whose value differs between two states of a record (a create's before and a delete's after are
 * undefined), in schema order: old and new value, or for a secret only that it changed.
 */
export function changesOf(r: ResourceModel, before: Rec | undefined, after: Rec | undefined): HistoryChange[] {
  return r.fields.flatMap((f): HistoryChange[] => {
    if (f.name === r.recordId && before && after) return [];
    const old = before ? valueAt(before, f.name) : undefined;
    const now = after ? valueAt(after, f.name) : undefined;
    if (same(old, now)) return [];
    // A create or delete lists the values the record had; an empty one says nothing.
    if ((!before || !after) && (now ?? old ?? '') === '') return [];
    if (isSecret(f)) return [{ field: f.name, secret: true }];
    return [{ field: f.name, before: old ?? null, after: now ?? null, secret: false }];
  });
}
