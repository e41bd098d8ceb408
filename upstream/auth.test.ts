import { beforeEach, describe, expect, it } from 'vitest';
import { upstreamForSuite } from './testkit';

const up = upstreamForSuite();

beforeEach(() => up.upstream.reset());

const identities = (info: { permissions: Array<{ identity: string; children: Array<{ identity: string }> }> }) =>
  Object.fromEntries(info.permissions.map((p) => [p.identity, p.children.map((c) => c.identity)]));

describe('login', () => {
  it('logs a main account in with both tokens and a 7-day lifetime', async () => {
    const r = await up.api.post('/api/v2/user/login', { username: 'merchant', password: 'merchant123' });
    expect(r.status).toBe(200);
    expect(r.body).toMatchObject({ code: 1, msg: '登录成功' });
    expect(r.body.data.user_token).toMatch(/^\w{20,}$/);
    expect(r.body.data.access_token).toMatch(/^\w{20,}$/);
    expect(r.body.data.access_token).not.toBe(r.body.data.user_token);
  });

  it.each([
    ['wrong password', '/api/v2/user/login', { username: 'merchant', password: 'nope' }, '账号或密码错误'],
    ['unknown user', '/api/v2/user/login', { username: 'ghost', password: 'merchant123' }, '账号或密码错误'],
    [
      'sub-account on the main login',
      '/api/v2/user/login',
      { username: 'operator', password: 'operator123' },
      '子账号请使用子账号登录',
    ],
    [
      'main account on the sub-account login',
      '/api/v2/subaccount/login',
      { username: 'merchant', password: 'merchant123' },
      '主账号请使用主账号登录',
    ],
    [
      'sub-account with a wrong password',
      '/api/v2/subaccount/login',
      { username: 'operator', password: 'x' },
      '账号或密码错误',
    ],
  ])('refuses %s with code 0 and HTTP 200', async (_case, path, body, msg) => {
    const r = await up.api.post(path, body);
    expect(r.status).toBe(200);
    expect(r.body).toEqual({ code: 0, msg });
  });

  it('logs a sub-account in by name or by tel', async () => {
    for (const username of ['operator', '13900139000']) {
      const r = await up.api.post('/api/v2/subaccount/login', { username, password: 'operator123' });
      expect(r.body.code).toBe(1);
      expect(r.body.data.user_token).toBeTruthy();
    }
  });
});

describe('user info', () => {
  it("lists a main account's role keys with every action; the main-account keys are the console's to derive (§6)", async () => {
    const token = await up.api.login('merchant', 'merchant123');
    const r = await up.api.post('/api/v2/user/info', {}, { token });
    expect(r.body.code).toBe(1);
    expect(r.body.data).toMatchObject({
      username: 'merchant',
      tel: '13800138000',
      is_sub_account: 0,
      business_type: 1,
      is_authshop: 1,
      is_shareshop: 1,
      is_share_order: 0,
      agent_id: 1001,
      role: { id: 'merchant', name: '代理后台（全部权限）' },
    });
    const held = identities(r.body.data);
    expect(held.order_all).toEqual(['query', 'get', 'export']);
    expect(Object.keys(held)).toContain('dashboard');
    // Subaccount, SubaccountList, the markers and business_type_1 come from the flags above (permissions.yaml
    // mainAccount), not from the permissions list — as a real service sends only the role's own.
    for (const derived of ['Subaccount', 'SubaccountList', 'is_authshop', 'is_shareshop', 'business_type_1'])
      expect(Object.keys(held)).not.toContain(derived);
    // §6 (permissions.yaml mainAccount removes): a main account never holds junior, though its role has every key.
    expect(Object.keys(held)).not.toContain('junior');
  });

  it('gives a sub-account only its role grants', async () => {
    const token = await up.api.login('operator', 'operator123', true);
    const r = await up.api.post('/api/v2/user/info', {}, { token });
    expect(r.body.data).toMatchObject({
      username: 'operator',
      tel: '13900139000',
      is_sub_account: 1,
      role: { id: 'operator', name: '运营' },
    });
    expect(identities(r.body.data)).toEqual({
      order_all: ['query', 'get'],
      withdraw_agent: ['query'],
      poster: ['query'],
      SubaccountList: ['query', 'get'],
      price: ['edit', 'query', 'get'],
    });
  });

  it('takes each client’s token only in that client’s header (upstream.yaml clients: the user token in User-Token)', async () => {
    const { userToken, accessToken } = await up.api.loginTokens('merchant', 'merchant123');
    expect((await up.api.post('/api/v2/user/info', {}, { token: userToken })).body.code).toBe(1);
    // The gateway's token, or the right token in the gateway's header, does not open the movie service.
    expect((await up.api.post('/api/v2/user/info', {}, { token: accessToken })).status).toBe(401);
    expect((await up.api.post('/api/v2/user/info', {}, { token: userToken, client: 'gateway' })).status).toBe(401);
  });
});

describe('authorization failures', () => {
  const unauthorized = { code: 401, msg: 'Authorization verification failed' };

  it('answers 401 without a token, with an unknown one and with an expired one', async () => {
    expect(await up.api.post('/api/v2/user/info')).toMatchObject({ status: 401, body: unauthorized });
    expect(await up.api.post('/api/v2/order/allList', {}, { token: 'made-up' })).toMatchObject({
      status: 401,
      body: unauthorized,
    });
    const token = await up.api.login('merchant', 'merchant123');
    expect((await up.api.post('/__upstream/expire', { token })).body.code).toBe(1);
    expect(await up.api.post('/api/v2/order/allList', {}, { token })).toMatchObject({
      status: 401,
      body: unauthorized,
    });
  });

  it('answers 401 after logout, and logout itself always succeeds', async () => {
    const token = await up.api.login('merchant', 'merchant123');
    expect((await up.api.post('/api/v2/user/logout', {}, { token })).body.code).toBe(1);
    expect((await up.api.post('/api/v2/user/info', {}, { token })).status).toBe(401);
    expect((await up.api.post('/api/v2/user/logout', {}, { token })).body.code).toBe(1);
  });

  it("admits by the markers a main account's flags raise (§6): is_share_order opens the junior agents, its absence refuses", async () => {
    const sharer = await up.api.login('sharer', 'sharer123');
    const listed = await up.api.post('/api/v2/agent/juniorList', { page: 1, page_size: 10 }, { token: sharer });
    expect(listed.body.code).toBe(1);
    expect(listed.body.data.data.length).toBeGreaterThan(0);
    const merchant = await up.api.login('merchant', 'merchant123');
    expect((await up.api.post('/api/v2/agent/juniorList', {}, { token: merchant })).status).toBe(403);
  });

  it('answers 403 naming the key and action the account lacks', async () => {
    const token = await up.api.login('operator', 'operator123', true);
    const create = await up.api.post(
      '/api/v2/subaccount/create',
      { tel: '13700001111', password: 'abc123' },
      { token },
    );
    expect(create).toMatchObject({ status: 403, body: { code: 403, msg: '无权限：SubaccountList/add' } });
    const exported = await up.api.post('/api/v2/order/export', {}, { token });
    expect(exported).toMatchObject({ status: 403, body: { code: 403, msg: '无权限：order_all/export' } });
    // What the role does grant works.
    expect((await up.api.post('/api/v2/subaccount/list', {}, { token })).body.code).toBe(1);
    expect((await up.api.post('/api/v2/order/allList', {}, { token })).body.code).toBe(1);
  });

  it('lets the main account do what the operator may not', async () => {
    const token = await up.api.login('merchant', 'merchant123');
    expect(
      (await up.api.post('/api/v2/subaccount/create', { tel: '13700001111', password: 'abc123' }, { token })).body.code,
    ).toBe(1);
    expect((await up.api.post('/api/v2/order/export', {}, { token })).status).toBe(200);
  });

  it('drops every session on reset', async () => {
    const token = await up.api.login('merchant', 'merchant123');
    up.upstream.reset();
    expect((await up.api.post('/api/v2/user/info', {}, { token })).status).toBe(401);
  });

  it('enforces grants an administrator changes while the account is logged in (test hook)', async () => {
    const token = await up.api.login('operator', 'operator123', true);
    const grant = (actions: string[]) =>
      up.api.post('/__upstream/grants', {
        username: 'operator',
        grants: { SubaccountList: actions, order_all: ['query'] },
      });
    expect((await grant(['query', 'get', 'edit'])).body).toMatchObject({ code: 1, data: { sessions: 1 } });
    // A sub-account within the operator's grants (issue 30 item 6b: a wider one it may not edit at all).
    const merchant = await up.api.login('merchant', 'merchant123');
    const { id } = (
      await up.api.post(
        '/api/v2/subaccount/create',
        { tel: '13700002222', password: 'abc123', permissions: ['order_all:query'] },
        { token: merchant },
      )
    ).body.data;
    expect((await up.api.post('/api/v2/subaccount/edit', { id, remark: '可以改' }, { token })).body.code).toBe(1);
    await grant(['query', 'get']);
    const refused = await up.api.post('/api/v2/subaccount/edit', { id, remark: '越权' }, { token });
    expect(refused).toMatchObject({ status: 403, body: { msg: '无权限：SubaccountList/edit' } });
    // A new login holds the changed grants too; reset restores permissions.yaml's.
    const again = await up.api.login('operator', 'operator123', true);
    expect(identities((await up.api.post('/api/v2/user/info', {}, { token: again })).body.data)).toEqual({
      order_all: ['query'],
      SubaccountList: ['query', 'get'],
    });
    up.upstream.reset();
    const fresh = await up.api.login('operator', 'operator123', true);
    expect(identities((await up.api.post('/api/v2/user/info', {}, { token: fresh })).body.data).order_all).toEqual([
      'query',
      'get',
    ]);
    expect((await up.api.post('/__upstream/grants', { username: 'operator', grants: { x: ['fly'] } })).status).toBe(
      400,
    );
  });
});

describe('test hooks are out of a web page’s reach', () => {
  it('refuses a cross-site post (Origin) and a text/plain body', async () => {
    const grants = JSON.stringify({ username: 'viewer', grants: { SubaccountList: ['add'] } });
    const fromPage = await up.api.raw('/__upstream/grants', {
      method: 'POST',
      headers: { Origin: 'https://evil.example', 'Content-Type': 'application/json' },
      body: grants,
    });
    expect(fromPage.status).toBe(403);
    const asText = await up.api.raw('/__upstream/grants', {
      method: 'POST',
      headers: { 'Content-Type': 'text/plain' },
      body: grants,
    });
    expect(asText.status).toBe(403);
    const token = await up.api.login('viewer', 'viewer123', true);
    expect(
      (await up.api.post('/api/v2/subaccount/create', { tel: '13700001111', password: 'abc123' }, { token })).status,
    ).toBe(403);
  });
});
