import type { Context, Hono } from 'hono';
import type { Model, ResourceModel } from '../generator/model';
import { setValueAt } from '../vocabulary/paths';
import type { Account } from './accounts';
import type { ChangeFeed } from './changeFeed';
import type { Params } from './http';
import { creationStamp } from './seed/rules';
import { seedResource } from './seed/seedResource';
import { publicRecord } from './shape';
import type { Rec, Store } from './store';
import { formatDateTime } from './time';

/** What the record hooks work on: the current schemas and data (a reload swaps them), the accounts and the feed. */
export interface RecordHookDeps {
  model(): Model;
  store(): Store;
  accounts: readonly Account[];
  feed: ChangeFeed;
}

/** A record hook's outcome: the record as it is now, or why not. */
export type RecordOutcome = { data: Rec } | { refused: string; status: number };

/** A schema's resource, or a view's (its filter then presets the new record's values). */
function resourceNamed(model: Model, name: string): { r: ResourceModel; preset: Params } | undefined {
  for (const r of model.resources) {
    if (r.name === name) return { r, preset: {} };
    const view = r.views.find((v) => v.name === name);
    if (view) return { r, preset: view.filter };
  }
  return undefined;
}

const valuesOf = (params: Params): Params | undefined =>
  params.values && typeof params.values === 'object' && !Array.isArray(params.values)
    ? (params.values as Params)
    : undefined;

/**
 * POST /records/<resource> `{ account, values }`: a record for that main account's merchant, as another user's action
 * would make it — the given values, `created_at` (the creation stamp) now, every other field seeded as usual.
 */
function createRecord(deps: RecordHookDeps, name: string, params: Params): RecordOutcome {
  const found = resourceNamed(deps.model(), name);
  if (!found || found.r.page !== 'list' || found.r.derive) return { refused: `没有可写的资源：${name}`, status: 404 };
  const account = deps.accounts.find((a) => a.username === params.account && !a.isSubAccount);
  if (!account) return { refused: '需要 account（主账号登录名）', status: 400 };
  const values = valuesOf(params) ?? {};
  const { r, preset } = found;
  const store = deps.store();
  const table = store.table(r.name, account.merchant);
  const id = store.nextId(table);
  const stamp = creationStamp(r);
  const given: Rec = { ...preset, ...(stamp ? { [stamp]: formatDateTime(new Date()) } : {}), [r.recordId]: id };
  for (const [field, value] of Object.entries(values)) setValueAt(given, field, value);
  // Streams of its own (by id), so two added records do not draw the same order number.
  const [record] = seedResource(r, new Date(), { merchant: `hook#${String(id)}`, idOffset: 1 }, 1, undefined, [
    given,
  ]).records;
  // The seed numbers records by its own sequence; this one takes the next free id.
  record[r.recordId] = id;
  table.records.push(record);
  deps.feed.publish(account.merchant, r.name, 'created');
  return { data: publicRecord(r, record) };
}

/** PATCH /records/<resource>/<id> `{ values }`: one record changed, whoever's it is. */
function changeRecord(deps: RecordHookDeps, name: string, id: string, params: Params): RecordOutcome {
  const found = resourceNamed(deps.model(), name);
  const values = valuesOf(params);
  if (!found) return { refused: `没有该资源：${name}`, status: 404 };
  if (!values) return { refused: '需要 values', status: 400 };
  const store = deps.store();
  for (const account of deps.accounts.filter((a) => !a.isSubAccount)) {
    const table = store.table(found.r.name, account.merchant);
    const record = store.find(table, id);
    if (!record) continue;
    for (const [field, value] of Object.entries(values)) setValueAt(record, field, value);
    deps.feed.publish(account.merchant, found.r.name, 'changed');
    return { data: publicRecord(found.r, record) };
  }
  return { refused: '记录不存在', status: 404 };
}

/** Runs a hook on the request's parameters and answers its outcome in the hooks' protocol (hooks.ts). */
export type RecordReply = (c: Context, run: (params: Params) => RecordOutcome) => Promise<Response>;

/** The record hooks, added to the test hooks' app. */
export function recordHooks(hooks: Hono, deps: RecordHookDeps, reply: RecordReply): void {
  hooks.post('/records/:resource', (c) => reply(c, (params) => createRecord(deps, c.req.param('resource'), params)));
  hooks.patch('/records/:resource/:id', (c) =>
    reply(c, (params) => changeRecord(deps, c.req.param('resource'), c.req.param('id'), params)),
  );
}
