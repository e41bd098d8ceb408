/**
 * The strict stand-in (issue 29 item 5), seen catching console mistakes: for each leniency the embedded upstream gave
 * up — a token only in its client's header, a body only in its client's encoding, only declared parameters, an id
 * filter only where a schema reads one record through its list — the console is configured with a deliberately wrong
 * copy of upstream.json and its own providers are run against the started stand-in, which refuses, naming the problem.
 * Each mistake runs beside the same call with the true asset, so the refusal is the mistake's; the strict-mode ones
 * also run against a lenient stand-in, which lets them through: that is the leniency removed.
 */
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { defaultConfig, setConfig } from '../../src/platform/config/runtimeConfig';
import { setUpstreamAsset } from '../../src/platform/config/upstreamAsset';
import { fetchNotices } from '../../src/features/notices/api';
import { createDataProvider } from '../../src/platform/providers/appDataProvider';
import { AuthSession } from '../../src/platform/providers/authSession';
import { requestInfo } from '../../src/platform/providers/earlyInfo';
import { session } from '../../src/platform/providers/session';
import { signIn } from '../../src/platform/providers/signIn';
import type { UpstreamAsset } from '../../vocabulary/upstream';
import { start } from '../../upstream/testkit';
import type { RunningUpstream } from '../../upstream/server';
import { asset } from '../unit/helpers/upstreamAsset';
import { shownIn } from '../unit/helpers/shown';
import { gatewayClient } from './fixtures/clients';
import { contract, rejection } from './harness';

const shown = await shownIn('en');
const stand: { strict?: RunningUpstream; lenient?: RunningUpstream } = {};
const tokens: Record<'strict' | 'lenient', { userToken: string; accessToken?: string }> = {
  strict: { userToken: '' },
  lenient: { userToken: '' },
};

/** Points the console at one stand-in, signed in there as the seeded merchant. */
function pointAt(which: 'strict' | 'lenient') {
  const url = stand[which]!.url;
  setConfig({ ...defaultConfig, movieApiUrl: url, gatewayApiUrl: url, noticeApiUrl: url, requestTimeoutMs: 10_000 });
  session.store(tokens[which]);
}

beforeAll(async () => {
  [stand.strict, stand.lenient] = await Promise.all([start(), start({ strict: false })]);
  for (const which of ['strict', 'lenient'] as const) {
    pointAt(which);
    await signIn(new AuthSession(), { username: 'merchant', password: 'merchant123' });
    tokens[which] = { userToken: session.userToken()!, accessToken: session.accessToken() };
  }
});
afterAll(() => Promise.all([stand.strict?.close(), stand.lenient?.close()]));
afterEach(() => {
  setUpstreamAsset(asset);
  session.clear();
});

/** The console configured with a copy of the generated asset, changed by `mistake`. */
function misconfigure(mistake: (copy: UpstreamAsset) => void): UpstreamAsset {
  const copy = structuredClone(asset);
  mistake(copy);
  setUpstreamAsset(copy);
  return copy;
}

const firstPage = { pagination: { page: 1, perPage: 5 }, sort: { field: 'id', order: 'DESC' as const }, filter: {} };

describe("a token only in its client's header", () => {
  it("the movie service's token sent in Authorization instead of User-Token: 401", async () => {
    pointAt('strict');
    await expect(requestInfo()).resolves.toBeDefined();
    misconfigure((a) => (a.profile.clients.movie.token!.header = 'Authorization'));
    const error = await rejection(requestInfo());
    expect(error.kind).toBe('unauthorized');
    expect((error.body as { msg?: string }).msg).toBe('Authorization verification failed');
  });

  it('a token sent to the notice gateway, which takes none: refused, naming the header', async () => {
    pointAt('strict');
    await expect(fetchNotices()).resolves.toBeDefined();
    misconfigure(
      (a) => (a.profile.clients.notice.token = { header: 'User-Token', format: '{token}', from: 'userToken' }),
    );
    const error = await rejection(fetchNotices());
    expect(error.status).toBe(400);
    expect(error.serverMessage).toContain('user-token');
  });

  contract("the gateway's access token sent in User-Token instead of authorization: 401", gatewayClient, async () => {
    pointAt('strict');
    const gatewayLists = Object.values(asset.resources).filter((r) => r.list && r.client === 'gateway');
    expect(
      gatewayLists.map((r) => r.name),
      'a resource of ours uses the gateway',
    ).not.toEqual([]);
    for (const r of gatewayLists) {
      await expect(createDataProvider(asset.resources).getList(r.name, firstPage)).resolves.toBeDefined();
      const wrong = misconfigure((a) => (a.profile.clients.gateway.token!.header = 'User-Token'));
      expect((await rejection(createDataProvider(wrong.resources).getList(r.name, firstPage))).kind).toBe(
        'unauthorized',
      );
      setUpstreamAsset(asset);
    }
  });
});

describe("a body only in its client's encoding", () => {
  it('a form body to the movie service, which takes JSON: 415, saying JSON', async () => {
    pointAt('strict');
    const provider = createDataProvider(asset.resources);
    await expect(provider.getList('orders', firstPage)).resolves.toBeDefined();
    misconfigure((a) => (a.profile.clients.movie.body = 'form'));
    const error = await rejection(createDataProvider(asset.resources).getList('orders', firstPage));
    expect(error.status).toBe(415);
    expect(shown(error.message)).toBe('Server request failed (HTTP 415): 请求体应为 JSON（application/json）');
  });
});

/**
 * The strict-mode mistakes: refused by the strict stand-in with the parameter's name; a lenient one answers them
 * (`lenient` says what the console then does with that answer).
 */
const strictMistakes = [
  {
    title: 'a parameter the list does not declare (a fixed is_saas copied onto the orders list)',
    mistake: (a: UpstreamAsset) =>
      (a.resources.orders.list = {
        ...a.resources.orders.list!,
        params: { ...a.resources.orders.list!.params, is_saas: 1 },
      }),
    run: (a: UpstreamAsset) => createDataProvider(a.resources).getList('orders', firstPage),
    refusal: '不支持的参数：is_saas',
    lenient: async (outcome: Promise<unknown>) => expect(await outcome).toMatchObject({ total: expect.any(Number) }),
  },
  {
    title: 'an id filter on a list that declares no `get: list` (orders read through their list)',
    mistake: (a: UpstreamAsset) => (a.resources.orders.get = 'list'),
    // The second order in the list's own order: a service ignoring the id answers the first.
    run: async (a: UpstreamAsset) => {
      const [, second] = (
        await createDataProvider(asset.resources).getList('orders', { pagination: { page: 1, perPage: 2 }, filter: {} })
      ).data;
      return createDataProvider(a.resources).getOne('orders', { id: second.id });
    },
    refusal: '不支持的参数：id',
    // It ignores the id and answers another order: only the console's own id check (issue 29 item 4) stops it.
    lenient: async (outcome: Promise<unknown>) =>
      expect((await rejection(outcome)).messageKey).toBe('ra.notification.item_doesnt_exist'),
  },
];

describe('only declared parameters (strict mode)', () => {
  for (const { title, mistake, run, refusal, lenient } of strictMistakes) {
    it(`${title}: refused, naming it`, async () => {
      pointAt('strict');
      await expect(run(asset), 'the true asset passes').resolves.toBeDefined();
      const error = await rejection(run(misconfigure(mistake)));
      expect(error.status).toBe(400);
      expect(error.serverMessage).toBe(refusal);
      expect(shown(error.message)).toBe(`Server request failed (HTTP 400): ${refusal}`);
    });

    it(`${title}: a lenient stand-in answers it`, async () => {
      pointAt('lenient');
      await lenient(run(misconfigure(mistake)));
    });
  }

  it('where a schema does declare `get: list` (posters), the id filter is accepted', async () => {
    pointAt('strict');
    const provider = createDataProvider(asset.resources);
    const [poster] = (await provider.getList('posters', firstPage)).data;
    expect((await provider.getOne('posters', { id: poster.id })).data.id).toBe(poster.id);
  });
});
