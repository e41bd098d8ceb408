import { localStorageStore, type Store } from 'ra-core';

/**
 * Preferences that outlive a session: logging out clears everything else (§4) but not the language, nor each
 * account's layout settings (skin.<brand>.<account>, §2 settings drawer), open tabs (tabs.<brand>.<account>) and saved
 * views (views.<brand>.<account>.<list>).
 */
const KEPT = ['locale'];
const KEPT_PREFIXES = ['skin.', 'tabs.', 'views.'];
/** The console's namespace in react-admin's store. */
const APP_KEY = 'ccs';
/** How react-admin's localStorage store names this store's keys: 'RaStore', the app key, '.', the store key. */
const STORAGE_PREFIX = `RaStore${APP_KEY}.`;

/** react-admin's store under our namespace, whose reset (on logout) keeps the user's preferences. */
export function preferenceStore(): Store {
  const base = localStorageStore(undefined, APP_KEY);
  /**
   * What each key read last, parsed (undefined: not stored). react-admin's store reads localStorage and parses the
   * JSON at each `getItem`, and each `useStore` reads twice (its first render and its effect, which then deep-compares
   * the two): 318 reads of about 40 keys on a cold load of the orders list (90 of them the table's column settings),
   * every one a fresh object (issue 13). A write or removal through this store, or another tab's (the `storage`
   * event), forgets the key, so the next read parses again.
   */
  const lastRead = new Map<string, unknown>();
  const forget = (keyPrefix: string) => {
    for (const key of lastRead.keys()) if (key.startsWith(keyPrefix)) lastRead.delete(key);
  };
  const onOtherTab = (event: StorageEvent) => {
    if (event.key === null) lastRead.clear();
    else if (event.key.startsWith(STORAGE_PREFIX)) lastRead.delete(event.key.slice(STORAGE_PREFIX.length));
  };
  return {
    ...base,
    setup() {
      // Before react-admin's own listener, which tells the key's subscribers: they may read it again.
      window.addEventListener('storage', onOtherTab);
      base.setup();
    },
    teardown() {
      base.teardown();
      window.removeEventListener('storage', onOtherTab);
    },
    getItem<T = unknown>(key: string, defaultValue?: T): T {
      if (!lastRead.has(key)) lastRead.set(key, base.getItem(key));
      const value = lastRead.get(key);
      return (value === undefined ? defaultValue : value) as T;
    },
    setItem<T = unknown>(key: string, value: T) {
      lastRead.delete(key);
      base.setItem(key, value);
    },
    removeItem(key: string) {
      lastRead.delete(key);
      base.removeItem(key);
    },
    removeItems(keyPrefix: string) {
      forget(keyPrefix);
      base.removeItems(keyPrefix);
    },
    reset() {
      const prefixed = KEPT_PREFIXES.flatMap((prefix) => Object.keys(base.listItems?.(prefix) ?? {}));
      const kept = [...KEPT, ...prefixed].map((key) => [key, base.getItem(key)] as const);
      lastRead.clear();
      base.reset();
      for (const [key, value] of kept) if (value !== undefined) base.setItem(key, value);
    },
  };
}
