import { extractValidSavedQueries, type SavedQuery } from 'react-admin';
import type { ColumnLayout } from '../../kit/resources/columnLayout';

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
    /** Widths and pinned columns (`<resource>.datatable_layout`, issue 34), when set. */
    columnLayout?: ColumnLayout;
  };
}

export const viewsKey = (brand: string, account: string, resource: string) => `views.${brand}.${account}.${resource}`;

/** The views a store entry holds, ignoring anything malformed (a hand-edited or older entry). */
export function validViews(stored: unknown): SavedView[] {
  // react-admin's check reads `.label` of each entry: a null in a hand-edited entry must not take the list down.
  const objects = Array.isArray(stored)
    ? stored.filter((v): v is SavedView => typeof v === 'object' && v !== null)
    : [];
  return extractValidSavedQueries(objects) as SavedView[];
}

/** Adds a view, replacing one of the same name (saving again under a name updates it); newest last. */
export function withView(views: readonly SavedView[], view: SavedView): SavedView[] {
  return [...views.filter((v) => v.label !== view.label), view];
}

export function withoutView(views: readonly SavedView[], label: string): SavedView[] {
  return views.filter((v) => v.label !== label);
}

/** What is wrong with a name for a view, as an i18n key (with `name`), or undefined: it must have words and be its own. */
export function viewNameProblem(
  name: string,
  others: readonly string[],
): 'app.savedViews.nameRequired' | 'app.savedViews.nameTaken' | undefined {
  const trimmed = name.trim();
  if (trimmed === '') return 'app.savedViews.nameRequired';
  return others.includes(trimmed) ? 'app.savedViews.nameTaken' : undefined;
}

/** The views with one renamed in its place; unchanged when the new name is not allowed (viewNameProblem). */
export function renamedView(views: readonly SavedView[], from: string, to: string): SavedView[] {
  const others = views.map((v) => v.label).filter((label) => label !== from);
  if (viewNameProblem(to, others)) return [...views];
  return views.map((v) => (v.label === from ? { ...v, label: to.trim() } : v));
}

/**
 * A deleted view put back where it was (undo): unless a view of its name was saved since — the newer one stays.
 */
export function restoredView(views: readonly SavedView[], view: SavedView, index: number): SavedView[] {
  if (views.some((v) => v.label === view.label)) return [...views];
  const at = Math.max(0, Math.min(index, views.length));
  return [...views.slice(0, at), view, ...views.slice(at)];
}

/** Whether the list shows this view now: same filter, sort, page size, columns and density. */
export function isShown(view: SavedView, current: SavedView['value']): boolean {
  return canonical(view.value) === canonical(current);
}

function canonical(value: SavedView['value']): string {
  const { filter = {}, sort, perPage, hiddenColumns = [], columnRanks, density = 'small', columnLayout } = value;
  const sortedFilter = Object.fromEntries(
    Object.entries(filter as Record<string, unknown>).sort(([a], [b]) => a.localeCompare(b)),
  );
  return JSON.stringify([
    sortedFilter,
    sort?.field,
    sort?.order,
    perPage,
    [...hiddenColumns].sort(),
    columnRanks ?? null,
    density,
    canonicalLayout(columnLayout),
  ]);
}

/** A layout compared by what it says: widths in column order, no empty parts. */
function canonicalLayout(layout: ColumnLayout | undefined) {
  const widths = Object.entries(layout?.widths ?? {}).sort(([a], [b]) => a.localeCompare(b));
  return [widths.length ? widths : null, layout?.pinned ?? null];
}

/** Where an account's last column choices of a list are kept across logout (KeptColumns): under `views.` too. */
export const keptColumnsKey = (brand: string, account: string, resource: string) =>
  `views.${brand}.${account}.columns.${resource}`;

export interface KeptColumnsEntry {
  hidden?: string[];
  ranks?: number[];
  layout?: unknown;
}
