import { GOOGLE_MARK_TTL_MS } from '../../../vocabulary/securityLimits';
import { session, STORAGE_PREFIX } from './session';

/**
 * §4 "Google dialog", §8 code -5, §9 mark 30 min — the data layer's half. The HTTP path knows nothing of dialogs:
 * a feature registers a verifier (it opens the dialog and settles true on success, false on cancel); on a -5 the
 * HTTP path awaits `verify()` — one shared promise, so concurrent -5s open one dialog — and retries once.
 */
export type Verifier = () => Promise<boolean>;

const MARK_KEY = `${STORAGE_PREFIX}google_mark`;

interface StoredMark {
  value: string;
  expires: number;
  /** The session the upstream issued it to: after an account switch it is not sent. */
  token: string;
}

/** The mark a successful check answered (§3 "stored locally: … Google-auth mark"), sent with every call while live. */
export const googleMark = {
  read(now = Date.now()): string | undefined {
    const raw = localStorage.getItem(MARK_KEY);
    if (!raw) return undefined;
    try {
      const stored = JSON.parse(raw) as Partial<StoredMark>;
      if (
        typeof stored.value === 'string' &&
        typeof stored.expires === 'number' &&
        stored.expires > now &&
        stored.token === session.userToken(now)
      ) {
        return stored.value;
      }
    } catch {
      // unreadable: dropped below
    }
    localStorage.removeItem(MARK_KEY);
    return undefined;
  },
  store(mark: string, now = Date.now()): void {
    const token = session.userToken(now);
    if (!token) return;
    localStorage.setItem(
      MARK_KEY,
      JSON.stringify({ value: mark, expires: now + GOOGLE_MARK_TTL_MS, token } satisfies StoredMark),
    );
  },
  clear(): void {
    localStorage.removeItem(MARK_KEY);
  },
};

let verifier: Verifier | undefined;
let pending: Promise<boolean> | undefined;

export const googleVerification = {
  /** The feature that can ask the user registers here; answers the unregister function. */
  register(next: Verifier): () => void {
    verifier = next;
    return () => {
      if (verifier === next) verifier = undefined;
    };
  },
  /**
   * Resolves true once the user passed the check, false when they cancelled (or nobody can ask them: no dialog is
   * mounted, e.g. on the login page). Calls arriving while one is open share it.
   */
  verify(): Promise<boolean> {
    if (!verifier) return Promise.resolve(false);
    pending ??= verifier()
      .catch(() => false)
      .finally(() => {
        pending = undefined;
      });
    return pending;
  },
};
