/**
 * §2 function search as data: what an account may open (menu entries) and set (settings shortcuts), each named in
 * both languages, matched against what was typed in Chinese, pinyin (initials or full) or English.
 */

export interface FunctionEntry {
  readonly id: string;
  readonly zh: string;
  readonly en: string;
  /** The menu group, in both languages, matched too (typing 订单 finds every order screen). */
  readonly group?: { readonly zh: string; readonly en: string };
  /** A route to open, or a setting to apply. */
  readonly target: { readonly path: string } | { readonly setting: string; readonly value: string | boolean };
}

/** pinyin-pro's match (loaded lazily): indices of the matched characters, or null. */
export type PinyinMatch = (text: string, query: string) => number[] | null;

/**
 * The entries matching `query`, best first: a name containing the text or its English name, then pinyin over the
 * name, then the group. Blank shows everything in menu order. Without the pinyin library (still loading) Chinese and
 * English still match.
 */
export function searchFunctions(
  entries: readonly FunctionEntry[],
  query: string,
  pinyin?: PinyinMatch,
): FunctionEntry[] {
  const q = query.trim().toLowerCase();
  if (!q) return [...entries];
  const score = (e: FunctionEntry) => {
    if (e.zh.toLowerCase().includes(q) || e.en.toLowerCase().includes(q)) return 3;
    if (pinyin && /^[a-z]+$/.test(q) && pinyin(e.zh, q)) return 2;
    if (
      e.group &&
      (e.group.zh.includes(q) ||
        e.group.en.toLowerCase().includes(q) ||
        (pinyin && /^[a-z]+$/.test(q) && pinyin(e.group.zh, q)))
    )
      return 1;
    return 0;
  };
  return entries
    .map((e, i) => ({ e, i, s: score(e) }))
    .filter((x) => x.s > 0)
    .sort((a, b) => b.s - a.s || a.i - b.i)
    .map((x) => x.e);
}

/** Loads pinyin-pro when the palette first opens: a large dictionary the console need not load before. */
export async function loadPinyin(): Promise<PinyinMatch> {
  const { match } = await import('pinyin-pro');
  return (text, query) => match(text, query, { precision: 'start', insensitive: true });
}
