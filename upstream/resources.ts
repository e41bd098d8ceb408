import type { FieldModel, ResourceModel } from '../generator/model';
import { actionRoutes } from './actions';
import { filterRecords, pageOf, sortRecords } from './filters';
import { json, ok, RECORD_NOT_FOUND, type Answer, type Params } from './http';
import type { RequestContext, Route } from './router';
import { merchantOf, operationRoute, targetRecords } from './routeKit';
import { seedValue } from './seed/values';
import { Rng } from './seed/prng';
import { listBody, publicRecord } from './shape';
import type { Rec, Store, Table } from './store';
import { formatDate, formatDateTime } from './time';
import { inputReader, problemMessage, type Problem } from './validate';

function list(table: Table, params: Params): Answer {
  const r = table.resource;
  const rows = sortRecords(r, filterRecords(r, table.records, params), params);
  const page = pageOf(r, rows, params);
  return json(listBody(table, page.rows, rows.length, page.page, page.perPage));
}

type Input = ReturnType<typeof inputReader>;

function invalid(fields: readonly FieldModel[], problems: readonly Problem[]): Answer {
  // data.errors lets a form put each message under its own input; msg is what the toast shows (§8).
  return json({ code: 0, msg: problemMessage(fields, problems), data: { errors: Object.fromEntries(problems.map((p) => [p.field, p.message])) } });
}

/** Values for the fields a create does not set: timestamps now, enums their first option, the rest as seeded. */
function defaults(r: ResourceModel, id: number | string, sent: Rec): Rec {
  const out: Rec = {};
  const now = new Date();
  const missing = r.fields.filter((f) => f.name !== r.recordId && !(f.name in sent));
  const generated: typeof missing = [];
  for (const f of missing) {
    if (f.enum && f.enum.length > 0) out[f.name] = f.enum[0].value;
    else if (!f.readOnly) out[f.name] = null;
    else if (f.widget === 'datetime') out[f.name] = formatDateTime(now);
    else if (f.widget === 'date') out[f.name] = formatDate(now);
    else generated.push(f);
  }
  // Generated after the timestamps, so an order number carries today's date.
  const stampField = r.fields.find((f) => f.readOnly && f.widget === 'datetime')?.name;
  const index = typeof id === 'number' ? id - 1 : 0;
  for (const f of generated) {
    const rng = new Rng(`${r.name}.${f.name}#${String(id)}`);
    out[f.name] = seedValue(f, rng, { index, count: index + 1, anchor: now, record: { ...sent, ...out }, stampField });
  }
  return out;
}

function create(table: Table, store: Store, params: Params, input: Input): Answer {
  const r = table.resource;
  const { values, problems } = input.read(params);
  if (problems.length > 0) return invalid(input.fields, problems);
  const id = store.nextId(table);
  const record: Rec = { [r.recordId]: id, ...values, ...defaults(r, id, values) };
  // Field order as in the schema, so created records look like seeded ones.
  const ordered: Rec = Object.fromEntries(r.fields.map((f) => [f.name, record[f.name]]));
  table.records.push(ordered);
  return ok(publicRecord(r, ordered), '创建成功');
}

function update(table: Table, store: Store, params: Params, idParam: string, input: Input): Answer {
  const r = table.resource;
  const record = store.find(table, params[idParam]);
  if (!record) return RECORD_NOT_FOUND;
  const { values, problems } = input.read(params);
  if (problems.length > 0) return invalid(input.fields, problems);
  Object.assign(record, values);
  return ok(publicRecord(r, record), '保存成功');
}

/** One record by its id param, or several by `ids` (bulk delete); all must exist or nothing is deleted. */
function remove(table: Table, store: Store, params: Params, idParam: string): Answer {
  const targets = targetRecords(table, store, params, idParam);
  if (!targets || targets.length === 0) return RECORD_NOT_FOUND;
  table.records = table.records.filter((rec) => !targets.includes(rec));
  return ok(undefined, '删除成功');
}

/** Every endpoint one schema declares: list, get, create, update, delete and its called actions; each on the caller's merchant's records. */
export function resourceRoutes(r: ResourceModel, store: Store): Route[] {
  const table = (ctx: RequestContext) => store.table(r.name, merchantOf(ctx));
  const up = r.upstream;
  const routes: Route[] = [operationRoute(r, up.list, 'query', (ctx) => list(table(ctx), ctx.params))];
  if (up.get) {
    const { idParam } = up.get;
    routes.push(operationRoute(r, up.get, 'get', (ctx) => {
      const record = store.find(table(ctx), ctx.params[idParam]);
      return record ? ok(publicRecord(r, record), '获取成功') : RECORD_NOT_FOUND;
    }));
  }
  if (up.create) {
    const input = inputReader(r, 'create');
    routes.push(operationRoute(r, up.create, 'add', (ctx) => create(table(ctx), store, ctx.params, input)));
  }
  if (up.update) {
    const { idParam } = up.update;
    const input = inputReader(r, 'update');
    routes.push(operationRoute(r, up.update, 'edit', (ctx) => update(table(ctx), store, ctx.params, idParam, input)));
  }
  if (up.delete) {
    const { idParam } = up.delete;
    routes.push(operationRoute(r, up.delete, 'delete', (ctx) => remove(table(ctx), store, ctx.params, idParam)));
  }
  return [...routes, ...actionRoutes(r, store)];
}
