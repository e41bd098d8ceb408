import { beforeEach, describe, expect, it } from 'vitest';
import { upstreamForSuite } from './testkit';

const up = upstreamForSuite();

let token: string;

beforeEach(async () => {
  up.upstream.reset();
  token = await up.api.login('merchant', 'merchant123');
});

const call = (path: string, body: Record<string, unknown> = {}) =>
  up.api.post(`/api/v2/subaccount/${path}`, body, { token });
const subaccounts = async (params: Record<string, unknown> = {}) =>
  (await call('list', { page_size: 1000, ...params })).body.data;

describe('get', () => {
  it('reads the id from the query string of a GET operation', async () => {
    const r = await up.api.get('/api/v2/subaccount/detail', { id: 3 }, { token });
    expect(r.body.code).toBe(1);
    expect(r.body.data).toMatchObject({ id: 3 });
    expect(r.body.data).not.toHaveProperty('password');
  });

  it('reads the id from the body of a POST operation', async () => {
    const r = await up.api.post('/api/v2/order/detail', { id: 12 }, { token });
    expect(r.body.code).toBe(1);
    expect(r.body.data.id).toBe(12);
    expect(r.body.data.seats.length).toBe(r.body.data.ticket_count);
  });

  it('answers 404 for an unknown id', async () => {
    expect(await up.api.get('/api/v2/subaccount/detail', { id: 999 }, { token })).toMatchObject({
      status: 404,
      body: { code: 404, msg: '记录不存在' },
    });
    expect(await up.api.post('/api/v2/order/detail', {}, { token })).toMatchObject({
      status: 404,
      body: { code: 404, msg: '记录不存在' },
    });
  });

  it('refuses the wrong method with 405', async () => {
    expect((await up.api.post('/api/v2/subaccount/detail', { id: 3 }, { token })).status).toBe(405);
  });
});

describe('create', () => {
  it.each([
    [{ tel: '12345', password: 'abc123' }, '手机号: 请输入正确的手机号', 'tel'],
    [{ password: 'abc123' }, '手机号: 不能为空', 'tel'],
    [{ tel: '13700001111' }, '登录密码: 不能为空', 'password'],
    [{ tel: '   ', password: 'abc123' }, '手机号: 不能为空', 'tel'],
    [{ tel: '13700001111', password: 'abc' }, '登录密码: 长度不能少于 6 个字符', 'password'],
    [{ tel: '13700001111', password: 'a'.repeat(21) }, '登录密码: 长度不能超过 20 个字符', 'password'],
    [{ tel: '13700001111', password: 'abc123', remark: '备'.repeat(51) }, '备注: 长度不能超过 50 个字符', 'remark'],
  ])('refuses %j with "%s"', async (body, msg, field) => {
    const r = await call('create', body);
    expect(r.status).toBe(200);
    expect(r.body.code).toBe(0);
    expect(r.body.msg).toBe(msg);
    expect(Object.keys(r.body.data.errors)).toContain(field);
    expect((await subaccounts()).total).toBe(57);
  });

  it('refuses read-only fields a create would send, naming them (strict mode: the console never sends them)', async () => {
    const r = await call('create', { tel: '13700001111', password: 'abc123', remark: '新来的', is_active: 0, id: 5 });
    expect(r).toMatchObject({ status: 400, body: { msg: '不支持的参数：is_active、id' } });
    expect((await subaccounts()).total).toBe(57);
  });

  it('creates a record with a new id and defaults for read-only fields', async () => {
    const r = await call('create', { tel: '13700001111', password: 'abc123', remark: '新来的' });
    expect(r.body).toMatchObject({ code: 1, msg: '创建成功' });
    const created = r.body.data;
    expect(created).toMatchObject({ id: 58, tel: '13700001111', remark: '新来的', is_active: 1 });
    expect(created.created_at).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);
    expect(created).not.toHaveProperty('password');
    const list = await subaccounts();
    expect(list.total).toBe(58);
    expect(list.data[0].id).toBe(58); // newest first (created_at desc)
    expect((await up.api.get('/api/v2/subaccount/detail', { id: 58 }, { token })).body.data.tel).toBe('13700001111');
  });
});

describe('update', () => {
  it('changes the fields sent and validates them', async () => {
    const bad = await call('edit', { id: 4, tel: '999' });
    expect(bad.body).toMatchObject({ code: 0, msg: '手机号: 请输入正确的手机号' });
    const r = await call('edit', { id: 4, remark: '改过了' });
    expect(r.body.code).toBe(1);
    expect(r.body.data).toMatchObject({ id: 4, remark: '改过了' });
    const detail = (await up.api.get('/api/v2/subaccount/detail', { id: 4 }, { token })).body.data;
    expect(detail.remark).toBe('改过了');
    expect(detail.tel).toMatch(/^1[3-9]\d{9}$/);
  });

  it('ignores read-only fields and answers 404 for an unknown id', async () => {
    const before = (await up.api.get('/api/v2/subaccount/detail', { id: 4 }, { token })).body.data;
    await call('edit', { id: 4, created_at: '2000-01-01 00:00:00', is_active: before.is_active ? 0 : 1 });
    expect((await up.api.get('/api/v2/subaccount/detail', { id: 4 }, { token })).body.data).toEqual(before);
    expect(await call('edit', { id: 999, remark: 'x' })).toMatchObject({
      status: 404,
      body: { code: 404, msg: '记录不存在' },
    });
  });
});

describe('actions', () => {
  it('disable then enable, with the effect visible in the next list', async () => {
    const enabled = (await subaccounts({ is_active: 1 })).data;
    const target = enabled[0].id;
    expect((await call('disable', { id: target })).body).toEqual({ code: 1, msg: '操作成功' });
    const disabled = (await subaccounts({ is_active: 0 })).data.map((r: { id: number }) => r.id);
    expect(disabled).toContain(target);
    expect((await subaccounts({ is_active: 1 })).total).toBe(enabled.length - 1);
    expect((await call('enable', { id: target })).body.code).toBe(1);
    expect((await subaccounts({ is_active: 1 })).total).toBe(enabled.length);
  });

  it('applies a bulk action to every id', async () => {
    expect((await call('disable', { ids: [1, 2, 3] })).body.code).toBe(1);
    for (const id of [1, 2, 3])
      expect((await up.api.get('/api/v2/subaccount/detail', { id }, { token })).body.data.is_active).toBe(0);
  });

  it('answers 404 for an unknown id and code 0 when none is given', async () => {
    expect(await call('enable', { id: 999 })).toMatchObject({ status: 404, body: { code: 404, msg: '记录不存在' } });
    expect(await call('enable', { ids: [1, 999] })).toMatchObject({
      status: 404,
      body: { code: 404, msg: '记录不存在' },
    });
    expect((await call('enable', {})).body).toEqual({ code: 0, msg: '请选择要操作的记录' });
  });
});

describe('delete', () => {
  it('removes the record', async () => {
    expect((await call('delete', { id: 7 })).body).toEqual({ code: 1, msg: '删除成功' });
    expect((await up.api.get('/api/v2/subaccount/detail', { id: 7 }, { token })).status).toBe(404);
    expect((await subaccounts()).total).toBe(56);
    expect(await call('delete', { id: 7 })).toMatchObject({ status: 404, body: { code: 404, msg: '记录不存在' } });
  });

  it('reset brings the seeded data back', async () => {
    await call('delete', { id: 7 });
    up.upstream.reset();
    token = await up.api.login('merchant', 'merchant123');
    expect((await subaccounts()).total).toBe(57);
  });
});

describe('import (§3)', () => {
  const importAgents = (rows: unknown, as = token) =>
    up.api.post('/api/v2/agent/juniorImport', { rows }, { token: as });
  const agents = async (as: string) =>
    (await up.api.post('/api/v2/agent/juniorList', { page_size: 1000 }, { token: as })).body.data;

  it('creates the rows the create rules accept and answers the others by index with a message per field', async () => {
    const sharer = await up.api.login('sharer', 'sharer123');
    const before = (await agents(sharer)).total;
    const r = await importAgents(
      [
        { name: '星光影城代理', contact: '王磊', tel: '13800001111', city: '上海', share_rate: 12.5 },
        { name: '', tel: '123', share_rate: 500 },
        { name: '金逸代理', contact: '李娜', tel: '13900002222', city: '南京', share_rate: 8 },
      ],
      sharer,
    );
    expect(r.body.code).toBe(1);
    expect(r.body.data.created).toBe(2);
    expect(r.body.data.failed).toHaveLength(1);
    expect(r.body.data.failed[0].index).toBe(1);
    expect(Object.keys(r.body.data.failed[0].errors).sort()).toEqual(expect.arrayContaining(['name', 'tel']));
    const after = await agents(sharer);
    expect(after.total).toBe(before + 2);
    expect(after.data.map((a: { name: string }) => a.name)).toEqual(
      expect.arrayContaining(['星光影城代理', '金逸代理']),
    );
  });

  it('refuses a body that is not a list of records, and more rows than one import takes, creating nothing', async () => {
    const sharer = await up.api.login('sharer', 'sharer123');
    const before = (await agents(sharer)).total;
    expect((await importAgents('oops', sharer)).body).toMatchObject({ code: 0 });
    expect((await importAgents([1, 2], sharer)).body).toMatchObject({ code: 0 });
    const many = Array.from({ length: 5001 }, (_, i) => ({ name: `代理${i}`, share_rate: 1 }));
    expect((await importAgents(many, sharer)).body).toMatchObject({ code: 0, msg: expect.stringContaining('5000') });
    expect((await agents(sharer)).total).toBe(before);
  });

  it('needs the import action on the key (403 without it)', async () => {
    expect((await importAgents([{ name: 'x' }])).status).toBe(403);
  });
});
