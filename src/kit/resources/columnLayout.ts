/**
 * A list table's column layout beyond react-admin's (issue 34 item 1, §9): the widths the user dragged and the columns
 * pinned to the left. Kept in react-admin's store beside the column chooser's entries (`<storeKey>` hidden columns,
 * `<storeKey>_columnRanks` order) under `<storeKey>_layout`, so a saved view and the per-account copy carry it the
 * same way. Columns are named as the chooser names them: their source, else their label. Plain data, no React.
 */
export interface ColumnLayout {
  /** Column → width in px, for the columns the user resized. */
  widths?: Record<string, number>;
  /** Columns pinned to the left, in their order; undefined: the list's default (its record's name or number). */
  pinned?: string[];
}

export const layoutKey = (storeKey: string) => `${storeKey}_layout`;
export const ranksKey = (storeKey: string) => `${storeKey}_columnRanks`;

/** The narrowest and widest a resized column gets, and one keyboard step (the column menu's 加宽 / 变窄). */
export const MIN_WIDTH = 48;
export const MAX_WIDTH = 640;
export const WIDTH_STEP = 40;

export const clampWidth = (px: number) => Math.round(Math.min(MAX_WIDTH, Math.max(MIN_WIDTH, px)));

/**
 * The columns pinned now: the stored choice, else the default — when it is the first column shown: pinning by
 * default never moves a column the user or the schema put elsewhere.
 */
export function pinnedColumns(
  layout: ColumnLayout | undefined,
  defaultPinned: string | undefined,
  ids: readonly string[],
  firstShown: string | undefined,
) {
  if (layout?.pinned) return layout.pinned.filter((id) => ids.includes(id));
  return defaultPinned && firstShown === defaultPinned ? [defaultPinned] : [];
}

/** The order DataTable shows its columns in: react-admin's ranks (child ranks[p] at position p) over the list's. */
export function rankedOrder(schemaOrder: readonly string[], ranks: readonly number[] | undefined): string[] {
  if (!ranks?.length) return [...schemaOrder];
  return schemaOrder.map((id, p) => (p < ranks.length ? (schemaOrder[ranks[p]] ?? id) : id));
}

/** The shown order: pinned columns first, in their pinned order, the others as they were (a stable partition). */
export function pinnedFirst<T>(items: readonly T[], idOf: (item: T) => string | undefined, pinned: readonly string[]) {
  const rank = (item: T) => {
    const i = pinned.indexOf(idOf(item) ?? '');
    return i < 0 ? pinned.length : i;
  };
  return items
    .map((item, index) => ({ item, index }))
    .sort((a, b) => rank(a.item) - rank(b.item) || a.index - b.index)
    .map(({ item }) => item);
}

/**
 * The order after moving one column a step left (-1) or right (+1), or in front of another (a header dropped on it).
 * A pinned column moves among the pinned ones, another among the others: pinning, not dragging, crosses the line.
 */
export function movedColumn(order: readonly string[], pinned: readonly string[], id: string, to: number | string) {
  const from = order.indexOf(id);
  if (from < 0) return [...order];
  const target = typeof to === 'string' ? order.indexOf(to) : from + to;
  const group = (c: string) => pinned.includes(c);
  if (target < 0 || target >= order.length || target === from || group(order[target]) !== group(id)) return [...order];
  const next = order.filter((c) => c !== id);
  next.splice(target, 0, id);
  return next;
}

/**
 * react-admin's column ranks for a shown order: position → index among the list's own columns (DataTable draws
 * child ranks[p] at position p). Columns the order does not name keep their place after it.
 */
export function ranksFor(order: readonly string[], schemaOrder: readonly string[]): number[] {
  const named = order.map((id) => schemaOrder.indexOf(id)).filter((i) => i >= 0);
  const rest = schemaOrder.map((_, i) => i).filter((i) => !named.includes(i));
  return [...named, ...rest];
}

/** The pinned columns after pinning (to the end of the pinned ones) or unpinning one. */
export function togglePinned(pinned: readonly string[], id: string): string[] {
  return pinned.includes(id) ? pinned.filter((c) => c !== id) : [...pinned, id];
}

/** A layout with one column's width set (undefined: back to the table's own). */
export function withWidth(layout: ColumnLayout | undefined, id: string, width: number | undefined): ColumnLayout {
  const widths = { ...layout?.widths };
  if (width === undefined) delete widths[id];
  else widths[id] = clampWidth(width);
  return { ...layout, widths };
}

/**
 * How many display columns (§9: a Chinese character counts 2) a cut text has in a column of this width: 7 px a
 * column at the tables' 14 px type, less the cell's 8 px padding either side. A widened column shows more of a cut
 * cinema name; its schema's `ellipsis` stays the least it shows.
 */
export const roomFor = (width: number) => Math.max(0, Math.floor((width - 16) / 7));

/** Only well-formed layouts from the store (a hand-edited or older entry is ignored, not a crash). */
export function validLayout(stored: unknown): ColumnLayout | undefined {
  if (typeof stored !== 'object' || stored === null) return undefined;
  const { widths, pinned } = stored as Record<string, unknown>;
  const layout: ColumnLayout = {};
  if (typeof widths === 'object' && widths !== null)
    layout.widths = Object.fromEntries(
      Object.entries(widths).filter((e): e is [string, number] => typeof e[1] === 'number' && e[1] > 0),
    );
  if (Array.isArray(pinned)) layout.pinned = pinned.filter((p): p is string => typeof p === 'string');
  return layout;
}

/**
 * The list's own column order (its DataTable children) from the order shown and react-admin's ranks: DataTable draws
 * child ranks[p] at position p, the rest in place.
 */
export function schemaOrderFrom(shown: readonly string[], ranks: readonly number[] | undefined): string[] {
  if (!ranks?.length) return [...shown];
  const order = new Array<string>(shown.length);
  shown.forEach((id, p) => {
    order[p < ranks.length ? ranks[p] : p] = id;
  });
  return order;
}

/** The next column in a direction that is not hidden (a step over hidden columns), or the target as given. */
export function stepTarget(order: readonly string[], hidden: readonly string[], id: string, step: -1 | 1) {
  for (let i = order.indexOf(id) + step; i >= 0 && i < order.length; i += step)
    if (!hidden.includes(order[i])) return order[i];
  return undefined;
}

/** Lists with this many columns or more pin their record's name or number by default ("wide lists"). */
export const WIDE_LIST_COLUMNS = 7;
