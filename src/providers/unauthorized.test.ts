import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { json, scriptedServer } from '../../tests/unit/helpers/testServer';
import { defaultConfig, setConfig } from '../config/runtimeConfig';
import { upstreamMap } from '../generated/upstreamMap';
import { createDataProvider } from './appDataProvider';
import { createAuthProvider } from './authProvider';
import { session } from './session';
import { resetUnauthorizedState } from './unauthorized';

let server: Awaited<ReturnType<typeof scriptedServer>>;
const reload = vi.fn();

beforeAll(async () => {
  server = await scriptedServer((_req, res) => setTimeout(() => json(res, 401, { code: 401, msg: 'token expired' }), 20));
  setConfig({ ...defaultConfig, movieApiUrl: server.url, gatewayApiUrl: server.url });
  Object.defineProperty(globalThis, 'window', { value: { location: { reload } }, configurable: true });
});
afterAll(() => server.close());
beforeEach(() => {
  vi.useRealTimers();
  reload.mockReset();
  resetUnauthorizedState();
  session.clear();
});

describe('HTTP 401 (§8)', () => {
  it('several requests failing together log out once and reload once, 1.5 s later', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout'], shouldAdvanceTime: true });
    session.store({ userToken: 'stale' });
    const dataProvider = createDataProvider(upstreamMap);
    const authProvider = createAuthProvider(() => undefined);
    const calls = Array.from({ length: 5 }, () =>
      dataProvider.getList('cinema/alllist', { pagination: { page: 1, perPage: 10 }, sort: { field: 'id', order: 'DESC' }, filter: {} }).catch((e: unknown) => e),
    );
    const errors = await Promise.all(calls);
    const outcomes = await Promise.allSettled(errors.map((e) => authProvider.checkError(e)));
    expect(outcomes.every((o) => o.status === 'rejected')).toBe(true);
    expect((outcomes[0] as PromiseRejectedResult).reason).toMatchObject({ redirectTo: '/user/login?notice=expired', logoutUser: true });
    expect(session.hasToken()).toBe(false);
    vi.advanceTimersByTime(1499);
    expect(reload).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it('without a stored token there is nothing to log out and no reload', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout'], shouldAdvanceTime: true });
    const dataProvider = createDataProvider(upstreamMap);
    const authProvider = createAuthProvider(() => undefined);
    const error = await dataProvider.getList('cinema/alllist', { pagination: { page: 1, perPage: 10 }, sort: { field: 'id', order: 'DESC' }, filter: {} }).catch((e: unknown) => e);
    await expect(authProvider.checkError(error)).rejects.toMatchObject({ redirectTo: '/user/login?notice=expired' });
    vi.advanceTimersByTime(5000);
    expect(reload).not.toHaveBeenCalled();
  });

  it('a 401 for a token since replaced (the previous account’s slow request) leaves the new session alone', async () => {
    session.store({ userToken: 'old-account' });
    const dataProvider = createDataProvider(upstreamMap);
    const authProvider = createAuthProvider(() => undefined);
    const pending = dataProvider.getList('cinema/alllist', { pagination: { page: 1, perPage: 10 }, sort: { field: 'id', order: 'DESC' }, filter: {} }).catch((e: unknown) => e);
    session.store({ userToken: 'new-account' });
    await expect(authProvider.checkError(await pending)).resolves.toBeUndefined();
    expect(session.userToken()).toBe('new-account');
    expect(reload).not.toHaveBeenCalled();
  });

  it('403 and business errors never log out', async () => {
    const authProvider = createAuthProvider(() => undefined);
    session.store({ userToken: 't' });
    const { UpstreamError } = await import('./upstreamError');
    await expect(authProvider.checkError(new UpstreamError('forbidden', 'Forbidden: x', 403))).resolves.toBeUndefined();
    await expect(authProvider.checkError(new UpstreamError('business', 'x', 200))).resolves.toBeUndefined();
    expect(session.hasToken()).toBe(true);
  });
});
