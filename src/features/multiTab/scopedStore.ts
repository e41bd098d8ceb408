import type { Store } from 'react-admin';

/**
 * react-admin keeps a list's parameters and selection in its store under the resource name
 * (`orders.listParams`), so two tabs of one resource would share them. Each tab's screens see the store through
 * this wrapper, which files those keys under the tab; everything else (column choices, locale, sidebar) stays shared.
 */
const PER_TAB = /\.(listParams|selectedIds)$|^(listParams|selectedIds)\b/;

export const tabScope = (tab: string) => `tab/${tab}/`;

export function scopedStore(base: Store, tab: string): Store {
  const k = (key: string) => (PER_TAB.test(key) ? `${tabScope(tab)}${key}` : key);
  return {
    // The base store is set up and torn down by <Admin>; a view of it has nothing of its own to start or stop.
    setup: () => undefined,
    teardown: () => undefined,
    getItem: (key, defaultValue) => base.getItem(k(key), defaultValue),
    setItem: (key, value) => base.setItem(k(key), value),
    removeItem: (key) => base.removeItem(k(key)),
    removeItems: (prefix) => base.removeItems(k(prefix)),
    reset: () => base.reset(),
    subscribe: (key, callback) => base.subscribe(k(key), callback),
    listItems: base.listItems,
  };
}
