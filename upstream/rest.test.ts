import { readFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { RunningUpstream } from './server';
import { client, projectWith, REPO_ROOT, start, type Client, type Reply } from './testkit';

/**
 * The rest convention (upstream.yaml client `rest`) as ra-data-simple-rest calls it, over HTTP: the fixture resource
 * restProducts (tests/fixtures/rest, never a product screen) added to a copy of the project. Lists answer their rows
 * with the total in Content-Range; records live at /:id; refusals are HTTP statuses with `{ message }`; the token
 * counts only as the rest client's bearer header; strict mode refuses what simple-rest never sends, naming it.
 */
const FIXTURE = readFileSync(path.join(REPO_ROOT, 'tests/fixtures/rest/schemas/restProducts.yaml'), 'utf8');
const BASE = '/api/rest/products';

let project: { root: string; remove(): void };
let upstream: RunningUpstream;
let api: Client;
let merchant: string;

beforeAll(async () => {
  project = projectWith({ 'restProducts.yaml': FIXTURE });
  upstream = await start({ root: project.root });
  api = client(upstream.url);
});
afterAll(async () => {
  await upstream?.close();
  project?.remove();
});
beforeEach(async () => {
  upstream.reset();
  merchant = (await api.loginTokens('merchant', 'merchant123')).accessToken;
});

type Row = Record<string, unknown>;
const bearer = (token: string) => ({ Authorization: `Bearer ${token}` });

/** A call as ra-data-simple-rest makes it: JSON query values, a JSON body, the bearer token. */
async function rest(
  method: string,
  p: string,
  options: { query?: Record<string, unknown>; body?: unknown; headers?: Record<string, string> } = {},
): Promise<Reply> {
  const qs = new URLSearchParams(
    Object.entries(options.query ?? {}).map(([k, v]) => [k, typeof v === 'string' ? v : JSON.stringify(v)]),
  ).toString();
  const headers: Record<string, string> = options.headers ?? bearer(merchant);
  const body = options.body === undefined ? undefined : JSON.stringify(options.body);
  const res = await api.raw(`${BASE}${p}${qs ? `?${qs}` : ''}`, {
    method,
    headers: body ? { ...headers, 'Content-Type': 'application/json' } : headers,
    body,
  });
  const text = await res.text();
  return { status: res.status, headers: res.headers, body: text === '' ? text : JSON.parse(text) };
}

const list = (query: Record<string, unknown>, headers?: Record<string, string>) => rest('GET', '', { query, headers });
const totalOf = (reply: Reply) => Number(reply.headers.get('content-range')?.split('/').pop());

describe('the list: filter, range and sort in, rows and Content-Range out', () => {
  it('answers a page of rows as the body and the range and total in Content-Range', async () => {
    const reply = await list({ filter: {}, range: [0, 9], sort: ['id', 'ASC'] });
    expect(reply.status).toBe(200);
    expect(reply.body).toHaveLength(10);
    expect(reply.headers.get('content-range')).toBe('restProducts 0-9/23');
    const ids = (reply.body as Row[]).map((r) => Number(r.id));
    expect(ids).toEqual([...ids].sort((a, b) => a - b));
    // The last page holds what is left, and says so.
    const last = await list({ range: [20, 29], sort: ['id', 'ASC'] });
    expect(last.body).toHaveLength(3);
    expect(last.headers.get('content-range')).toBe('restProducts 20-22/23');
  });

  it('sorts by a sortable field in either direction', async () => {
    const prices = async (order: string) =>
      ((await list({ range: [0, 99], sort: ['price', order] })).body as Row[]).map((r) => Number(r.price));
    const asc = await prices('ASC');
    expect(asc).toEqual([...asc].sort((a, b) => a - b));
    expect(await prices('DESC')).toEqual([...asc].reverse());
  });

  it("filters by the schema's filter parameters inside filter=, and by id for a read of several records", async () => {
    const snacks = await list({ filter: { category: 'snack' }, range: [0, 99] });
    expect((snacks.body as Row[]).every((r) => r.category === 'snack')).toBe(true);
    expect(totalOf(snacks)).toBe((snacks.body as Row[]).length);
    expect(totalOf(snacks)).toBeLessThan(23);
    const [first, second] = (await list({ range: [0, 1], sort: ['id', 'ASC'] })).body as Row[];
    const word = String(first.name).slice(0, 2);
    const named = (await list({ filter: { keyword: word }, range: [0, 99] })).body as Row[];
    expect(named.length).toBeGreaterThan(0);
    expect(named.every((r) => String(r.name).includes(word))).toBe(true);
    // ra-data-simple-rest's getMany: no range, filter={"id":[…]}.
    const many = await list({ filter: { id: [first.id, second.id] } });
    expect((many.body as Row[]).map((r) => r.id).sort()).toEqual([first.id, second.id].sort());
  });

  it('an empty page still states the total', async () => {
    const reply = await list({ filter: { keyword: 'no such product anywhere' }, range: [0, 9] });
    expect(reply.body).toEqual([]);
    expect(reply.headers.get('content-range')).toBe('restProducts */0');
  });
});

describe('one record at /:id', () => {
  it('reads, creates, updates and deletes, each answering the record', async () => {
    const created = await rest('POST', '', { body: { name: '爆米花套餐', category: 'snack', price: 39 } });
    expect(created.status).toBe(200);
    expect(created.body).toMatchObject({ name: '爆米花套餐', category: 'snack', price: 39 });
    const id = (created.body as Row).id;
    expect((await rest('GET', `/${String(id)}`)).body).toEqual(created.body);

    const updated = await rest('PUT', `/${String(id)}`, { body: { price: 45.5 } });
    expect(updated.status).toBe(200);
    expect(updated.body).toMatchObject({ id, name: '爆米花套餐', price: 45.5 });

    const deleted = await rest('DELETE', `/${String(id)}`, {
      headers: { ...bearer(merchant), 'Content-Type': 'text/plain' },
    });
    expect(deleted.status).toBe(200);
    expect(deleted.body).toMatchObject({ id, price: 45.5 });
    expect(await rest('GET', `/${String(id)}`)).toMatchObject({ status: 404, body: { message: '记录不存在' } });
  });

  it("refuses a record that does not pass the schema's rules with 400 and the reason", async () => {
    const reply = await rest('POST', '', { body: { category: 'snack', price: -1 } });
    expect(reply.status).toBe(400);
    expect(reply.body).toEqual({ message: expect.stringMatching(/商品名称/) });
  });

  it("another merchant's record answers like a missing one", async () => {
    const [mine] = (await list({ range: [0, 0] })).body as Row[];
    const other = (await api.loginTokens('kuaishou', 'kuaishou123')).accessToken;
    expect(await rest('GET', `/${String(mine.id)}`, { headers: bearer(other) })).toMatchObject({
      status: 404,
      body: { message: '记录不存在' },
    });
    expect(await rest('PUT', `/${String(mine.id)}`, { body: { price: 1 }, headers: bearer(other) })).toMatchObject({
      status: 404,
    });
  });
});

describe('who may call', () => {
  it("answers 401 without the token, or with it anywhere but the rest client's bearer header", async () => {
    const { userToken, accessToken } = await api.loginTokens('merchant', 'merchant123');
    const unauthorized = { status: 401, body: { message: 'Authorization verification failed' } };
    expect(await list({}, {})).toMatchObject(unauthorized);
    // The gateway's format (no Bearer), and the movie service's header, are other clients' ways.
    expect(await list({}, { Authorization: accessToken })).toMatchObject(unauthorized);
    expect(await list({}, { 'User-Token': userToken })).toMatchObject(unauthorized);
    expect(await list({}, bearer(accessToken))).toMatchObject({ status: 200 });
  });

  it('answers 403 naming the key and action to an account without the permission', async () => {
    const operator = (await api.loginTokens('operator', 'operator123', true)).accessToken;
    expect(await list({}, bearer(operator))).toMatchObject({
      status: 403,
      body: { message: '无权限：restProducts/query' },
    });
  });
});

describe('strict: only what ra-data-simple-rest sends', () => {
  it('refuses other query parameters, naming them', async () => {
    expect(await list({ page: 1, range: [0, 9] })).toMatchObject({
      status: 400,
      body: { message: '不支持的参数：page' },
    });
  });

  it('refuses filter keys no filter declares, naming them', async () => {
    expect(await list({ filter: { status: 1, category: 'snack' } })).toMatchObject({
      status: 400,
      body: { message: '不支持的筛选条件：status' },
    });
  });

  it("refuses a filter, range or sort that is not the library's JSON", async () => {
    expect(await list({ filter: 'category=snack' })).toMatchObject({
      status: 400,
      body: { message: '参数错误：filter 应为 JSON' },
    });
    expect(await list({ range: [9, 0] })).toMatchObject({
      status: 400,
      body: { message: '参数错误：range 应为 [起, 止]' },
    });
    expect(await list({ sort: ['price', 'up'] })).toMatchObject({ status: 400 });
    expect(await list({ range: [0, 10000] })).toMatchObject({
      status: 400,
      body: { message: expect.stringMatching(/10000/) },
    });
  });

  it('refuses a read-only field in an update body', async () => {
    const [first] = (await list({ range: [0, 0] })).body as Row[];
    expect(
      await rest('PUT', `/${String(first.id)}`, { body: { price: 1, created_at: '2025-01-01 00:00:00' } }),
    ).toMatchObject({ status: 400, body: { message: '不支持的参数：created_at' } });
  });
});

describe('a console on another loopback port', () => {
  it('may send the Range header and read Content-Range', async () => {
    const origin = 'http://localhost:5173';
    const preflight = await api.raw(BASE, {
      method: 'OPTIONS',
      headers: {
        Origin: origin,
        'Access-Control-Request-Method': 'GET',
        'Access-Control-Request-Headers': 'authorization,range',
      },
    });
    expect(preflight.headers.get('access-control-allow-headers')?.toLowerCase()).toContain('range');
    const reply = await list({ range: [0, 0] }, { ...bearer(merchant), Origin: origin });
    expect(reply.headers.get('access-control-expose-headers')).toContain('Content-Range');
  });
});
