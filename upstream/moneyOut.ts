import type { UpstreamProfile } from '../vocabulary/upstreamProfile';
import type { Account } from './accounts';
import type { Credentials } from './credentials';
import { fail, type Answer, type Params } from './http';
import { lockEnd, type Lockouts } from './lockouts';
import type { Route } from './router';
import type { Session } from './sessions';

export const SECURITY_PASSWORD_UNSET = '请先设置安全密码';
export const MAIN_ACCOUNT_UNSET = '主账号尚未设置安全密码，请联系主账号设置';
export const SECURITY_PASSWORD_WRONG = (left: number) => `安全密码错误，还可尝试 ${left} 次`;
export const SECURITY_PASSWORD_LOCKED = (until: number) => `安全密码错误次数过多，已锁定至 ${lockEnd(until)}`;

interface MoneyOutDeps {
  accounts: readonly Account[];
  credentials: Credentials;
  /** Wrong security passwords, counted per main account (its sub-accounts share its password and its lock). */
  locks: Lockouts;
  profile: () => UpstreamProfile;
}

/**
 * A money-out call (a schema action with `moneyOut`: 申请提现, 通过并打款) carries the security (withdrawal) password
 * in upstream.yaml's `securityPasswordParam` (issue 30 item 3). It is the merchant's: a sub-account acting for it
 * types its main account's. Without one set the call is refused with the client's `securityPasswordUnset` code (the
 * console then opens the dialog that sets it); the policy's wrong guesses lock it (30 minutes), saying until when.
 * On success the password is taken out of the parameters, so no handler can store it.
 */
export function checkMoneyOut(deps: MoneyOutDeps, route: Route, session: Session, params: Params): Answer | undefined {
  if (!route.moneyOut) return undefined;
  const profile = deps.profile();
  const param = profile.securityPasswordParam;
  const account = session.account;
  const owner = account.isSubAccount
    ? (deps.accounts.find((a) => a.username === account.merchant && !a.isSubAccount) ?? account)
    : account;
  const stored = deps.credentials.cashPassword(owner);
  if (stored === undefined || param === undefined) {
    if (account.isSubAccount) return fail(MAIN_ACCOUNT_UNSET);
    const code = profile.clients[route.client]?.envelope?.securityPasswordUnset;
    return {
      kind: 'envelope',
      status: 200,
      outcome: 'refusal',
      ...(code !== undefined ? { code } : {}),
      msg: SECURITY_PASSWORD_UNSET,
    };
  }
  const locked = deps.locks.locked(owner.username);
  if (locked !== undefined) return fail(SECURITY_PASSWORD_LOCKED(locked));
  const given = params[param];
  if (typeof given !== 'string' || given !== stored) {
    const lockedNow = deps.locks.fail(owner.username);
    return fail(
      lockedNow !== undefined
        ? SECURITY_PASSWORD_LOCKED(lockedNow)
        : SECURITY_PASSWORD_WRONG(deps.locks.left(owner.username)),
    );
  }
  deps.locks.succeed(owner.username);
  delete params[param];
  return undefined;
}
