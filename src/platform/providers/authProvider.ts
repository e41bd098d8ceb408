import type { AuthProvider, UserIdentity } from 'ra-core';
import { canAccess, type AccessPolicy } from './accessControl';
import { AuthSession, type LoadedInfo } from './authSession';
import { consolePolicy } from './consolePolicy';
import { callOperation } from './operations';
import { session } from './session';
import { signIn, type LoginParams } from './signIn';
import { permissionsStale } from './sessionEvents';
import { handleUnauthorized } from './unauthorized';
import { UpstreamError } from './upstreamError';
import { RolesError, type DerivedRole } from './userInfo';

export { GRANTS_REFRESH_INTERVAL_MS, type SessionNotice } from './authSession';

export type { LoginParams } from './signIn';

export type AppAuthProvider = AuthProvider & {
  getRole(): Promise<DerivedRole | undefined>;
  /** canAccess answered at once when the role is known, undefined while the user info is on its way. */
  canAccessNow(params: { action: string; resource: string; record?: unknown }): boolean | undefined;
  /** canAccess once the user info the console loads anyway is in, without starting that load (false if it fails). */
  canAccessOnceKnown(params: { action: string; resource: string }): Promise<boolean>;
  /** getIdentity's answer once the user info the console loads anyway is in, without starting that load. */
  identityOnceKnown(): Promise<UserIdentity | undefined>;
};

/**
 * Session and permissions (§4, §6): the token from login, getInfo fetched once per token, the derived role
 * behind every canAccess answer. Deny by default: no token, no role, no access.
 */
export function createAuthProvider(policy: AccessPolicy = consolePolicy): AppAuthProvider {
  const state = new AuthSession();
  return {
    login: (params: LoginParams) => signIn(state, params),
    async logout(params?: { explicit?: boolean }) {
      if (session.hasToken()) {
        await callOperation('logout').catch(() => undefined);
      }
      session.clear();
      state.forgetInfo();
      return state.loginTarget(Boolean(params?.explicit));
    },
    checkAuth: () => checkAuth(state),
    checkError: async (error: unknown) => checkError(state, error),
    async getIdentity(): Promise<UserIdentity> {
      const loaded = await state.loadInfo();
      if (!loaded) throw new Error('not logged in');
      return identityOf(loaded);
    },
    getPermissions: async () => (await state.role()) ?? null,
    canAccess: async ({ action, resource, record }) =>
      canAccess(await state.role().catch(() => undefined), policy, resource, action, record),
    getRole: () => state.role(),
    canAccessNow({ action, resource, record }) {
      const role = state.roleNow();
      return role === undefined ? undefined : canAccess(role, policy, resource, action, record);
    },
    canAccessOnceKnown: async ({ action, resource }) =>
      canAccess(await state.whenRoleKnown(), policy, resource, action),
    identityOnceKnown: async () => {
      const loaded = await state.whenInfoKnown();
      return loaded && identityOf(loaded);
    },
  };
}

/** Who is signed in, as the header shows them: §6 sub-accounts by their phone, everyone else by their name. */
function identityOf({ role }: LoadedInfo): UserIdentity {
  return { id: role.username, fullName: role.isSubAccount ? role.tel : role.username };
}

async function checkAuth(state: AuthSession) {
  if (!session.hasToken()) throw { redirectTo: state.loginTarget(false), message: false };
  // §4: a token and no roles loaded → fetch user info first; failing that, log out to login.
  try {
    await state.loadInfo();
  } catch (error) {
    if (!(error instanceof UpstreamError && error.kind === 'unauthorized'))
      state.notice = error instanceof RolesError ? 'roles' : 'infoFailed';
    else handleUnauthorized();
    session.clear();
    state.forgetInfo();
    throw { redirectTo: state.loginTarget(false), message: false };
  }
}

function checkError(state: AuthSession, error: unknown) {
  if (!(error instanceof UpstreamError)) return;
  if (error.kind === 'unauthorized') {
    // A 401 for a token that is neither the stored one nor the one this 401 wave just ended (an earlier
    // account's slow request) must not log the new account out.
    const sent = error.sentToken;
    if (
      sent !== undefined &&
      sent !== session.userToken() &&
      sent !== session.accessToken() &&
      sent !== state.endedToken
    )
      return;
    if (sent !== undefined && session.hasToken()) state.endedToken = sent;
    // §8: the session ends now and the page reloads 1.5 s later onto the login page, which shows 'Unauthorized:
    // Authorization verification failed' and leads back here. Nothing is thrown: react-admin would answer the
    // failed call with empty data (a save 'succeeding' without an id, an export without a file); the caller gets
    // the error itself instead, so a form stays as it was and keeps its draft for after the login.
    state.notice = 'expired';
    state.forgetInfo();
    handleUnauthorized({ landing: state.loginTarget(false) });
    return;
  }
  if (error.kind === 'forbidden' && state.grantsRefreshDue()) {
    // §6: the upstream refused what the user info allowed — an administrator changed the grants. Reload the user
    // info once (rate-limited), so menus and buttons follow without a page reload.
    state.forgetInfo();
    permissionsStale.announce();
  }
  // 403 and business errors are shown by the caller and never log the user out (§8).
}
