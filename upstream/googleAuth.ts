import { randomUUID } from 'node:crypto';
import { Secret, TOTP } from 'otpauth';
import { GOOGLE_MARK_TTL_MS, VERIFICATION_CODE_LENGTH } from '../vocabulary/securityLimits';
import type { Account } from './accounts';
import type { Session } from './sessions';

/** The issuer an authenticator app shows beside the account. */
export const TOTP_ISSUER = 'CinemaConsole';
/** Wrong codes in a row before the account's Google checks pause. */
export const GOOGLE_MAX_FAILURES = 5;
/** How long they pause. */
export const GOOGLE_LOCK_MS = 5 * 60_000;

export type GoogleResult = 'ok' | 'wrong' | 'locked' | 'unbound' | 'bound' | 'secret';

interface State {
  /** The bound secret (base32); none = not bound. */
  secret?: string;
  /** The secret offered by `config` and not bound yet: `bind` accepts only this one. */
  pending?: string;
  /** The newest time step a code was accepted for: each code (and every older one) works once (RFC 6238 §5.2). */
  lastCounter: number;
  failures: number;
  lockedUntil: number;
}

const totpFor = (account: Account, secret: string) =>
  new TOTP({
    issuer: TOTP_ISSUER,
    label: account.username,
    algorithm: 'SHA1',
    digits: VERIFICATION_CODE_LENGTH,
    period: 30,
    secret: Secret.fromBase32(secret),
  });

/**
 * Google second verification (§2, §4, §7): RFC 6238 TOTP through the `otpauth` library, one code per time step
 * (a code used once — or an older one — is refused), ±1 step of clock drift, and a pause after repeated wrong
 * codes. A successful check issues a mark bound to the session, valid 30 minutes (§9).
 */
export class GoogleAuth {
  private readonly states = new Map<string, State>();
  private readonly marks = new Map<string, { userToken: string; username: string; expiresAt: number }>();

  constructor(private readonly now: () => number = Date.now) {}

  private state(account: Account): State {
    let state = this.states.get(account.username);
    if (!state) {
      state = { lastCounter: -1, failures: 0, lockedUntil: 0 };
      this.states.set(account.username, state);
    }
    return state;
  }

  isBound(account: Account): boolean {
    return this.states.get(account.username)?.secret !== undefined;
  }

  /** Bound: nothing more (the secret never leaves again). Not bound: the secret to scan, stable until bound. */
  config(account: Account): { bound: true } | { bound: false; secret: string; otpauthUrl: string } {
    const state = this.state(account);
    if (state.secret) return { bound: true };
    state.pending ??= new Secret({ size: 20 }).base32;
    return { bound: false, secret: state.pending, otpauthUrl: totpFor(account, state.pending).toString() };
  }

  /** Minutes until a paused account may try again (0 = not paused). */
  lockedMinutes(account: Account): number {
    const left = this.state(account).lockedUntil - this.now();
    return left > 0 ? Math.ceil(left / 60_000) : 0;
  }

  private accept(account: Account, secret: string, code: string): GoogleResult {
    const state = this.state(account);
    if (state.lockedUntil > this.now()) return 'locked';
    const timestamp = this.now();
    const totp = totpFor(account, secret);
    const delta = /^\d{6}$/.test(code) ? totp.validate({ token: code, timestamp, window: 1 }) : null;
    const counter = delta === null ? undefined : totp.counter({ timestamp }) + delta;
    if (counter === undefined || counter <= state.lastCounter) {
      state.failures += 1;
      if (state.failures >= GOOGLE_MAX_FAILURES) {
        state.failures = 0;
        state.lockedUntil = this.now() + GOOGLE_LOCK_MS;
      }
      return 'wrong';
    }
    state.failures = 0;
    state.lastCounter = counter;
    return 'ok';
  }

  bind(account: Account, secret: string, code: string): GoogleResult {
    const state = this.state(account);
    if (state.secret) return 'bound';
    if (!state.pending || secret !== state.pending) return 'secret';
    const result = this.accept(account, secret, code);
    if (result === 'ok') {
      state.secret = state.pending;
      state.pending = undefined;
    }
    return result;
  }

  check(account: Account, code: string): GoogleResult {
    const secret = this.states.get(account.username)?.secret;
    return secret ? this.accept(account, secret, code) : 'unbound';
  }

  /** Unbinds (after an SMS code) and voids the account's marks. */
  cancel(account: Account): GoogleResult {
    const state = this.states.get(account.username);
    if (!state?.secret) return 'unbound';
    this.states.delete(account.username);
    for (const [mark, m] of this.marks) if (m.username === account.username) this.marks.delete(mark);
    return 'ok';
  }

  issueMark(session: Session): { mark: string; expiresAt: number } {
    const mark = `gm_${randomUUID().replace(/-/g, '')}`;
    const expiresAt = this.now() + GOOGLE_MARK_TTL_MS;
    this.marks.set(mark, { userToken: session.userToken, username: session.account.username, expiresAt });
    return { mark, expiresAt };
  }

  /** A live mark issued to this very session. */
  markValid(session: Session, mark: string | undefined): boolean {
    const m = mark === undefined ? undefined : this.marks.get(mark);
    if (!m) return false;
    if (m.expiresAt <= this.now()) {
      this.marks.delete(mark!);
      return false;
    }
    return m.userToken === session.userToken;
  }

  /** Test hook: the bound secret, so tests can compute codes as an authenticator app would. */
  secretOf(account: Account): string | undefined {
    return this.states.get(account.username)?.secret;
  }

  reset(): void {
    this.states.clear();
    this.marks.clear();
  }
}
