import { useCallback, useMemo } from 'react';
import { useGetIdentity, useStore } from 'react-admin';
import { currentBrand } from '../../brand/currentBrand';
import { parseTabs, type TabsState } from './tabModel';

/** The store key of one account's tabs under one brand; kept across reload and logout like the layout settings. */
export const tabsKey = (brand: string, account: string) => `tabs.${brand}.${account}`;

/** The signed-in account's open tabs (§2), persisted per account in react-admin's store. */
export function useTabsState(): [TabsState, (next: (prev: TabsState) => TabsState) => void] {
  const { identity } = useGetIdentity();
  const account = identity?.id === undefined ? '_' : String(identity.id);
  const [stored, setStored] = useStore<unknown>(tabsKey(currentBrand().id, account), undefined);
  const state = useMemo(() => parseTabs(stored), [stored]);
  const update = useCallback((next: (prev: TabsState) => TabsState) => setStored((prev: unknown) => next(parseTabs(prev))), [setStored]);
  return [state, update];
}
