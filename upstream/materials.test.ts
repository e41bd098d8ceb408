/**
 * The material and pricing screens' calls (§2 /price/list, /swiper/swiperImg, /poster/sharePoster; §3): pricing rules
 * and carousel images are created, edited, enabled and disabled (pricing rules in bulk too), carousel images and
 * posters deleted; the filters really filter; a carousel link is an in-app path or the configured H5 host only; the
 * seeded rules read like a reseller's (a scope's target only, a markup by its mode, periods that end after they start).
 */
import { beforeEach, describe, expect, it } from 'vitest';
import { upstreamForSuite } from './testkit';

const up = upstreamForSuite();

let merchant: string;

beforeEach(async () => {
  up.upstream.reset();
  merchant = await up.api.login('merchant', 'merchant123');
});

type Row = Record<string, unknown>;
const post = (path: string, body: Row = {}, token = merchant) => up.api.post(path, body, { token });
const listOf = async (path: string, params: Row = {}, token = merchant) =>
  (await post(path, { page_size: 100, ...params }, token)).body.data as { total: number; data: Row[] };

describe('pricing rules (§2 /price/list)', () => {
  const rules = (params: Row = {}) => listOf('/api/v2/price/list', params);
  const TARGET: Record<string, string | undefined> = {
    all: undefined,
    city: 'city',
    cinema: 'cinema_id',
    film: 'film_id',
    hall_type: 'hall_type',
  };
  const rule = {
    name: '周末IMAX加价',
    scope: 'hall_type',
    hall_type: 'imax',
    markup_mode: 1,
    markup_amount: 5.5,
    priority: 80,
    valid_from: '2025-06-01',
    valid_to: '2025-08-31',
  };

  it("seeds 24 rules: each names only its scope's target, carries the markup of its mode, and ends after it starts", async () => {
    const { total, data } = await rules();
    expect(total).toBe(24);
    for (const r of data) {
      const target = TARGET[String(r.scope)];
      for (const f of ['city', 'cinema_id', 'film_id', 'hall_type'])
        expect(r[f] === null, `${String(r.id)} ${f}`).toBe(f !== target);
      expect(
        r.markup_mode === 1 ? [typeof r.markup_amount, r.markup_rate] : [r.markup_amount, typeof r.markup_rate],
      ).toEqual(r.markup_mode === 1 ? ['number', null] : [null, 'number']);
      expect(String(r.valid_to) > String(r.valid_from)).toBe(true);
      expect(String(r.valid_from) >= String(r.created_at).slice(0, 10)).toBe(true);
      expect([0, 1]).toContain(r.status);
    }
    // Newest order of the list: highest priority first.
    const priorities = data.map((r) => Number(r.priority));
    expect(priorities).toEqual([...priorities].sort((a, b) => b - a));
  });

  it('filters by scope, status, name and film — each answer holds only matching rules, and fewer than all', async () => {
    const all = (await rules()).data;
    for (const [params, match] of [
      [{ scope: 'film' }, (r: Row) => r.scope === 'film'],
      [{ status: 0 }, (r: Row) => r.status === 0],
      [{ name: '加价' }, (r: Row) => String(r.name).includes('加价')],
    ] as const) {
      const { total, data } = await rules(params);
      expect(total, JSON.stringify(params)).toBe(all.filter(match).length);
      expect(total, JSON.stringify(params)).toBeLessThan(all.length);
      expect(data.every(match)).toBe(true);
    }
    const film = all.find((r) => r.scope === 'film')!;
    const byFilm = await rules({ film_id: film.film_id });
    expect(byFilm.total).toBe(all.filter((r) => r.film_id === film.film_id).length);
    expect(byFilm.data.every((r) => r.film_id === film.film_id)).toBe(true);
  });

  it('creates an enabled rule the list then shows, and refuses one without a name or with a priority out of range', async () => {
    const r = await post('/api/v2/price/create', rule);
    expect(r.body).toMatchObject({ code: 1, data: { ...rule, id: 25, status: 1 } });
    const { total, data } = await rules({ name: '周末IMAX' });
    expect(total).toBe(1);
    expect(data[0]).toMatchObject({ id: 25, status: 1, markup_amount: 5.5 });
    const noName = await post('/api/v2/price/create', { ...rule, name: '' });
    expect(noName.body).toMatchObject({ code: 0, msg: '规则名称: 不能为空' });
    const tooHigh = await post('/api/v2/price/create', { ...rule, priority: 100 });
    expect(tooHigh.body.code).toBe(0);
    expect(Object.keys(tooHigh.body.data.errors)).toEqual(['priority']);
    expect((await rules()).total).toBe(25);
  });

  it("asks for the target of the rule's scope and the markup of its mode, and keeps only those (appliesWhen)", async () => {
    const noCity = await post('/api/v2/price/create', { ...rule, scope: 'city', hall_type: undefined });
    expect(noCity.body).toMatchObject({ code: 0, msg: '城市: 不能为空' });
    expect(Object.keys(noCity.body.data.errors)).toEqual(['city']);
    const noRate = await post('/api/v2/price/create', { ...rule, markup_mode: 2 });
    expect(noRate.body).toMatchObject({ code: 0, msg: '加价比例: 不能为空' });
    expect((await rules()).total).toBe(24);
    // Values of another scope or mode are not kept.
    const film = await post('/api/v2/price/create', { ...rule, scope: 'film', film_id: 4, city: '杭州' });
    expect(film.body).toMatchObject({
      code: 1,
      data: { scope: 'film', film_id: 4, city: null, hall_type: null, markup_amount: 5.5, markup_rate: null },
    });
  });

  it('edits a rule; what stops applying is emptied', async () => {
    const r = await post('/api/v2/price/edit', { id: 3, ...rule, markup_mode: 2, markup_rate: 8.5 });
    expect(r.body).toMatchObject({
      code: 1,
      data: { id: 3, markup_mode: 2, markup_rate: 8.5, markup_amount: null, hall_type: 'imax' },
    });
    expect((await rules()).data.find((x) => x.id === 3)).toMatchObject({ name: '周末IMAX加价', markup_rate: 8.5 });
  });

  it("disable and enable flip one rule's status and leave the others alone", async () => {
    const all = (await rules()).data;
    const on = all.find((r) => r.status === 1)!;
    const statusOf = async (id: unknown) => (await rules()).data.find((r) => r.id === id)?.status;
    expect((await post('/api/v2/price/disable', { id: on.id })).body.code).toBe(1);
    expect(await statusOf(on.id)).toBe(0);
    expect((await rules({ status: 0 })).total).toBe(all.filter((r) => r.status === 0).length + 1);
    expect((await post('/api/v2/price/enable', { id: on.id })).body.code).toBe(1);
    expect(await statusOf(on.id)).toBe(1);
    expect((await rules({ status: 0 })).total).toBe(all.filter((r) => r.status === 0).length);
  });

  it('bulk disable and enable set every selected rule, and only those', async () => {
    const all = (await rules()).data;
    const picked = all
      .filter((r) => r.status === 1)
      .slice(0, 3)
      .map((r) => r.id);
    expect(picked).toHaveLength(3);
    expect((await post('/api/v2/price/batchStatus', { ids: picked, status: 0 })).body.code).toBe(1);
    const after = (await rules()).data;
    for (const r of after)
      expect(r.status, String(r.id)).toBe(picked.includes(r.id) ? 0 : all.find((x) => x.id === r.id)!.status);
    expect((await post('/api/v2/price/batchStatus', { ids: picked.join(','), status: 1 })).body.code).toBe(1);
    expect((await rules()).data.filter((r) => picked.includes(r.id)).every((r) => r.status === 1)).toBe(true);
  });

  it("refuses an account without price (403) and another merchant's rule (404), changing nothing", async () => {
    // The viewer holds only the order list; the operator may edit rules (issue 33) but was never given disable.
    const viewer = await up.api.login('viewer', 'viewer123', true);
    expect((await post('/api/v2/price/list', {}, viewer)).status).toBe(403);
    const operator = await up.api.login('operator', 'operator123', true);
    expect((await post('/api/v2/price/disable', { id: 1 }, operator)).status).toBe(403);
    const kuaishou = await up.api.login('kuaishou', 'kuaishou123');
    const own = (await rules()).data.find((r) => r.status === 1)!;
    expect((await post('/api/v2/price/disable', { id: own.id }, kuaishou)).status).toBe(404);
    expect((await rules()).data.find((r) => r.id === own.id)?.status).toBe(1);
  });
});

describe('carousel images (§2 /swiper/swiperImg)', () => {
  const images = (params: Row = {}) => listOf('/api/v2/swiper/list', params);
  const image = {
    image: '/static/posters/1.svg',
    title: '国庆档特惠',
    link: '/pages/activity/national',
    display_order: 9,
    valid_from: '2025-09-25',
    valid_to: '2025-10-08',
  };

  it('seeds 8 images in display order, each with a link the rule allows', async () => {
    const { total, data } = await images({ sort: 'display_order', order: 'asc' });
    expect(total).toBe(8);
    expect(data.map((r) => r.display_order)).toEqual([1, 2, 3, 4, 5, 6, 7, 8]);
    for (const r of data) {
      expect(String(r.link)).toMatch(/^(\/pages\/|https:\/\/m\.piaowu\.example[/?])/);
      // Shown from the day it was made or later, until after it starts.
      expect(
        String(r.valid_from) >= String(r.created_at).slice(0, 10) && String(r.valid_to) > String(r.valid_from),
      ).toBe(true);
    }
    expect(new Set(data.map((r) => r.title)).size).toBe(8);
  });

  it.each([
    'javascript:alert(1)',
    'https://evil.example/pages/x',
    'https://m.piaowu.example.evil.com/x',
    'https://m.piaowu.example@evil.com/',
    'http://m.piaowu.example/x',
    '//evil.com/x',
    '/pages//evil.com',
    '/pages/../../x',
    'pages/film/list',
  ])('refuses the link %s', async (link) => {
    const r = await post('/api/v2/swiper/create', { ...image, link });
    expect(r.body.code).toBe(0);
    expect(Object.keys(r.body.data.errors)).toEqual(['link']);
    expect((await images()).total).toBe(8);
  });

  it.each([
    '/pages/film/detail?id=12',
    '/packageA/pages/coupon/center',
    'https://m.piaowu.example/activity/summer',
    'https://m.piaowu.example',
    'https://m.piaowu.example/?from=banner',
  ])('accepts the link %s', async (link) => {
    expect((await post('/api/v2/swiper/create', { ...image, link })).body.code).toBe(1);
  });

  it('creates an image, moves it in the order, and the list shows it there', async () => {
    const created = (await post('/api/v2/swiper/create', image)).body;
    expect(created).toMatchObject({ code: 1, data: { id: 9, status: 1, display_order: 9 } });
    expect((await images({ sort: 'display_order', order: 'asc' })).data.at(-1)).toMatchObject({
      id: 9,
      title: '国庆档特惠',
    });
    expect((await post('/api/v2/swiper/edit', { ...image, id: 9, display_order: 1 })).body.code).toBe(1);
    const ordered = (await images({ sort: 'display_order', order: 'asc' })).data;
    expect(ordered.filter((r) => r.display_order === 1).map((r) => r.id)).toContain(9);
    expect(ordered.at(-1)?.id).not.toBe(9);
  });

  it('disable, enable and delete; the title and status filters filter', async () => {
    expect((await post('/api/v2/swiper/disable', { id: 2 })).body.code).toBe(1);
    expect((await images({ status: 0 })).data.map((r) => r.id)).toContain(2);
    expect((await images({ status: 1 })).data.map((r) => r.id)).not.toContain(2);
    expect((await post('/api/v2/swiper/enable', { id: 2 })).body.code).toBe(1);
    expect((await images({ status: 1 })).data.map((r) => r.id)).toContain(2);
    const title = String((await images()).data.find((r) => r.id === 5)!.title);
    const byTitle = await images({ title: title.slice(0, 4) });
    expect(byTitle.data.every((r) => String(r.title).includes(title.slice(0, 4)))).toBe(true);
    expect(byTitle.data.map((r) => r.id)).toContain(5);
    expect((await post('/api/v2/swiper/delete', { id: 5 })).body).toMatchObject({ code: 1, msg: '删除成功' });
    expect((await images()).data.map((r) => r.id)).not.toContain(5);
    expect((await post('/api/v2/swiper/delete', { id: 5 })).status).toBe(404);
    expect((await images()).total).toBe(7);
  });
});

describe('posters (§2 /poster/sharePoster)', () => {
  const posters = (params: Row = {}) => listOf('/api/v2/poster/list', params);

  it('delete removes the poster; a second delete answers 404', async () => {
    expect((await post('/api/v2/poster/delete', { id: 7 })).body.code).toBe(1);
    const { total, data } = await posters();
    expect(total).toBe(56);
    expect(data.map((r) => r.id)).not.toContain(7);
    expect((await post('/api/v2/poster/delete', { id: 7 })).status).toBe(404);
  });

  it('disable takes a published poster off, enable puts it back; the status filter follows', async () => {
    const published = (await posters({ status: 1 })).data[0];
    expect((await post('/api/v2/poster/disable', { id: published.id })).body.code).toBe(1);
    expect((await posters({ status: 0 })).data.map((r) => r.id)).toContain(published.id);
    expect((await post('/api/v2/poster/enable', { id: published.id })).body.code).toBe(1);
    expect((await posters({ status: 1 })).data.map((r) => r.id)).toContain(published.id);
  });

  it('the operator, whose poster key carries only query, may neither delete nor unpublish (403)', async () => {
    const operator = await up.api.login('operator', 'operator123', true);
    expect((await post('/api/v2/poster/delete', { id: 7 }, operator)).status).toBe(403);
    expect((await post('/api/v2/poster/disable', { id: 7 }, operator)).status).toBe(403);
    expect((await posters()).total).toBe(57);
  });
});
