import { useCallback, useMemo } from 'react';
import { useGetIdentity, useListContext, useStore, useStoreContext } from 'react-admin';
import { currentBrand } from '../../brand/currentBrand';
import { densityKey } from '../../resources/listDensity';
import { validViews, viewsKey, withView, withoutView, type Density, type SavedView } from './savedViews';

/**
 * The signed-in account's saved views of the list on screen, what the list shows now, and how to save, apply and
 * remove a view. Filter, sort and page size go through the list's own controller (so the address and the query
 * follow); columns and density through the same store entries the column chooser and the DataTable read.
 */
export function useSavedViews() {
  const { resource, filterValues, displayedFilters, sort, perPage, setFilters, setSort, setPerPage } = useListContext();
  const { identity } = useGetIdentity();
  const account = identity?.id === undefined ? '_' : String(identity.id);
  const [stored, setStored] = useStore<unknown>(viewsKey(currentBrand().id, account, resource), []);
  const views = useMemo(() => validViews(stored), [stored]);
  const columnsKey = `${resource}.datatable`;
  const [hiddenColumns, setHiddenColumns] = useStore<string[] | undefined>(columnsKey);
  const [columnRanks, setColumnRanks] = useStore<number[] | undefined>(`${columnsKey}_columnRanks`);
  const [density, setDensity] = useStore<Density>(densityKey(resource), 'small');
  const store = useStoreContext();

  const current: SavedView['value'] = useMemo(
    () => ({ filter: filterValues, displayedFilters: Object.keys(displayedFilters ?? {}), sort, perPage, hiddenColumns, columnRanks, density }),
    [filterValues, displayedFilters, sort, perPage, hiddenColumns, columnRanks, density],
  );

  const save = useCallback((label: string) => setStored(withView(views, { label, value: current })), [setStored, views, current]);
  const remove = useCallback((label: string) => setStored(withoutView(views, label)), [setStored, views]);
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

  return { views, current, save, remove, apply, density, setDensity };
}
