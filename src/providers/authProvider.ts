import type { AuthProvider, UserIdentity } from 'ra-core';
import { permissionKeys } from '../generated/permissions';
import { loginPathFor } from '../routing/safeRedirect';
import { LOGIN_ROUTE } from '../routing/paths';
import { canAccess, type AccessPolicy } from './accessControl';
import { authEndpoints, type AccountType } from '../../vocabulary/authEndpoints';
import { consolePolicy } from './consolePolicy';
import { requestJson } from './http';
import { session } from './session';
import { permissionsStale } from './sessionEvents';
import { handleUnauthorized } from './unauthorized';
import { UpstreamError } from './upstreamError';
import { deriveRole, RolesError, type DerivedRole, type UserInfo } from './userInfo';

export { LOGIN_ROUTE as LOGIN_PATH };

export interface LoginParams {
  username: string;
  password: string;
  /** §7 login has two variants: main account and sub-account. */
  accountType?: AccountType;
}

/** Why the session ended, shown once on the login page (§4 messages). */
export type SessionNotice = 'infoFailed' | 'roles' | 'expired';

const actionsOf = (key: string) => permissionKeys[key]?.actions ?? [];

/** A burst of 403s (every query of a screen) refreshes the user info once, and never more than this often. */
export const GRANTS_REFRESH_INTERVAL_MS = 10_000;

function rateLimit(intervalMs: number, now: () => number = Date.now) {
  let last = -Infinity;
  return {
    due(): boolean {
      if (now() - last < intervalMs) return false;
      last = now();
      return true;
    },
  };
}

/** The in-app path the user is on (hash router), to come back to after login. */
function currentPath(): string | undefined {
  if (typeof window === 'undefined') return undefined;
  const hash = (window.location?.hash ?? '').replace(/^#/, '');
  return hash || undefined;
}

interface Cached {
  token: string;
  info: Promise<{ info: UserInfo; role: DerivedRole }>;
}

export type AppAuthProvider = AuthProvider & { getRole(): Promise<DerivedRole | undefined> };

/**
 * Session and permissions (§4, §6): the token from login, getInfo fetched once per token, the derived role
 * behind every canAccess answer. Deny by default: no token, no role, no access.
 */
export function createAuthProvider(policy: AccessPolicy = consolePolicy): AppAuthProvider {
  let cached: Cached | undefined;
  let notice: SessionNotice | undefined;
  /** The token the last 401 ended: the other requests failing with it belong to the same logout. */
  let endedToken: string | undefined;
  const staleGrants = rateLimit(GRANTS_REFRESH_INTERVAL_MS);

  const loadInfo = () => {
    const token = session.userToken();
    if (!token) return undefined;
    if (cached?.token !== token) {
      const info = requestJson<{ data: UserInfo }>({ client: 'movie', method: 'POST', path: authEndpoints.info }).then((body) => ({
        info: body.data,
        role: deriveRole(body.data, actionsOf),
      }));
      cached = { token, info };
      info.catch(() => {
        if (cached?.info === info) cached = undefined;
      });
    }
    return cached.info;
  };

  const getRole = async () => (await loadInfo())?.role;

  /**
   * Where logging out lands: the login page, with the reason (§4 notices) or the path to come back to (§2).
   * react-admin may log out twice in a row (checkAuth's redirect, then its logout-on-mount); the second call
   * keeps the first one's target rather than dropping its query.
   */
  const loginTarget = (explicit: boolean) => {
    const current = currentPath();
    if (explicit) {
      notice = undefined;
      return LOGIN_ROUTE;
    }
    if (current?.startsWith(`${LOGIN_ROUTE}?`)) return current;
    const target = loginPathFor(current);
    if (!notice) return target;
    return `${target}${target.includes('?') ? '&' : '?'}notice=${notice}`;
  };

  return {
    async login({ username, password, accountType = 'main' }: LoginParams) {
      const path = accountType === 'sub' ? authEndpoints.loginSub : authEndpoints.loginMain;
      const body = await requestJson<{ data?: { user_token?: unknown; access_token?: unknown } }>({
        client: 'movie',
        method: 'POST',
        path,
        params: { username, password },
      });
      const userToken = body.data?.user_token;
      if (typeof userToken !== 'string' || userToken === '') throw new Error('app.auth.noToken');
      const accessToken = typeof body.data?.access_token === 'string' ? body.data.access_token : undefined;
      cached = undefined;
      notice = undefined;
      endedToken = undefined;
      session.store({ userToken, accessToken });
      try {
        await loadInfo();
      } catch (error) {
        // §4: without user info there is no session.
        session.clear();
        cached = undefined;
        throw error instanceof RolesError ? error : new Error('app.session.infoFailed');
      }
    },
    async logout(params?: { explicit?: boolean }) {
      if (session.hasToken()) {
        await requestJson({ client: 'movie', method: 'POST', path: authEndpoints.logout }).catch(() => undefined);
      }
      session.clear();
      cached = undefined;
      return loginTarget(Boolean(params?.explicit));
    },
    async checkAuth() {
      if (!session.hasToken()) throw { redirectTo: loginTarget(false), message: false };
      // §4: a token and no roles loaded → fetch user info first; failing that, log out to login.
      try {
        await loadInfo();
      } catch (error) {
        if (!(error instanceof UpstreamError && error.kind === 'unauthorized')) notice = error instanceof RolesError ? 'roles' : 'infoFailed';
        else handleUnauthorized();
        session.clear();
        cached = undefined;
        throw { redirectTo: loginTarget(false), message: false };
      }
    },
    async checkError(error: unknown) {
      if (!(error instanceof UpstreamError)) return;
      if (error.kind === 'unauthorized') {
        // A 401 for a token that is neither the stored one nor the one this 401 wave just ended (an earlier
        // account's slow request) must not log the new account out.
        const sent = error.sentToken;
        if (sent !== undefined && sent !== session.userToken() && sent !== session.accessToken() && sent !== endedToken) return;
        if (sent !== undefined && session.hasToken()) endedToken = sent;
        // §8: the session ends now and the page reloads 1.5 s later onto the login page, which shows 'Unauthorized:
        // Authorization verification failed' and leads back here. Nothing is thrown: react-admin would answer the
        // failed call with empty data (a save 'succeeding' without an id, an export without a file); the caller gets
        // the error itself instead, so a form stays as it was and keeps its draft for after the login.
        notice = 'expired';
        cached = undefined;
        handleUnauthorized({ landing: loginTarget(false) });
        return;
      }
      if (error.kind === 'forbidden' && staleGrants.due()) {
        // §6: the upstream refused what the user info allowed — an administrator changed the grants. Reload the user
        // info once (rate-limited), so menus and buttons follow without a page reload.
        cached = undefined;
        permissionsStale.announce();
      }
      // 403 and business errors are shown by the caller and never log the user out (§8).
    },
    async getIdentity(): Promise<UserIdentity> {
      const loaded = await loadInfo();
      if (!loaded) throw new Error('not logged in');
      const { info, role } = loaded;
      // §6: sub-accounts see their phone instead of a name.
      return { id: info.username, fullName: role.isSubAccount ? info.tel : info.username };
    },
    async getPermissions() {
      return (await getRole()) ?? null;
    },
    async canAccess({ action, resource }) {
      return canAccess(await getRole().catch(() => undefined), policy, resource, action);
    },
    getRole,
  };
}
