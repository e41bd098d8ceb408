import { beforeEach, describe, expect, it } from 'vitest';
import { readHistoryEntry } from '../../vocabulary/history';
import { readPath } from '../../vocabulary/upstreamProfile';
import { profile, upstreamForSuite } from '../testkit';

/** Issue 33 items 6 and 8: every write is recorded — who, when, from where, what changed — and read by permission. */
const up = upstreamForSuite();
const history = profile.history!;

let merchant: string;
beforeEach(async () => {
  up.upstream.reset();
  merchant = await up.api.login('merchant', 'merchant123');
});

const historyOf = async (token: string, resource: string, id: unknown) => {
  const reply = await up.api.post(
    history.path,
    { [history.params.resource]: resource, [history.params.id]: id },
    { token },
  );
  return {
    reply,
    entries: ((readPath(reply.body, history.answer.rows) ?? []) as unknown[]).map((e) => readHistoryEntry(history, e)),
  };
};

/** The operation log newest first: what a test just did comes before the seeded, older operations. */
const NEWEST_FIRST = { page_size: 10, sort: 'created_at', order: 'desc' };

const firstRule = async (token: string) =>
  (await up.api.post('/api/v2/price/list', { page_size: 1, sort: 'id', order: 'asc' }, { token })).body.data.data[0];

describe('recording', () => {
  it("an edit by a sub-account: who, when, from where, each changed field's old and new value", async () => {
    const operator = await up.api.login('operator', 'operator123', true);
    const rule = await firstRule(operator);
    const { id, status, created_at, ...editable } = rule;
    void status;
    void created_at;
    const edit = await up.api.post(
      '/api/v2/price/edit',
      { ...editable, id, priority: rule.priority === 7 ? 8 : 7, remark: 'x' },
      { token: operator },
    );
    expect(edit.body.code).toBe(1);
    const { entries } = await historyOf(merchant, 'pricingRules', id);
    expect(entries).toHaveLength(1);
    expect(entries[0]).toMatchObject({
      account: 'operator',
      subAccount: true,
      resource: 'pricingRules',
      action: 'update',
    });
    expect(entries[0].time).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);
    expect(entries[0].address).toMatch(/127\.0\.0\.1/);
    expect(entries[0].changes).toEqual(
      expect.arrayContaining([
        { field: 'priority', before: rule.priority, after: rule.priority === 7 ? 8 : 7, secret: false },
        { field: 'remark', before: rule.remark, after: 'x', secret: false },
      ]),
    );
    expect(entries[0].changes.map((c) => c.field)).not.toContain('name');
  });

  it('an action is recorded by its name; the operation log keeps the resource and action by name, the changes labelled', async () => {
    const rule = await firstRule(merchant);
    const action = rule.status === 1 ? 'disable' : 'enable';
    expect((await up.api.post(`/api/v2/price/${action}`, { id: rule.id }, { token: merchant })).body.code).toBe(1);
    const { entries } = await historyOf(merchant, 'pricingRules', rule.id);
    expect(entries[0]).toMatchObject({ account: 'merchant', subAccount: false, action });
    expect(entries[0].changes).toEqual([
      { field: 'status', before: rule.status, after: 1 - rule.status, secret: false },
    ]);
    const log = (await up.api.post('/api/v2/oplog/list', NEWEST_FIRST, { token: merchant })).body.data;
    expect(log.data[0]).toMatchObject({
      account: 'merchant',
      is_sub_account: 0,
      resource: 'pricingRules',
      record_id: String(rule.id),
      action,
    });
    expect(log.data[0].changes).toBe(rule.status === 1 ? '状态：已启用 → 已停用' : '状态：已停用 → 已启用');
  });

  it('a secret is recorded as changed, never its value', async () => {
    const created = await up.api.post(
      '/api/v2/subaccount/create',
      { tel: '13312345678', password: 'secret99', remark: 'r', permissions: [] },
      { token: merchant },
    );
    expect(created.body.code).toBe(1);
    const id = created.body.data.id;
    const { entries } = await historyOf(merchant, 'subaccounts', id);
    expect(entries[0].action).toBe('create');
    expect(entries[0].changes).toContainEqual({ field: 'password', before: undefined, after: undefined, secret: true });
    expect(JSON.stringify((await historyOf(merchant, 'subaccounts', id)).reply.body)).not.toContain('secret99');
    const log = (await up.api.post('/api/v2/oplog/list', NEWEST_FIRST, { token: merchant })).body.data;
    expect(JSON.stringify(log)).not.toContain('secret99');
    expect(log.data[0].changes).toContain('登录密码：已修改');
  });
});

describe('permission', () => {
  it('a sub-account not granted the operation log is refused the history and the log', async () => {
    const operator = await up.api.login('operator', 'operator123', true);
    const { reply } = await historyOf(operator, 'pricingRules', 1);
    expect(reply.status).toBe(403);
    expect((await up.api.post('/api/v2/oplog/list', {}, { token: operator })).status).toBe(403);
  });

  it('a sub-account granted the operation log reads the history and the log', async () => {
    const granted = await up.api.post('/__upstream/grants', {
      username: 'operator',
      grants: { price: ['query', 'get', 'edit'], operationLog: ['query'] },
    });
    expect(granted.status).toBe(200);
    const operator = await up.api.login('operator', 'operator123', true);
    const { reply } = await historyOf(operator, 'pricingRules', 1);
    expect(reply.body.code).toBe(1);
    expect((await up.api.post('/api/v2/oplog/list', {}, { token: operator })).body.code).toBe(1);
  });

  it("another merchant's history is not there", async () => {
    const rule = await firstRule(merchant);
    await up.api.post(
      `/api/v2/price/${rule.status === 1 ? 'disable' : 'enable'}`,
      { id: rule.id },
      { token: merchant },
    );
    const sharer = await up.api.login('sharer', 'sharer123');
    expect((await historyOf(sharer, 'pricingRules', rule.id)).entries).toEqual([]);
  });
});

describe('the operation log', () => {
  it('filters by account, by resource and action name, and exports like any list', async () => {
    const operator = await up.api.login('operator', 'operator123', true);
    const rule = await firstRule(operator);
    const { status, created_at, ...editable } = rule;
    void status;
    void created_at;
    const list = async (params: Record<string, unknown>) =>
      (await up.api.post('/api/v2/oplog/list', { ...NEWEST_FIRST, ...params }, { token: merchant })).body.data;
    const seeded = (await list({})).total;
    await up.api.post('/api/v2/price/edit', { ...editable, remark: 'y' }, { token: operator });
    await up.api.post(
      `/api/v2/price/${rule.status === 1 ? 'disable' : 'enable'}`,
      { id: rule.id },
      { token: merchant },
    );
    expect((await list({})).total).toBe(seeded + 2);
    const byOperator = await list({ account: 'oper' });
    expect(byOperator.data[0]).toMatchObject({
      account: 'operator',
      changes: '备注：' + (rule.remark ?? '（空）') + ' → y',
    });
    expect(byOperator.data.every((r: { account: string }) => r.account === 'operator')).toBe(true);
    // The resource and action filters pick by name, as the console's dropdowns send them.
    const edits = await list({ resource: 'pricingRules', action: 'update' });
    expect(edits.data[0]).toMatchObject({ account: 'operator', record_id: String(rule.id) });
    expect(edits.data.every((r: { action: string }) => r.action === 'update')).toBe(true);
    expect((await list({ resource: 'pricing' })).total).toBe(0);
    const res = await up.api.raw('/api/v2/oplog/export', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', 'User-Token': merchant },
      body: JSON.stringify({ account: 'operator' }),
    });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/spreadsheetml/);
  });
});
