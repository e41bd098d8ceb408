import { PASSWORD_MESSAGES_ZH, passwordChangeProblem } from '../vocabulary/passwordRule';
import { VERIFICATION_CODE_LENGTH } from '../vocabulary/securityLimits';
import type { UpstreamProfile } from '../vocabulary/upstreamProfile';
import type { Credentials } from './credentials';
import { fixedRoute } from './fixedRoutes';
import { fail, ok, type Answer, type Params } from './http';
import type { RequestContext, Route } from './router';
import type { Sessions } from './sessions';
import type { SmsCodes, SmsPurpose } from './smsCodes';

export interface AccountSecurityDeps {
  credentials: Credentials;
  sms: SmsCodes;
  sessions: Sessions;
  profile: UpstreamProfile;
}

export const SMS_WRONG = '验证码错误或已过期';
export const SUB_ACCOUNT_NO_CASH = '子账号不能修改安全密码';

const text = (v: unknown) => (typeof v === 'string' || typeof v === 'number' ? String(v) : '');

/** Texts a code (§7 "Send SMS code for password change"); at most one per kind every 60 s. */
export function sendSms(deps: Pick<AccountSecurityDeps, 'sms'>, ctx: RequestContext, purpose: SmsPurpose): Answer {
  const result = deps.sms.send(ctx.session!.account, purpose);
  if (!result.ok) return fail(`发送过于频繁，请 ${Math.ceil(result.retryAfterMs / 1000)} 秒后再试`);
  return ok(undefined, '发送成功');
}

/**
 * §5 password change, the same rule as the console's form (vocabulary/passwordRule.ts): the input is checked
 * before the code, so a refused password does not use the code up. On success every other session of the account
 * ends (whoever else holds a token must sign in with the new password); the caller's stays.
 */
function changePassword(
  deps: AccountSecurityDeps,
  ctx: RequestContext & { input: Params },
  kind: 'password' | 'cash',
): Answer {
  const account = ctx.session!.account;
  if (kind === 'cash' && account.isSubAccount) return fail(SUB_ACCOUNT_NO_CASH);
  const { input } = ctx;
  const problem = passwordChangeProblem(
    { password: input.password, confirm_password: input.confirm, code: input.code },
    VERIFICATION_CODE_LENGTH,
  );
  if (problem) return fail(PASSWORD_MESSAGES_ZH[problem.problem]);
  if (deps.sms.check(account, kind, text(input.code)) !== 'ok') return fail(SMS_WRONG);
  const password = text(input.password);
  if (kind === 'cash') deps.credentials.setCashPassword(account, password);
  else {
    deps.credentials.setPassword(account, password);
    deps.sessions.closeOthers(ctx.session!);
  }
  return ok(undefined, '修改成功');
}

/** §7 password calls (movie service, POST, any signed-in account; the withdrawal password main accounts only, §6). */
export function accountSecurityRoutes(deps: AccountSecurityDeps): Route[] {
  const { profile } = deps;
  const cashType = profile.operations.sendPasswordSms.values.cash;
  return [
    fixedRoute(profile, 'sendPasswordSms', 'session', (ctx) => {
      const cash = ctx.input.type !== undefined && String(ctx.input.type) === String(cashType);
      if (cash && ctx.session!.account.isSubAccount) return fail(SUB_ACCOUNT_NO_CASH);
      return sendSms(deps, ctx, cash ? 'cash' : 'password');
    }),
    fixedRoute(profile, 'updatePassword', 'session', (ctx) => changePassword(deps, ctx, 'password')),
    // The withdrawal password guards money: with Google auth bound, changing it needs a live mark (§8 -5).
    fixedRoute(profile, 'updateCashPassword', 'session', (ctx) => changePassword(deps, ctx, 'cash'), {
      verify: 'google',
    }),
  ];
}
