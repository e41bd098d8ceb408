import { GOOGLE_MARK_TTL_MS, securityEndpoints } from '../vocabulary/securityEndpoints';
import { sendSms, SMS_WRONG } from './accountSecurity';
import type { GoogleAuth, GoogleResult } from './googleAuth';
import { fail, ok, type Answer } from './http';
import type { RequestContext, Route } from './router';
import type { SmsCodes } from './smsCodes';

export interface GoogleDeps {
  google: GoogleAuth;
  sms: SmsCodes;
}

const text = (v: unknown) => (typeof v === 'string' || typeof v === 'number' ? String(v).trim() : '');

function refusal(deps: GoogleDeps, ctx: RequestContext, result: Exclude<GoogleResult, 'ok'>): Answer {
  switch (result) {
    case 'locked': return fail(`动态码错误次数过多，请 ${deps.google.lockedMinutes(ctx.session!.account)} 分钟后再试`);
    case 'unbound': return fail('尚未绑定谷歌验证器');
    case 'bound': return fail('已绑定谷歌验证器');
    case 'secret': return fail('密钥已失效，请重新打开绑定窗口');
    case 'wrong': return fail('动态码错误');
  }
}

const CODE = /^\d{6}$/;

/**
 * §7 Google calls (movie service, POST). The spec shows only check's answer; the others are ours:
 * config → `{ bound }` plus, while not bound, `secret` (base32) and `otpauth_url` (what the QR holds);
 * bind, cancel and the cancel code → `{ code, msg }`; check → `data: { mark, expires_in }` (seconds).
 */
export function googleRoutes(deps: GoogleDeps): Route[] {
  const route = (path: string, handle: Route['handle']): Route => ({ method: 'POST', path, auth: 'session', handle });
  return [
    route(securityEndpoints.googleConfig, (ctx) => {
      const config = deps.google.config(ctx.session!.account);
      return ok(config.bound ? { bound: true } : { bound: false, secret: config.secret, otpauth_url: config.otpauthUrl }, '获取成功');
    }),
    route(securityEndpoints.googleBind, (ctx) => {
      const code = text(ctx.params.google_code);
      if (!CODE.test(code)) return fail('请输入6位动态码');
      const result = deps.google.bind(ctx.session!.account, text(ctx.params.google_secret), code);
      return result === 'ok' ? ok(undefined, '绑定成功') : refusal(deps, ctx, result);
    }),
    route(securityEndpoints.googleSendCancelSms, (ctx) => {
      if (!deps.google.isBound(ctx.session!.account)) return refusal(deps, ctx, 'unbound');
      return sendSms(deps, ctx, 'googleCancel');
    }),
    route(securityEndpoints.googleCancel, (ctx) => {
      const account = ctx.session!.account;
      if (!deps.google.isBound(account)) return refusal(deps, ctx, 'unbound');
      if (deps.sms.check(account, 'googleCancel', text(ctx.params.sms_code)) !== 'ok') return fail(SMS_WRONG);
      deps.google.cancel(account);
      return ok(undefined, '解绑成功');
    }),
    route(securityEndpoints.googleCheck, (ctx) => {
      const code = text(ctx.params.google_code);
      if (!CODE.test(code)) return fail('请输入6位动态码');
      const result = deps.google.check(ctx.session!.account, code);
      if (result !== 'ok') return refusal(deps, ctx, result);
      const { mark } = deps.google.issueMark(ctx.session!);
      return ok({ mark, expires_in: GOOGLE_MARK_TTL_MS / 1000 }, '验证成功');
    }),
  ];
}
