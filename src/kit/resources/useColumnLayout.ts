import { useCallback, useMemo } from 'react';
import { useDataTableStoreContext, useResourceDefinition, useStore, useStoreContext } from 'react-admin';
import {
  layoutKey,
  movedColumn,
  pinnedColumns,
  pinnedFirst,
  ranksFor,
  ranksKey,
  schemaOrderFrom,
  stepTarget,
  togglePinned,
  validLayout,
  withWidth,
  WIDE_LIST_COLUMNS,
  type ColumnLayout,
} from './columnLayout';

/**
 * The column layout of the DataTable around (issue 34 item 1): widths, pinned columns, the shown order, and how to
 * change them. `shown` names the columns in the order DataTable passes them (react-admin's ranks applied); `movable`
 * those the user may move, pin and resize (the row buttons' column stays last, pinned right by the theme). The
 * record's name or number (the schema's recordLabel) is pinned by default on a wide list.
 */
export function useColumnLayout(shown: readonly string[], movable: readonly string[]) {
  const { storeKey, defaultHiddenColumns } = useDataTableStoreContext();
  const [ranks, setRanks] = useStore<number[] | undefined>(ranksKey(storeKey));
  const [hidden] = useStore<string[]>(storeKey, defaultHiddenColumns);
  const firstShown = shown.find((id) => movable.includes(id) && !hidden.includes(id));
  const { layout, pinned, setStored } = usePinned(storeKey, movable, firstShown);
  const store = useStoreContext();
  // Keyed by the names: the list is new at each render, its columns rarely change.
  const shownKey = shown.join('\n');
  const order = useMemo(() => pinnedFirst(shownKey.split('\n'), (id) => id, pinned), [shownKey, pinned]);
  const setLayout = useCallback((next: ColumnLayout) => setStored(next), [setStored]);

  const move = (id: string, to: -1 | 1 | string) => {
    const target = typeof to === 'string' ? to : stepTarget(order, hidden, id, to);
    if (!target || !movable.includes(target)) return;
    const next = movedColumn(order, pinned, id, target);
    setRanks(ranksFor(next, schemaOrderFrom(shown, ranks)));
  };
  const togglePin = (id: string) => setLayout({ ...layout, pinned: togglePinned(pinned, id) });
  const setWidth = (id: string, width: number | undefined) => setLayout(withWidth(layout, id, width));
  /** The schema's layout: its order, its hidden columns, no widths, the default pin. */
  const reset = () => {
    store.removeItem(layoutKey(storeKey));
    store.removeItem(ranksKey(storeKey));
    store.removeItem(storeKey);
  };
  return { widths: layout?.widths ?? {}, pinned, order, hidden, move, togglePin, setWidth, reset };
}

/**
 * The stored layout and the columns pinned now (the stored choice, else the record's name or number on a wide list
 * when it is the first column shown).
 * Also read outside the table (ListTable: the pinned columns' sticky rules), so by store key.
 */
export function usePinned(storeKey: string, movable: readonly string[], firstShown: string | undefined) {
  const [stored, setStored] = useStore<unknown>(layoutKey(storeKey));
  const { recordRepresentation } = useResourceDefinition();
  const layout = useMemo(() => validLayout(stored), [stored]);
  const defaultPinned =
    typeof recordRepresentation === 'string' && movable.length >= WIDE_LIST_COLUMNS ? recordRepresentation : undefined;
  const movableKey = movable.join('\n');
  const pinned = useMemo(
    () => pinnedColumns(layout, defaultPinned, movableKey.split('\n'), firstShown),
    [layout, defaultPinned, movableKey, firstShown],
  );
  return { layout, pinned, setStored };
}

export type ColumnLayoutControls = ReturnType<typeof useColumnLayout>;
