import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { json, scriptedServer } from '../../../tests/unit/helpers/testServer';
import { upstreamMap } from '../../../tests/unit/helpers/upstreamAsset';
import { defaultConfig, setConfig } from '../config/runtimeConfig';
import { createDataProvider } from './appDataProvider';
import { session } from './session';
import { isRecordNotFound, UpstreamError } from './upstreamError';

/**
 * Issue 29 item 4, never the wrong record: a resource without a detail call (schemas/channels.yaml `get: list`) reads
 * one record through its list call with the id. Against a list that ignores the id and answers its first page, the
 * read must fail as "not found" — else the detail shows another record and an edit saves over it.
 */
type Script = Parameters<Parameters<typeof scriptedServer>[0]>;
let answer: (body: Record<string, unknown>) => unknown;
let server: Awaited<ReturnType<typeof scriptedServer>>;

beforeAll(async () => {
  server = await scriptedServer((req: Script[0], res: Script[1]) =>
    json(res, 200, answer(JSON.parse(req.body || '{}') as Record<string, unknown>)),
  );
  setConfig({ ...defaultConfig, movieApiUrl: server.url });
  session.store({ userToken: 'u-1' });
});
afterAll(() => server.close());

/** A page of slots whose first row is slot 1, whatever was asked for. */
const firstPage = () => ({
  code: 1,
  data: {
    total: 12,
    data: [
      { id: 1, name: '朋友圈广告位' },
      { id: 2, name: '公众号置顶' },
    ],
  },
});

describe('a record read through the list call (get: list)', () => {
  const provider = createDataProvider(upstreamMap);

  it('is refused as not found when the list answers another record (it ignored the id)', async () => {
    answer = firstPage;
    const error = await provider.getOne('channels', { id: 7 }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(UpstreamError);
    expect(isRecordNotFound(error)).toBe(true);
    // It did ask for slot 7: the list call carried the id the schema declares.
    expect(JSON.parse(server.seen.at(-1)!.body)).toMatchObject({ id: 7 });
  });

  it('is the row when the list answers the record asked for', async () => {
    answer = (body) => ({ code: 1, data: { total: 1, data: [{ id: body.id, name: '公众号置顶' }] } });
    await expect(provider.getOne('channels', { id: 7 })).resolves.toEqual({ data: { id: 7, name: '公众号置顶' } });
  });

  it('compares ids as the upstream may send them (a number asked, a digit string answered)', async () => {
    answer = () => ({ code: 1, data: { total: 1, data: [{ id: '7', name: '公众号置顶' }] } });
    await expect(provider.getOne('channels', { id: 7 })).resolves.toMatchObject({ data: { id: '7' } });
  });

  it('is not found when the list answers nothing', async () => {
    answer = () => ({ code: 1, data: { total: 0, data: [] } });
    expect(isRecordNotFound(await provider.getOne('channels', { id: 7 }).catch((e: unknown) => e))).toBe(true);
  });
});
