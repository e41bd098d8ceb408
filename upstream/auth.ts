import type { PermissionsInput } from '../generator/input';
import type { PermissionKeyModel } from '../generator/model';
import { writePath, type UpstreamProfile } from '../vocabulary/upstreamProfile';
import { accountFlags, type Account } from './accounts';
import type { Conventions } from './conventions';
import type { Credentials } from './credentials';
import { answered, fixedRoute } from './fixedRoutes';
import { fail, ok, type Answer, type Params } from './http';
import { grantsFor, permissionTree } from './permissions';
import { loginLockedMessage, type LoginThrottle } from './loginThrottle';
import type { Route } from './router';
import type { Session, Sessions } from './sessions';
import type { SubAccountDirectory } from './subAccounts';

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
  profile: UpstreamProfile;
  conventions: Conventions;
  throttle: LoginThrottle;
}

const text = (v: unknown) => (typeof v === 'string' || typeof v === 'number' ? String(v).trim() : '');

function login(deps: AuthDeps, input: Params, asSubAccount: boolean, clientAddress = 'unknown'): Answer {
  const username = text(input.username);
  const password = text(input.password);
  if (username === '' || password === '') return fail('请输入账号和密码');
  // Sub-accounts are known by their tel as much as by their name.
  const account =
    deps.accounts.find((a) => a.username === username || (asSubAccount && a.isSubAccount && a.tel === username)) ??
    deps.subAccounts?.find(username);
  // Guesses at an unknown name count like any other, so the lock does not reveal which names exist.
  const counted = account ? `account:${account.username}` : `name:${username}`;
  const locked = deps.throttle.locked(counted, clientAddress);
  if (locked !== undefined) return fail(loginLockedMessage(locked));
  // The account kind is only revealed to someone who knows the password.
  if (!account || deps.credentials.password(account) !== password) {
    const lockedNow = deps.throttle.fail(counted, clientAddress);
    return fail(lockedNow !== undefined ? loginLockedMessage(lockedNow) : '账号或密码错误');
  }
  deps.throttle.succeed(counted);
  if (account.isSubAccount && !asSubAccount) return fail('子账号请使用子账号登录');
  if (!account.isSubAccount && asSubAccount) return fail('主账号请使用主账号登录');
  if (deps.subAccounts?.disabled(account)) return fail('该子账号已被禁用，请联系主账号');
  const session = deps.sessions.open(account, grantsFor(account, deps.permissions, deps.keys));
  return answered(
    deps.profile,
    asSubAccount ? 'subLogin' : 'login',
    { userToken: session.userToken, accessToken: session.accessToken },
    '登录成功',
  );
}

/**
 * §3 user info, written the way upstream.yaml `userInfo` says the console reads it: each field at its path, the
 * sub-account flag with its main or sub value, the permissions list with its identities (permissions.yaml
 * `identities`: a key is sent as the first identity that grants it, else its own name) and their actions.
 */
export function userInfo(
  session: Session,
  permissions: PermissionsInput,
  keys: Readonly<Record<string, PermissionKeyModel>>,
  profile: UpstreamProfile,
): Record<string, unknown> {
  const a = session.account;
  const m = profile.userInfo;
  const info: Record<string, unknown> = {};
  writePath(info, m.fields.username, a.username);
  writePath(info, m.fields.tel, a.tel);
  writePath(info, m.subAccount.field, a.isSubAccount ? m.subAccount.subValue : m.subAccount.mainValues[0]);
  for (const [flag, value] of Object.entries(accountFlags(a))) writePath(info, flag, value);
  writePath(info, m.fields.businessType, a.businessType);
  writePath(info, m.fields.agentId, a.agentId);
  writePath(info, m.fields.roleId, a.granted ? 'subaccount' : a.role);
  writePath(info, m.fields.roleName, a.granted ? '子账号' : (permissions.roles?.[a.role]?.label['zh-CN'] ?? a.role));
  const identities = permissions.identities ?? {};
  // What the console derives itself for a main account (§6: Subaccount, SubaccountList, the markers, business_type_n)
  // is not the upstream's to send: a real service lists the role's own permissions.
  const rule = permissions.mainAccount;
  const derived = (key: string) =>
    !a.isSubAccount &&
    (rule?.keys.includes(key) ||
      Object.values(rule?.markers ?? {}).includes(key) ||
      (rule?.businessTypeMarker !== undefined && key.startsWith(rule.businessTypeMarker)));
  const list = permissionTree(session.grants, keys)
    .filter(({ key }) => !derived(key))
    .map(({ key, actions }) => {
      const entry: Record<string, unknown> = {};
      writePath(entry, m.permissions.id, identities[key]?.[0] ?? key);
      writePath(
        entry,
        m.permissions.actions,
        actions.map((action) => {
          const child: Record<string, unknown> = {};
          writePath(child, m.permissions.action, action);
          return child;
        }),
      );
      return entry;
    });
  writePath(info, m.permissions.list, list);
  return info;
}

export function authRoutes(deps: AuthDeps): Route[] {
  const { profile } = deps;
  return [
    fixedRoute(profile, 'login', 'public', ({ input, clientAddress }) => login(deps, input, false, clientAddress)),
    fixedRoute(profile, 'subLogin', 'public', ({ input, clientAddress }) => login(deps, input, true, clientAddress)),
    fixedRoute(profile, 'userInfo', 'session', ({ session }) =>
      answered(profile, 'userInfo', { info: userInfo(session!, deps.permissions, deps.keys, profile) }, '获取成功'),
    ),
    // Logging out is idempotent: a client holding an expired token must still be able to finish its logout.
    fixedRoute(profile, 'logout', 'public', ({ headers }) => {
      const { token, from } = deps.conventions.tokenOf(headers, profile.operations.logout.client);
      const session = deps.sessions.resolve(token, from);
      if (session) deps.sessions.close(session);
      return ok(undefined, '退出成功');
    }),
  ];
}
