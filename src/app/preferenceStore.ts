import { localStorageStore, type Store } from 'react-admin';

/** Preferences that outlive a session: logging out clears everything else (§4) but not the language. */
const KEPT = ['locale'];

/** react-admin's store under our namespace, whose reset (on logout) keeps the user's preferences. */
export function preferenceStore(): Store {
  const base = localStorageStore(undefined, 'ccs');
  return {
    ...base,
    reset() {
      const kept = KEPT.map((key) => [key, base.getItem(key)] as const);
      base.reset();
      for (const [key, value] of kept) if (value !== undefined) base.setItem(key, value);
    },
  };
}
