/**
 * §7's calls as the spec states them, served by the strict stand-in over the repository's schemas (issue 29 item 7):
 * the two GET lists take exactly what §7 lists, the statistics variant takes start_time/end_time or time, the poster
 * list's is_official_poster variant, the channel batch with exactly channel_ids, and a resource of the admin gateway
 * in its own convention (§7 client 2, §3 paged list result).
 */
import { describe, expect, it } from 'vitest';
import { upstreamForSuite } from './testkit';

const up = upstreamForSuite();
type Row = Record<string, unknown>;

async function merchant() {
  const { userToken: token, accessToken } = await up.api.loginTokens('merchant', 'merchant123');
  return {
    token,
    accessToken,
    get: async (p: string, query: Record<string, string | number> = {}) => up.api.get(p, query, { token }),
    post: async (p: string, body: Row = {}) => up.api.post(p, body, { token }),
  };
}

describe('the GET lists take exactly what §7 lists', () => {
  it('application list: page_size and is_saas, and the apps up to page_size in one answer', async () => {
    const m = await merchant();
    const all = await m.get('/api/v2/application/list', { page_size: 10000, is_saas: 1 });
    expect(all.body.code).toBe(1);
    expect(all.body.data.total).toBe(5);
    expect(all.body.data.data).toHaveLength(5);
    expect((await m.get('/api/v2/application/list', { page_size: 2, is_saas: 1 })).body.data.data).toHaveLength(2);
  });

  it.each([
    ['page', { page: 2 }],
    ['sort and order', { sort: 'month_orders', order: 'asc' }],
    ['a filter', { app_name: '乐享' }],
    ['an id', { id: 1 }],
  ])('application list: refuses %s (strict: not a §7 parameter of this call)', async (_what, extra) => {
    const m = await merchant();
    const reply = await m.get('/api/v2/application/list', { page_size: 10, is_saas: 1, ...extra });
    expect(reply.status).toBe(400);
    expect(reply.body.msg).toBe(`不支持的参数：${Object.keys(extra).join('、')}`);
  });

  it('media list: all and pageSize; page and filters are refused', async () => {
    const m = await merchant();
    const media = await m.get('/api/v2/media/list', { all: 1, pageSize: 10000 });
    expect(media.body.data.total).toBe(8);
    expect(media.body.data.data).toHaveLength(8);
    expect((await m.get('/api/v2/media/list', { all: 1, pageSize: 10, page: 1 })).body.msg).toBe('不支持的参数：page');
    expect((await m.get('/api/v2/media/list', { all: 1, pageSize: 10, name: '抖音' })).body.msg).toBe(
      '不支持的参数：name',
    );
  });
});

describe('statistics, the start_time/end_time/time variant (media statistics)', () => {
  const days = (rows: Row[]) => [...new Set(rows.map((r) => String(r.day)))].sort();

  it('start_time/end_time keep a period of days; time keeps one day', async () => {
    const m = await merchant();
    const period = (await m.get('/api/v2/statistics/media', { start_time: '2025-06-01', end_time: '2025-06-10' })).body
      .data;
    expect(period.total).toBeGreaterThan(10);
    expect(days(period.data).every((d) => d >= '2025-06-01' && d <= '2025-06-10')).toBe(true);
    expect(period.sum_orders).toBe((period.data as Row[]).reduce((n, r) => n + Number(r.orders), 0));
    const day = days(period.data)[0];
    const one = (await m.get('/api/v2/statistics/media', { time: day })).body.data;
    expect(one.total).toBeGreaterThan(0);
    expect(days(one.data)).toEqual([day]);
    expect(one.total).toBe((period.data as Row[]).filter((r) => r.day === day).length);
  });

  it('takes media_id and app_id; refuses the other variant’s start_date and a channel_id', async () => {
    const m = await merchant();
    const rows = (await m.get('/api/v2/statistics/media', {})).body.data.data as Row[];
    const medium = rows[0].media_id;
    const kept = (await m.get('/api/v2/statistics/media', { media_id: Number(medium) })).body.data.data as Row[];
    expect(kept.length).toBe(rows.filter((r) => r.media_id === medium).length);
    const media = (await m.get('/api/v2/media/list', { all: 1, pageSize: 10000 })).body.data.data as Row[];
    // A row's app is its medium's.
    for (const r of kept) expect(r.app_id).toBe(media.find((x) => x.id === medium)!.app_id);
    expect((await m.get('/api/v2/statistics/media', { start_date: '2025-06-01' })).body.msg).toBe(
      '不支持的参数：start_date',
    );
    expect((await m.get('/api/v2/statistics/media', { channel_id: 1 })).body.msg).toBe('不支持的参数：channel_id');
  });
});

describe('the poster list’s is_official_poster variant', () => {
  it('is_official_poster=1 keeps the official posters, as is_official=1 does', async () => {
    const m = await merchant();
    const list = async (body: Row) =>
      (await m.post('/api/v2/poster/list', { page_size: 1000, ...body })).body.data.data as Row[];
    const all = await list({});
    const official = await list({ is_official_poster: 1 });
    expect(official.length).toBeGreaterThan(0);
    expect(official.length).toBeLessThan(all.length);
    expect(official.every((r) => r.is_official === 1)).toBe(true);
    expect(official.map((r) => r.id)).toEqual((await list({ is_official: 1 })).map((r) => r.id));
    // Beside appid and status, as §7 lists them.
    const published = await list({ is_official_poster: 1, status: 1 });
    expect(published.every((r) => r.is_official === 1 && r.status === 1)).toBe(true);
  });
});

describe('channel batch: exactly channel_ids', () => {
  it('deletes the selected slots; a status beside the ids is refused; an unknown id deletes nothing', async () => {
    const m = await merchant();
    const ids = async () =>
      ((await m.post('/api/v2/channel/list', { all: 1, page_size: 1000 })).body.data.data as Row[]).map(
        (r) => r.id as number,
      );
    const before = await ids();
    expect((await m.post('/api/v2/channel/batch', { channel_ids: [before[0]], status: 0 })).body.msg).toBe(
      '不支持的参数：status',
    );
    expect((await m.post('/api/v2/channel/batch', { channel_ids: [before[0], 999_999] })).status).toBe(404);
    expect(await ids()).toEqual(before);
    expect((await m.post('/api/v2/channel/batch', { channel_ids: [before[0], before[1]] })).body.code).toBe(1);
    expect(await ids()).toEqual(before.slice(2));
  });

  it('pause and resume are calls of their own, each with exactly channel_ids', async () => {
    const m = await merchant();
    const status = async (id: number) =>
      ((await m.post('/api/v2/channel/list', { all: 1, page_size: 1000 })).body.data.data as Row[]).find(
        (r) => r.id === id,
      )!.status;
    expect((await m.post('/api/v2/channel/pause', { channel_ids: [5] })).body.code).toBe(1);
    expect(await status(5)).toBe(0);
    expect((await m.post('/api/v2/channel/resume', { channel_ids: [5] })).body.code).toBe(1);
    expect(await status(5)).toBe(1);
    expect((await m.post('/api/v2/channel/pause', { channel_ids: [5], status: 1 })).body.msg).toBe(
      '不支持的参数：status',
    );
  });
});

describe('users, a resource of the admin gateway (§7 client 2)', () => {
  it('answers totalCount and data with the page echoed as pageNo/pageSize, to the access token in Authorization', async () => {
    const m = await merchant();
    const reply = await up.api.post(
      '/api/admin/user/list',
      { pageNo: 2, pageSize: 5 },
      { token: m.accessToken, client: 'gateway' },
    );
    expect(reply.body).toMatchObject({ code: 1, totalCount: 57, pageNo: 2, pageSize: 5 });
    expect(reply.body.data).toHaveLength(5);
    const one = await up.api.post(
      '/api/admin/user/detail',
      { id: reply.body.data[0].id },
      { token: m.accessToken, client: 'gateway' },
    );
    expect(one.body).toMatchObject({ code: 1, data: { id: reply.body.data[0].id } });
  });

  it('refuses the movie service’s token and its paging names', async () => {
    const m = await merchant();
    expect((await up.api.post('/api/admin/user/list', { pageNo: 1, pageSize: 5 }, { token: m.token })).status).toBe(
      401,
    );
    expect(
      (
        await up.api.post(
          '/api/admin/user/list',
          { page: 1, page_size: 5 },
          { token: m.accessToken, client: 'gateway' },
        )
      ).body.msg,
    ).toBe('不支持的参数：page、page_size');
  });
});
