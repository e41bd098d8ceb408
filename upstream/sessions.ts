import { randomUUID } from 'node:crypto';
import type { TokenSource } from '../vocabulary/upstreamProfile';
import type { Account } from './accounts';
import type { Grants } from './permissions';

/** §9: tokens are kept 7 days. */
export const TOKEN_LIFETIME_MS = 604_800_000;

export interface Session {
  userToken: string;
  accessToken: string;
  account: Account;
  grants: Grants;
  expiresAt: number;
}

const newToken = (prefix: string) =>
  prefix + randomUUID().replace(/-/g, '') + randomUUID().replace(/-/g, '').slice(0, 16);

export class Sessions {
  private readonly byToken = new Map<string, Session>();
  /** Test hook: grants an administrator changed after start-up, by username (until reset). */
  private readonly overrides = new Map<string, Grants>();

  constructor(private readonly now: () => number = Date.now) {}

  open(account: Account, grants: Grants): Session {
    const session: Session = {
      userToken: newToken('ut_'),
      accessToken: newToken('at_'),
      account,
      grants: this.overrides.get(account.username) ?? grants,
      expiresAt: this.now() + TOKEN_LIFETIME_MS,
    };
    this.byToken.set(session.userToken, session);
    this.byToken.set(session.accessToken, session);
    return session;
  }

  /**
   * The live session behind a token of the kind the client takes (upstream.yaml `token.from`): the gateway's access
   * token does not open the movie service, nor the other way round. Expired sessions are dropped on sight.
   */
  resolve(token: string | undefined, from: TokenSource | undefined): Session | undefined {
    const session = token === undefined ? undefined : this.byToken.get(token);
    if (!session || (from === 'userToken' ? session.userToken : session.accessToken) !== token) return undefined;
    if (session.expiresAt <= this.now()) {
      this.close(session);
      return undefined;
    }
    return session;
  }

  close(session: Session): void {
    this.byToken.delete(session.userToken);
    this.byToken.delete(session.accessToken);
  }

  /** Every live session (each once). */
  live(): Session[] {
    return [...new Set(this.byToken.values())].filter((s) => s.expiresAt > this.now());
  }

  /** Ends every session of the account but this one (after a password change). */
  closeOthers(keep: Session): void {
    for (const session of new Set(this.byToken.values())) {
      if (session !== keep && session.account.username === keep.account.username) this.close(session);
    }
  }

  /** Test hook: makes the token's session expired, as if 7 days had passed. */
  expire(token: string): boolean {
    const session = this.byToken.get(token);
    if (!session) return false;
    session.expiresAt = this.now() - 1;
    return true;
  }

  /**
   * Test hook: as if an administrator edited the account's role — new logins and live sessions alike hold
   * these grants from now on, while a console that loaded getInfo earlier still shows the old ones.
   */
  regrant(username: string, grants: Grants): number {
    this.overrides.set(username, grants);
    let changed = 0;
    for (const session of new Set(this.byToken.values())) {
      if (session.account.username === username) {
        session.grants = grants;
        changed++;
      }
    }
    return changed;
  }

  /**
   * After the schemas changed (the dev server reloads them): every live session holds what its account's role grants
   * under the new permission manifest, unless a test hook set its grants. Nobody is logged out.
   */
  regrantAll(grantsOf: (account: Account) => Grants): void {
    for (const session of new Set(this.byToken.values())) {
      session.grants = this.overrides.get(session.account.username) ?? grantsOf(session.account);
    }
  }

  clear(): void {
    this.byToken.clear();
    this.overrides.clear();
  }
}
