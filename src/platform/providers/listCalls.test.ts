/**
 * What the console sends for §7's calls that differ from the lists' defaults (issue 29 item 7), through the data
 * provider and the generated mapping, against a scripted upstream: the application and media lists send exactly what
 * §7 lists and the browser pages, sorts and filters their rows; the statistics variant sends time or
 * start_time/end_time; the official-materials view sends is_official_poster; the channel batch sends exactly
 * channel_ids; users go to the admin gateway with the access token and pageNo/pageSize.
 */
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { json, scriptedServer } from '../../../tests/unit/helpers/testServer';
import { upstreamMap } from '../../../tests/unit/helpers/upstreamAsset';
import { defaultConfig, setConfig } from '../config/runtimeConfig';
import { createDataProvider } from './appDataProvider';
import { session } from './session';

const APPS = [
  { id: 1, app_name: '乐享电影', platform: 'wechat', month_orders: 300 },
  { id: 2, app_name: '星光影城', platform: 'alipay', month_orders: 900 },
  { id: 3, app_name: '爱看电影', platform: 'wechat', month_orders: 120 },
  { id: 4, app_name: '影迷之家', platform: 'wechat', month_orders: 650 },
  { id: 5, app_name: '大地影院', platform: 'alipay', month_orders: 40 },
];

let answer: unknown = { code: 1, data: { total: APPS.length, data: APPS } };
let server: Awaited<ReturnType<typeof scriptedServer>>;
beforeAll(async () => {
  server = await scriptedServer((_req, res) => json(res, 200, answer));
  setConfig({ ...defaultConfig, movieApiUrl: server.url, gatewayApiUrl: `${server.url}/gw` });
  session.store({ userToken: 'ut_1', accessToken: 'at_1' });
});
afterAll(() => server.close());
afterEach(() => {
  server.seen.length = 0;
  answer = { code: 1, data: { total: APPS.length, data: APPS } };
});

const provider = createDataProvider(upstreamMap);
const query = (i = 0) => {
  const url = new URL(server.seen[i].url, server.url);
  return { path: url.pathname, params: Object.fromEntries(url.searchParams) };
};
const body = (i = 0) => ({ path: server.seen[i].url, params: JSON.parse(server.seen[i].body) as unknown });

describe('the GET lists send exactly what §7 lists', () => {
  it('applications: page_size and is_saas only; the browser filters, sorts and pages the apps', async () => {
    const result = await provider.getList('applications', {
      pagination: { page: 2, perPage: 2 },
      sort: { field: 'month_orders', order: 'DESC' },
      filter: { platform: 'wechat' },
    });
    expect(query()).toEqual({ path: '/api/v2/application/list', params: { page_size: '10000', is_saas: '1' } });
    // wechat: 4 (650), 1 (300), 3 (120) — the second page of two holds the last.
    expect(result.total).toBe(3);
    expect(result.data.map((r) => r.id)).toEqual([3]);
  });

  it('applications: one app is read from the whole list, by its id, with nothing else sent', async () => {
    expect((await provider.getOne('applications', { id: 4 })).data).toMatchObject({ app_name: '影迷之家' });
    expect(query()).toEqual({ path: '/api/v2/application/list', params: { page_size: '10000', is_saas: '1' } });
    await expect(provider.getOne('applications', { id: 9 })).rejects.toMatchObject({ status: 404 });
  });

  it('media: all and pageSize only; a name typed in the filter is matched in the browser', async () => {
    answer = {
      code: 1,
      data: {
        total: 3,
        data: [
          { id: 1, name: '抖音号' },
          { id: 2, name: '公众号' },
          { id: 3, name: '抖音直播' },
        ],
      },
    };
    const result = await provider.getList('media', {
      pagination: { page: 1, perPage: 10 },
      sort: { field: 'id', order: 'ASC' },
      filter: { name: '抖音' },
    });
    expect(query()).toEqual({ path: '/api/v2/media/list', params: { pageSize: '10000', all: '1' } });
    expect(result.data.map((r) => r.id)).toEqual([1, 3]);
    expect(result.total).toBe(2);
  });
});

describe('statistics, the start_time/end_time/time variant', () => {
  const list = (day: { from: string; to: string }) =>
    provider.getList('mediaStatistics', {
      pagination: { page: 1, perPage: 20 },
      sort: { field: 'day', order: 'DESC' },
      filter: { day, media_id: 3 },
    });

  // Only the filters travel (§7 statistics; `sends: [filters]`): the console sorts and pages the period's rows.
  it('a period of one day is sent as time alone', async () => {
    await list({ from: '2025-06-01', to: '2025-06-01' });
    expect(query().params).toEqual({ time: '2025-06-01', media_id: '3' });
  });

  it('a longer period as start_time and end_time', async () => {
    await list({ from: '2025-06-01', to: '2025-06-07' });
    expect(query().params).toEqual({ start_time: '2025-06-01', end_time: '2025-06-07', media_id: '3' });
  });
});

describe('the poster list’s is_official_poster variant', () => {
  it('the official-materials view sends its preset as is_official_poster, beside appid and status', async () => {
    await provider.getList('officialPosters', {
      pagination: { page: 1, perPage: 10 },
      sort: { field: 'created_at', order: 'DESC' },
      filter: { status: 1, appid: 'wx1' },
    });
    expect(body()).toEqual({
      path: '/api/v2/poster/list',
      params: {
        appid: 'wx1',
        status: 1,
        page: 1,
        page_size: 10,
        sort: 'created_at',
        order: 'desc',
        is_official_poster: 1,
      },
    });
  });
});

describe('channel batch: exactly channel_ids', () => {
  it.each([
    ['delete', '/api/v2/channel/batch'],
    ['pause', '/api/v2/channel/pause'],
    ['resume', '/api/v2/channel/resume'],
  ])('%s sends the selection as channel_ids and nothing else', async (action, path) => {
    answer = { code: 1 };
    await provider.callAction('channels', { action, ids: [2, 3] });
    expect(body()).toEqual({ path, params: { channel_ids: [2, 3] } });
  });
});

describe('users on the admin gateway (§7 client 2)', () => {
  it('the access token in Authorization, pageNo/pageSize; rows from data, the count from totalCount', async () => {
    answer = { code: 1, data: [{ id: 7, nickname: '小王' }], totalCount: 31, pageNo: 2, pageSize: 10 };
    const result = await provider.getList('users', {
      pagination: { page: 2, perPage: 10 },
      sort: { field: 'last_order_at', order: 'DESC' },
      filter: {},
    });
    expect(server.seen[0].headers.authorization).toBe('at_1');
    expect(server.seen[0].headers['user-token']).toBeUndefined();
    expect(body()).toEqual({
      path: '/gw/api/admin/user/list',
      params: { pageNo: 2, pageSize: 10, sort: 'last_order_at', order: 'desc' },
    });
    expect(result).toMatchObject({ total: 31, data: [{ id: 7, nickname: '小王' }] });
  });
});
