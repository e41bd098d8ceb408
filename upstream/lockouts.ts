import { formatDateTime } from './time';

/**
 * How many wrong guesses a secret takes before it is locked, and for how long (issue 30 items 2 and 3). A failure
 * counts for `windowMs` after it; the one that reaches `maxFailures` locks the key for `lockMs`.
 */
export interface LockoutPolicy {
  maxFailures: number;
  windowMs: number;
  lockMs: number;
}

/**
 * The embedded upstream's guessing limits, in one place. Logins are counted per account and per client address (a
 * spray over many accounts from one address locks the address); the security (withdrawal) password per account.
 */
export interface SecurityPolicy {
  loginPerAccount: LockoutPolicy;
  loginPerAddress: LockoutPolicy;
  cashPassword: LockoutPolicy;
}

const MINUTE = 60_000;

export const DEFAULT_SECURITY_POLICY: SecurityPolicy = {
  loginPerAccount: { maxFailures: 5, windowMs: 15 * MINUTE, lockMs: 15 * MINUTE },
  loginPerAddress: { maxFailures: 5, windowMs: 15 * MINUTE, lockMs: 15 * MINUTE },
  cashPassword: { maxFailures: 5, windowMs: 30 * MINUTE, lockMs: 30 * MINUTE },
};

/** Failures counted per key (an account, an address) under one policy; the clock is injectable for tests. */
export class Lockouts {
  private readonly failures = new Map<string, number[]>();
  private readonly lockedUntil = new Map<string, number>();

  constructor(
    private readonly policy: LockoutPolicy,
    private readonly now: () => number = Date.now,
  ) {}

  /** When the key's lock ends, while it is locked. */
  locked(key: string): number | undefined {
    const until = this.lockedUntil.get(key);
    if (until === undefined) return undefined;
    if (until > this.now()) return until;
    this.lockedUntil.delete(key);
    this.failures.delete(key);
    return undefined;
  }

  /** Wrong guesses the key has left before it is locked. */
  left(key: string): number {
    const now = this.now();
    return (
      this.policy.maxFailures - (this.failures.get(key) ?? []).filter((t) => t > now - this.policy.windowMs).length
    );
  }

  /** Counts a wrong guess; answers when the lock ends if this one reached the limit. */
  fail(key: string): number | undefined {
    const now = this.now();
    const recent = (this.failures.get(key) ?? []).filter((t) => t > now - this.policy.windowMs);
    recent.push(now);
    if (recent.length < this.policy.maxFailures) {
      this.failures.set(key, recent);
      return undefined;
    }
    this.failures.delete(key);
    const until = now + this.policy.lockMs;
    this.lockedUntil.set(key, until);
    return until;
  }

  /** A right guess: the key starts afresh. */
  succeed(key: string): void {
    this.failures.delete(key);
    this.lockedUntil.delete(key);
  }

  clear(): void {
    this.failures.clear();
    this.lockedUntil.clear();
  }
}

/** The end of a lock as the movie service writes times ('YYYY-MM-DD HH:mm:ss', the server's local time). */
export const lockEnd = (until: number) => formatDateTime(new Date(until));
