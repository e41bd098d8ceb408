import { extractValidSavedQueries, type SavedQuery } from 'react-admin';

/**
 * Saved views (issue 11 item 6): a named filter, sort and page size — react-admin's SavedQuery — plus the column
 * choices and row density of the list's DataTable. Kept per brand, account and list under `views.`, a prefix the
 * console's store keeps across logout (src/app/preferenceStore.ts), like the layout settings and the open tabs.
 */
export type Density = 'small' | 'medium';

export interface SavedView extends SavedQuery {
  value: SavedQuery['value'] & {
    /** Sources the column chooser hides (react-admin's `<resource>.datatable` store entry). */
    hiddenColumns?: string[];
    /** The column order the chooser set (`<resource>.datatable_columnRanks`), when changed. */
    columnRanks?: number[];
    density?: Density;
  };
}

export const viewsKey = (brand: string, account: string, resource: string) => `views.${brand}.${account}.${resource}`;

/** The views a store entry holds, ignoring anything malformed (a hand-edited or older entry). */
export function validViews(stored: unknown): SavedView[] {
  // react-admin's check reads `.label` of each entry: a null in a hand-edited entry must not take the list down.
  const objects = Array.isArray(stored) ? stored.filter((v): v is SavedView => typeof v === 'object' && v !== null) : [];
  return extractValidSavedQueries(objects) as SavedView[];
}

/** Adds a view, replacing one of the same name (saving again under a name updates it); newest last. */
export function withView(views: readonly SavedView[], view: SavedView): SavedView[] {
  return [...views.filter((v) => v.label !== view.label), view];
}

export function withoutView(views: readonly SavedView[], label: string): SavedView[] {
  return views.filter((v) => v.label !== label);
}

/** Whether the list shows this view now: same filter, sort, page size, columns and density. */
export function isShown(view: SavedView, current: SavedView['value']): boolean {
  return canonical(view.value) === canonical(current);
}

function canonical(value: SavedView['value']): string {
  const { filter = {}, sort, perPage, hiddenColumns = [], columnRanks, density = 'small' } = value;
  const sortedFilter = Object.fromEntries(Object.entries(filter as Record<string, unknown>).sort(([a], [b]) => a.localeCompare(b)));
  return JSON.stringify([sortedFilter, sort?.field, sort?.order, perPage, [...hiddenColumns].sort(), columnRanks ?? null, density]);
}
