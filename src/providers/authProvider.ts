import type { AuthProvider, UserIdentity } from 'ra-core';
import { permissionKeys } from '../generated/permissions';
import { resources } from '../generated/registry';
import { canAccess, type PermissionLookup } from './accessControl';
import { authEndpoints, type AccountType } from './authEndpoints';
import { requestJson } from './http';
import { session } from './session';
import { handleUnauthorized } from './unauthorized';
import { UpstreamError } from './upstreamError';
import { deriveRole, type DerivedRole, type UserInfo } from './userInfo';

export const LOGIN_PATH = '/user/login';

export interface LoginParams {
  username: string;
  password: string;
  /** §7 login has two variants: main account and sub-account. */
  accountType?: AccountType;
}

const lookupFromRegistry: PermissionLookup = (resource) => {
  const entry = resources.find((r) => r.id === resource || r.route === resource || r.detailRoute === resource);
  return entry?.permission;
};

const actionsOf = (key: string) => permissionKeys[key]?.actions ?? [];

interface Cached {
  token: string;
  info: Promise<{ info: UserInfo; role: DerivedRole }>;
}

/**
 * Session and permissions (§4, §6): the token from login, getInfo fetched once per token, the derived role
 * behind every canAccess answer.
 */
export function createAuthProvider(lookup: PermissionLookup = lookupFromRegistry): AuthProvider & { getRole(): Promise<DerivedRole | undefined> } {
  let cached: Cached | undefined;

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
      session.store({ userToken, accessToken });
      await loadInfo();
    },
    async logout() {
      const hadToken = session.hasToken();
      if (hadToken) {
        await requestJson({ client: 'movie', method: 'POST', path: authEndpoints.logout }).catch(() => undefined);
      }
      session.clear();
      cached = undefined;
      return LOGIN_PATH;
    },
    async checkAuth() {
      if (!session.hasToken()) throw { redirectTo: LOGIN_PATH, message: false };
    },
    async checkError(error: unknown) {
      if (error instanceof UpstreamError && error.kind === 'unauthorized') {
        handleUnauthorized();
        cached = undefined;
        throw { redirectTo: LOGIN_PATH, message: error.message, logoutUser: true };
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
      return canAccess(await getRole(), lookup, resource, action);
    },
    getRole,
  };
}
