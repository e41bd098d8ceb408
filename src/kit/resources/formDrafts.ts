/**
 * What the user typed into a form when the session expired (§8 reloads the page onto the login page): kept in
 * sessionStorage — this tab only, gone with it — for that route and that account, restored once after the login,
 * then dropped. Passwords are never kept.
 */
const PREFIX = 'ccs_form_draft:';
/** A draft older than this is stale: the user has moved on. */
export const DRAFT_MAX_AGE_MS = 60 * 60 * 1000;

interface StoredDraft {
  account: string;
  values: Record<string, unknown>;
  savedAt: number;
}

export const formDrafts = {
  save(path: string, account: string, values: Record<string, unknown>, now = Date.now()): void {
    try {
      sessionStorage.setItem(PREFIX + path, JSON.stringify({ account, values, savedAt: now } satisfies StoredDraft));
    } catch (error) {
      // Storage full or disabled: the draft is lost, the rest of the logout goes on.
      console.error(error);
    }
  },
  /** The draft for this route, if this account left it recently; it is removed either way. */
  take(path: string, account: string, now = Date.now()): Record<string, unknown> | undefined {
    const raw = sessionStorage.getItem(PREFIX + path);
    if (raw === null) return undefined;
    sessionStorage.removeItem(PREFIX + path);
    try {
      const draft = JSON.parse(raw) as Partial<StoredDraft>;
      const fresh = typeof draft.savedAt === 'number' && now - draft.savedAt <= DRAFT_MAX_AGE_MS;
      const values = draft.values;
      if (draft.account !== account || !fresh || values === null || typeof values !== 'object' || Array.isArray(values))
        return undefined;
      return values;
    } catch {
      return undefined;
    }
  },
};

/** The values of the fields the user changed (react-hook-form's dirtyFields tree), minus the omitted ones. */
export function changedValues(
  dirty: unknown,
  values: Record<string, unknown>,
  omit: readonly string[],
): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  if (dirty === null || typeof dirty !== 'object') return out;
  for (const [name, flag] of Object.entries(dirty as Record<string, unknown>)) {
    if (omit.includes(name) || !Object.hasOwn(values, name)) continue;
    // A nested field is dirty when any part of it is; keep the whole value (it is written back as one).
    const isDirty =
      flag === true || (flag !== null && typeof flag === 'object' && JSON.stringify(flag).includes('true'));
    if (isDirty) out[name] = values[name];
  }
  return out;
}
