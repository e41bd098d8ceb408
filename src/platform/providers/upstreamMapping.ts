import { SECURITY_PASSWORD_FIELD } from '../../../vocabulary/moneyOut';
import type { GetListParams, Identifier, RaRecord } from 'ra-core';
import { exportFileNameOf, namingRangeField } from '../../../vocabulary/exportFileName';
import { setValueAt, valueAt } from '../../../vocabulary/paths';
import { MAX_LIST_ROWS, rangeParams, type ListSend, type UpstreamResource } from '../../../vocabulary/upstream';
import { readPath, type DateEncoding } from '../../../vocabulary/upstreamProfile';
import { clientProfile } from './http';

/**
 * Pure translation between react-admin's contract and one resource's upstream convention (§7): paging
 * names, filter operators, result shapes and summaries all come from the generated map.
 */

export { readPath };

/**
 * A date-range bound as the client sends it (upstream.yaml `dates`): as typed ('2025-06-01'), or the day's first
 * (from) or last (to) moment in Unix seconds or milliseconds, in the browser's time zone.
 */
export function dateBound(value: unknown, encoding: DateEncoding, end: boolean): unknown {
  if (encoding === 'text' || typeof value !== 'string') return value;
  const day = /^(\d{4})-(\d{2})-(\d{2})/.exec(value);
  if (!day) return value;
  const at = new Date(
    Number(day[1]),
    Number(day[2]) - 1,
    Number(day[3]),
    end ? 23 : 0,
    end ? 59 : 0,
    end ? 59 : 0,
    end ? 999 : 0,
  ).getTime();
  return encoding === 'unixMs' ? at : Math.floor(at / 1000);
}

const isEmpty = (v: unknown) => v === undefined || v === null || v === '' || (Array.isArray(v) && v.length === 0);

/** Filter values of the list screen → upstream parameters. Unknown filter keys are not sent. */
export function filterParams(
  entry: UpstreamResource,
  filter: Record<string, unknown> | undefined,
): Record<string, unknown> {
  const params: Record<string, unknown> = {};
  const dates = clientProfile(entry.client).dates;
  for (const f of entry.filters) {
    const value = filter?.[f.field];
    if (isEmpty(value)) continue;
    if (f.op === 'dateRange') {
      const range = value as { from?: string; to?: string };
      const names = rangeParams(f);
      // §7 statistics' `time`: a range of one day travels alone in the filter's day parameter.
      if (names.day !== undefined && !isEmpty(range.from) && range.from === range.to)
        params[names.day] = dateBound(range.from, dates, false);
      else {
        if (!isEmpty(range.from)) params[names.from] = dateBound(range.from, dates, false);
        if (!isEmpty(range.to)) params[names.to] = dateBound(range.to, dates, true);
      }
    } else if (f.op === 'in') {
      params[f.param] = Array.isArray(value) ? value : [value];
    } else {
      params[f.param] = value;
    }
  }
  return params;
}

/** Whether the list call takes one of the list conventions (schema `upstream.list.sends`; default all). */
export function listSends(entry: UpstreamResource, what: ListSend): boolean {
  return entry.list?.sends?.includes(what) ?? true;
}

/**
 * The list call's parameters: filters, paging, sorting — each only if the call takes it (§7: the application list
 * sends page_size and is_saas, nothing else) — then the fixed ones (§7 is_saas, a view's preset). A call that is not
 * paged asks for §9's 10000 rows in its page size; the browser pages them (browserList.ts).
 */
export function listParams(
  entry: UpstreamResource,
  params: Pick<GetListParams, 'pagination' | 'sort' | 'filter'>,
): Record<string, unknown> {
  const out: Record<string, unknown> = listSends(entry, 'filters') ? { ...filterParams(entry, params.filter) } : {};
  const paged = listSends(entry, 'page');
  if (params.pagination) {
    if (paged) out[entry.paging.page] = params.pagination.page;
    if (listSends(entry, 'perPage')) out[entry.paging.perPage] = paged ? params.pagination.perPage : MAX_LIST_ROWS;
  }
  if (params.sort?.field && listSends(entry, 'sort')) {
    out[entry.paging.sort] = params.sort.field;
    out[entry.paging.order] = params.sort.order === 'ASC' ? entry.paging.ascending : entry.paging.descending;
  }
  return { ...out, ...entry.list?.params };
}

/** The required filters (a report's period) the filter values do not set yet: the list is not asked for without them. */
export function missingFilters(entry: UpstreamResource, filter: Record<string, unknown> | undefined): string[] {
  return entry.filters.filter((f) => f.required && isEmpty(filter?.[f.field])).map((f) => f.field);
}

/**
 * react-admin needs `id`; records whose id field has another name get it copied. A form page's one record carries the
 * id it was asked for (`singletonId`), whatever the upstream calls it.
 */
export function toRecord(entry: UpstreamResource, raw: unknown, singletonId?: Identifier): RaRecord {
  const record = { ...(raw as Record<string, unknown>) };
  if (singletonId !== undefined) record.id = singletonId;
  else if (entry.recordId !== 'id') record.id = record[entry.recordId];
  return record as RaRecord;
}

export interface ListResult {
  data: RaRecord[];
  total: number;
  meta?: { summary: Record<string, unknown> };
}

/** One of the three result shapes (data.total+data.data, data.count+data.list, totalCount+data) of an envelope client. */
export function listResult(entry: UpstreamResource, body: unknown): ListResult {
  const rows = entry.list?.rows !== undefined ? readPath(body, entry.list.rows) : undefined;
  const total = entry.list?.total !== undefined ? Number(readPath(body, entry.list.total)) : NaN;
  const data = Array.isArray(rows) ? rows.map((r) => toRecord(entry, r)) : [];
  const result: ListResult = { data, total: Number.isFinite(total) ? total : data.length };
  if (entry.summary.length > 0) {
    result.meta = { summary: Object.fromEntries(entry.summary.map((s) => [s.name, readPath(body, s.from)])) };
  }
  return result;
}

/** Only the fields a form may send (never read-only ones the record came with); nested ones stay nested. */
export function writableParams(fields: readonly string[], data: Record<string, unknown>): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const f of fields) {
    const value = valueAt(data, f);
    if (value !== undefined) setValueAt(out, f, value);
  }
  return out;
}

/**
 * A money-out form's security password (schema `moneyOut`), under the parameter upstream.yaml names
 * (`securityPasswordParam`); nothing when the form asked for none.
 */
export function securityPasswordParams(
  values: Record<string, unknown> | undefined,
  param: string | undefined,
): Record<string, unknown> {
  const password = values?.[SECURITY_PASSWORD_FIELD];
  return password === undefined || param === undefined ? {} : { [param]: password };
}

/** The file name of an export (§7: an xlsx named by its date range); the rule is the vocabulary's, shared with the upstream. */
export function exportFileName(
  entry: UpstreamResource,
  filter: Record<string, unknown> | undefined,
  label: string,
  today: Date = new Date(),
): string {
  const rangeField = namingRangeField(entry.export?.range?.field, entry.filters);
  const raw = rangeField ? filter?.[rangeField] : undefined;
  const value = (raw !== null && typeof raw === 'object' ? raw : {}) as { from?: unknown; to?: unknown };
  return exportFileNameOf({
    pattern: entry.export?.fileName,
    label,
    from: value.from,
    to: value.to,
    fallback: entry.name,
    today,
  });
}
