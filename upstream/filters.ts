import { listSends, presetParam, type FilterModel, type ResourceModel } from '../generator/model';
import { compareValues, isBlank, passesFilter } from '../vocabulary/listRows';
import { MAX_LIST_ROWS, rangeParams } from '../vocabulary/upstream';
import { valueAt } from '../vocabulary/paths';
import type { Params } from './http';
import type { Rec } from './store';
import type { DateEncoding } from '../vocabulary/upstreamProfile';
import { formatDateTime } from './time';

/** §9: default page size; lists for selectors may ask for up to 10000 rows. */
export const DEFAULT_PAGE_SIZE = 10;
/** §9: selector lists load up to 10000 items in one request; a list page never holds more. */
export const MAX_PAGE_SIZE = MAX_LIST_ROWS;

/**
 * A date bound as the client sends it (upstream.yaml `dates`) → the text the shared filter rule compares: Unix seconds
 * or milliseconds become the local moment; text stays text.
 */
function boundText(value: unknown, dates: DateEncoding): unknown {
  const n = Number(value);
  if (dates === 'text' || isBlank(value) || typeof value === 'boolean' || !Number.isFinite(n)) return value;
  return formatDateTime(new Date(dates === 'unix' ? n * 1000 : n));
}

/** Whether one record passes one filter (the rule the console's browser-side filtering shares); absent passes. */
function passes(f: FilterModel, rec: Rec, params: Params, dates: DateEncoding): boolean {
  if (f.op !== 'dateRange') return passesFilter(f.op, valueAt(rec, f.field), params[f.param]);
  // §7 statistics' `time`: a single day travels alone in its own parameter, for both ends (the whole day).
  const names = rangeParams(f);
  const dayParam =
    names.day !== undefined && !isBlank(params[names.day]) ? boundText(params[names.day], dates) : undefined;
  const day = dayParam === undefined ? undefined : String(dayParam).slice(0, 10);
  return passesFilter('dateRange', valueAt(rec, f.field), {
    from: day ?? boundText(params[names.from], dates),
    to: day ?? boundText(params[names.to], dates),
  });
}

/**
 * The filters a list call applies: the schema's — unless the call takes none (`sends` without `filters`: the console
 * filters) — plus an equals filter for every field a view presets, under the parameter it travels in, and — only where
 * the schema reads one record through a list that takes filters (`get: list`) — for the record id.
 */
function filtersOf(r: ResourceModel): FilterModel[] {
  const filtered = listSends(r, 'filters');
  const declared = filtered ? (r.list?.filters ?? []) : [];
  const presets = r.views.flatMap((v) =>
    Object.keys(v.filter).map((field) => ({ field, param: presetParam(r, v, field) })),
  );
  const implicit = [
    ...(r.upstream.get === 'list' && filtered ? [{ field: r.recordId, param: r.recordId }] : []),
    ...presets,
  ]
    .filter(
      ({ param }, i, all) => all.findIndex((x) => x.param === param) === i && !declared.some((f) => f.param === param),
    )
    .map(({ field, param }): FilterModel => ({ field, op: 'equals', param, alwaysOn: true, required: false }));
  return [...declared, ...implicit];
}

export function filterRecords(r: ResourceModel, records: readonly Rec[], params: Params): Rec[] {
  const filters = filtersOf(r);
  return records.filter((rec) => filters.every((f) => passes(f, rec, params, r.upstream.dates)));
}

/**
 * Sorted by the requested field when it is marked sortable (or is the record id); any other sort field is
 * ignored and the default order (list.sort, else id desc) applies. Ties fall back to the id, so pages never
 * overlap.
 */
export function sortRecords(r: ResourceModel, records: readonly Rec[], params: Params): Rec[] {
  // A list the console sorts (`sends` without `sort`) comes in its default order, whatever the call says.
  const requested =
    !listSends(r, 'sort') || isBlank(params[r.upstream.paging.sort])
      ? undefined
      : String(params[r.upstream.paging.sort]);
  const allowed =
    requested !== undefined && (requested === r.recordId || r.fields.some((f) => f.name === requested && f.sortable));
  const field = allowed ? requested : (r.list?.sort?.field ?? r.recordId);
  const orderParam = String(params[r.upstream.paging.order] ?? '').toLowerCase();
  const desc = allowed ? orderParam === 'desc' : (r.list?.sort?.order ?? 'DESC') === 'DESC';
  const sign = desc ? -1 : 1;
  return [...records].sort(
    (a, b) =>
      sign * (compareValues(valueAt(a, field), valueAt(b, field)) || compareValues(a[r.recordId], b[r.recordId])),
  );
}

function positiveInt(v: unknown, fallback: number): number {
  const n = Number(v);
  return Number.isInteger(n) && n > 0 ? n : fallback;
}

/** A page size past §9's selector limit, named with the parameter the caller used; undefined when it is within. */
export function pageSizeProblem(r: ResourceModel, params: Params): string | undefined {
  const name = r.upstream.paging.perPage;
  const size = Number(params[name]);
  return Number.isFinite(size) && size > MAX_PAGE_SIZE
    ? `${name} 不能超过 ${MAX_PAGE_SIZE}（一次最多加载 ${MAX_PAGE_SIZE} 条）`
    : undefined;
}

/**
 * 1-based page of the rows; unreadable page numbers mean page 1 (sizes past MAX_PAGE_SIZE are refused before). A list
 * the upstream does not page (`sends` without `page`) answers its first rows: as many as the page size asks for, when
 * the call takes one, else up to MAX_PAGE_SIZE.
 */
export function pageOf(
  r: ResourceModel,
  rows: readonly Rec[],
  params: Params,
): { page: number; perPage: number; rows: Rec[] } {
  const page = listSends(r, 'page') ? positiveInt(params[r.upstream.paging.page], 1) : 1;
  const size = listSends(r, 'perPage')
    ? positiveInt(params[r.upstream.paging.perPage], listSends(r, 'page') ? DEFAULT_PAGE_SIZE : MAX_PAGE_SIZE)
    : MAX_PAGE_SIZE;
  const perPage = Math.min(size, MAX_PAGE_SIZE);
  return { page, perPage, rows: rows.slice((page - 1) * perPage, page * perPage) };
}
