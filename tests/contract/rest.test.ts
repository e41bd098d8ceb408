/**
 * The rest convention, end to end on the console's side (issue 29 item 10): the console's own data provider — the one
 * App.tsx builds — against the embedded upstream, for the fixture resource restProducts of the rest client
 * (tests/fixtures/rest; never a product screen). The runtime asset is compiled from a copy of the project with the
 * fixture added, as `npm run generate` would write it; the upstream serves that copy, strictly, so anything the console
 * sends that ra-data-simple-rest's dialect or the schema does not declare is refused and fails here.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { DataProvider } from 'ra-core';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { upstreamAsset } from '../../generator/emit/upstreamMap';
import { readSources } from '../../generator/load';
import { compileModel } from '../../generator/pipeline';
import { defaultConfig, setConfig } from '../../src/platform/config/runtimeConfig';
import { setUpstreamAsset } from '../../src/platform/config/upstreamAsset';
import { createDataProvider, type AppDataProvider } from '../../src/platform/providers/appDataProvider';
import { session } from '../../src/platform/providers/session';
import { isRecordNotFound, UpstreamError } from '../../src/platform/providers/upstreamError';
import type { RunningUpstream } from '../../upstream/server';
import { client, projectWith, REPO_ROOT, start } from '../../upstream/testkit';
import { json, scriptedServer } from '../unit/helpers/testServer';
import { shownIn } from '../unit/helpers/shown';
import { asset as productAsset } from '../unit/helpers/upstreamAsset';

const FIXTURE = readFileSync(path.join(REPO_ROOT, 'tests/fixtures/rest/schemas/restProducts.yaml'), 'utf8');
const R = 'restProducts';
const shown = await shownIn('en');

let project: { root: string; remove(): void };
let upstream: RunningUpstream;
let provider: AppDataProvider;

/** The console's configuration with every client on the embedded upstream. */
const configFor = (url: string, rest = url) =>
  setConfig({
    ...defaultConfig,
    movieApiUrl: url,
    gatewayApiUrl: url,
    noticeApiUrl: url,
    restApiUrl: rest,
    requestTimeoutMs: 10_000,
  });

async function signIn(username: string, password: string, sub = false) {
  session.store(await client(upstream.url).loginTokens(username, password, sub));
}

beforeAll(async () => {
  project = projectWith({ 'restProducts.yaml': FIXTURE });
  setUpstreamAsset(upstreamAsset(compileModel(readSources(project.root))));
  upstream = await start({ root: project.root });
  provider = createDataProvider();
});
afterAll(async () => {
  await upstream?.close();
  project?.remove();
  setUpstreamAsset(productAsset);
});
beforeEach(async () => {
  upstream.reset();
  configFor(upstream.url);
  await signIn('merchant', 'merchant123');
});

const failure = async (promise: Promise<unknown>): Promise<UpstreamError> => {
  try {
    await promise;
  } catch (error) {
    return error as UpstreamError;
  }
  throw new Error('expected the call to fail');
};

describe("react-admin's calls for a rest resource, through ra-data-simple-rest", () => {
  it('getList pages and sorts, with the total from Content-Range', async () => {
    const { data, total } = await provider.getList(R, {
      pagination: { page: 2, perPage: 5 },
      sort: { field: 'id', order: 'ASC' },
      filter: {},
    });
    expect(total).toBe(23);
    expect(data).toHaveLength(5);
    const all = await provider.getList(R, {
      pagination: { page: 1, perPage: 100 },
      sort: { field: 'id', order: 'ASC' },
      filter: {},
    });
    expect(data.map((r) => r.id)).toEqual(all.data.slice(5, 10).map((r) => r.id));
  });

  it("getList sends the list's filter values under the schema's filter parameters (name → keyword, a date range → its two bounds)", async () => {
    const all = (
      await provider.getList(R, {
        pagination: { page: 1, perPage: 100 },
        sort: { field: 'id', order: 'ASC' },
        filter: {},
      })
    ).data;
    const word = String(all[0].name).slice(0, 2);
    const named = await provider.getList(R, {
      pagination: { page: 1, perPage: 100 },
      sort: { field: 'id', order: 'ASC' },
      filter: { name: word, category: 'ticket' },
    });
    expect(named.data.length).toBeGreaterThan(0);
    expect(named.data.every((r) => String(r.name).includes(word) && r.category === 'ticket')).toBe(true);
    const day = String(all[0].created_at).slice(0, 10);
    const onDay = await provider.getList(R, {
      pagination: { page: 1, perPage: 100 },
      sort: { field: 'id', order: 'ASC' },
      filter: { created_at: { from: day, to: day } },
    });
    expect(onDay.data.map((r) => r.id)).toContain(all[0].id);
    expect(onDay.data.every((r) => String(r.created_at).startsWith(day))).toBe(true);
  });

  it('getOne, getMany and getManyReference read records by id', async () => {
    const [a, b] = (
      await provider.getList(R, {
        pagination: { page: 1, perPage: 2 },
        sort: { field: 'id', order: 'ASC' },
        filter: {},
      })
    ).data;
    expect((await provider.getOne(R, { id: a.id })).data).toEqual(a);
    expect((await provider.getMany(R, { ids: [a.id, b.id] })).data.map((r) => r.id).sort()).toEqual(
      [a.id, b.id].sort(),
    );
    const refs = await provider.getManyReference(R, {
      target: 'category',
      id: a.category as string,
      pagination: { page: 1, perPage: 100 },
      sort: { field: 'id', order: 'ASC' },
      filter: {},
    });
    expect(refs.data.every((r) => r.category === a.category)).toBe(true);
  });

  it("create, update and delete send only the form's writable fields and answer the record", async () => {
    // react-admin hands over whole records; read-only fields must not leave the browser (the strict upstream refuses them).
    const created = (
      await provider.create(R, {
        data: { id: 999, name: '可乐', category: 'snack', price: 8, created_at: '2020-01-01 00:00:00' },
      })
    ).data;
    expect(created).toMatchObject({ name: '可乐', category: 'snack', price: 8 });
    expect(created.id).not.toBe(999);
    const updated = (
      await provider.update(R, {
        id: created.id,
        data: { ...created, price: 9.5, category: 'ticket' },
        previousData: created,
      })
    ).data;
    // The edit form holds name and price: the category is not its to change.
    expect(updated).toMatchObject({ id: created.id, price: 9.5, category: 'snack' });
    expect((await provider.delete(R, { id: created.id, previousData: updated })).data).toMatchObject({
      id: created.id,
    });
    const gone = await failure(provider.getOne(R, { id: created.id }));
    expect(isRecordNotFound(gone)).toBe(true);
  });

  it('updateMany and deleteMany go record by record', async () => {
    const [a, b] = (
      await provider.getList(R, {
        pagination: { page: 1, perPage: 2 },
        sort: { field: 'id', order: 'ASC' },
        filter: {},
      })
    ).data;
    expect((await provider.updateMany(R, { ids: [a.id, b.id], data: { price: 1 } })).data).toEqual([a.id, b.id]);
    expect((await provider.getMany(R, { ids: [a.id, b.id] })).data.map((r) => r.price)).toEqual([1, 1]);
    expect((await provider.deleteMany(R, { ids: [a.id, b.id] })).data).toEqual([a.id, b.id]);
    expect(
      (
        await provider.getList(R, {
          pagination: { page: 1, perPage: 1 },
          sort: { field: 'id', order: 'ASC' },
          filter: {},
        })
      ).total,
    ).toBe(21);
  });

  it('the envelope resources still go their own way beside it', async () => {
    const channels = await provider.getList('channels', {
      pagination: { page: 1, perPage: 5 },
      sort: { field: 'created_at', order: 'DESC' },
      filter: {},
    });
    expect(channels.data).toHaveLength(5);
    expect(channels.total).toBeGreaterThan(5);
    // react-admin passes its signal only to a provider that says exactly `true`.
    expect((provider as DataProvider).supportAbortSignal).toBe(true);
  });
});

describe("errors, as every other call's (§8)", () => {
  it("a refused write rejects with the server's message", async () => {
    const error = await failure(provider.create(R, { data: { category: 'snack', price: 3 } }));
    expect(error).toBeInstanceOf(UpstreamError);
    expect(error.status).toBe(400);
    expect(shown(error.message)).toMatch(/^Server request failed \(HTTP 400\): .*商品名称/);
  });

  it("HTTP 401 is the session's end (unauthorized), whatever the token was", async () => {
    session.store({ userToken: 'stale', accessToken: 'stale' });
    const error = await failure(
      provider.getList(R, { pagination: { page: 1, perPage: 5 }, sort: { field: 'id', order: 'ASC' }, filter: {} }),
    );
    expect(error).toBeInstanceOf(UpstreamError);
    expect(error.kind).toBe('unauthorized');
    expect(error.sentToken).toBe('stale');
  });

  it("HTTP 403 is Forbidden with the server's message, and no logout", async () => {
    await signIn('operator', 'operator123', true);
    const error = await failure(provider.getOne(R, { id: 1 }));
    expect(error.kind).toBe('forbidden');
    expect(shown(error.message)).toBe('Forbidden: 无权限：restProducts/get');
  });

  // A cancelled read is no error to show or log: it rejects as the browser's own abort (issue 30 item 24).
  it('a cancelled read rejects as an abort', async () => {
    const controller = new AbortController();
    controller.abort();
    const error = await failure(
      provider.getList(R, {
        pagination: { page: 1, perPage: 5 },
        sort: { field: 'id', order: 'ASC' },
        filter: {},
        signal: controller.signal,
      }),
    );
    expect(error.name).toBe('AbortError');
  });

  it('a button with a call of its own does not exist for a rest resource: it rejects typed', async () => {
    // The developer reads why in the console; the user gets the plain apology.
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const error = await failure(provider.callAction(R, { action: 'export' }));
    expect(error).toBeInstanceOf(UpstreamError);
    expect(error.kind).toBe('internal');
    expect(String(logged.mock.calls[0][0])).toMatch(/has no action "export"/);
    logged.mockRestore();
  });

  it('a list answer without Content-Range, or not a list, is a format error', async () => {
    let answer: (res: Parameters<typeof json>[0]) => void = (res) => json(res, 200, []);
    const odd = await scriptedServer((_req, res) => answer(res));
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    try {
      configFor(upstream.url, odd.url);
      const read = () =>
        provider.getList(R, { pagination: { page: 1, perPage: 5 }, sort: { field: 'id', order: 'ASC' }, filter: {} });
      expect((await failure(read())).kind).toBe('format');
      // The library's own words go to the developer.
      expect(String(logged.mock.calls[0][0])).toMatch(/Content-Range header is missing/);
      answer = (res) => {
        res.writeHead(200, { 'Content-Type': 'application/json', 'Content-Range': 'restProducts 0-0/1' });
        res.end(JSON.stringify({ rows: [] }));
      };
      expect((await failure(read())).kind).toBe('format');
      // The request was simple-rest's, with the rest client's bearer token.
      expect(odd.seen[0].url).toBe(
        '/api/rest/products?filter=%7B%7D&range=%5B0%2C4%5D&sort=%5B%22id%22%2C%22ASC%22%5D',
      );
      expect(odd.seen[0].headers.authorization).toBe(`Bearer ${session.accessToken()}`);
    } finally {
      logged.mockRestore();
      await odd.close();
    }
  });
});
