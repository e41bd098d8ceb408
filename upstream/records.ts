import type { FieldModel, ResourceModel } from '../generator/model';
import { setValueAt, valueAt } from '../vocabulary/paths';
import { aggregate } from './aggregate';
import { latest } from './seed/rules';
import { filterRecords, pageOf, pageSizeProblem, sortRecords } from './filters';
import type { UpstreamProfile } from '../vocabulary/upstreamProfile';
import { fail, ok, RECORD_NOT_FOUND, type Answer, type Params } from './http';
import type { RequestContext } from './router';
import { inScope, targetRecords } from './routeKit';
import { Rng } from './seed/prng';
import { creationStamp } from './seed/rules';
import { seedValue } from './seed/values';
import { listBody, publicRecord } from './shape';
import type { Rec, Store, Table } from './store';
import { formatDate, formatDateTime } from './time';
import { problemMessage, type InputReader, type Problem } from './validate';

/** The list call: the caller's merchant's records, filtered (a view's holder only ever sees the view's), sorted, paged. */
export function list(table: Table, params: Params, store?: Store): Answer {
  const r = table.resource;
  const tooMany = pageSizeProblem(r, params);
  if (tooMany) return fail(tooMany);
  const rows = sortRecords(r, filterRecords(r, table.records, params), params);
  const page = pageOf(r, rows, params);
  return listBody(table, page.rows, rows.length, page.page, page.perPage, computedSummaries(table, rows, store));
}

/** The list's computed figures over the filtered rows: a sum, or the newest row's value (a running balance). */
function computedSummaries(table: Table, rows: readonly Rec[], store: Store | undefined): Record<string, number> {
  const r = table.resource;
  return Object.fromEntries(
    (r.list?.summary ?? []).flatMap((s): Array<[string, number]> => {
      // Another resource's figure (the balance the fund screens show), over all of this merchant's records.
      if (s.aggregate) return store ? [[s.name, aggregate(store, table.merchant, s.aggregate)]] : [];
      if (!s.compute) return [];
      const { op, field, where } = s.compute;
      const picked = rows.filter((rec) =>
        Object.entries(where ?? {}).every(([k, v]) => String(valueAt(rec, k)) === String(v)),
      );
      const value =
        op === 'latest' ? latest(r, rows, field) : picked.reduce((n, rec) => n + Number(valueAt(rec, field) ?? 0), 0);
      return [[s.name, Math.round(value * 100) / 100]];
    }),
  );
}

const yuan = (n: number) => `¥${n.toFixed(2).replace(/\B(?=(\d{3})+\.)/g, ',')}`;

/**
 * Live bounds (schema `maximumFrom`): a value above the figure of the list's summary as it stands now — a withdrawal
 * above the withdrawable balance — is refused with the figure, as the console's form words it.
 */
function liveMaximumProblems(table: Table, store: Store, values: Rec): Problem[] {
  const r = table.resource;
  const bounded = r.fields.filter((f) => f.maximumFrom && typeof valueAt(values, f.name) === 'number');
  if (bounded.length === 0) return [];
  const figures = computedSummaries(table, table.records, store);
  return bounded.flatMap((f) => {
    const spec = r.list?.summary.find((s) => s.name === f.maximumFrom!.summary);
    const figure = figures[f.maximumFrom!.summary] ?? table.summaries[f.maximumFrom!.summary];
    if (!spec || typeof figure !== 'number' || (valueAt(values, f.name) as number) <= figure) return [];
    return [
      {
        field: f.name,
        message: `不能大于${spec.label['zh-CN']} ${spec.widget === 'money' ? yuan(figure) : String(figure)}`,
      },
    ];
  });
}

/** One record by its id parameter, inside the caller's scope. */
export function one(table: Table, store: Store, ctx: RequestContext, idParam: string): Answer {
  const record = store.find(table, ctx.params[idParam]);
  return record && inScope(table.resource, record, ctx.scope)
    ? ok(publicRecord(table.resource, record), '获取成功')
    : RECORD_NOT_FOUND;
}

export function invalid(fields: readonly FieldModel[], problems: readonly Problem[]): Answer {
  // data.errors lets a form put each message under its own input; msg is what the toast shows (§8).
  return fail(problemMessage(fields, problems), {
    errors: Object.fromEntries(problems.map((p) => [p.field, p.message])),
  });
}

/**
 * Values for the fields a create does not set: the schema's `default`, timestamps now, the rest as seeded. An enum
 * field without a default is stored empty — the stand-in invents no status the schema does not declare (issue 31
 * item 8): a form that leaves one out shows up as an empty chip rather than passing silently.
 */
function defaults(r: ResourceModel, id: number | string, sent: Rec): Rec {
  const out: Rec = {};
  const now = new Date();
  const missing = r.fields.filter((f) => f.name !== r.recordId && valueAt(sent, f.name) === undefined);
  const generated: typeof missing = [];
  for (const f of missing) {
    if (f.default !== undefined) setValueAt(out, f.name, f.default);
    else if (f.enum) setValueAt(out, f.name, null);
    // A time that follows another (a review, a pick-up) has not happened to a record just made.
    else if (!f.readOnly || (f.seed.after !== undefined && (f.widget === 'datetime' || f.widget === 'date')))
      setValueAt(out, f.name, null);
    else if (f.widget === 'datetime') setValueAt(out, f.name, formatDateTime(now));
    else if (f.widget === 'date') setValueAt(out, f.name, formatDate(now));
    else generated.push(f);
  }
  // Generated after the timestamps, so an order number carries today's date.
  const stampField = creationStamp(r);
  const index = typeof id === 'number' ? id - 1 : 0;
  for (const f of generated) {
    const rng = new Rng(`${r.name}.${f.name}#${String(id)}`);
    setValueAt(
      out,
      f.name,
      seedValue(f, rng, { index, count: index + 1, anchor: now, record: merge(sent, out), stampField }),
    );
  }
  return out;
}

/** A record's values in schema order (nested ones under their objects), as seeded records look. */
export function ordered(r: ResourceModel, values: Rec): Rec {
  const out: Rec = {};
  for (const f of r.fields) setValueAt(out, f.name, valueAt(values, f.name));
  return out;
}

/** `values` (dotted names or nested) written into a copy of `base`. */
function merge(base: Rec, values: Rec): Rec {
  const out = structuredClone(base);
  for (const [name, value] of Object.entries(flatten(values))) setValueAt(out, name, value);
  return out;
}

/** Nested values as dotted names (what a reader of the body answers). */
function flatten(values: Rec, prefix = ''): Rec {
  const out: Rec = {};
  for (const [k, v] of Object.entries(values)) {
    if (v !== null && typeof v === 'object' && !Array.isArray(v))
      Object.assign(out, flatten(v as Rec, `${prefix}${k}.`));
    else out[prefix + k] = v;
  }
  return out;
}

/** A new record from checked values, with the defaults of what was not sent. */
function insert(table: Table, store: Store, values: Rec): Rec {
  const r = table.resource;
  const id = store.nextId(table);
  const sent = merge({}, values);
  const record = ordered(r, merge(merge({ [r.recordId]: id }, sent), defaults(r, id, sent)));
  clearInapplicable(r, record);
  table.records.push(record);
  return record;
}

/** Fields that apply only while another has some values (schema appliesWhen) are empty while it has none of them. */
function clearInapplicable(r: ResourceModel, record: Rec): void {
  for (const f of r.fields) {
    const when = f.appliesWhen;
    if (when && !when.in.some((v) => String(v) === String(valueAt(record, when.field))))
      setValueAt(record, f.name, null);
  }
}

export function create(
  table: Table,
  store: Store,
  params: Params,
  read: InputReader,
  fields: readonly FieldModel[],
): Answer {
  const { values, problems } = read(params);
  if (problems.length > 0) return invalid(fields, problems);
  const over = liveMaximumProblems(table, store, values);
  if (over.length > 0) return invalid(fields, over);
  return ok(publicRecord(table.resource, insert(table, store, values)), '创建成功');
}

/** The most rows one import call takes (the console refuses larger files before sending). */
export const MAX_IMPORT_ROWS = 5000;

/**
 * §3 import: `rows`, each checked by the create rules; the valid ones are created, the others answered by their
 * index with a message per field (a partial import: the console shows what was refused and why).
 */
export function importRecords(
  table: Table,
  store: Store,
  params: Params,
  read: InputReader,
  transfer: UpstreamProfile['transfers']['import'],
): Answer {
  const rows = params[transfer.params.rows];
  if (!Array.isArray(rows) || rows.some((row) => row === null || typeof row !== 'object' || Array.isArray(row)))
    return fail('导入数据格式错误：rows 应为记录数组');
  if (rows.length > MAX_IMPORT_ROWS) return fail(`一次最多导入 ${MAX_IMPORT_ROWS} 行，本次 ${rows.length} 行`);
  const failed: Array<{ index: number; errors: Record<string, string> }> = [];
  let created = 0;
  rows.forEach((row: Params, index) => {
    const { values, problems } = read(row);
    if (problems.length > 0)
      failed.push({ index, errors: Object.fromEntries(problems.map((p) => [p.field, p.message])) });
    else {
      insert(table, store, values);
      created += 1;
    }
  });
  return ok(undefined, `已导入 ${created} 行`, {
    [transfer.answer.created]: created,
    [transfer.answer.failed]: failed,
  });
}

/** Applies the writable values the body sent (dotted names) to a record. */
export function applyValues(record: Rec, values: Rec): void {
  for (const [name, value] of Object.entries(values)) setValueAt(record, name, value);
}

export function update(
  table: Table,
  record: Rec | undefined,
  params: Params,
  read: InputReader,
  fields: readonly FieldModel[],
): Answer {
  if (!record) return RECORD_NOT_FOUND;
  const { values, problems } = read(params);
  if (problems.length > 0) return invalid(fields, problems);
  applyValues(record, values);
  clearInapplicable(table.resource, record);
  return ok(publicRecord(table.resource, record), '保存成功');
}

/** One record by its id param, or several by the selection (bulk delete); all must exist or nothing is deleted. */
export function remove(
  table: Table,
  store: Store,
  ctx: RequestContext,
  op: { idParam: string; idsParam: string },
): Answer {
  const targets = targetRecords(table, store, ctx.params, op, [], ctx.scope);
  if (!targets || targets.length === 0) return RECORD_NOT_FOUND;
  table.records = table.records.filter((rec) => !targets.includes(rec));
  return ok(undefined, '删除成功');
}
