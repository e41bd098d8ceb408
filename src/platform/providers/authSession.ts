import { permissionKeys } from '../../generated/permissions';
import { LOGIN_ROUTE } from '../routing/paths';
import { navigationUnderway } from '../routing/navigationUnderway';
import { loginPathFor } from '../routing/safeRedirect';
import { peekEarlyInfo, requestInfo, takeEarlyInfo } from './earlyInfo';
import { session } from './session';
import { deriveRole, type DerivedRole } from './userInfo';

/** Why the session ended, shown once on the login page (§4 messages). */
export type SessionNotice = 'infoFailed' | 'roles' | 'expired';

/** A burst of 403s (every query of a screen) refreshes the user info once, and never more than this often. */
export const GRANTS_REFRESH_INTERVAL_MS = 10_000;

const actionsOf = (key: string) => permissionKeys[key]?.actions ?? [];
const consoleKeys = Object.keys(permissionKeys);

/** The in-app path the user is on (hash router) or on the way to, to come back to after login. */
function currentPath(): string | undefined {
  const going = navigationUnderway();
  if (going) return going;
  if (typeof window === 'undefined') return undefined;
  const hash = (window.location?.hash ?? '').replace(/^#/, '');
  return hash || undefined;
}

export interface LoadedInfo {
  /** The user info as the upstream sent it (read through upstream.yaml `userInfo`). */
  info: unknown;
  role: DerivedRole;
}

/**
 * What the auth provider remembers between calls (§4): the user info fetched once per token, why the last session
 * ended, and which token the last 401 wave ended. One instance per auth provider.
 */
export class AuthSession {
  private cached: { token: string; info: Promise<LoadedInfo>; settled?: LoadedInfo } | undefined;
  /** Shown on the next login page. */
  notice: SessionNotice | undefined;
  /** The token the last 401 ended: the other requests failing with it belong to the same logout. */
  endedToken: string | undefined;
  private lastGrantsRefresh = -Infinity;
  /** Waiting for the next user info to settle (whenRoleKnown), without asking for it themselves. */
  private waiting: Array<(loaded: LoadedInfo | undefined) => void> = [];

  /** getInfo once per token; a failed fetch is forgotten so the next call asks again. */
  loadInfo(): Promise<LoadedInfo> | undefined {
    const token = session.userToken();
    if (!token) return undefined;
    if (this.cached?.token !== token) {
      const info = (takeEarlyInfo(token) ?? requestInfo()).then((body) => ({
        info: body.info,
        role: deriveRole(body.info, actionsOf, consoleKeys),
      }));
      this.cached = { token, info };
      for (const resolve of this.waiting.splice(0)) info.then(resolve, () => resolve(undefined));
      info.then(
        (loaded) => {
          if (this.cached?.info === info) this.cached.settled = loaded;
        },
        () => {
          if (this.cached?.info === info) this.cached = undefined;
        },
      );
    }
    return this.cached.info;
  }

  /** The role, when the current token's user info has already arrived; undefined while it has not (no waiting). */
  roleNow(): DerivedRole | undefined {
    return this.cached !== undefined && this.cached.token === session.userToken()
      ? this.cached.settled?.role
      : undefined;
  }

  async role(): Promise<DerivedRole | undefined> {
    return (await this.loadInfo())?.role;
  }

  /**
   * The role once the user info the console asks for anyway has arrived (undefined if that fails), without asking
   * for it: a failure stays the business of whoever asked (checkAuth's logout with its notice, §4).
   */
  whenRoleKnown(): Promise<DerivedRole | undefined> {
    return this.whenInfoKnown().then((loaded) => loaded?.role);
  }

  /** The user info and role once they have arrived (undefined if that fails), without asking for them (whenRoleKnown). */
  whenInfoKnown(): Promise<LoadedInfo | undefined> {
    const token = session.userToken();
    if (this.cached !== undefined && this.cached.token === token) return this.cached.info.catch(() => undefined);
    // The request boot.ts sent before the console's code: its answer, without taking it from loadInfo (issue 13: the
    // opening list's first page is asked for when it arrives, not when the console's first render asks for it).
    const early = peekEarlyInfo(token);
    if (early)
      return early
        .then((body) => ({ info: body.info, role: deriveRole(body.info, actionsOf, consoleKeys) }))
        .catch(() => undefined);
    return new Promise((resolve) => this.waiting.push(resolve));
  }

  /** The next call fetches the user info again. */
  forgetInfo(): void {
    this.cached = undefined;
  }

  /** A fresh session: nothing remembered of the previous one. */
  reset(): void {
    this.cached = undefined;
    this.notice = undefined;
    this.endedToken = undefined;
  }

  /** Whether a grant refresh may run now (a burst of 403s asks once; §6). */
  grantsRefreshDue(now = Date.now()): boolean {
    if (now - this.lastGrantsRefresh < GRANTS_REFRESH_INTERVAL_MS) return false;
    this.lastGrantsRefresh = now;
    return true;
  }

  /**
   * Where logging out lands: the login page, with the reason (§4 notices) or the path to come back to (§2).
   * react-admin may log out twice in a row (checkAuth's redirect, then its logout-on-mount); the second call
   * keeps the first one's target rather than dropping its query.
   */
  loginTarget(explicit: boolean): string {
    const current = currentPath();
    if (explicit) {
      this.notice = undefined;
      return LOGIN_ROUTE;
    }
    if (current?.startsWith(`${LOGIN_ROUTE}?`)) return current;
    const target = loginPathFor(current);
    if (!this.notice) return target;
    return `${target}${target.includes('?') ? '&' : '?'}notice=${this.notice}`;
  }
}
