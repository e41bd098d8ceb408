import type { ActionModel, OperationModel, ResourceModel, ViewModel } from '../generator/model';
import { actionRoutes } from './actions';
import { aggregate, daySeries } from './aggregate';
import { dropUnlisted, sweepExpired } from './exportLog';
import { ok, RECORD_NOT_FOUND } from './http';
import { create, list, one, remove, update } from './records';
import type { RequestContext, Route } from './router';
import { listAccepts, writeAccepts } from './acceptedParams';
import { grantsOf, inScope, moneyOutRoute, operationRoute, viewActionGrants } from './routeKit';
import { merchantOf } from './router';
import { restRoutes } from './rest';
import { publicRecord } from './shape';
import type { Store } from './store';
import { inputReader } from './validate';

const offers = (name: string) => (v: ViewModel) => v.actions.some((a) => a.name === name);
/** Two buttons calling the same endpoint the same way. */
const sameCall = (a: ActionModel, b: ActionModel) =>
  a.call !== undefined &&
  b.call !== undefined &&
  a.call.method === b.call.method &&
  a.call.path === b.call.path &&
  JSON.stringify(a.call.params) === JSON.stringify(b.call.params);

/** list, get, create, update and delete of a list page; each on the caller's merchant's records, views held to theirs. */
function recordRoutes(r: ResourceModel, store: Store): Route[] {
  const table = (ctx: RequestContext) => store.table(r.name, merchantOf(ctx));
  const up = r.upstream;
  const routes: Route[] = [];
  if (up.list) {
    routes.push(
      operationRoute(r, up.list, grantsOf(r, 'query'), listAccepts(r), (ctx) => {
        // The export log's files expire while nobody writes to it.
        if (r.exportLog) sweepExpired(r, table(ctx).records);
        return list(table(ctx), ctx.params, store);
      }),
    );
  }
  if (up.get && up.get !== 'list') {
    const get = up.get;
    routes.push(
      operationRoute(r, get, grantsOf(r, 'get'), [get.idParam], (ctx) => one(table(ctx), store, ctx, get.idParam)),
    );
  }
  if (up.create) {
    const { fields, read } = inputReader(r, 'create');
    const moneyOut = r.actions.some((a) => a.builtin && a.name === 'add' && a.moneyOut);
    const route = operationRoute(r, up.create, grantsOf(r, 'add', offers('add')), writeAccepts(r, r.create), (ctx) =>
      create(table(ctx), store, ctx.params, read, fields),
    );
    routes.push(moneyOutRoute(route, moneyOut, store.model.upstream));
  }
  if (up.update) {
    const op = up.update;
    const { fields, read } = inputReader(r, 'update');
    routes.push(
      operationRoute(r, op, grantsOf(r, 'edit', offers('edit')), [op.idParam, ...writeAccepts(r, r.edit)], (ctx) => {
        const record = store.find(table(ctx), ctx.params[op.idParam]);
        return update(
          table(ctx),
          record && inScope(r, record, ctx.scope) ? record : undefined,
          ctx.params,
          read,
          fields,
        );
      }),
    );
  }
  if (up.delete) {
    const op = up.delete;
    routes.push(
      operationRoute(r, op, grantsOf(r, 'delete', offers('delete')), [op.idParam], (ctx) => {
        const answer = remove(table(ctx), store, ctx, op);
        if (r.exportLog) dropUnlisted(r, store, merchantOf(ctx));
        return answer;
      }),
    );
  }
  return routes;
}

/**
 * A form or dashboard page's one record per merchant: get without an id; update (form pages) without one either. A
 * dashboard's figures (`seed.aggregate`) and charts are computed from the other resources' records at every read.
 */
function singletonRoutes(r: ResourceModel, store: Store): Route[] {
  const record = (ctx: RequestContext) => store.table(r.name, merchantOf(ctx)).records[0];
  const routes: Route[] = [];
  const get = r.upstream.get as OperationModel;
  routes.push(
    operationRoute(r, get, grantsOf(r, 'query'), [], (ctx) => {
      const rec = record(ctx);
      if (!rec) return RECORD_NOT_FOUND;
      const merchant = merchantOf(ctx);
      const figures = Object.fromEntries(
        r.fields.filter((f) => f.seed.aggregate).map((f) => [f.name, aggregate(store, merchant, f.seed.aggregate!)]),
      );
      const charts = Object.fromEntries(
        (r.dashboard?.charts ?? []).map((c) => [c.name, daySeries(store, merchant, c)]),
      );
      return ok({ ...publicRecord(r, rec), ...figures, ...charts }, '获取成功');
    }),
  );
  if (r.upstream.update) {
    const { fields, read } = inputReader(r, 'update');
    routes.push(
      operationRoute(r, r.upstream.update, grantsOf(r, 'edit'), writeAccepts(r, r.form), (ctx) =>
        update(store.table(r.name, merchantOf(ctx)), record(ctx), ctx.params, read, fields),
      ),
    );
  }
  return routes;
}

/**
 * Every endpoint one schema declares: its page's calls (a rest client's as ra-data-simple-rest makes them), its
 * buttons' and its views' buttons'. `strict`: a rest list refuses filter keys no filter declares, as the server
 * refuses undeclared parameters.
 */
export function resourceRoutes(r: ResourceModel, store: Store, strict = true): Route[] {
  // A view offering one of the resource's own buttons (the same call) shares its endpoint, held to the view's records.
  const offersSame = (a: ActionModel) => (v: ViewModel) =>
    v.actions === r.actions || v.actions.some((x) => sameCall(x, a));
  const own = (a: ActionModel) => grantsOf(r, a.access, offersSame(a));
  const viewOnly = (v: ViewModel) =>
    v.actions === r.actions ? [] : v.actions.filter((a) => !r.actions.some((x) => sameCall(x, a)));
  const viewActions = r.views.flatMap((v) => actionRoutes(r, store, viewOnly(v), (a) => viewActionGrants(r, v, a)));
  const records = () => (r.upstream.convention === 'rest' ? restRoutes(r, store, strict) : recordRoutes(r, store));
  const page = r.page === 'list' ? records() : singletonRoutes(r, store);
  return [...page, ...actionRoutes(r, store, r.actions, own), ...viewActions];
}
