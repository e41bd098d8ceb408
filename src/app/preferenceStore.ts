import { localStorageStore, type Store } from 'ra-core';

/**
 * Preferences that outlive a session: logging out clears everything else (§4) but not the language, nor each
 * account's layout settings (skin.<brand>.<account>, §2 settings drawer), open tabs (tabs.<brand>.<account>) and saved
 * views (views.<brand>.<account>.<list>).
 */
const KEPT = ['locale'];
const KEPT_PREFIXES = ['skin.', 'tabs.', 'views.'];

/** react-admin's store under our namespace, whose reset (on logout) keeps the user's preferences. */
export function preferenceStore(): Store {
  const base = localStorageStore(undefined, 'ccs');
  return {
    ...base,
    reset() {
      const prefixed = KEPT_PREFIXES.flatMap((prefix) => Object.keys(base.listItems?.(prefix) ?? {}));
      const kept = [...KEPT, ...prefixed].map((key) => [key, base.getItem(key)] as const);
      base.reset();
      for (const [key, value] of kept) if (value !== undefined) base.setItem(key, value);
    },
  };
}
