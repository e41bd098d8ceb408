import type { FilterModel, ResourceModel } from '../generator/model';
import { valueAt } from '../vocabulary/paths';
import type { Params } from './http';
import type { Rec } from './store';
import type { DateEncoding } from '../vocabulary/upstreamProfile';
import { formatDateTime, normalizeBound } from './time';

/** §9: default page size; lists for selectors may ask for up to 10000 rows. */
export const DEFAULT_PAGE_SIZE = 10;
/** §9: selector lists load up to 10000 items in one request; a list page never holds more. */
export const MAX_PAGE_SIZE = 10_000;

/** Empty strings, null and empty lists mean "no filter" (forms send them for cleared inputs). */
const isEmpty = (v: unknown) => v === undefined || v === null || (typeof v === 'string' && v.trim() === '') || (Array.isArray(v) && v.length === 0);

/** A list parameter: a JSON array, or a comma-separated string (how arrays travel in a GET query). */
function listOf(v: unknown): string[] {
  const items = Array.isArray(v) ? v : String(v).split(',');
  return items.map((x) => String(x).trim()).filter((x) => x !== '');
}

const values = (v: unknown): unknown[] => (Array.isArray(v) ? v : [v]);

/** A date-range bound as the client sends it (upstream.yaml `dates`): as text, or Unix seconds or milliseconds. */
function bound(value: unknown, dates: DateEncoding, endOfDay: boolean): string | undefined {
  const n = Number(value);
  if (dates !== 'text' && typeof value !== 'boolean' && String(value).trim() !== '' && Number.isFinite(n)) return formatDateTime(new Date(dates === 'unix' ? n * 1000 : n));
  return normalizeBound(String(value), endOfDay);
}

/** Whether one record passes one filter; a filter whose parameter is absent passes everything. */
function passes(f: FilterModel, rec: Rec, params: Params, dates: DateEncoding): boolean {
  const v = valueAt(rec, f.field);
  switch (f.op) {
    case 'equals': {
      const want = params[f.param];
      return isEmpty(want) || values(v).some((x) => String(x) === String(want));
    }
    case 'contains': {
      const want = params[f.param];
      if (isEmpty(want)) return true;
      const needle = String(want).toLowerCase();
      return values(v).some((x) => x !== null && x !== undefined && String(x).toLowerCase().includes(needle));
    }
    case 'in': {
      const want = params[f.param];
      if (isEmpty(want)) return true;
      const set = new Set(listOf(want));
      return set.size === 0 || values(v).some((x) => set.has(String(x)));
    }
    case 'dateRange': {
      const [fromParam, toParam] = [f.params?.from ?? `${f.param}_from`, f.params?.to ?? `${f.param}_to`];
      const from = isEmpty(params[fromParam]) ? undefined : bound(params[fromParam], dates, false);
      const to = isEmpty(params[toParam]) ? undefined : bound(params[toParam], dates, true);
      if (from === undefined && to === undefined) return true;
      const at = typeof v === 'string' ? normalizeBound(v, false) : undefined;
      return at !== undefined && (from === undefined || at >= from) && (to === undefined || at <= to);
    }
  }
}

/**
 * The filters a list call applies: the schema's, plus an equals filter for every field a view presets and — only
 * where the schema reads one record through the list (`get: list`) — for the record id, each under the parameter it
 * travels in.
 */
function filtersOf(r: ResourceModel): FilterModel[] {
  const declared = r.list?.filters ?? [];
  const implicit = [...(r.upstream.get === 'list' ? [r.recordId] : []), ...r.views.flatMap((v) => Object.keys(v.filter))]
    .filter((field, i, all) => all.indexOf(field) === i && !declared.some((f) => f.param === field || (f.field === field && f.op === 'equals')))
    .map((field): FilterModel => ({ field, op: 'equals', param: field, alwaysOn: true, required: false }));
  return [...declared, ...implicit];
}

export function filterRecords(r: ResourceModel, records: readonly Rec[], params: Params): Rec[] {
  const filters = filtersOf(r);
  return records.filter((rec) => filters.every((f) => passes(f, rec, params, r.upstream.dates)));
}

function compare(a: unknown, b: unknown): number {
  if (a === b) return 0;
  if (a === undefined || a === null) return -1;
  if (b === undefined || b === null) return 1;
  if (typeof a === 'number' && typeof b === 'number') return a - b;
  const [x, y] = [String(a), String(b)];
  return x < y ? -1 : x > y ? 1 : 0;
}

/**
 * Sorted by the requested field when it is marked sortable (or is the record id); any other sort field is
 * ignored and the default order (list.sort, else id desc) applies. Ties fall back to the id, so pages never
 * overlap.
 */
export function sortRecords(r: ResourceModel, records: readonly Rec[], params: Params): Rec[] {
  const requested = isEmpty(params[r.upstream.paging.sort]) ? undefined : String(params[r.upstream.paging.sort]);
  const allowed = requested !== undefined && (requested === r.recordId || r.fields.some((f) => f.name === requested && f.sortable));
  const field = allowed ? requested : (r.list?.sort?.field ?? r.recordId);
  const orderParam = String(params[r.upstream.paging.order] ?? '').toLowerCase();
  const desc = allowed ? orderParam === 'desc' : (r.list?.sort?.order ?? 'DESC') === 'DESC';
  const sign = desc ? -1 : 1;
  return [...records].sort((a, b) => sign * (compare(valueAt(a, field), valueAt(b, field)) || compare(a[r.recordId], b[r.recordId])));
}

function positiveInt(v: unknown, fallback: number): number {
  const n = Number(v);
  return Number.isInteger(n) && n > 0 ? n : fallback;
}

/** A page size past §9's selector limit, named with the parameter the caller used; undefined when it is within. */
export function pageSizeProblem(r: ResourceModel, params: Params): string | undefined {
  const name = r.upstream.paging.perPage;
  const size = Number(params[name]);
  return Number.isFinite(size) && size > MAX_PAGE_SIZE ? `${name} 不能超过 ${MAX_PAGE_SIZE}（一次最多加载 ${MAX_PAGE_SIZE} 条）` : undefined;
}

/** 1-based page of the rows; unreadable page numbers mean page 1 (sizes past MAX_PAGE_SIZE are refused before). */
export function pageOf(r: ResourceModel, rows: readonly Rec[], params: Params): { page: number; perPage: number; rows: Rec[] } {
  const page = positiveInt(params[r.upstream.paging.page], 1);
  const perPage = Math.min(positiveInt(params[r.upstream.paging.perPage], DEFAULT_PAGE_SIZE), MAX_PAGE_SIZE);
  return { page, perPage, rows: rows.slice((page - 1) * perPage, page * perPage) };
}
