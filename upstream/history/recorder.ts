import type { ResourceModel } from '../../generator/model';
import { isWritingAction } from '../../generator/model/enumSources';
import type { HistoryEntry } from '../../vocabulary/history';
import type { Answer } from '../http';
import { merchantOf, type RequestContext, type Route } from '../router';
import type { Rec, Store } from '../store';
import { formatDateTime } from '../time';
import { changesOf } from './changes';
import { addToOperationLog } from './operationLog';

const succeeded = (a: Answer) =>
  (a.kind === 'envelope' && a.outcome === 'success') || (a.kind === 'json' && a.status < 300);

/** Whether a route is the call an operation of the schema declares: its method, path and fixed parameters. */
const isCall = (route: Route, op: { method: string; path: string; params?: object } | undefined | string) =>
  typeof op === 'object' &&
  op.method === route.method &&
  op.path === route.path &&
  JSON.stringify(route.fixed ?? {}) === JSON.stringify(op.params ?? {});

/** Which write a route of the schema is (create, update, delete, or an action's name); undefined for reads. */
export function writeOf(r: ResourceModel, route: Route): string | undefined {
  for (const name of ['create', 'update', 'delete'] as const) if (isCall(route, r.upstream[name])) return name;
  const actions = [...r.actions, ...r.views.flatMap((v) => v.actions)];
  return actions.find((a) => isWritingAction(a) && isCall(route, a.call))?.name;
}

/**
 * The schema's routes, each write wrapped so that once it succeeds the operation is recorded: the merchant's records
 * of the resource before and after, compared record by record (a create, a delete, each changed record of an edit or
 * an action — bulk ones one entry per record). Nothing changes for a profile without a history call.
 */
export function recordedRoutes(r: ResourceModel, routes: readonly Route[], store: Store): Route[] {
  if (!store.model.upstream.history) return [...routes];
  return routes.map((route) => {
    const action = writeOf(r, route);
    return action ? { ...route, handle: (ctx) => recorded(r, route, action, store, ctx) } : route;
  });
}

async function recorded(r: ResourceModel, route: Route, action: string, store: Store, ctx: RequestContext) {
  const merchant = merchantOf(ctx);
  const records = () => store.table(r.name, merchant).records;
  const key = (rec: Rec) => String(rec[r.recordId]);
  const before = new Map(records().map((rec) => [key(rec), structuredClone(rec)]));
  const answer = await route.handle(ctx);
  if (!succeeded(answer)) return answer;
  const after = new Map(records().map((rec) => [key(rec), rec]));
  const time = formatDateTime(new Date());
  const entry = (was: Rec | undefined, is: Rec | undefined, what: string): HistoryEntry => ({
    account: ctx.session!.account.username,
    subAccount: ctx.session!.account.isSubAccount,
    time,
    address: ctx.clientAddress ?? '',
    resource: r.name,
    recordId: (is ?? was)![r.recordId] as string | number,
    action: what,
    changes: changesOf(r, was, is),
  });
  const entries = [
    ...[...after].filter(([id]) => !before.has(id)).map(([, rec]) => entry(undefined, rec, 'create')),
    ...[...before].filter(([id]) => !after.has(id)).map(([, rec]) => entry(rec, undefined, 'delete')),
    ...[...after]
      .filter(([id]) => before.has(id))
      .map(([id, rec]) => entry(before.get(id), rec, action))
      .filter((e) => e.changes.length > 0),
  ];
  for (const e of entries) {
    store.history.add(merchant, e);
    addToOperationLog(store, merchant, r, e);
  }
  return answer;
}
