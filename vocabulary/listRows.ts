import type { FilterOp } from './widgets';

/**
 * How a list's rows are filtered and ordered, one rule for both sides: the embedded upstream applies it to the
 * parameters a call carries, the console to the rows of a list the upstream neither filters nor sorts (schema
 * `upstream.list.sends`, §7's application and media lists) — so a filter means the same wherever it runs.
 */

/** Empty strings, null and empty lists mean "no filter" (forms send them for cleared inputs). */
export const isBlank = (v: unknown): boolean =>
  v === undefined || v === null || (typeof v === 'string' && v.trim() === '') || (Array.isArray(v) && v.length === 0);

/** A list value: an array, or a comma-separated string (how arrays travel in a GET query). */
export function listOf(v: unknown): string[] {
  const items = Array.isArray(v) ? v : String(v).split(',');
  return items.map((x) => String(x).trim()).filter((x) => x !== '');
}

const pad = (n: number) => String(n).padStart(2, '0');
const localDateTime = (d: Date) =>
  `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())} ${pad(d.getHours())}:${pad(d.getMinutes())}:${pad(d.getSeconds())}`;

/**
 * A filter bound → comparable 'YYYY-MM-DD HH:mm:ss'. A bare date is the start of that day, or its end when
 * `endOfDay` (an inclusive 'to'); ISO strings with a zone are converted to local time. Undefined when unreadable.
 */
export function normalizeBound(value: string, endOfDay: boolean): string | undefined {
  const text = value.trim();
  if (/^\d{4}-\d{2}-\d{2}$/.test(text)) return `${text} ${endOfDay ? '23:59:59' : '00:00:00'}`;
  const local = /^(\d{4}-\d{2}-\d{2})[ T](\d{2}:\d{2})(:\d{2})?$/.exec(text);
  if (local) return `${local[1]} ${local[2]}${local[3] ?? ':00'}`;
  const d = new Date(text);
  return Number.isNaN(d.getTime()) ? undefined : localDateTime(d);
}

const valuesOf = (v: unknown): unknown[] => (Array.isArray(v) ? v : [v]);

/**
 * Whether a record's value passes one filter asking for `wanted`: equals a value, contains a text, in a list of
 * values, or a dateRange `{ from, to }` (inclusive days or moments). A filter asking for nothing passes everything.
 */
export function passesFilter(op: FilterOp, value: unknown, wanted: unknown): boolean {
  switch (op) {
    case 'equals':
      return isBlank(wanted) || valuesOf(value).some((x) => String(x) === String(wanted));
    case 'contains': {
      if (isBlank(wanted)) return true;
      const needle = String(wanted).toLowerCase();
      return valuesOf(value).some((x) => x !== null && x !== undefined && String(x).toLowerCase().includes(needle));
    }
    case 'in': {
      if (isBlank(wanted)) return true;
      const set = new Set(listOf(wanted));
      return set.size === 0 || valuesOf(value).some((x) => set.has(String(x)));
    }
    case 'dateRange': {
      const range = (wanted !== null && typeof wanted === 'object' ? wanted : {}) as { from?: unknown; to?: unknown };
      const from = isBlank(range.from) ? undefined : normalizeBound(String(range.from), false);
      const to = isBlank(range.to) ? undefined : normalizeBound(String(range.to), true);
      if (from === undefined && to === undefined) return true;
      const at = typeof value === 'string' ? normalizeBound(value, false) : undefined;
      return at !== undefined && (from === undefined || at >= from) && (to === undefined || at <= to);
    }
  }
}

/** Order of two values of one field: missing first, numbers by size, anything else by its text. */
export function compareValues(a: unknown, b: unknown): number {
  if (a === b) return 0;
  if (a === undefined || a === null) return -1;
  if (b === undefined || b === null) return 1;
  if (typeof a === 'number' && typeof b === 'number') return a - b;
  const [x, y] = [String(a), String(b)];
  return x < y ? -1 : x > y ? 1 : 0;
}
