import type { Identifier, RaRecord } from 'react-admin';

/** A row that left a live list: where it stood, and why (when known). */
export interface DepartedRow {
  record: RaRecord;
  index: number;
  reason?: string;
}

/** The rows of `after` that `before` did not have, and the rows of `before` that `after` lacks (with their place). */
export function diffRows(
  before: readonly RaRecord[],
  after: readonly RaRecord[],
): { added: Identifier[]; removed: DepartedRow[] } {
  const had = new Set(before.map((r) => String(r.id)));
  const has = new Set(after.map((r) => String(r.id)));
  return {
    added: after.filter((r) => !had.has(String(r.id))).map((r) => r.id),
    removed: before.flatMap((record, index) => (has.has(String(record.id)) ? [] : [{ record, index }])),
  };
}

/** The rows shown: the current ones, with the departed ones back at their places while they fade out. */
export function withDeparted(rows: readonly RaRecord[], departed: readonly DepartedRow[]): RaRecord[] {
  const out = [...rows];
  for (const d of [...departed].sort((a, b) => a.index - b.index)) {
    if (out.some((r) => String(r.id) === String(d.record.id))) continue;
    out.splice(Math.min(d.index, out.length), 0, d.record);
  }
  return out;
}
