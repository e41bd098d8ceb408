import { useCallback, useMemo } from 'react';
import { useGetIdentity, useStore, useStoreContext } from 'react-admin';
import { currentBrand } from '../../platform/brand/currentBrand';
import { parseTabs, type TabsState } from './tabModel';

/** The store key of one account's tabs under one brand; kept across reload and logout like the layout settings. */
export const tabsKey = (brand: string, account: string) => `tabs.${brand}.${account}`;

/**
 * The signed-in account's open tabs (§2), persisted per account in react-admin's store; `known` once the account is
 * (before, the state is an empty placeholder, and a tab opened into it would be lost when the account's own come).
 */
export function useTabsState(): [TabsState, (next: (prev: TabsState) => TabsState) => void, boolean] {
  const { identity } = useGetIdentity();
  const known = identity?.id !== undefined;
  const account = known ? String(identity.id) : '_';
  const key = tabsKey(currentBrand().id, account);
  const [stored] = useStore<unknown>(key, undefined);
  const state = useMemo(() => parseTabs(stored), [stored]);
  // From the store itself, not useStore's setter: that one updates the value it last rendered, which for a render or
  // two after the account became known is still the placeholder's (the account's saved tabs would be overwritten).
  const store = useStoreContext();
  const update = useCallback(
    (next: (prev: TabsState) => TabsState) => store.setItem(key, next(parseTabs(store.getItem(key)))),
    [store, key],
  );
  return [state, update, known];
}
