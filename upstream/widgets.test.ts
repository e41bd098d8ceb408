/** The embedded upstream's side of the widgets: §9's 10,000-item selector lists and §7's upload path. */
import { beforeAll, describe, expect, it } from 'vitest';
import { readSources } from '../generator/load';
import { compileModel } from '../generator/pipeline';
import { renderCell } from './render';
import { Rng } from './seed/prng';
import { seedValue } from './seed/values';
import { ep, REPO_ROOT, upstreamForSuite } from './testkit';

const up = upstreamForSuite();
let token: string;

beforeAll(async () => {
  token = await up.api.login('merchant', 'merchant123');
});

/** The smallest valid PNG (1×1, transparent). */
const PNG = Uint8Array.from(
  Buffer.from(
    'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
    'base64',
  ),
);

function upload(file: Blob, name: string, field?: string, auth = true) {
  const form = new FormData();
  if (field) form.append('field', field);
  form.append('file', file, name);
  return up.api.raw(ep.upload, { method: 'POST', body: form, headers: auth ? { 'User-Token': token } : {} });
}

describe('selector lists (§9: up to 10000 items in one request)', () => {
  it('answers every cinema in one page of 10000', async () => {
    const r = await up.api.post('/api/v2/cinema/list', { page: 1, page_size: 10000 }, { token });
    expect(r.body.code).toBe(1);
    expect(r.body.data.total).toBe(3000);
    expect(r.body.data.data).toHaveLength(3000);
    expect(new Set(r.body.data.data.map((c: { id: number }) => c.id)).size).toBe(3000);
  });

  it('names each of the 3000 cinemas differently, after a branch in its own city (a selector tells them apart)', async () => {
    const cinemas = (await up.api.post('/api/v2/cinema/list', { page_size: 10000 }, { token })).body.data
      .data as Array<{ name: string; city: string }>;
    expect(new Set(cinemas.map((c) => c.name)).size).toBe(3000);
    for (const c of cinemas) expect(c.name).toContain(c.city);
  });

  it('refuses a page larger than 10000, naming the parameter and the limit', async () => {
    const r = await up.api.post('/api/v2/cinema/list', { page: 1, page_size: 10001 }, { token });
    expect(r.body).toEqual({ code: 0, msg: 'page_size 不能超过 10000（一次最多加载 10000 条）' });
  });

  it('seeds references among the target’s own records: every poster’s cinema exists', async () => {
    const posters = (await up.api.post('/api/v2/poster/list', { page_size: 100 }, { token })).body.data.data as Array<{
      cinema_id: number;
    }>;
    const cinemas = new Set(
      (await up.api.post('/api/v2/cinema/list', { page_size: 10000 }, { token })).body.data.data.map(
        (c: { id: number }) => c.id,
      ),
    );
    expect(posters.length).toBe(57);
    for (const p of posters) expect(cinemas.has(p.cinema_id)).toBe(true);
    // Spread over the 3000 cinemas, not bunched in the first 57.
    expect(Math.max(...posters.map((p) => p.cinema_id))).toBeGreaterThan(57);
  });

  it('filters posters by the chosen cinema', async () => {
    const first = (await up.api.post('/api/v2/poster/list', { page_size: 1 }, { token })).body.data.data[0];
    const r = await up.api.post('/api/v2/poster/list', { cinema_id: first.cinema_id, page_size: 100 }, { token });
    expect(r.body.data.data.length).toBeGreaterThan(0);
    for (const p of r.body.data.data) expect(p.cinema_id).toBe(first.cinema_id);
  });
});

describe('percent and month values', () => {
  const model = compileModel(readSources(REPO_ROOT));
  const field = (resource: string, name: string) =>
    model.resources.find((r) => r.name === resource)!.fields.find((f) => f.name === name)!;

  it('exports a percent as the console shows it, out of 100 or out of 1', () => {
    const share = field('juniorAgents', 'share_rate');
    expect(renderCell(share, 12.5)).toBe('12.50%');
    expect(renderCell({ ...share, percentBase: 1 }, 0.125)).toBe('12.50%');
  });

  it('seeds shares within the field’s bounds and months as YYYY-MM', () => {
    const ctx = (index: number) => ({ index, count: 200, anchor: new Date(2025, 5, 15), record: {} });
    // Without seed bounds a share is 0–100 % (out of 1 with percentBase 1), to 2 decimals of a percent.
    const share = { ...field('juniorAgents', 'share_rate'), seed: {} };
    const fraction = { ...share, percentBase: 1 as const, maximum: 1 };
    const rng = new Rng('shares');
    for (let i = 0; i < 200; i++) {
      const points = seedValue(share, rng, ctx(i)) as number;
      expect(
        points >= 0 && points <= 100 && Math.abs(points * 100 - Math.round(points * 100)) < 1e-6,
        String(points),
      ).toBe(true);
      const part = seedValue(fraction, rng, ctx(i)) as number;
      expect(part >= 0 && part <= 1 && Math.abs(part * 10000 - Math.round(part * 10000)) < 1e-6, String(part)).toBe(
        true,
      );
    }
    const month = { ...field('fundStatements', 'period'), seed: {} };
    const value = seedValue(month, new Rng('t'), { index: 0, count: 1, anchor: new Date(2025, 5, 15), record: {} });
    expect(value).toMatch(/^20(2[3-5])-(0[1-9]|1[0-2])$/);
    expect(String(value) <= '2025-06').toBe(true);
  });
});

describe('the §7 upload path', () => {
  it('stores a PNG, answers its URL as a raw value and serves it back', async () => {
    const res = await upload(new Blob([PNG], { type: 'image/png' }), 'a.png', 'posters.image');
    expect(res.status).toBe(200);
    const url = await res.text();
    expect(url).toMatch(/^\/static\/uploads\/\d+\.png$/);
    const back = await up.api.raw(url);
    expect(back.status).toBe(200);
    expect(back.headers.get('content-type')).toBe('image/png');
    expect(new Uint8Array(await back.arrayBuffer())).toEqual(PNG);
  });

  it('refuses a file whose bytes are not an accepted image, whatever type it claims (415)', async () => {
    const res = await upload(new Blob(['GIF89a not really'], { type: 'image/png' }), 'fake.png', 'posters.image');
    expect(res.status).toBe(415);
    expect(await res.json()).toEqual({ code: 415, msg: '只能上传 PNG/JPEG 格式的图片' });
  });

  it('refuses a picture over the field’s maxSize (413), and one over the largest limit unread', async () => {
    const big = new Uint8Array(2 * 1024 * 1024 + 1);
    big.set(PNG);
    const res = await upload(new Blob([big], { type: 'image/png' }), 'big.png', 'posters.image');
    expect(res.status).toBe(413);
    expect((await res.json()).msg).toBe('图片不能超过 2 MB');
    const huge = new Uint8Array(8 * 1024 * 1024);
    huge.set(PNG);
    expect((await upload(new Blob([huge], { type: 'image/png' }), 'huge.png', 'posters.image')).status).toBe(413);
  });

  it('refuses an unknown field, a missing file and a caller without a token', async () => {
    expect((await upload(new Blob([PNG], { type: 'image/png' }), 'a.png', 'posters.title')).status).toBe(400);
    const empty = new FormData();
    empty.append('field', 'posters.image');
    expect(
      (await up.api.raw(ep.upload, { method: 'POST', body: empty, headers: { 'User-Token': token } })).status,
    ).toBe(400);
    expect((await upload(new Blob([PNG], { type: 'image/png' }), 'a.png', 'posters.image', false)).status).toBe(401);
  });
});
