import type { ActionKey } from '../vocabulary/actions';
import type { OperationModel, ResourceModel } from '../generator/model';
import type { Params } from './http';
import type { RequestContext, Route } from './router';
import type { Rec, Store, Table } from './store';

/** The caller's merchant (tenant): whose records a request may read and write. */
export function merchantOf(ctx: RequestContext): string {
  if (!ctx.session) throw new Error('a resource route without a session');
  return ctx.session.account.merchant;
}

/** A route for a schema operation, guarded by the resource's permission key with the given §3 action. */
export function operationRoute(
  r: ResourceModel,
  op: Pick<OperationModel, 'method' | 'path'>,
  action: ActionKey,
  handle: Route['handle'],
): Route {
  return {
    method: op.method,
    path: op.path,
    auth: 'session',
    permission: r.permission === undefined ? undefined : { key: r.permission, action },
    handle,
  };
}

const listOf = (v: unknown): unknown[] => {
  if (Array.isArray(v)) return v;
  return typeof v === 'string' ? v.split(',').map((s) => s.trim()).filter((s) => s !== '') : [v];
};
const given = (v: unknown) => v !== undefined && v !== null && v !== '';

/**
 * The records a write addresses: `ids` (bulk), else the id parameter, else the records matching every other
 * payload field. Undefined when any addressed record does not exist; an empty list when nothing was addressed.
 */
export function targetRecords(table: Table, store: Store, params: Params, idParam: string, payload: readonly string[] = []): Rec[] | undefined {
  if (given(params.ids)) {
    const found = listOf(params.ids).map((id) => store.find(table, id));
    return found.length > 0 && found.every((rec) => rec !== undefined) ? (found as Rec[]) : undefined;
  }
  if (given(params[idParam])) {
    const rec = store.find(table, params[idParam]);
    return rec ? [rec] : undefined;
  }
  const keys = payload.filter((k) => k !== idParam && given(params[k]));
  if (keys.length === 0) return [];
  const matches = table.records.filter((rec) => keys.every((k) => String(rec[k]) === String(params[k])));
  return matches.length > 0 ? matches : undefined;
}
