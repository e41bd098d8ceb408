// @vitest-environment happy-dom
import createCache, { type EmotionCache } from '@emotion/cache';
import { afterEach, describe, expect, it } from 'vitest';
import { restoreStyleSnapshot, saveStyleSnapshot } from './styleSnapshot';

const KEY = 'ccs_style_snapshot';

/** Inserts a style as emotion's styled components do: its rules under the class named after its hash. */
function insert(cache: EmotionCache, name: string, styles: string) {
  cache.insert(`.css-${name}`, { name, styles, next: undefined }, cache.sheet, true);
}

/** A fresh page: no style elements, a new cache (created after whatever restore put in the head). */
function freshPage() {
  document.head.innerHTML = '';
}

/** The text of every rule the page's style elements hold. */
function pageRules(): string[] {
  return [...document.querySelectorAll('style')].flatMap((el) => [...(el.sheet?.cssRules ?? [])].map((r) => r.cssText));
}

afterEach(() => {
  localStorage.clear();
  freshPage();
});

describe('the first screen’s CSS kept for the next visit (issue 32, §9)', () => {
  it('a new cache adopts the kept rules: their styles are not written again, and new ones still are', () => {
    freshPage();
    const first = createCache({ key: 'css' });
    insert(first, 'abc', 'color:red;');
    insert(first, 'def', 'padding:4px;@media (min-width:600px){padding:8px;}');
    saveStyleSnapshot(first);

    freshPage();
    restoreStyleSnapshot(document, 'n0nce');
    const next = createCache({ key: 'css', nonce: 'n0nce' });
    expect(next.inserted).toMatchObject({ abc: true, def: true });
    const adopted = document.querySelector<HTMLStyleElement>('style[data-emotion^="css "]')!;
    expect(adopted.nonce).toBe('n0nce');
    expect(adopted.getAttribute('data-emotion')).toBe('css abc def');
    const kept = pageRules();
    expect(kept.join('\n')).toMatch(/\.css-abc\s*\{\s*color: red;?\s*\}/);
    expect(kept.join('\n')).toMatch(/@media \(min-width: ?600px\)/);

    // What emotion's styled components do on render: insert only what the cache lacks.
    for (const [name, styles] of [
      ['abc', 'color:red;'],
      ['ghi', 'margin:0;'],
    ])
      if (!next.inserted[name]) insert(next, name, styles);
    expect(pageRules()).toHaveLength(kept.length + 1);
    expect(pageRules().at(-1)).toMatch(/\.css-ghi/);
  });

  it('keeps what the cache adopted too, so a second visit passes it on', () => {
    freshPage();
    const first = createCache({ key: 'css' });
    insert(first, 'abc', 'color:red;');
    saveStyleSnapshot(first);
    freshPage();
    restoreStyleSnapshot(document, undefined);
    const second = createCache({ key: 'css' });
    insert(second, 'xyz', 'color:blue;');
    saveStyleSnapshot(second);
    freshPage();
    restoreStyleSnapshot(document, undefined);
    expect(createCache({ key: 'css' }).inserted).toMatchObject({ abc: true, xyz: true });
  });

  it('ignores what another build kept, and anything not in its shape', () => {
    for (const stored of ['https://elsewhere/assets/shared-OLD.js\nabc\n.css-abc{color:red}', 'abc', '\n\n']) {
      localStorage.setItem(KEY, stored);
      freshPage();
      restoreStyleSnapshot(document, undefined);
      expect(document.head.querySelectorAll('style')).toHaveLength(0);
    }
  });

  it('drops the snapshot past its size limit rather than growing it', () => {
    freshPage();
    const cache = createCache({ key: 'css' });
    insert(cache, 'abc', 'color:red;');
    saveStyleSnapshot(cache);
    expect(localStorage.getItem(KEY)).toContain('.css-abc');
    insert(cache, 'big', `background:url("data:,${'x'.repeat(310_000)}");`);
    saveStyleSnapshot(cache);
    expect(localStorage.getItem(KEY)).toBeNull();
  });

  it('a storage that refuses leaves the page as a first visit', () => {
    const refusing = {
      getItem: () => {
        throw new Error('SecurityError');
      },
      setItem: () => {
        throw new Error('QuotaExceededError');
      },
      removeItem: () => {
        throw new Error('SecurityError');
      },
    } as unknown as Storage;
    freshPage();
    const cache = createCache({ key: 'css' });
    insert(cache, 'abc', 'color:red;');
    expect(() => saveStyleSnapshot(cache, refusing)).not.toThrow();
    freshPage();
    expect(() => restoreStyleSnapshot(document, undefined, refusing)).not.toThrow();
    expect(document.head.querySelectorAll('style')).toHaveLength(0);
  });
});
