import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { json, scriptedServer } from '../../../tests/unit/helpers/testServer';
import { defaultConfig, setConfig } from '../config/runtimeConfig';
import { upstreamMap } from '../../../tests/unit/helpers/upstreamAsset';
import { createDataProvider } from './appDataProvider';
import { createAuthProvider, GRANTS_REFRESH_INTERVAL_MS } from './authProvider';
import { session } from './session';
import { permissionsStale, sessionEnding } from './sessionEvents';
import { resetUnauthorizedState } from './unauthorized';
import { UpstreamError } from './upstreamError';

/** Every route open: these tests are about sessions, not permissions. */
const openPolicy = { permission: () => undefined, available: () => true };

let server: Awaited<ReturnType<typeof scriptedServer>>;
const reload = vi.fn();
const replaceState = vi.fn();

beforeAll(async () => {
  server = await scriptedServer((_req, res) =>
    setTimeout(() => json(res, 401, { code: 401, msg: 'token expired' }), 20),
  );
  setConfig({ ...defaultConfig, movieApiUrl: server.url, gatewayApiUrl: server.url });
  Object.defineProperty(globalThis, 'window', {
    value: { location: { reload, hash: '#/device/list' }, history: { replaceState } },
    configurable: true,
  });
});
afterAll(() => server.close());
beforeEach(() => {
  vi.useRealTimers();
  reload.mockReset();
  replaceState.mockReset();
  resetUnauthorizedState();
  session.clear();
});

describe('HTTP 401 (§8)', () => {
  it('several requests failing together log out once and reload once, 1.5 s later, onto the login page', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout'], shouldAdvanceTime: true });
    session.store({ userToken: 'stale' });
    const dataProvider = createDataProvider(upstreamMap);
    const authProvider = createAuthProvider(openPolicy);
    const calls = Array.from({ length: 5 }, () =>
      dataProvider
        .getList('orders', { pagination: { page: 1, perPage: 10 }, sort: { field: 'id', order: 'DESC' }, filter: {} })
        .catch((e: unknown) => e),
    );
    const errors = await Promise.all(calls);
    const endings = vi.fn();
    const stop = sessionEnding.listen(endings);
    // checkError lets each error through to its caller: react-admin would otherwise answer the call with empty
    // data (a save 'succeeding' without an id) — the data layer rejects with the typed error instead.
    const outcomes = await Promise.allSettled(errors.map((e) => authProvider.checkError(e)));
    stop();
    expect(outcomes.every((o) => o.status === 'fulfilled')).toBe(true);
    expect(errors.every((e) => e instanceof UpstreamError && e.kind === 'unauthorized')).toBe(true);
    expect(endings).toHaveBeenCalledTimes(1);
    expect(session.hasToken()).toBe(false);
    vi.advanceTimersByTime(1499);
    expect(reload).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(replaceState).toHaveBeenCalledWith(null, '', '#/user/login?redirect=%2Fdevice%2Flist&notice=expired');
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it('without a stored token there is nothing to log out and no reload', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout'], shouldAdvanceTime: true });
    const dataProvider = createDataProvider(upstreamMap);
    const authProvider = createAuthProvider(openPolicy);
    const error = await dataProvider
      .getList('orders', { pagination: { page: 1, perPage: 10 }, sort: { field: 'id', order: 'DESC' }, filter: {} })
      .catch((e: unknown) => e);
    await expect(authProvider.checkError(error)).resolves.toBeUndefined();
    vi.advanceTimersByTime(5000);
    expect(reload).not.toHaveBeenCalled();
  });

  it('a 401 for a token since replaced (the previous account’s slow request) leaves the new session alone', async () => {
    session.store({ userToken: 'old-account' });
    const dataProvider = createDataProvider(upstreamMap);
    const authProvider = createAuthProvider(openPolicy);
    const pending = dataProvider
      .getList('orders', { pagination: { page: 1, perPage: 10 }, sort: { field: 'id', order: 'DESC' }, filter: {} })
      .catch((e: unknown) => e);
    session.store({ userToken: 'new-account' });
    await expect(authProvider.checkError(await pending)).resolves.toBeUndefined();
    expect(session.userToken()).toBe('new-account');
    expect(reload).not.toHaveBeenCalled();
  });

  it('403 and business errors never log out', async () => {
    const authProvider = createAuthProvider(openPolicy);
    session.store({ userToken: 't' });
    await expect(
      authProvider.checkError(new UpstreamError('forbidden', 'app.http.forbiddenBecause', { msg: 'x' }, 403)),
    ).resolves.toBeUndefined();
    await expect(
      authProvider.checkError(new UpstreamError('business', 'app.http.server', { msg: 'x' }, 200)),
    ).resolves.toBeUndefined();
    expect(session.hasToken()).toBe(true);
  });
});

describe('HTTP 403 after a grant change (§6)', () => {
  it('drops the user info and asks the screens to re-check, at most once per interval', async () => {
    vi.useFakeTimers({ toFake: ['Date'], shouldAdvanceTime: true });
    session.store({ userToken: 't' });
    const authProvider = createAuthProvider(openPolicy);
    const stale = vi.fn();
    const stop = permissionsStale.listen(stale);
    const forbidden = new UpstreamError('forbidden', 'app.http.forbiddenBecause', { msg: '无权限：poster/query' }, 403);
    await Promise.all([
      authProvider.checkError(forbidden),
      authProvider.checkError(forbidden),
      authProvider.checkError(forbidden),
    ]);
    expect(stale).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(GRANTS_REFRESH_INTERVAL_MS - 1);
    await authProvider.checkError(forbidden);
    expect(stale).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(1);
    await authProvider.checkError(forbidden);
    expect(stale).toHaveBeenCalledTimes(2);
    stop();
    expect(session.hasToken()).toBe(true);
  });
});
