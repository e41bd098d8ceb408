import { afterEach, describe, expect, it, vi } from 'vitest';
import { defaultConfig, setConfig } from '../config/runtimeConfig';
import { AuthSession } from './authSession';
import { prefetchInfo, takeEarlyInfo } from './earlyInfo';
import { session } from './session';

const info = {
  username: 'merchant',
  tel: '13800138000',
  permissions: [{ identity: 'order_all', children: [{ identity: 'query' }] }],
};

afterEach(() => {
  vi.unstubAllGlobals();
  localStorage.clear();
});

function stubInfoAnswers() {
  const calls: string[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string) => {
      calls.push(String(url));
      return new Response(JSON.stringify({ code: 1, data: info }), { headers: { 'content-type': 'application/json' } });
    }),
  );
  return calls;
}

describe('the user info asked for before the console exists (issue 13, §4)', () => {
  it('is taken once, by the token it was asked for', async () => {
    setConfig(defaultConfig);
    stubInfoAnswers();
    prefetchInfo('ut_a');
    expect(takeEarlyInfo('ut_b')).toBeUndefined();
    await expect(takeEarlyInfo('ut_a')).resolves.toMatchObject({ info: { username: 'merchant' } });
    expect(takeEarlyInfo('ut_a')).toBeUndefined();
  });

  it('spares the auth session its own request, and then answers the role without waiting', async () => {
    setConfig(defaultConfig);
    session.store({ userToken: 'ut_early' });
    const calls = stubInfoAnswers();
    prefetchInfo('ut_early');
    const state = new AuthSession();
    expect(state.roleNow()).toBeUndefined();
    await state.loadInfo();
    expect(calls).toHaveLength(1);
    expect(state.roleNow()).toBeDefined();
  });

  it("is waited for by whenRoleKnown without being asked for, and its failure stays the asker's", async () => {
    setConfig(defaultConfig);
    session.store({ userToken: 'ut_wait' });
    const calls = stubInfoAnswers();
    const state = new AuthSession();
    const known = state.whenRoleKnown();
    await new Promise((resolve) => setTimeout(resolve, 5));
    expect(calls).toHaveLength(0);
    await state.loadInfo();
    await expect(known).resolves.toBeDefined();
    expect(calls).toHaveLength(1);

    // A failed user info: the waiter hears "no role", the asker still gets the failure (checkAuth's logout, §4).
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response('down', { status: 500 })),
    );
    state.forgetInfo();
    const unknown = state.whenRoleKnown();
    await expect(state.loadInfo()).rejects.toBeDefined();
    await expect(unknown).resolves.toBeUndefined();
  });

  it('answers whenRoleKnown as soon as the early request does, and stays there for loadInfo to take (one request)', async () => {
    setConfig(defaultConfig);
    session.store({ userToken: 'ut_peek' });
    const calls = stubInfoAnswers();
    prefetchInfo('ut_peek');
    const state = new AuthSession();
    // Nobody has asked the session for the user info yet: the early answer alone tells the role.
    const known = await state.whenRoleKnown();
    expect(known).toMatchObject({ isSubAccount: true });
    expect(state.roleNow()).toBeUndefined();
    await state.loadInfo();
    expect(state.roleNow()).toEqual(known);
    expect(calls).toHaveLength(1);
    expect(takeEarlyInfo('ut_peek')).toBeUndefined();
  });

  it('answers "no role" for a failed early request, whose failure loadInfo still reports', async () => {
    setConfig(defaultConfig);
    session.store({ userToken: 'ut_peek_fail' });
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response('down', { status: 500 })),
    );
    prefetchInfo('ut_peek_fail');
    const state = new AuthSession();
    await expect(state.whenRoleKnown()).resolves.toBeUndefined();
    await expect(state.loadInfo()).rejects.toBeDefined();
  });
});
