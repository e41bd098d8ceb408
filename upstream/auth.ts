import type { PermissionsInput } from '../generator/input';
import type { PermissionKeyModel } from '../generator/model';
import { authEndpoints } from '../vocabulary/authEndpoints';
import { accountFlags, type Account } from './accounts';
import type { Credentials } from './credentials';
import { fail, ok, type Answer, type Params } from './http';
import { grantsFor, permissionTree } from './permissions';
import type { Route } from './router';
import type { Session, Sessions } from './sessions';
import type { SubAccountDirectory } from './subAccounts';
import { TOKEN_LIFETIME_MS } from './sessions';

/** The movie-service account endpoints (§7 "Login (two variants)", "Get info"): the console's own table. */
export const AUTH_PATHS = {
  login: authEndpoints.loginMain,
  subLogin: authEndpoints.loginSub,
  info: authEndpoints.info,
  logout: authEndpoints.logout,
} as const;

interface AuthDeps {
  accounts: readonly Account[];
  permissions: PermissionsInput;
  /** The permission manifest (every key with the actions it carries). */
  keys: Readonly<Record<string, PermissionKeyModel>>;
  sessions: Sessions;
  /** Passwords as changed since start-up (§7 update password). */
  credentials: Credentials;
  /** The sub-accounts merchants created (records of the resource with a permissionTree field). */
  subAccounts?: SubAccountDirectory;
}

const text = (v: unknown) => (typeof v === 'string' || typeof v === 'number' ? String(v).trim() : '');

function login(deps: AuthDeps, params: Params, asSubAccount: boolean): Answer {
  const username = text(params.username);
  const password = text(params.password);
  if (username === '' || password === '') return fail('请输入账号和密码');
  // Sub-accounts are known by their tel as much as by their name.
  const account = deps.accounts.find((a) => a.username === username || (asSubAccount && a.isSubAccount && a.tel === username)) ?? deps.subAccounts?.find(username);
  // The account kind is only revealed to someone who knows the password.
  if (!account || deps.credentials.password(account) !== password) return fail('账号或密码错误');
  if (account.isSubAccount && !asSubAccount) return fail('子账号请使用子账号登录');
  if (!account.isSubAccount && asSubAccount) return fail('主账号请使用主账号登录');
  if (deps.subAccounts?.disabled(account)) return fail('该子账号已被禁用，请联系主账号');
  const session = deps.sessions.open(account, grantsFor(account, deps.permissions, deps.keys));
  return ok({ user_token: session.userToken, access_token: session.accessToken, expires_in: TOKEN_LIFETIME_MS / 1000 }, '登录成功');
}

/** §3 user info. */
export function userInfo(session: Session, permissions: PermissionsInput, keys: Readonly<Record<string, PermissionKeyModel>>) {
  const a = session.account;
  return {
    username: a.username,
    tel: a.tel,
    is_sub_account: a.isSubAccount ? 1 : 0,
    ...accountFlags(a),
    agent_id: a.agentId,
    role: a.granted ? { id: 'subaccount', name: '子账号' } : { id: a.role, name: permissions.roles?.[a.role]?.label['zh-CN'] ?? a.role },
    permissions: permissionTree(session.grants, keys),
  };
}

export function authRoutes(deps: AuthDeps): Route[] {
  return [
    { method: 'POST', path: AUTH_PATHS.login, auth: 'public', handle: ({ params }) => login(deps, params, false) },
    { method: 'POST', path: AUTH_PATHS.subLogin, auth: 'public', handle: ({ params }) => login(deps, params, true) },
    { method: 'POST', path: AUTH_PATHS.info, auth: 'session', handle: ({ session }) => ok(userInfo(session!, deps.permissions, deps.keys), '获取成功') },
    {
      method: 'POST',
      path: AUTH_PATHS.logout,
      // Logging out is idempotent: a client holding an expired token must still be able to finish its logout.
      auth: 'public',
      handle: ({ headers }) => {
        const session = deps.sessions.resolve(headers);
        if (session) deps.sessions.close(session);
        return ok(undefined, '退出成功');
      },
    },
  ];
}
