import type { GetListParams, RaRecord } from 'ra-core';
import type { UpstreamResource } from '../../vocabulary/upstream';

/**
 * Pure translation between react-admin's contract and one resource's upstream convention (§7): paging
 * names, filter operators, result shapes and summaries all come from the generated map.
 */

/** Reads a dotted path (data.list, totalCount) out of an answer. */
export function readPath(body: unknown, path: string): unknown {
  return path.split('.').reduce<unknown>((node, key) => (node !== null && typeof node === 'object' ? (node as Record<string, unknown>)[key] : undefined), body);
}

const isEmpty = (v: unknown) => v === undefined || v === null || v === '' || (Array.isArray(v) && v.length === 0);

/** Filter values of the list screen → upstream parameters. Unknown filter keys are not sent. */
export function filterParams(entry: UpstreamResource, filter: Record<string, unknown> | undefined): Record<string, unknown> {
  const params: Record<string, unknown> = {};
  for (const f of entry.filters) {
    const value = filter?.[f.field];
    if (isEmpty(value)) continue;
    if (f.op === 'dateRange') {
      const range = value as { from?: string; to?: string };
      if (!isEmpty(range.from)) params[f.params!.from] = range.from;
      if (!isEmpty(range.to)) params[f.params!.to] = range.to;
    } else if (f.op === 'in') {
      params[f.param] = Array.isArray(value) ? value : [value];
    } else {
      params[f.param] = value;
    }
  }
  return params;
}

export function listParams(entry: UpstreamResource, params: Pick<GetListParams, 'pagination' | 'sort' | 'filter'>): Record<string, unknown> {
  const out: Record<string, unknown> = { ...filterParams(entry, params.filter) };
  if (params.pagination) {
    out[entry.paging.page] = params.pagination.page;
    out[entry.paging.perPage] = params.pagination.perPage;
  }
  if (params.sort?.field) {
    out[entry.paging.sort] = params.sort.field;
    out[entry.paging.order] = params.sort.order === 'ASC' ? 'asc' : 'desc';
  }
  return out;
}

/** react-admin needs `id`; records whose id field has another name get it copied. */
export function toRecord(entry: UpstreamResource, raw: unknown): RaRecord {
  const record = { ...(raw as Record<string, unknown>) };
  if (entry.recordId !== 'id') record.id = record[entry.recordId];
  return record as RaRecord;
}

export interface ListResult {
  data: RaRecord[];
  total: number;
  meta?: { summary: Record<string, unknown> };
}

/** One of the three result shapes (data.total+data.data, data.count+data.list, totalCount+data). */
export function listResult(entry: UpstreamResource, body: unknown): ListResult {
  const rows = readPath(body, entry.list.rows);
  const total = Number(readPath(body, entry.list.total));
  const data = Array.isArray(rows) ? rows.map((r) => toRecord(entry, r)) : [];
  const result: ListResult = { data, total: Number.isFinite(total) ? total : data.length };
  if (entry.summary.length > 0) {
    result.meta = { summary: Object.fromEntries(entry.summary.map((s) => [s.name, readPath(body, s.from)])) };
  }
  return result;
}

/** Only the fields a form may send (never read-only ones the record came with). */
export function writableParams(fields: readonly string[], data: Record<string, unknown>): Record<string, unknown> {
  return Object.fromEntries(fields.filter((f) => f in data).map((f) => [f, data[f]]));
}

const pad = (n: number) => String(n).padStart(2, '0');
/** YYYY-MM-DD in the operator's time zone (toISOString would give yesterday's date in China before 08:00). */
function localDate(d: Date): string {
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}`;
}

/** A real calendar day written YYYY-MM-DD, or undefined: filter values come from the address, so anything goes. */
export function isoDay(value: unknown): string | undefined {
  if (typeof value !== 'string' || !/^\d{4}-\d{2}-\d{2}$/.test(value)) return undefined;
  const [y, m, d] = value.split('-').map(Number);
  const day = new Date(Date.UTC(y, m - 1, d));
  return day.getUTCFullYear() === y && day.getUTCMonth() === m - 1 && day.getUTCDate() === d ? value : undefined;
}

/**
 * The file name of an export: the resource and the date range it covers (§7), `<name>_<from|all>_<to|today>.xlsx`.
 * The range comes from URL-controlled filter text, so only real YYYY-MM-DD dates are used (anything else counts as
 * not given) and the name keeps only safe characters: nothing like `../` or a second extension reaches the disk.
 */
export function exportFileName(entry: UpstreamResource, filter: Record<string, unknown> | undefined, today: Date = new Date()): string {
  const range = entry.filters.find((f) => f.op === 'dateRange');
  const raw = range ? filter?.[range.field] : undefined;
  const value = (raw !== null && typeof raw === 'object' ? raw : {}) as { from?: unknown; to?: unknown };
  const from = isoDay(value.from) ?? 'all';
  const to = isoDay(value.to) ?? localDate(today);
  const name = entry.name.replace(/[^A-Za-z0-9_-]/g, '_') || 'export';
  return `${name}_${from}_${to}.xlsx`;
}
