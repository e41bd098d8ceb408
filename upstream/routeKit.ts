import { isReadAction, type ActionKey } from '../vocabulary/actions';
import { valueAt } from '../vocabulary/paths';
import type { UpstreamProfile } from '../vocabulary/upstreamProfile';
import {
  presetParam,
  type ActionModel,
  type ListOperationModel,
  type OperationModel,
  type ResourceModel,
  type ViewModel,
} from '../generator/model';
import type { Params } from './http';
import type { Grant, Route } from './router';
import type { Rec, Store, Table } from './store';

/** A view's preset filter as the values its holders are held to (by the list parameter each field travels in). */
export function viewScope(r: ResourceModel, v: ViewModel): Params {
  return Object.fromEntries(Object.entries(v.filter).map(([field, value]) => [presetParam(r, v, field), value]));
}

/**
 * Who may make one of the resource's calls with a §3 action: the resource's keys, and each view's own keys held to the
 * view's records — only for views whose screens use that action (a view of query/get does not let its holder edit).
 * A resource without keys (§2 leaves some open) is every logged-in account's to read; its other calls need its derived
 * write key (issue 30 item 1). Undefined for a call every logged-in account may make.
 */
export function grantsOf(
  r: ResourceModel,
  action: ActionKey,
  viewUses: (v: ViewModel) => boolean = () => true,
): Grant[] | undefined {
  if (r.accessKeys.length === 0) return writeGrants(r.writeKeys, action);
  const own = r.accessKeys.map((key) => ({ key, action }));
  const views = r.views.filter(
    (v) => viewUses(v) && v.accessKeys.length > 0 && v.accessKeys.some((k) => !r.accessKeys.includes(k)),
  );
  return [
    ...own,
    ...views.flatMap((v) =>
      v.accessKeys.filter((k) => !r.accessKeys.includes(k)).map((key) => ({ key, action, scope: viewScope(r, v) })),
    ),
  ];
}

/** A keyless route's call: open when it reads, else admitted by the route's derived write key (none: open). */
function writeGrants(writeKeys: readonly string[], action: ActionKey): Grant[] | undefined {
  if (isReadAction(action) || writeKeys.length === 0) return undefined;
  return writeKeys.map((key) => ({ key, action }));
}

/**
 * A route for a schema operation of the resource's client with its fixed parameters, admitted by the given grants,
 * taking the parameters named (strict mode; its fixed ones are added here).
 */
export function operationRoute(
  r: ResourceModel,
  op: OperationModel | ListOperationModel,
  permission: readonly Grant[] | undefined,
  accepts: Iterable<string>,
  handle: Route['handle'],
): Route {
  const fixed = Object.keys(op.params).length ? op.params : undefined;
  return {
    method: op.method,
    path: op.path,
    client: r.upstream.client,
    auth: 'session',
    permission,
    fixed,
    accepts: new Set([...accepts, ...Object.keys(op.params)]),
    handle,
  };
}

/**
 * A money-out call (schema `moneyOut`): marked for the call guard (upstream/moneyOut.ts), and it takes the security
 * password's parameter (upstream.yaml `securityPasswordParam`).
 */
export function moneyOutRoute(route: Route, moneyOut: boolean, profile: UpstreamProfile): Route {
  if (!moneyOut) return route;
  const param = profile.securityPasswordParam;
  return { ...route, moneyOut: true, accepts: new Set([...(route.accepts ?? []), ...(param ? [param] : [])]) };
}

/** A view's own button (its keys, held to its records — unless a key is the resource's own). */
export function viewActionGrants(r: ResourceModel, v: ViewModel, a: ActionModel): Grant[] | undefined {
  if (v.accessKeys.length === 0) return writeGrants(v.writeKeys, a.access);
  return v.accessKeys.map((key) => ({
    key,
    action: a.access,
    scope: r.accessKeys.includes(key) ? undefined : viewScope(r, v),
  }));
}

/** Whether a record is one of those the scope allows (a field preset by its field name or its list parameter). */
export function inScope(r: ResourceModel, rec: Rec, scope: Params | undefined): boolean {
  if (!scope) return true;
  return Object.entries(scope).every(([param, value]) => {
    const preset = r.views.flatMap((v) => Object.keys(v.filter).filter((field) => presetParam(r, v, field) === param));
    const field = r.list?.filters.find((f) => f.param === param)?.field ?? preset[0] ?? param;
    return String(valueAt(rec, field)) === String(value);
  });
}

const listOf = (v: unknown): unknown[] => {
  if (Array.isArray(v)) return v;
  return typeof v === 'string'
    ? v
        .split(',')
        .map((s) => s.trim())
        .filter((s) => s !== '')
    : [v];
};
const given = (v: unknown) => v !== undefined && v !== null && v !== '';

/**
 * The records a write addresses: the selection (`idsParam`, bulk), else the id parameter, else the records matching
 * every other payload field. Undefined when any addressed record does not exist (or lies outside the caller's scope);
 * an empty list when nothing was addressed.
 */
export function targetRecords(
  table: Table,
  store: Store,
  params: Params,
  op: Pick<OperationModel, 'idParam' | 'idsParam'>,
  payload: readonly string[] = [],
  scope?: Params,
): Rec[] | undefined {
  const r = table.resource;
  const found = (id: unknown) => {
    const rec = store.find(table, id);
    return rec && inScope(r, rec, scope) ? rec : undefined;
  };
  if (given(params[op.idsParam])) {
    const recs = listOf(params[op.idsParam]).map(found);
    return recs.length > 0 && recs.every((rec) => rec !== undefined) ? (recs as Rec[]) : undefined;
  }
  if (given(params[op.idParam])) {
    const rec = found(params[op.idParam]);
    return rec ? [rec] : undefined;
  }
  const keys = payload.filter((k) => k !== op.idParam && given(params[k]));
  if (keys.length === 0) return [];
  const matches = table.records.filter(
    (rec) => inScope(r, rec, scope) && keys.every((k) => String(valueAt(rec, k)) === String(params[k])),
  );
  return matches.length > 0 ? matches : undefined;
}
