import { GOOGLE_MARK_HEADER, GOOGLE_REQUIRED_CODE, securityEndpoints } from '../vocabulary/securityEndpoints';
import type { GoogleAuth } from './googleAuth';
import { json, type Answer } from './http';
import type { Route } from './router';
import type { Session } from './sessions';

/** §8: what a call that needs Google verification answers (HTTP 200, body code -5). */
export const GOOGLE_REQUIRED = json({ code: GOOGLE_REQUIRED_CODE, msg: '请先进行谷歌验证' });

/** The Google calls themselves never demand a check: that would lock a user out of the very dialog that passes it. */
const GOOGLE_PATHS: ReadonlySet<string> = new Set([
  securityEndpoints.googleConfig,
  securityEndpoints.googleBind,
  securityEndpoints.googleSendCancelSms,
  securityEndpoints.googleCancel,
  securityEndpoints.googleCheck,
]);

/**
 * Which calls need a live Google mark: routes declared `verify: 'google'` (the withdrawal-password change) and
 * any path a test armed (POST /__upstream/google-required; '*' = every session call) — and only for accounts that
 * have bound Google auth (an account without an authenticator cannot pass a check). The mark travels in the
 * Google-Mark header and must have been issued to the same session in the last 30 minutes.
 */
export class GoogleDemands {
  private readonly armed = new Set<string>();

  constructor(private readonly google: GoogleAuth) {}

  require(path: string): void {
    this.armed.add(path);
  }

  clear(): void {
    this.armed.clear();
  }

  /** The -5 answer when this call needs a mark it lacks; undefined to let it through. */
  refuse(route: Route, session: Session, headers: Headers): Answer | undefined {
    if (GOOGLE_PATHS.has(route.path)) return undefined;
    const demanded = route.verify === 'google' || this.armed.has(route.path) || this.armed.has('*');
    if (!demanded || !this.google.isBound(session.account)) return undefined;
    const mark = headers.get(GOOGLE_MARK_HEADER)?.trim();
    return this.google.markValid(session, mark === '' ? undefined : mark) ? undefined : GOOGLE_REQUIRED;
  }
}
