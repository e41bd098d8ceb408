import type { OperationName, UpstreamProfile } from '../vocabulary/upstreamProfile';
import type { GoogleAuth } from './googleAuth';
import { GOOGLE_REQUIRED, type Answer } from './http';
import type { Route } from './router';
import type { Session } from './sessions';

/** The Google calls themselves never demand a check: that would lock a user out of the very dialog that passes it. */
const GOOGLE_CALLS: readonly OperationName[] = [
  'googleConfig',
  'googleBind',
  'googleSendCancelSms',
  'googleCancel',
  'googleCheck',
];

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

  /**
   * The -5 answer when this call needs a mark it lacks; undefined to let it through. The mark travels in the header
   * the profile names (upstream.yaml googleMarkHeader).
   */
  refuse(route: Route, session: Session, headers: Headers, profile: UpstreamProfile): Answer | undefined {
    if (GOOGLE_CALLS.some((name) => profile.operations[name].path === route.path)) return undefined;
    const demanded = route.verify === 'google' || this.armed.has(route.path) || this.armed.has('*');
    if (!demanded || !this.google.isBound(session.account)) return undefined;
    const mark = headers.get(profile.googleMarkHeader)?.trim();
    return this.google.markValid(session, mark === '' ? undefined : mark) ? undefined : GOOGLE_REQUIRED;
  }
}
