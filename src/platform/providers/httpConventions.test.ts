import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { json, scriptedServer } from '../../../tests/unit/helpers/testServer';
import { asset } from '../../../tests/unit/helpers/upstreamAsset';
import type { UpstreamAsset } from '../../../vocabulary/upstream';
import type { ClientProfile } from '../../../vocabulary/upstreamProfile';
import { defaultConfig, setConfig } from '../config/runtimeConfig';
import { setUpstreamAsset } from '../config/upstreamAsset';
import { requestJson } from './http';
import { session } from './session';
import { dateBound } from './upstreamMapping';
import { GoogleVerificationRequiredError } from './upstreamError';

/**
 * Issue 29 item 1: how a call is sent is the profile's (upstream.yaml `clients`), not the code's. Each case changes one
 * convention of the movie client and checks the request as the service receives it.
 */
let server: Awaited<ReturnType<typeof scriptedServer>>;
let answer: unknown = { code: 1 };

beforeAll(async () => {
  server = await scriptedServer((_req, res) => json(res, 200, answer));
  setConfig({ ...defaultConfig, movieApiUrl: server.url, partnerApiUrl: `${server.url}/partner` });
  session.store({ userToken: 'ut-1', accessToken: 'at-1' });
});
afterEach(() => {
  server.seen.length = 0;
  answer = { code: 1 };
  setUpstreamAsset(asset);
});
afterAll(() => server.close());

/** The generated asset with the movie client changed. */
function movieWith(change: Partial<ClientProfile>): void {
  const movie = asset.profile.clients.movie;
  setUpstreamAsset({
    ...asset,
    profile: { ...asset.profile, clients: { ...asset.profile.clients, movie: { ...movie, ...change } } },
  } as UpstreamAsset);
}

const send = (method: 'GET' | 'POST', params: Record<string, unknown>) =>
  requestJson({ client: 'movie', method, path: '/api/v2/x', params });

describe('a client’s conventions come from the profile', () => {
  it('the token goes in the header and format the profile names', async () => {
    movieWith({ token: { header: 'Authorization', format: 'Bearer {token}', from: 'accessToken' } });
    await send('POST', {});
    expect(server.seen[0].headers.authorization).toBe('Bearer at-1');
    expect(server.seen[0].headers['user-token']).toBeUndefined();
  });

  it('a form body, arrays repeated, objects by bracketed keys', async () => {
    movieWith({ body: 'form', arrays: 'repeat' });
    await send('POST', { ids: [1, 2], name: '影城', empty: '', nested: { a: 1 } });
    expect(server.seen[0].headers['content-type']).toMatch(/^application\/x-www-form-urlencoded/);
    expect(server.seen[0].body).toBe('ids=1&ids=2&name=%E5%BD%B1%E5%9F%8E&nested%5Ba%5D=1');
  });

  it('a GET query with arrays in brackets, or comma-joined by default', async () => {
    movieWith({ arrays: 'brackets' });
    await send('GET', { status: [0, 2] });
    expect(server.seen[0].url).toBe('/api/v2/x?status%5B%5D=0&status%5B%5D=2');
    setUpstreamAsset(asset);
    await send('GET', { status: [0, 2] });
    expect(server.seen[1].url).toBe('/api/v2/x?status=0%2C2');
  });

  it('success and Google codes as the profile gives them, a number and its digit string alike', async () => {
    movieWith({ envelope: { ...asset.profile.clients.movie.envelope!, success: [200], googleRequired: 'G5' } });
    answer = { code: '200', data: 1 };
    await expect(send('POST', {})).resolves.toEqual({ code: '200', data: 1 });
    answer = { code: 1, msg: 'x' };
    await expect(send('POST', {})).rejects.toMatchObject({ kind: 'business' });
    answer = { code: 'G5' };
    await expect(
      requestJson({ client: 'movie', method: 'POST', path: '/api/v2/x', verifyOnGoogle: false }),
    ).rejects.toBeInstanceOf(GoogleVerificationRequiredError);
  });

  it('the base URL is the config key the client names', async () => {
    setUpstreamAsset({
      ...asset,
      profile: {
        ...asset.profile,
        clients: { ...asset.profile.clients, partner: { ...asset.profile.clients.movie, baseUrl: 'partnerApiUrl' } },
      },
    } as UpstreamAsset);
    await requestJson({ client: 'partner', method: 'GET', path: '/api/p' });
    expect(server.seen[0].url).toBe('/partner/api/p');
  });

  it("date-range bounds as text, or as the day's first and last moment in seconds or milliseconds", () => {
    expect(dateBound('2025-06-01', 'text', false)).toBe('2025-06-01');
    const from = dateBound('2025-06-01', 'unix', false) as number;
    const to = dateBound('2025-06-01', 'unix', true) as number;
    expect(to - from).toBe(86_399);
    expect(new Date(from * 1000).getHours()).toBe(0);
    expect(dateBound('2025-06-01', 'unixMs', false)).toBe(from * 1000);
  });
});
