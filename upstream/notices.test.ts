import { beforeEach, describe, expect, it } from 'vitest';
import { DEMO_NOTICES } from './notices';
import { ep, upstreamForSuite } from './testkit';

const up = upstreamForSuite();
beforeEach(() => up.upstream.reset());

describe('the notice gateway (§7 "Notices": GET pageNo, pageSize; code 0 is success)', () => {
  it('lists the seeded notices newest first, with no token needed', async () => {
    const r = await up.api.get(ep.notices, { pageNo: 1, pageSize: 10 });
    expect(r.status).toBe(200);
    expect(r.body).toMatchObject({ code: 0, data: { totalCount: DEMO_NOTICES.length } });
    expect(r.body.data.list.map((n: { title: string }) => n.title)).toEqual(DEMO_NOTICES.map((n) => n.title).reverse());
    expect(r.body.data.list[0]).toEqual(
      expect.objectContaining({
        id: 3,
        url: '',
        created_at: expect.stringMatching(/^\d{4}-\d\d-\d\d \d\d:\d\d:\d\d$/),
      }),
    );
  });

  it('a test can add notices (hostile ones too) and clear them; reset brings the seed back', async () => {
    await up.api.raw('/__upstream/notices', { method: 'DELETE' });
    await up.api.post('/__upstream/notices', {
      title: 'x',
      content: '<img src=x onerror=alert(1)>',
      url: 'javascript:alert(1)',
    });
    const r = await up.api.get(ep.notices, {});
    expect(r.body.data.list).toEqual([
      expect.objectContaining({ title: 'x', content: '<img src=x onerror=alert(1)>', url: 'javascript:alert(1)' }),
    ]);
    up.upstream.reset();
    expect((await up.api.get(ep.notices, {})).body.data.totalCount).toBe(DEMO_NOTICES.length);
  });

  it('answers a non-zero code with a msg for unreadable paging', async () => {
    expect((await up.api.get(ep.notices, { pageNo: 0 })).body).toEqual({ code: 40001, msg: '分页参数错误' });
    expect((await up.api.get(ep.notices, { pageSize: 500 })).body).toEqual({ code: 40001, msg: '分页参数错误' });
  });
});
