import { beforeEach, describe, expect, it } from 'vitest';
import { upstreamForSuite } from './testkit';

const up = upstreamForSuite();

/**
 * §6 and §7: a merchant creates a sub-account with the routes and actions it may use (permissions, 'key:action'); the
 * sub-account logs in with its tel and password, its user info carries exactly those, and the upstream refuses the
 * rest. Nobody grants more than they hold.
 */
let merchant: string;
beforeEach(async () => {
  up.upstream.reset();
  merchant = await up.api.login('merchant', 'merchant123');
});

const GRANTS = ['order_all:query', 'order_all:get', 'flower_order:query'];
const create = (body: Record<string, unknown>, token = merchant) =>
  up.api.post('/api/v2/subaccount/create', body, { token });
const edit = (body: Record<string, unknown>, token = merchant) =>
  up.api.post('/api/v2/subaccount/edit', body, { token });
const info = async (token: string) => (await up.api.post('/api/v2/user/info', {}, { token })).body.data;
const asTree = (grants: Record<string, string[]>) =>
  Object.entries(grants).map(([identity, actions]) => ({ identity, children: actions.map((a) => ({ identity: a })) }));
const byIdentity = (list: Array<{ identity: string }>) =>
  [...list].sort((a, b) => a.identity.localeCompare(b.identity));

async function newSub(
  permissions: string[],
  tel = '13712345678',
  token = merchant,
): Promise<{ id: number; token: string }> {
  const created = await create({ tel, password: 'secret88', remark: '前台小王', permissions }, token);
  expect(created.body).toMatchObject({ code: 1 });
  return { id: created.body.data.id, token: await up.api.login(tel, 'secret88', true) };
}

describe('a sub-account holds exactly what its merchant granted', () => {
  it('its user info carries those permissions, no main-account markers, and the record shows them', async () => {
    const sub = await newSub(GRANTS);
    const data = await info(sub.token);
    expect(data).toMatchObject({ username: '13712345678', tel: '13712345678', is_sub_account: 1 });
    expect(byIdentity(data.permissions)).toEqual(
      byIdentity(asTree({ flower_order: ['query'], order_all: ['query', 'get'] })),
    );
    const detail = await up.api.get('/api/v2/subaccount/detail', { id: sub.id }, { token: merchant });
    expect(detail.body.data.permissions).toEqual(GRANTS);
    expect(detail.body.data.password).toBeUndefined();
  });

  it('answers what it holds and 403 for anything else — another route, or another action on a granted one', async () => {
    const sub = await newSub(GRANTS);
    const orders = await up.api.post('/api/v2/order/allList', { page_size: 5 }, { token: sub.token });
    expect(orders.body.code).toBe(1);
    expect((await up.api.post('/api/v2/flower/orderList', {}, { token: sub.token })).body.code).toBe(1);
    const detail = await up.api.post('/api/v2/order/detail', { id: orders.body.data.data[0].id }, { token: sub.token });
    expect(detail.body.code).toBe(1);
    expect(await up.api.post('/api/v2/order/export', {}, { token: sub.token })).toMatchObject({
      status: 403,
      body: { code: 403 },
    });
    expect((await up.api.post('/api/v2/food/orderList', {}, { token: sub.token })).status).toBe(403);
    expect((await up.api.post('/api/v2/flower/orderDetail', { id: 1 }, { token: sub.token })).status).toBe(403);
    expect((await up.api.post('/api/v2/subaccount/list', {}, { token: sub.token })).status).toBe(403);
  });

  it('an edit of its grants applies to its live session at once', async () => {
    const sub = await newSub(GRANTS);
    expect((await edit({ id: sub.id, permissions: ['order_all:query'] })).body.code).toBe(1);
    expect((await up.api.post('/api/v2/flower/orderList', {}, { token: sub.token })).status).toBe(403);
    expect(byIdentity((await info(sub.token)).permissions)).toEqual(asTree({ order_all: ['query'] }));
  });

  it('a disabled sub-account cannot log in, and its session ends', async () => {
    const sub = await newSub(GRANTS);
    expect((await up.api.post('/api/v2/subaccount/disable', { id: sub.id }, { token: merchant })).body.code).toBe(1);
    expect((await up.api.post('/api/v2/order/allList', {}, { token: sub.token })).status).toBe(401);
    const login = await up.api.post('/api/v2/subaccount/login', { username: '13712345678', password: 'secret88' });
    expect(login.body).toEqual({ code: 0, msg: '该子账号已被禁用，请联系主账号' });
    const wrong = await up.api.post('/api/v2/subaccount/login', { username: '13712345678', password: 'nope1234' });
    expect(wrong.body.msg).toBe('账号或密码错误');
  });

  it('logs in through the sub-account login only', async () => {
    await newSub(GRANTS);
    const main = await up.api.post('/api/v2/user/login', { username: '13712345678', password: 'secret88' });
    expect(main.body).toEqual({ code: 0, msg: '子账号请使用子账号登录' });
  });
});

describe('nobody grants more than they hold', () => {
  it('a main account cannot grant what §6 withholds from it (junior), nor an unknown key or action', async () => {
    const junior = await create({ tel: '13712345678', password: 'secret88', permissions: ['junior:query'] });
    expect(junior.body).toEqual({ code: 0, msg: '不能授予超出本账号权限的功能：下级代理管理（查看列表）' });
    expect((await create({ tel: '13712345678', password: 'secret88', permissions: ['order_all:fly'] })).body).toEqual({
      code: 0,
      msg: '未知的权限：order_all:fly',
    });
    expect((await create({ tel: '13712345678', password: 'secret88', permissions: ['nothing:query'] })).body.code).toBe(
      0,
    );
    expect(
      (await create({ tel: '13712345678', password: 'secret88', permissions: ['is_share_order:query'] })).body.code,
    ).toBe(0);
    const list = await up.api.post('/api/v2/subaccount/list', { tel: '13712345678' }, { token: merchant });
    expect(list.body.data.total).toBe(0);
  });

  it('a sub-account that manages sub-accounts grants only within its own permissions', async () => {
    const manager = await newSub(['SubaccountList:add', 'SubaccountList:query', 'order_all:query']);
    const more = await create(
      { tel: '13712345679', password: 'secret88', permissions: ['order_all:query', 'order_all:export'] },
      manager.token,
    );
    expect(more.body).toEqual({ code: 0, msg: '不能授予超出本账号权限的功能：全部订单（导出）' });
    const within = await create(
      { tel: '13712345679', password: 'secret88', permissions: ['order_all:query'] },
      manager.token,
    );
    expect(within.body.code).toBe(1);
    // It holds no edit: the upstream refuses before looking at the grants.
    expect((await edit({ id: within.body.data.id, permissions: ['order_all:query'] }, manager.token)).status).toBe(403);
  });

  it('an edit may not add grants the editor lacks; a sub-account wider than the editor it may not edit at all (issue 30 item 6b)', async () => {
    const sub = await newSub(['order_all:query']);
    const editor = await newSub(['SubaccountList:edit', 'SubaccountList:query', 'order_all:query'], '13712345670');
    expect(
      (await edit({ id: sub.id, remark: '只改备注', permissions: ['order_all:query'] }, editor.token)).body.code,
    ).toBe(1);
    expect(
      (await edit({ id: sub.id, permissions: ['order_all:query', 'flower_order:query'] }, editor.token)).body.code,
    ).toBe(0);
    const wider = await newSub(['order_all:query', 'order_all:export'], '13712345671');
    expect((await edit({ id: wider.id, remark: '只改备注' }, editor.token)).body).toMatchObject({
      code: 0,
      msg: '不能修改权限超出本账号的子账号：13712345671',
    });
  });

  it('a tel already in use is refused', async () => {
    await newSub(GRANTS);
    expect((await create({ tel: '13712345678', password: 'secret88', permissions: [] })).body).toEqual({
      code: 0,
      msg: '手机号已被使用',
    });
    expect((await create({ tel: '13900139000', password: 'secret88', permissions: [] })).body).toEqual({
      code: 0,
      msg: '手机号已被使用',
    });
  });
});
