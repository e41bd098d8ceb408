/**
 * Issue 33 items 1, 4, 5: grabbing an order and reviewing a withdrawal are claimed by one operator (the loser gets the
 * profile's conflict code and the schema's message); the record hooks add and change records as another user would;
 * the change stream tells a merchant's writes to that merchant's open streams.
 */
import { beforeEach, describe, expect, it } from 'vitest';
import { profile, SECURITY_PASSWORD_PARAM, setSecurityPassword, upstreamForSuite } from './testkit';

const up = upstreamForSuite();
const CONFLICT = profile.clients.movie.envelope!.conflict;
const changes = profile.changes!;

type Row = Record<string, unknown>;
let merchant: string;
/** A second session of the same merchant: another agent at another desk. */
let other: string;
beforeEach(async () => {
  up.upstream.reset();
  merchant = await up.api.login('merchant', 'merchant123');
  other = await up.api.login('merchant', 'merchant123');
});

const hook = (method: 'POST' | 'PATCH', path: string, body: Row) =>
  up.api
    .raw(`/__upstream/records/${path}`, {
      method,
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify(body),
    })
    .then(async (res) => ({ status: res.status, body: await res.json() }));
const toGrab = async (token = merchant) =>
  (await up.api.post('/api/v2/order/allList', { status: 1, page_size: 100 }, { token })).body.data.data as Row[];

describe('claimed actions (item 4)', () => {
  it('two agents grabbing one order at once: one gets it, the other the conflict code and message', async () => {
    const [order] = await toGrab();
    const [a, b] = await Promise.all([
      up.api.post('/api/v2/order/grab', { id: order.id }, { token: merchant }),
      up.api.post('/api/v2/order/grab', { id: order.id }, { token: other }),
    ]);
    expect([a.body.code, b.body.code].sort()).toEqual([CONFLICT, 1].sort());
    expect([a, b].find((r) => r.body.code === CONFLICT)!.body.msg).toBe('已被其他代理抢单');
    expect((await toGrab()).some((o) => o.id === order.id)).toBe(false);
  });

  it('two reviewers approving one withdrawal: the second is told another reviewer handled it', async () => {
    await setSecurityPassword(up.api, merchant, '13800138000', 'cash!pass1');
    const [request] = (await up.api.post('/api/v2/withdraw/fanList', { status: 0, page_size: 1 }, { token: merchant }))
      .body.data.list as Row[];
    const approve = () =>
      up.api.post(
        '/api/v2/withdraw/fanApprove',
        { id: request.id, [SECURITY_PASSWORD_PARAM]: 'cash!pass1' },
        { token: merchant },
      );
    expect((await approve()).body.code).toBe(1);
    expect((await approve()).body).toEqual({ code: CONFLICT, msg: '该提现申请已被其他审核人处理' });
    const reject = await up.api.post(
      '/api/v2/withdraw/fanReject',
      { id: request.id, reject_reason: '信息不符' },
      { token: merchant },
    );
    expect(reject.body.code).toBe(CONFLICT);
  });
});

describe('record hooks (item 5)', () => {
  it("POST adds a record for the main account's merchant, seeded as usual, created now; a view presets its filter", async () => {
    const before = (await toGrab()).length;
    const made = await hook('POST', 'ordersToGrab', { account: 'merchant', values: { film_name: '测试影片' } });
    expect(made.status).toBe(200);
    expect(made.body).toMatchObject({ code: 1, data: { status: 1, film_name: '测试影片' } });
    expect(typeof made.body.data.order_no).toBe('string');
    expect(Date.now() - Date.parse(String(made.body.data.created_at).replace(' ', 'T'))).toBeLessThan(60_000);
    const rows = await toGrab();
    expect(rows).toHaveLength(before + 1);
    // Newest first: the list's sort puts it on top.
    expect(rows[0].id).toBe(made.body.data.id);
    // Another merchant does not see it.
    const sharer = await up.api.login('sharer', 'sharer123');
    expect((await toGrab(sharer)).some((o) => o.id === made.body.data.id)).toBe(false);
    const second = await hook('POST', 'orders', { account: 'merchant', values: { status: 1 } });
    expect(second.body.data.order_no).not.toBe(made.body.data.order_no);
  });

  it('PATCH changes one record; unknown resources, accounts and ids are refused', async () => {
    const [order] = await toGrab();
    const changed = await hook('PATCH', `orders/${String(order.id)}`, { values: { status: 2 } });
    expect(changed.body).toMatchObject({ code: 1, data: { id: order.id, status: 2 } });
    expect((await toGrab()).some((o) => o.id === order.id)).toBe(false);
    expect((await hook('POST', 'nothing', { account: 'merchant', values: {} })).status).toBe(404);
    expect((await hook('POST', 'orders', { account: 'operator', values: {} })).status).toBe(400);
    expect((await hook('PATCH', 'orders/999999999', { values: { status: 1 } })).status).toBe(404);
  });
});

describe('the change stream (item 1)', () => {
  /** Opens the stream with the movie client's token header and collects events until `count` arrived. */
  async function events(token: string, count: number, act: () => Promise<unknown>) {
    const header = profile.clients[changes.client].token!;
    const abort = new AbortController();
    const res = await up.api.raw(changes.path, {
      headers: { [header.header]: header.format.replace('{token}', token) },
      signal: abort.signal,
    });
    expect(res.headers.get('content-type')).toMatch(/^text\/event-stream/);
    const reader = res.body!.pipeThrough(new TextDecoderStream()).getReader();
    await act();
    let text = '';
    while (text.split('\n\n').filter((e) => e.includes('event:')).length < count) text += (await reader.read()).value;
    abort.abort();
    return text
      .split('\n\n')
      .filter((e) => e.includes('event:'))
      .map((e) => ({ event: /event: (.*)/.exec(e)![1], data: JSON.parse(/data: (.*)/.exec(e)![1]) as Row }));
  }

  it("tells a merchant's writes — a grab, a hook's record — to its stream, naming the resource", async () => {
    const [order] = await toGrab();
    const got = await events(merchant, 2, async () => {
      // Another merchant's write is not told here.
      await hook('POST', 'orders', { account: 'sharer', values: { status: 1 } });
      await up.api.post('/api/v2/order/grab', { id: order.id }, { token: other });
      await hook('POST', 'fanWithdrawals', { account: 'merchant', values: { status: 0 } });
    });
    expect(got).toEqual([
      { event: changes.events[1], data: { [changes.resource]: 'orders' } },
      { event: changes.events[0], data: { [changes.resource]: 'fanWithdrawals' } },
    ]);
  });

  it('refuses a stream without a token', async () => {
    expect((await up.api.raw(changes.path)).status).toBe(401);
  });
});
