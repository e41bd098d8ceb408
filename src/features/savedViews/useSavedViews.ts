import { useCallback, useMemo } from 'react';
import { useGetIdentity, useListContext, useStore, useStoreContext } from 'react-admin';
import { currentBrand } from '../../platform/brand/currentBrand';
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
  const [hiddenColumns, setHiddenColumns] = useStore<string[] | undefined>(columnsKey);
  const [columnRanks, setColumnRanks] = useStore<number[] | undefined>(`${columnsKey}_columnRanks`);
  const [density, setDensity] = useStore<Density>(densityKey(resource), 'small');
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
    }),
    [filterValues, displayedFilters, sort, perPage, hiddenColumns, columnRanks, density],
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
      // A view saved before any column choice brings back the list's own default columns.
      if (view.value.hiddenColumns) setHiddenColumns(view.value.hiddenColumns);
      else store.removeItem(columnsKey);
      if (view.value.columnRanks) setColumnRanks(view.value.columnRanks);
      else store.removeItem(`${columnsKey}_columnRanks`);
      setDensity(view.value.density ?? 'small');
    },
    [setFilters, setSort, setPerPage, setHiddenColumns, setColumnRanks, setDensity, store, columnsKey],
  );

  return { views, current, save, remove, restore, rename, apply, density, setDensity };
}
