/**
 * §7 paged lists and GET lists, §3 list filters and paged result (fixtures/lists.ts): the console's data provider
 * (src/platform/providers/appDataProvider.ts) with the generated asset, against a scripted service. Which of our resources
 * plays which call is ours (each fixture names it); what goes over the wire and what comes back is the spec's.
 */
import type { GetListParams } from 'ra-core';
import { beforeEach, describe, expect } from 'vitest';
import { createDataProvider } from '../../src/platform/providers/appDataProvider';
import { session } from '../../src/platform/providers/session';
import type { UpstreamResource } from '../../vocabulary/upstream';
import { upstreamMap } from '../unit/helpers/upstreamAsset';
import * as fx from './fixtures/lists';
import { contract, expectRequest, specService, TOKENS } from './harness';

const service = specService();
const provider = createDataProvider(upstreamMap);

beforeEach(() => session.store(TOKENS));

const list = (filter: Record<string, unknown> = {}, page = 1, perPage = 10): GetListParams => ({
  pagination: { page, perPage },
  sort: { field: 'id', order: 'DESC' },
  filter,
});
const ids = (rows: ReadonlyArray<{ id: unknown }>) => rows.map((r) => r.id);

/** The wire names a resource's list may send: its filters' parameters and its fixed ones. */
const wireNames = (r: UpstreamResource) => [
  ...r.filters.flatMap((f) => (f.params ? [f.params.from, f.params.to] : [f.param])),
  ...Object.keys(r.list?.params ?? {}),
];

/** Filter values that make a resource's list send the given wire names (a date range gets a month). */
function filterSending(r: UpstreamResource, names: readonly string[]): Record<string, unknown> {
  const filter: Record<string, unknown> = {};
  for (const f of r.filters) {
    if (f.params && (names.includes(f.params.from) || names.includes(f.params.to)))
      filter[f.field] = { from: '2025-06-01', to: '2025-06-30' };
    else if (!f.params && names.includes(f.param)) filter[f.field] = '1';
  }
  return filter;
}

/** Our resources whose list can send every one of these names (the spec's call, wherever we put it). */
const listsSending = (names: readonly string[], client?: string) =>
  Object.values(upstreamMap).filter(
    (r) =>
      r.list &&
      (!client || r.client === client) &&
      names.every((n) => wireNames(r).includes(n) || n === r.paging.page || n === r.paging.perPage),
  );

describe('§7 paged lists: page, page_size plus filters → data.total, data.data', () => {
  contract('sub-accounts: tel, remark, is_active', fx.subAccountList, async () => {
    service.answer(fx.subAccountList.answer);
    const { tel, remark, is_active } = fx.subAccountList.request.sends;
    const result = await provider.getList('subaccounts', list({ tel, remark, is_active }, 2, 10));
    expectRequest(service.only(), fx.subAccountList.request);
    expect(result.total).toBe(fx.subAccountList.total);
    expect(ids(result.data)).toEqual(fx.subAccountList.ids);
  });

  contract('code and total as strings read the same', fx.stringCodes, async () => {
    service.answer(fx.stringCodes.answer);
    const result = await provider.getList('subaccounts', list());
    expect(result.total).toBe(fx.stringCodes.total);
    expect(ids(result.data)).toEqual(fx.stringCodes.ids);
  });

  contract('media/channels: app_id, name, all', fx.channelList, async () => {
    service.answer(fx.channelList.answer);
    const { app_id, name } = fx.channelList.request.sends;
    const result = await provider.getList('channels', list({ app_id, name }));
    expectRequest(service.only(), fx.channelList.request);
    expect(result.total).toBe(fx.channelList.total);
    expect(result.data[0]).toMatchObject(fx.channelList.answer.body.data.data[0]);
  });

  contract('posters: appid, status, is_official', fx.posterList, async () => {
    service.answer(fx.posterList.answer);
    const { appid, status, is_official } = fx.posterList.request.sends;
    const result = await provider.getList('posters', list({ appid, status, is_official }));
    expectRequest(service.only(), fx.posterList.request);
    expect(ids(result.data)).toEqual(fx.posterList.ids);
  });

  contract('posters: the is_official_poster variant', fx.posterOfficialVariant, async () => {
    const variants = listsSending(['is_official_poster']);
    expect(
      variants.map((r) => r.name),
      'a list of ours sends is_official_poster',
    ).not.toEqual([]);
    for (const r of variants) {
      service.answer(fx.posterOfficialVariant.answer);
      await provider.getList(r.name, list(filterSending(r, ['is_official_poster'])));
      expectRequest(service.sent().at(-1)!, fx.posterOfficialVariant.request);
    }
  });

  contract('some read data.count, data.list, credit, daicredit', fx.countListShape, async () => {
    service.answer(fx.countListShape.answer);
    const result = await provider.getList('agentWithdrawals', list());
    expectRequest(service.only(), fx.countListShape.request);
    expect(result.total).toBe(fx.countListShape.total);
    expect(ids(result.data)).toEqual(fx.countListShape.ids);
    expect(result.meta?.summary).toEqual(fx.countListShape.summary);
  });

  contract('selector lists load up to 10000 items', fx.selectorLimit, async () => {
    service.answer(fx.selectorLimit.answer);
    const { data } = await provider.getMany('channels', { ids: fx.selectorLimit.ids });
    expectRequest(service.only(), fx.selectorLimit.request);
    expect(ids(data)).toEqual(fx.selectorLimit.ids);
  });
});

describe('§7 statistics and the two GET lists', () => {
  const { channel_id, media_id, app_id, start_date, end_date } = fx.statistics.request.sends;
  const statisticsFilter = { day: { from: start_date, to: end_date }, channel_id, media_id, app_id };

  contract('statistics: GET channel_id, media_id, app_id, start_date, end_date', fx.statistics, async () => {
    service.answer(fx.statistics.answer);
    await provider.getList('conversions', list(statisticsFilter));
    expectRequest(service.only(), fx.statistics.request);
  });

  contract('statistics: nothing but those', fx.statisticsOnly, async () => {
    service.answer(fx.statisticsOnly.answer);
    await provider.getList('conversions', list(statisticsFilter));
    expectRequest(service.only(), fx.statisticsOnly.request);
  });

  /** Our GET lists with a date range sent as start_time/end_time, or as time for a single day. */
  const timeVariants = () =>
    Object.values(upstreamMap).filter(
      (r) =>
        r.list?.method === 'GET' &&
        r.filters.some((f) => f.params?.from === 'start_time' && f.params.to === 'end_time' && f.params.day === 'time'),
    );

  contract('statistics: the start_time, end_time variant, a period', fx.statisticsTimeVariant, async () => {
    expect(
      timeVariants().map((r) => r.name),
      'a GET list of ours sends start_time, end_time or time',
    ).not.toEqual([]);
    for (const r of timeVariants()) {
      service.answer(fx.statisticsTimeVariant.answer);
      await provider.getList(r.name, list(filterSending(r, ['start_time', 'end_time'])));
      expectRequest(service.sent().at(-1)!, fx.statisticsTimeVariant.request);
    }
  });

  contract('statistics: the time variant, one day', fx.statisticsTimeDay, async () => {
    for (const r of timeVariants()) {
      const range = r.filters.find((f) => f.params?.day === 'time')!;
      service.answer(fx.statisticsTimeDay.answer);
      await provider.getList(r.name, list({ [range.field]: { from: '2025-06-03', to: '2025-06-03' } }));
      const sent = service.sent().at(-1)!;
      expectRequest(sent, fx.statisticsTimeDay.request);
      expect(Object.keys(sent.params)).not.toContain('start_time');
    }
  });

  contract('application list: GET page_size, is_saas — nothing else', fx.applicationList, async () => {
    service.answer(fx.applicationList.answer);
    await provider.getList('applications', list({}, 1, 10));
    expectRequest(service.only(), fx.applicationList.request);
  });

  contract(
    'the application list’s rows keep app_name, relationToBusiness.authorizer_appid, head_img',
    fx.appInfo,
    async () => {
      service.answer(fx.appInfo.answer);
      const { data } = await provider.getList('applications', list());
      expect(data).toEqual([expect.objectContaining(fx.appInfo.answer.body.data.data[0])]);
    },
  );

  contract('media list: GET all, pageSize — nothing else', fx.mediaList, async () => {
    service.answer(fx.mediaList.answer);
    await provider.getList('media', list({}, 1, 10));
    expectRequest(service.only(), fx.mediaList.request);
  });
});

describe('§3 paged list result: pageNo, pageSize, totalCount, data (the admin gateway)', () => {
  contract(
    'a gateway list sends pageNo, pageSize with the access token and reads totalCount, data',
    fx.gatewayPaged,
    async () => {
      const gatewayLists = Object.values(upstreamMap).filter((r) => r.list && r.client === 'gateway');
      expect(
        gatewayLists.map((r) => r.name),
        'a resource of ours uses the gateway',
      ).not.toEqual([]);
      for (const r of gatewayLists) {
        service.answer(fx.gatewayPaged.answer);
        const result = await provider.getList(
          r.name,
          list({}, fx.gatewayPaged.request.sends.pageNo, fx.gatewayPaged.request.sends.pageSize),
        );
        expectRequest(service.sent().at(-1)!, fx.gatewayPaged.request);
        expect(result.total).toBe(fx.gatewayPaged.total);
        expect(ids(result.data)).toEqual(fx.gatewayPaged.ids);
      }
    },
  );
});
