import { lockEnd, Lockouts, type SecurityPolicy } from './lockouts';

/** What a locked login answers: until when, so the user knows when to try again (issue 30 item 2). */
export const loginLockedMessage = (until: number) => `登录失败次数过多，请于 ${lockEnd(until)} 后再试`;

/**
 * Brute-force protection of both login variants: wrong passwords are counted per account and per client address;
 * at the policy's limit either is locked for a while, and while it is, even the right password is refused. A
 * success clears its account's count — not its address's, so one known account cannot wipe a spray over others.
 */
export class LoginThrottle {
  private readonly accounts: Lockouts;
  private readonly addresses: Lockouts;

  constructor(policy: SecurityPolicy, now: () => number = Date.now) {
    this.accounts = new Lockouts(policy.loginPerAccount, now);
    this.addresses = new Lockouts(policy.loginPerAddress, now);
  }

  /** When the lock on this account or this address ends, if either is locked. */
  locked(account: string, address: string): number | undefined {
    const ends = [this.accounts.locked(account), this.addresses.locked(address)].filter((t) => t !== undefined);
    return ends.length > 0 ? Math.max(...ends) : undefined;
  }

  /** A wrong password; answers when the lock ends if this one locked the account or the address. */
  fail(account: string, address: string): number | undefined {
    const ends = [this.accounts.fail(account), this.addresses.fail(address)].filter((t) => t !== undefined);
    return ends.length > 0 ? Math.max(...ends) : undefined;
  }

  succeed(account: string): void {
    this.accounts.succeed(account);
  }

  clear(): void {
    this.accounts.clear();
    this.addresses.clear();
  }
}
