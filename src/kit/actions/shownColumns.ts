import { useResourceContext, useStore } from 'react-admin';
import { getUpstreamAsset } from '../../platform/config/upstreamAsset';

/**
 * The columns a list's table shows, in the order it shows them (issue 30 item 9: an export writes what the operator
 * sees). react-admin's DataTable keeps the column chooser's choices in its store: the hidden columns at
 * `<resource>.datatable` (the list's `hiddenColumns` until the user chooses) and the order at
 * `<resource>.datatable_columnRanks` (child indexes, possibly fewer than the children). The generated lists pass the
 * schema's columns first, as DataTable children, and use the default store key.
 */
export function shownColumns(
  columns: readonly string[],
  hidden: readonly string[],
  ranks: readonly number[] | undefined,
): string[] {
  // DataTable's reorderChildren: a child whose index is ranked moves to its rank, any other keeps its index.
  const placed: string[] = [];
  columns.forEach((column, index) => {
    const rank = ranks?.indexOf(index) ?? -1;
    placed[rank === -1 ? index : rank] = column;
  });
  return placed.filter((column) => column !== undefined && !hidden.includes(column));
}

/** The store keys of a list's column choices (react-admin DataTable's default storeKey). */
export const columnStoreKeys = (resource: string) => ({
  hidden: `${resource}.datatable`,
  ranks: `${resource}.datatable_columnRanks`,
});

const NONE: readonly string[] = [];

/** The export's columns as the list on screen shows them now; undefined for a resource without an export. */
export function useShownExportColumns(): string[] | undefined {
  const resource = useResourceContext()!;
  const spec = getUpstreamAsset().resources[resource]?.export;
  const keys = columnStoreKeys(resource);
  // The asset's own array (stable across renders: useStore re-subscribes when its default changes).
  const [hidden] = useStore<readonly string[]>(keys.hidden, spec?.hidden ?? NONE);
  const [ranks] = useStore<number[] | undefined>(keys.ranks);
  return spec && shownColumns(spec.columns, hidden, ranks);
}
