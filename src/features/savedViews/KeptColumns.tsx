import { useEffect, useRef } from 'react';
import { useGetIdentity, useListContext, useStore, useStoreContext } from 'react-admin';
import { layoutKey, ranksKey } from '../../kit/resources/columnLayout';
import { currentBrand } from '../../platform/brand/currentBrand';
import { keptColumnsKey, type KeptColumnsEntry } from './savedViews';

/**
 * The list's column choices kept per account across logout (issue 34 item 1): logging out clears react-admin's
 * store but `views.` (preferenceStore), so the hidden columns, order, widths and pins the account last had are
 * copied there as they change, and put back when the list opens with none set (after the next login). Renders
 * nothing; it sits in every list's toolbar beside the saved-views menu.
 */
export function KeptColumns() {
  const { resource } = useListContext();
  const { identity } = useGetIdentity();
  const store = useStoreContext();
  const hiddenKey = `${resource}.datatable`;
  const [hidden] = useStore<string[] | undefined>(hiddenKey);
  const [ranks] = useStore<number[] | undefined>(ranksKey(hiddenKey));
  const [layout] = useStore<unknown>(layoutKey(hiddenKey));
  const checked = useRef(false);
  const account = identity?.id === undefined ? undefined : String(identity.id);
  useEffect(() => {
    if (account === undefined) return;
    const kept = keptColumnsKey(currentBrand().id, account, resource);
    if (!checked.current) {
      checked.current = true;
      const saved = store.getItem<KeptColumnsEntry | undefined>(kept);
      if (saved && hidden === undefined && ranks === undefined && layout === undefined) {
        if (saved.hidden) store.setItem(hiddenKey, saved.hidden);
        if (saved.ranks) store.setItem(ranksKey(hiddenKey), saved.ranks);
        if (saved.layout) store.setItem(layoutKey(hiddenKey), saved.layout);
        return;
      }
    }
    store.setItem(kept, { hidden, ranks, layout });
  }, [account, resource, store, hiddenKey, hidden, ranks, layout]);
  return null;
}
