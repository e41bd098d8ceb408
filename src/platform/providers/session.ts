/**
 * The stored session (§3 "stored locally: tokens …"; §9 token lifetime 7 days). Every key carries the
 * storage namespace prefix so several consoles on one origin never read each other's tokens.
 */
export const STORAGE_PREFIX = 'ccs_';
export const TOKEN_LIFETIME_MS = 604_800_000;

const USER_TOKEN = `${STORAGE_PREFIX}user_token`;
const ACCESS_TOKEN = `${STORAGE_PREFIX}access_token`;

interface Stored {
  value: string;
  expires: number;
}

function read(key: string, now: number): string | undefined {
  const raw = localStorage.getItem(key);
  if (!raw) return undefined;
  try {
    const stored = JSON.parse(raw) as Partial<Stored>;
    if (typeof stored.value !== 'string' || typeof stored.expires !== 'number' || stored.expires <= now) {
      // An expired (or tampered) token counts as none, and is dropped so it is never sent.
      localStorage.removeItem(key);
      return undefined;
    }
    return stored.value;
  } catch {
    localStorage.removeItem(key);
    return undefined;
  }
}

/** The token a stored entry holds, without looking at its expiry. */
function valueOf(raw: string | null): string | undefined {
  if (!raw) return undefined;
  try {
    const stored = JSON.parse(raw) as Partial<Stored>;
    return typeof stored.value === 'string' ? stored.value : undefined;
  } catch {
    return undefined;
  }
}

export const session = {
  /** The movie-service token (User-Token header). */
  userToken(now = Date.now()): string | undefined {
    return read(USER_TOKEN, now);
  },
  /** The gateway token (Authorization header); the user token when the login answered none. */
  accessToken(now = Date.now()): string | undefined {
    return read(ACCESS_TOKEN, now) ?? read(USER_TOKEN, now);
  },
  hasToken(now = Date.now()): boolean {
    return this.userToken(now) !== undefined;
  },
  store(tokens: { userToken: string; accessToken?: string }, now = Date.now()): void {
    const expires = now + TOKEN_LIFETIME_MS;
    localStorage.setItem(USER_TOKEN, JSON.stringify({ value: tokens.userToken, expires } satisfies Stored));
    if (tokens.accessToken)
      localStorage.setItem(ACCESS_TOKEN, JSON.stringify({ value: tokens.accessToken, expires } satisfies Stored));
    else localStorage.removeItem(ACCESS_TOKEN);
  },
  /**
   * Whether another browser tab's write (a `storage` event) ended or changed the session: the user token removed
   * (a logout, an expiry), replaced (another account signed in) or everything cleared. Its expiry alone is no change.
   */
  changedElsewhere(event: Pick<StorageEvent, 'key' | 'oldValue' | 'newValue'>): boolean {
    if (event.key === null) return true;
    return event.key === USER_TOKEN && valueOf(event.oldValue) !== valueOf(event.newValue);
  },
  /** Removes every key of ours (tokens, cached marks), leaving other apps' keys alone. */
  clear(): void {
    for (let i = localStorage.length - 1; i >= 0; i--) {
      const key = localStorage.key(i);
      if (key?.startsWith(STORAGE_PREFIX) && !key.startsWith(`${STORAGE_PREFIX}pref_`)) localStorage.removeItem(key);
    }
  },
};
