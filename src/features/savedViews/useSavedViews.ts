import { useCallback, useMemo } from 'react';
import { useGetIdentity, useListContext, useStore, useStoreContext, type Store } from 'react-admin';
import { currentBrand } from '../../platform/brand/currentBrand';
import { layoutKey, ranksKey, type ColumnLayout } from '../../kit/resources/columnLayout';
import { densityKey } from '../../kit/resources/listDensity';
import {
  renamedView,
  restoredView,
  validViews,
  viewsKey,
  withView,
  withoutView,
  type Density,
  type SavedView,
} from './savedViews';

/**
 * The signed-in account's saved views of the list on screen, what the list shows now, and how to save, apply and
 * remove a view. Filter, sort and page size go through the list's own controller (so the address and the query
 * follow); columns and density through the same store entries the column chooser and the DataTable read. A view is
 * renamed in its place; a deleted one can be put back (undo).
 */
export function useSavedViews() {
  const { resource, filterValues, displayedFilters, sort, perPage, setFilters, setSort, setPerPage } = useListContext();
  const { identity } = useGetIdentity();
  const account = identity?.id === undefined ? '_' : String(identity.id);
  const key = viewsKey(currentBrand().id, account, resource);
  const [stored, setStored] = useStore<unknown>(key, []);
  const views = useMemo(() => validViews(stored), [stored]);
  const columnsKey = `${resource}.datatable`;
  const [hiddenColumns] = useStore<string[] | undefined>(columnsKey);
  const [columnRanks] = useStore<number[] | undefined>(ranksKey(columnsKey));
  const [density, setDensity] = useStore<Density>(densityKey(resource), 'small');
  const [columnLayout] = useStore<ColumnLayout | undefined>(layoutKey(columnsKey));
  const store = useStoreContext();

  const current: SavedView['value'] = useMemo(
    () => ({
      filter: filterValues,
      displayedFilters: Object.keys(displayedFilters ?? {}),
      sort,
      perPage,
      hiddenColumns,
      columnRanks,
      density,
      columnLayout,
    }),
    [filterValues, displayedFilters, sort, perPage, hiddenColumns, columnRanks, density, columnLayout],
  );

  const save = useCallback(
    (label: string) => setStored(withView(views, { label, value: current })),
    [setStored, views, current],
  );
  /** Deletes a view at once; answers what undo needs to put it back. */
  const remove = useCallback(
    (label: string) => {
      const index = views.findIndex((v) => v.label === label);
      setStored(withoutView(views, label));
      return index < 0 ? undefined : { view: views[index], index };
    },
    [setStored, views],
  );
  // From the store as it is then (the undo may come after the menu, or the list, is gone).
  const restore = useCallback(
    ({ view, index }: { view: SavedView; index: number }) =>
      store.setItem(key, restoredView(validViews(store.getItem(key)), view, index)),
    [store, key],
  );
  const rename = useCallback((from: string, to: string) => setStored(renamedView(views, from, to)), [setStored, views]);
  const apply = useCallback(
    (view: SavedView) => {
      const { filter = {}, sort: viewSort, perPage: viewPerPage } = view.value;
      // One tick: react-admin folds these into one change of the list's parameters (one request).
      setFilters(filter, Object.fromEntries(Object.keys(filter).map((k) => [k, true])), false);
      if (viewSort) setSort(viewSort);
      if (viewPerPage) setPerPage(viewPerPage);
      applyColumns(store, columnsKey, view.value);
      setDensity(view.value.density ?? 'small');
    },
    [setFilters, setSort, setPerPage, setDensity, store, columnsKey],
  );

  return { views, current, save, remove, restore, rename, apply, density, setDensity };
}

/**
 * A view's columns put back through the store entries the DataTable reads: shown, order, widths and pins. A view
 * saved before any column choice brings back the list's own default columns.
 */
function applyColumns(store: Store, columnsKey: string, value: SavedView['value']) {
  const entries: Array<[string, unknown]> = [
    [columnsKey, value.hiddenColumns],
    [ranksKey(columnsKey), value.columnRanks],
    [layoutKey(columnsKey), value.columnLayout],
  ];
  for (const [key, stored] of entries) {
    if (stored) store.setItem(key, stored);
    else store.removeItem(key);
  }
}
