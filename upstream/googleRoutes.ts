import type { UpstreamProfile } from '../vocabulary/upstreamProfile';
import { sendSms, SMS_WRONG } from './accountSecurity';
import { answered, fixedRoute } from './fixedRoutes';
import type { GoogleAuth, GoogleResult } from './googleAuth';
import { fail, ok, type Answer } from './http';
import type { RequestContext, Route } from './router';
import type { SmsCodes } from './smsCodes';

export interface GoogleDeps {
  google: GoogleAuth;
  sms: SmsCodes;
  profile: UpstreamProfile;
}

const text = (v: unknown) => (typeof v === 'string' || typeof v === 'number' ? String(v).trim() : '');

function refusal(deps: GoogleDeps, ctx: RequestContext, result: Exclude<GoogleResult, 'ok'>): Answer {
  switch (result) {
    case 'locked':
      return fail(`动态码错误次数过多，请 ${deps.google.lockedMinutes(ctx.session!.account)} 分钟后再试`);
    case 'unbound':
      return fail('尚未绑定谷歌验证器');
    case 'bound':
      return fail('已绑定谷歌验证器');
    case 'secret':
      return fail('密钥已失效，请重新打开绑定窗口');
    case 'wrong':
      return fail('动态码错误');
  }
}

const CODE = /^\d{6}$/;

/**
 * §7 Google calls (movie service, POST). The spec shows only check's answer; the others are ours:
 * config → bound plus, while not bound, the secret (base32) and its otpauth URI (what the QR holds); bind, cancel
 * and the cancel code → the envelope alone; check → the mark (§7 data.mark). Where each goes: upstream.yaml.
 */
export function googleRoutes(deps: GoogleDeps): Route[] {
  const { profile } = deps;
  return [
    fixedRoute(profile, 'googleConfig', 'session', (ctx) => {
      const config = deps.google.config(ctx.session!.account);
      return answered(
        profile,
        'googleConfig',
        config.bound ? { bound: true } : { bound: false, secret: config.secret, otpauthUrl: config.otpauthUrl },
        '获取成功',
      );
    }),
    fixedRoute(profile, 'googleBind', 'session', (ctx) => {
      const code = text(ctx.input.code);
      if (!CODE.test(code)) return fail('请输入6位动态码');
      const result = deps.google.bind(ctx.session!.account, text(ctx.input.secret), code);
      return result === 'ok' ? ok(undefined, '绑定成功') : refusal(deps, ctx, result);
    }),
    fixedRoute(profile, 'googleSendCancelSms', 'session', (ctx) => {
      if (!deps.google.isBound(ctx.session!.account)) return refusal(deps, ctx, 'unbound');
      return sendSms(deps, ctx, 'googleCancel');
    }),
    fixedRoute(profile, 'googleCancel', 'session', (ctx) => {
      const account = ctx.session!.account;
      if (!deps.google.isBound(account)) return refusal(deps, ctx, 'unbound');
      if (deps.sms.check(account, 'googleCancel', text(ctx.input.smsCode)) !== 'ok') return fail(SMS_WRONG);
      deps.google.cancel(account);
      return ok(undefined, '解绑成功');
    }),
    fixedRoute(profile, 'googleCheck', 'session', (ctx) => {
      const code = text(ctx.input.code);
      if (!CODE.test(code)) return fail('请输入6位动态码');
      const result = deps.google.check(ctx.session!.account, code);
      if (result !== 'ok') return refusal(deps, ctx, result);
      const { mark } = deps.google.issueMark(ctx.session!);
      return answered(profile, 'googleCheck', { mark }, '验证成功');
    }),
  ];
}
