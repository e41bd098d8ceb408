import type { EmotionCache } from '@emotion/cache';
import { STORAGE_PREFIX } from '../providers/session';

/**
 * Issue 32 (§9, repeat visit): the CSS emotion wrote for the last visit's first screen, kept for the next one.
 *
 * MUI styles each component through emotion, which turns its styles into CSS (stylis) and inserts the rules one by one
 * on first use: ~860 rules, a share of the first render's main-thread time, paid again on every visit although the
 * rules come out the same (their class names are hashes of their content). A repeat visit puts the kept rules back
 * before the style cache exists, as server-rendered emotion styles are: a `<style data-emotion="css name…">` in the
 * head, which `createCache` adopts — the names count as inserted, and only styles the kept ones lack are turned into
 * CSS again. Stored: the build, then the names, then the rules, one per line (no JSON: 115 KB parsed on the way to the
 * first row).
 *
 * A stale rule cannot restyle anything (a changed style hashes to another name); the build in the key only keeps rules
 * a release no longer uses from piling up, and the size limit does the same within one release (several brands' or
 * modes' rules): past it the snapshot is dropped, and the next visit keeps only its own first screen's.
 */
const SNAPSHOT_KEY = `${STORAGE_PREFIX}style_snapshot`;
/** The file this module was built into: its name carries a hash of its content, so a release names another. */
const BUILD = import.meta.url;
const MAX_CHARS = 300_000;

/** Puts the kept rules in the head for the style cache to adopt; call before `createCache`. Nothing kept: nothing. */
export function restoreStyleSnapshot(
  doc: Document,
  nonce: string | undefined,
  storage = globalThis.localStorage,
): void {
  const kept = read(storage);
  if (!kept) return;
  const style = doc.createElement('style');
  style.setAttribute('data-emotion', `css ${kept.names}`);
  // The page's CSP admits style elements carrying its nonce only (styleCache.ts).
  if (nonce) style.nonce = nonce;
  style.textContent = kept.rules;
  doc.head.appendChild(style);
}

/** Keeps the rules the cache holds now (its adopted ones included) for the next visit. */
export function saveStyleSnapshot(cache: EmotionCache, storage = globalThis.localStorage): void {
  const names = Object.keys(cache.inserted).join(' ');
  const rules: string[] = [];
  // In production emotion inserts through the CSSOM (insertRule): the elements' text is empty, their sheets hold the rules.
  for (const tag of (cache.sheet as unknown as { tags: readonly HTMLStyleElement[] }).tags)
    for (const rule of Array.from(tag.sheet?.cssRules ?? [])) rules.push(rule.cssText);
  const text = `${BUILD}\n${names}\n${rules.join('\n')}`;
  try {
    if (names === '' || text.length > MAX_CHARS) storage.removeItem(SNAPSHOT_KEY);
    else storage.setItem(SNAPSHOT_KEY, text);
  } catch {
    // Storage full or refused (a private window): the next visit writes its styles as a first visit does.
    forget(storage);
  }
}

function forget(storage: Storage): void {
  try {
    storage.removeItem(SNAPSHOT_KEY);
  } catch {
    // Nothing to keep and nothing kept.
  }
}

function read(storage: Storage | undefined): { names: string; rules: string } | undefined {
  let text: string | null | undefined;
  try {
    text = storage?.getItem(SNAPSHOT_KEY);
  } catch {
    return undefined;
  }
  if (!text) return undefined;
  const afterBuild = text.indexOf('\n');
  const afterNames = text.indexOf('\n', afterBuild + 1);
  if (afterNames < 0 || text.slice(0, afterBuild) !== BUILD) return undefined;
  const names = text.slice(afterBuild + 1, afterNames);
  return names === '' ? undefined : { names, rules: text.slice(afterNames + 1) };
}
