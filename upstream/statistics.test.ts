/**
 * Issue 10 screens over the repository's schemas: the conversion statistics really filter (slot, medium, app, period)
 * and their related records agree (seed.from); channel save dispatches by is_update (§7); every export lands in the
 * merchant's download log and its link serves the same file until it expires.
 */
import { describe, expect, it, vi } from 'vitest';
import { upstreamForSuite } from './testkit';

const up = upstreamForSuite();
type Row = Record<string, unknown>;

async function merchant() {
  const token = await up.api.login('merchant', 'merchant123');
  return {
    token,
    // §7: only the filters travel (the console sorts and pages the period's rows).
    stats: async (query: Record<string, string | number>) =>
      (await up.api.get('/api/v2/statistics/list', query, { token })).body,
    post: async (p: string, body: Row = {}) => (await up.api.post(p, body, { token })).body,
  };
}

describe('conversion statistics (GET channel_id, media_id, app_id, start_date, end_date)', () => {
  const period = { start_date: '2025-05-17', end_date: '2025-06-15' };

  it('keeps only the rows of the period, and the totals add up those rows', async () => {
    const m = await merchant();
    const all = await m.stats({});
    const inPeriod = await m.stats(period);
    expect(inPeriod.data.total).toBeGreaterThan(50);
    expect(inPeriod.data.total).toBeLessThan(all.data.total);
    const rows = inPeriod.data.data as Row[];
    expect(rows.every((r) => String(r.day) >= period.start_date && String(r.day) <= period.end_date)).toBe(true);
    expect(inPeriod.data.sum_orders).toBe(rows.reduce((n, r) => n + Number(r.orders), 0));
    expect(inPeriod.data.sum_turnover).toBeCloseTo(
      rows.reduce((n, r) => n + Number(r.turnover), 0),
      2,
    );
    // Orders are a share of the visitors, never more.
    expect(rows.every((r) => Number(r.orders) <= Number(r.visitors))).toBe(true);
  });

  it.each(['channel_id', 'media_id', 'app_id'] as const)(
    'filters by %s, and a row names its slot’s medium and app',
    async (param) => {
      const m = await merchant();
      const rows = (await m.stats(period)).data.data as Row[];
      const value = rows[0][param] as number;
      const filtered = (await m.stats({ ...period, [param]: value })).data.data as Row[];
      expect(filtered.length).toBeGreaterThan(0);
      expect(filtered.length).toBeLessThan(rows.length);
      expect(filtered.every((r) => r[param] === value)).toBe(true);
      expect(filtered.length).toBe(rows.filter((r) => r[param] === value).length);
      const channels = (await m.post('/api/v2/channel/list', { all: 1, page_size: 100 })).data.data as Row[];
      const media = (await up.api.get('/api/v2/media/list', { all: 1, pageSize: 100 }, { token: m.token })).body.data
        .data as Row[];
      for (const r of filtered) {
        const channel = channels.find((c) => c.id === r.channel_id)!;
        expect([r.media_id, r.app_id]).toEqual([channel.media_id, channel.app_id]);
        expect(media.find((x) => x.id === channel.media_id)!.app_id).toBe(channel.app_id);
      }
    },
  );

  it('needs the statistics permission', async () => {
    const token = await up.api.login('viewer', 'viewer123', true);
    expect((await up.api.get('/api/v2/statistics/list', period, { token })).status).toBe(403);
  });
});

describe('channel save (one endpoint, is_update 0 creates, 1 updates)', () => {
  it('creates with is_update 0, updates with is_update 1, refuses a call without it', async () => {
    const m = await merchant();
    const before = (await m.post('/api/v2/channel/list', { all: 1 })).data.total as number;
    const created = await m.post('/api/v2/channel/save', {
      is_update: 0,
      name: '影院大堂海报',
      nickname: '大堂',
      media_id: 1,
      app_id: 1,
      cost: 800,
    });
    expect(created).toMatchObject({ code: 1, data: { name: '影院大堂海报', cost: 800 } });
    const id = created.data.id as number;
    const updated = await m.post('/api/v2/channel/save', {
      is_update: 1,
      id,
      name: '影院大堂海报（国庆）',
      media_id: 1,
      app_id: 1,
      cost: 950.5,
    });
    expect(updated).toMatchObject({ code: 1, data: { id, name: '影院大堂海报（国庆）', cost: 950.5 } });
    const list = (await m.post('/api/v2/channel/list', { all: 1, page_size: 100 })).data;
    expect(list.total).toBe(before + 1);
    expect((list.data as Row[]).filter((r) => r.id === id)).toEqual([
      expect.objectContaining({ name: '影院大堂海报（国庆）' }),
    ]);
    expect(await m.post('/api/v2/channel/save', { id, name: 'x' })).toMatchObject({
      code: 0,
      msg: '参数错误：is_update',
    });
  });

  it('creates and renames media (app_id + name, media_id + name)', async () => {
    const m = await merchant();
    const created = await m.post('/api/v2/media/create', { app_id: 2, name: '影院大屏' });
    expect(created).toMatchObject({ code: 1, data: { app_id: 2, name: '影院大屏' } });
    expect(await m.post('/api/v2/media/rename', { media_id: created.data.id, name: '影院大屏广告' })).toMatchObject({
      code: 1,
      data: { name: '影院大屏广告' },
    });
  });
});

describe('export downloads (the export log)', () => {
  it('records each export for its merchant, newest first, and serves the same file from the link', async () => {
    const m = await merchant();
    const exported = await up.api.raw('/api/v2/order/export', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', 'User-Token': m.token },
      body: '{}',
    });
    expect(exported.status).toBe(200);
    const bytes = new Uint8Array(await exported.arrayBuffer());
    const log = (await m.post('/api/v2/download/list', {})).data;
    const newest = (log.data as Row[])[0];
    expect(newest).toMatchObject({ source: '全部订单', status: 1, size: bytes.length });
    expect(String(newest.file_name)).toMatch(/^全部订单_\d{4}-\d{2}-\d{2}\.xlsx$/);
    expect(String(newest.url)).toMatch(/^\/api\/v2\/download\/file\?key=[0-9a-f]{32}$/);
    // The seeded history is older and expired, without links.
    expect((log.data as Row[]).slice(1).every((r) => r.status === 2 && r.url === null)).toBe(true);
    // A browser tab opens the link without any token.
    const again = await up.api.raw(String(newest.url));
    expect(again.status).toBe(200);
    expect(again.headers.get('content-disposition')).toContain(encodeURIComponent('全部订单'));
    expect(new Uint8Array(await again.arrayBuffer())).toEqual(bytes);
    // Another merchant's log does not hold it; a guessed key finds nothing.
    const other = await up.api.login('sharer', 'sharer123');
    const theirs = (await up.api.post('/api/v2/download/list', {}, { token: other })).body.data.data as Row[];
    expect(theirs.some((r) => r.url === newest.url)).toBe(false);
    expect((await up.api.raw('/api/v2/download/file?key=' + '0'.repeat(32))).status).toBe(404);
    // Deleting the entry takes its file with it.
    expect(await m.post('/api/v2/download/delete', { id: newest.id })).toMatchObject({ code: 1 });
    expect((await up.api.raw(String(newest.url))).status).toBe(404);
  });

  it('answers 410 once the file has expired, and the log then says expired without a link', async () => {
    const m = await merchant();
    await up.api.raw('/api/v2/order/export', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', 'User-Token': m.token },
      body: '{}',
    });
    const newest = ((await m.post('/api/v2/download/list', {})).data.data as Row[])[0];
    // Only the clock moves on (72 hours and one): timers and sockets stay real.
    vi.useFakeTimers({ toFake: ['Date'] });
    try {
      vi.setSystemTime(Date.now() + 73 * 3_600_000);
      const gone = await up.api.raw(String(newest.url));
      expect(gone.status).toBe(410);
      expect(await gone.json()).toMatchObject({ msg: '文件已过期，请重新导出' });
      const row = ((await m.post('/api/v2/download/list', {})).data.data as Row[]).find((r) => r.id === newest.id);
      expect(row).toMatchObject({ status: 2, url: null });
    } finally {
      vi.useRealTimers();
    }
  });
});
