import type { Account } from './accounts';

/**
 * What a user can change about their own account: the login password and the withdrawal (security) password.
 * `accounts.ts` holds the seeded values and stays untouched; changes live here until reset, per server.
 */
export class Credentials {
  private readonly passwords = new Map<string, string>();
  private readonly cashPasswords = new Map<string, string>();

  password(account: Account): string {
    return this.passwords.get(account.username) ?? account.password;
  }

  setPassword(account: Account, password: string): void {
    this.passwords.set(account.username, password);
  }

  /** The withdrawal password; seeded accounts have none until they set one. */
  cashPassword(account: Account): string | undefined {
    return this.cashPasswords.get(account.username);
  }

  setCashPassword(account: Account, password: string): void {
    this.cashPasswords.set(account.username, password);
  }

  reset(): void {
    this.passwords.clear();
    this.cashPasswords.clear();
  }
}
