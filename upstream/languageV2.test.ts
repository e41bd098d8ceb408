/**
 * The schema language's newer shapes, served by the embedded upstream with no server code of their own: the golden
 * fixture (tests/fixtures/valid) holds a form page, a dashboard, a view with its own key, nested fields, fixed
 * parameters and a create/update endpoint shared by mode.
 */
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { accounts } from './accounts';
import { formatDate } from './time';
import { REPO_ROOT, upstreamForSuite } from './testkit';

const base = accounts.find((a) => a.username === 'operator')!;
const grabber = { ...base, username: 'grabber', password: 'grabber123', tel: '13600136000', role: 'grabber' };
const up = upstreamForSuite({
  root: path.join(REPO_ROOT, 'tests/fixtures/valid'),
  accounts: [accounts.find((a) => a.username === 'merchant')!, base, grabber],
  // The dashboard counts today's orders: the seed's "days ago" count back from the real today here.
  seedDate: formatDate(new Date()),
});

type Row = Record<string, unknown>;
const as = async (username: string, password: string, sub = false) => {
  const token = await up.api.login(username, password, sub);
  return (p: string, body: Row = {}) => up.api.post(p, body, { token });
};

describe('a form page (page: form)', () => {
  it('reads its one record without an id and saves nested fields, checked like any form', async () => {
    const token = await up.api.login('merchant', 'merchant123');
    const read = await up.api.get('/api/v2/merchant/info', {}, { token });
    expect(read.body.code).toBe(1);
    expect(read.body.data.relationToBusiness.authorizer_appid).toMatch(/^wx[0-9a-f]{16}$/);
    const saved = await up.api.post(
      '/api/v2/merchant/save',
      { shop_name: '星光影城', relationToBusiness: { authorizer_appid: 'wx0123456789abcdef' } },
      { token },
    );
    expect(saved.body).toMatchObject({
      code: 1,
      data: { shop_name: '星光影城', relationToBusiness: { authorizer_appid: 'wx0123456789abcdef' } },
    });
    const bad = await up.api.post('/api/v2/merchant/save', { contact_tel: '12345' }, { token });
    expect(bad.body).toMatchObject({ code: 0, msg: '联系电话: 请输入正确的手机号' });
    expect((await up.api.get('/api/v2/merchant/info', {}, { token })).body.data.shop_name).toBe('星光影城');
  });
});

describe('a dashboard (page: dashboard)', () => {
  it("computes its figures and per-day chart from the merchant's orders at every read", async () => {
    const call = await as('merchant', 'merchant123');
    const today = formatDate(new Date());
    const todays = (await call('/api/v2/order/allList', { start_time: today, end_time: today, page_size: 1000 })).body
      .data.list as Row[];
    const { data } = (
      await up.api.get('/api/v2/dashboard/overview', {}, { token: await up.api.login('merchant', 'merchant123') })
    ).body;
    expect(data.today_orders).toBe(todays.length);
    expect(data.today_turnover).toBeCloseTo(
      todays.reduce((n, r) => n + Number(r.amount), 0),
      2,
    );
    expect(data.trend).toHaveLength(30);
    expect(data.trend[29]).toMatchObject({ day: today, orders: todays.length });
    const recent = (await call('/api/v2/order/allList', { page_size: 1000 })).body.data.list as Row[];
    const inWindow = recent.filter((r) => String(r.created_at).slice(0, 10) >= data.trend[0].day).length;
    expect(data.trend.reduce((n: number, p: Row) => n + Number(p.orders), 0)).toBe(inWindow);
  });
});

describe('fixed parameters and a create/update endpoint shared by mode (§7 channel save)', () => {
  it('refuses a list call without its fixed parameter and names it', async () => {
    const token = await up.api.login('merchant', 'merchant123');
    expect((await up.api.get('/api/v2/channel/list', {}, { token })).body).toEqual({ code: 0, msg: '参数错误：all' });
    expect((await up.api.get('/api/v2/channel/list', { all: 1 }, { token })).body.code).toBe(1);
  });

  it('creates with is_update 0, updates with is_update 1, reads one through the list, batches by channel_ids', async () => {
    const call = await as('merchant', 'merchant123');
    const created = await call('/api/v2/channel/save', { is_update: 0, name: '朋友圈推广', cost: 12.5 });
    expect(created.body).toMatchObject({ code: 1, data: { name: '朋友圈推广', cost: 12.5 } });
    const id = created.body.data.id;
    expect((await call('/api/v2/channel/save', { is_update: 1, id, name: '朋友圈推广二期' })).body.data.name).toBe(
      '朋友圈推广二期',
    );
    expect((await call('/api/v2/channel/save', { is_update: 2, id, name: 'x' })).body).toEqual({
      code: 0,
      msg: '参数错误：is_update',
    });
    const token = await up.api.login('merchant', 'merchant123');
    const one = (await up.api.get('/api/v2/channel/list', { all: 1, id }, { token })).body.data.data as Row[];
    expect(one.map((r) => r.name)).toEqual(['朋友圈推广二期']);
    expect((await call('/api/v2/channel/batch', { channel_ids: [id, id - 1] })).body.code).toBe(1);
    expect((await call('/api/v2/channel/batch', { channel_ids: [999_999] })).status).toBe(404);
  });
});

describe("a view's own key (orders to grab) holds its holder to the view's records", () => {
  it('lists only the preset status, whatever the request asks for', async () => {
    const call = await as('grabber', 'grabber123', true);
    const rows = (await call('/api/v2/order/allList', { status: '4', page_size: 1000 })).body.data.list as Row[];
    expect(rows.length).toBeGreaterThan(0);
    for (const r of rows) expect(r.status).toBe(1);
  });

  it("grabs an order waiting to be grabbed, and another status's order is not found", async () => {
    const merchant = await as('merchant', 'merchant123');
    const all = (await merchant('/api/v2/order/allList', { page_size: 1000 })).body.data.list as Row[];
    const waiting = all.find((r) => r.status === 1)!;
    const done = all.find((r) => r.status === 4)!;
    const call = await as('grabber', 'grabber123', true);
    expect((await call('/api/v2/order/grab', { id: done.id })).status).toBe(404);
    expect((await call('/api/v2/order/grab', { id: waiting.id })).body.code).toBe(1);
    const after = (await merchant('/api/v2/order/allList', { page_size: 1000 })).body.data.list as Row[];
    expect(after.find((r) => r.id === waiting.id)!.status).toBe(4);
  });

  it("answers 403 for what the view's key does not carry (the export of all orders)", async () => {
    const call = await as('grabber', 'grabber123', true);
    expect((await call('/api/v2/order/export', {})).status).toBe(403);
  });
});
