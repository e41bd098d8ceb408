import type { ResourceModel } from '../generator/model';
import { SIMPLE_REST } from '../vocabulary/upstreamProfile';
import { writeAccepts } from './acceptedParams';
import { filterRecords, MAX_PAGE_SIZE, sortRecords } from './filters';
import { fail, json, ok, RECORD_NOT_FOUND, type Answer, type Params } from './http';
import { create, one, update } from './records';
import type { RequestContext, Route } from './router';
import { grantsOf, inScope, operationRoute } from './routeKit';
import { merchantOf } from './router';
import { publicRecord } from './shape';
import type { Rec, Store, Table } from './store';
import { inputReader } from './validate';

/**
 * A rest client's resource (upstream.yaml `convention: rest`), served as ra-data-simple-rest calls it: the list at
 * GET <path>?filter={…}&range=[first,last]&sort=["field","ASC"] answering the rows with the total in Content-Range,
 * one record at GET/PUT/DELETE <path>/:id (the generator checked the schema's paths say so), a create at POST
 * <path>. Records, filters, sorting, tenancy and permissions are the other resources'; answers are the records and
 * refusals HTTP statuses with `{ message }` (http.ts renders both for a client without an envelope).
 */
export function restRoutes(r: ResourceModel, store: Store, strict: boolean): Route[] {
  const table = (ctx: RequestContext) => store.table(r.name, merchantOf(ctx));
  const up = r.upstream;
  // The record's id arrives as the path's `:id` (router.ts puts path parameters among the request's).
  const id = SIMPLE_REST.idField;
  const routes: Route[] = [];
  if (up.list)
    routes.push(
      operationRoute(r, up.list, grantsOf(r, 'query'), Object.values(SIMPLE_REST.query), (ctx) =>
        restList(table(ctx), ctx, strict),
      ),
    );
  if (up.get && up.get !== 'list')
    routes.push(operationRoute(r, up.get, grantsOf(r, 'get'), [], (ctx) => one(table(ctx), store, ctx, id)));
  if (up.create) {
    const { fields, read } = inputReader(r, 'create');
    routes.push(
      operationRoute(r, up.create, grantsOf(r, 'add'), writeAccepts(r, r.create), (ctx) =>
        create(table(ctx), store, ctx.params, read, fields),
      ),
    );
  }
  if (up.update) {
    const { fields, read } = inputReader(r, 'update');
    routes.push(
      operationRoute(r, up.update, grantsOf(r, 'edit'), writeAccepts(r, r.edit), (ctx) =>
        update(table(ctx), found(table(ctx), store, ctx), ctx.params, read, fields),
      ),
    );
  }
  if (up.delete) {
    routes.push(
      operationRoute(r, up.delete, grantsOf(r, 'delete'), [], (ctx) => {
        const t = table(ctx);
        const record = found(t, store, ctx);
        if (!record) return RECORD_NOT_FOUND;
        t.records = t.records.filter((rec) => rec !== record);
        // A REST delete answers the record it deleted (react-admin keeps it for undo and notifications).
        return ok(publicRecord(r, record), '删除成功');
      }),
    );
  }
  return routes;
}

/** The record the path's id names, if it is one the caller may reach. */
function found(t: Table, store: Store, ctx: RequestContext): Rec | undefined {
  const record = store.find(t, ctx.params[SIMPLE_REST.idField]);
  return record && inScope(t.resource, record, ctx.scope) ? record : undefined;
}

interface RestQuery {
  filter: Params;
  range: [number, number];
  sort?: { field: string; order: string };
}

/** A query parameter's JSON, or why it is not what ra-data-simple-rest sends. */
function parsed(params: Params, name: string): { value?: unknown; problem?: string } {
  const text = params[name];
  if (text === undefined) return {};
  try {
    return { value: JSON.parse(String(text)) };
  } catch {
    return { problem: `参数错误：${name} 应为 JSON` };
  }
}

const isIndex = (n: unknown): n is number => typeof n === 'number' && Number.isInteger(n) && n >= 0;

/** filter (a JSON object), range ([first, last], at most §9's 10000 rows) and sort (["field", "ASC" | "DESC"]). */
function readQuery(params: Params): RestQuery | string {
  const { query } = SIMPLE_REST;
  const filter = parsed(params, query.filter);
  const range = parsed(params, query.range);
  const sort = parsed(params, query.sort);
  const problem = filter.problem ?? range.problem ?? sort.problem;
  if (problem) return problem;
  if (
    filter.value !== undefined &&
    (filter.value === null || typeof filter.value !== 'object' || Array.isArray(filter.value))
  )
    return `参数错误：${query.filter} 应为 JSON 对象`;
  const r = range.value ?? [0, MAX_PAGE_SIZE - 1];
  if (!Array.isArray(r) || r.length !== 2 || !isIndex(r[0]) || !isIndex(r[1]) || r[1] < r[0])
    return `参数错误：${query.range} 应为 [起, 止]`;
  if (r[1] - r[0] + 1 > MAX_PAGE_SIZE)
    return `${query.range} 不能超过 ${MAX_PAGE_SIZE} 条（一次最多加载 ${MAX_PAGE_SIZE} 条）`;
  const s = sort.value;
  const { ascending, descending } = SIMPLE_REST.paging;
  if (
    s !== undefined &&
    (!Array.isArray(s) || s.length !== 2 || typeof s[0] !== 'string' || (s[1] !== ascending && s[1] !== descending))
  )
    return `参数错误：${query.sort} 应为 ["字段", "${ascending}" 或 "${descending}"]`;
  return {
    filter: (filter.value ?? {}) as Params,
    range: [r[0], r[1]],
    sort: s && { field: s[0] as string, order: s[1] as string },
  };
}

/** The filter keys a list takes: its filters' parameters, and the id (a read of several records). */
function filterKeys(r: ResourceModel): Set<string> {
  return new Set([
    SIMPLE_REST.idField,
    ...(r.list?.filters ?? []).flatMap((f) => (f.params ? [f.params.from, f.params.to] : [f.param])),
  ]);
}

/**
 * The list: the caller's merchant's records, filtered (by the schema's filters, and by `id` when several records are
 * asked for), sorted, cut to the range; the rows as the body, `<unit> <first>-<last>/<total>` in Content-Range.
 */
function restList(t: Table, ctx: RequestContext, strict: boolean): Answer {
  const r = t.resource;
  const query = readQuery(ctx.params);
  if (typeof query === 'string') return fail(query);
  const keys = filterKeys(r);
  const unknown = Object.keys(query.filter).filter((k) => !keys.has(k));
  if (strict && unknown.length > 0) return fail(`不支持的筛选条件：${unknown.join('、')}`);
  const { [SIMPLE_REST.idField]: ids, ...filter } = query.filter;
  const wanted = ids === undefined ? undefined : new Set((Array.isArray(ids) ? ids : [ids]).map(String));
  const matching = filterRecords(r, t.records, { ...filter, ...ctx.scope }).filter(
    (rec) => inScope(r, rec, ctx.scope) && (!wanted || wanted.has(String(rec[r.recordId]))),
  );
  const { sort, order } = r.upstream.paging;
  const rows = sortRecords(r, matching, query.sort ? { [sort]: query.sort.field, [order]: query.sort.order } : {});
  const [first, last] = query.range;
  const page = rows.slice(first, last + 1);
  const range = page.length > 0 ? `${first}-${first + page.length - 1}` : '*';
  return json(
    page.map((rec) => publicRecord(r, rec)),
    200,
    { [SIMPLE_REST.totalHeader]: `${r.name} ${range}/${rows.length}` },
  );
}
