import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RunningUpstream } from './server';
import { client, projectWith, start, type Client } from './testkit';

/**
 * A schema the server code has never heard of: a gateway resource with its own id field and a GET list, on a route
 * of its own (no §2 route is left unbuilt to take over).
 */
const COUPONS = `
name: coupons
label: { zh-CN: 优惠券, en: Coupons }
route: /gateway/couponList
menu: { order: 58 }
permission: coupon
recordId: coupon_id
upstream:
  client: gateway
  list: { method: GET, path: /api/admin/coupon/list }
  get: { method: GET, path: /api/admin/coupon/detail }
  create: { method: POST, path: /api/admin/coupon/create }
fields:
  coupon_id: { type: integer, label: { zh-CN: 券ID, en: ID }, readOnly: true, seed: { kind: sequence } }
  title: { type: string, label: { zh-CN: 券名称, en: Title }, required: true, maxLength: 30, seed: { kind: film } }
  face_value: { type: number, widget: money, label: { zh-CN: 面额, en: Value }, minimum: 1, maximum: 100, sortable: true }
  cinema_name: { type: string, label: { zh-CN: 适用影院, en: Cinema }, seed: { kind: cinema } }
  status:
    type: integer
    widget: chip
    label: { zh-CN: 状态, en: Status }
    default: 1
    enum:
      - { value: 1, label: { zh-CN: 发放中, en: Active } }
      - { value: 2, label: { zh-CN: 已暂停, en: Paused } }
      - { value: 3, label: { zh-CN: 已过期, en: Expired } }
  valid_until: { type: string, format: date-time, widget: datetime, label: { zh-CN: 有效期至, en: Valid until }, seed: { min: -30, max: 30 } }
list:
  columns: [title, face_value, cinema_name, status, valid_until]
  filters:
    - { field: status, op: in }
    - { field: title, op: contains, param: keyword }
create: [title, face_value]
actions:
  - { name: add, place: toolbar }
  - name: pause
    access: disable
    place: bulk
    label: { zh-CN: 暂停, en: Pause }
    call: { path: /api/admin/coupon/pause }
    effect: { status: 2 }
`;

let upstream: RunningUpstream;
let api: Client;
let token: string;
const roots: Array<{ remove(): void }> = [];

function copyRoot(extra: Record<string, string>): string {
  const project = projectWith(extra);
  roots.push(project);
  return project.root;
}

beforeAll(async () => {
  upstream = await start({ root: copyRoot({ 'coupons.yaml': COUPONS }) });
  api = client(upstream.url);
  token = (await api.loginTokens('merchant', 'merchant123')).accessToken;
});
afterAll(async () => {
  await upstream.close();
  for (const project of roots) project.remove();
});

/** The gateway takes the access token in its own header (upstream.yaml clients.gateway). */
const bearer = () => ({ token, client: 'gateway' as const });

describe('a schema added without any server change', () => {
  it('gets a gateway-shaped paged list, read from the query string', async () => {
    const r = await api.get('/api/admin/coupon/list', { pageNo: 2, pageSize: 20 }, bearer());
    expect(r.body).toMatchObject({ code: 1, pageNo: 2, pageSize: 20, totalCount: 57 });
    expect(r.body.data).toHaveLength(20);
    const row = r.body.data[0];
    expect(Object.keys(row)).toEqual(['coupon_id', 'title', 'face_value', 'cinema_name', 'status', 'valid_until']);
    expect(row.face_value).toBeGreaterThanOrEqual(1);
    expect(row.face_value).toBeLessThanOrEqual(100);
    expect(row.cinema_name).toMatch(/影城|影院|电影城/);
  });

  it('filters (comma-separated in, renamed contains param) and sorts', async () => {
    const all = (await api.get('/api/admin/coupon/list', { pageSize: 100 }, bearer())).body.data as Array<
      Record<string, unknown>
    >;
    const some = (await api.get('/api/admin/coupon/list', { pageSize: 100, status: '2,3' }, bearer())).body;
    expect(some.totalCount).toBeGreaterThan(0);
    expect(some.totalCount).toBeLessThan(57);
    for (const row of some.data) expect([2, 3]).toContain(row.status);
    const word = String(all[0].title).slice(0, 2);
    const found = (await api.get('/api/admin/coupon/list', { pageSize: 100, keyword: word }, bearer())).body.data;
    expect(found.length).toBe(all.filter((r) => String(r.title).includes(word)).length);
    const sorted = (
      await api.get('/api/admin/coupon/list', { pageSize: 100, sort: 'face_value', order: 'asc' }, bearer())
    ).body.data;
    expect(sorted.map((r: { face_value: number }) => r.face_value)).toEqual(
      [...sorted.map((r: { face_value: number }) => r.face_value)].sort((a, b) => a - b),
    );
  });

  it('gets detail, create and a bulk custom action, keyed by its own id field', async () => {
    expect((await api.get('/api/admin/coupon/detail', { coupon_id: 5 }, bearer())).body.data.coupon_id).toBe(5);
    const bad = await api.post('/api/admin/coupon/create', { title: '国庆观影券', face_value: 500 }, bearer());
    expect(bad.body).toMatchObject({ code: 0, msg: '面额: 不能大于 100' });
    const created = await api.post('/api/admin/coupon/create', { title: '国庆观影券', face_value: '20' }, bearer());
    expect(created.body).toMatchObject({
      code: 1,
      data: { coupon_id: 58, title: '国庆观影券', face_value: 20, status: 1 },
    });
    expect((await api.post('/api/admin/coupon/pause', { ids: [58, 1] }, bearer())).body.code).toBe(1);
    expect((await api.get('/api/admin/coupon/detail', { coupon_id: 58 }, bearer())).body.data.status).toBe(2);
  });

  it('is guarded by its permission key', async () => {
    const operator = (await api.loginTokens('operator', 'operator123', true)).accessToken;
    const r = await api.get('/api/admin/coupon/list', {}, { token: operator, client: 'gateway' });
    expect(r).toMatchObject({ status: 403, body: { code: 403, msg: '无权限：coupon/query' } });
  });

  it('refuses to start when two schemas claim the same endpoint', async () => {
    const clash = COUPONS.replace('name: coupons', 'name: coupons2').replace(
      'route: /gateway/couponList',
      'route: /coupon/other',
    );
    await expect(start({ root: copyRoot({ 'coupons.yaml': COUPONS, 'coupons2.yaml': clash }) })).rejects.toThrow(
      /already served|duplicate/,
    );
  });

  it('refuses to start on a schema the generator rejects', async () => {
    await expect(start({ root: copyRoot({ 'broken.yaml': 'name: broken\n' }) })).rejects.toThrow(/problem/);
  });
});
