import englishMessages from 'ra-language-english';
import { describe, expect, it } from 'vitest';
import { raChineseMessages } from './raChinese';

/** Flattens nested messages to dotted keys; anything that is not a string or a plain object is kept as is so the test can reject it. */
function flatten(messages: object, prefix = ''): Map<string, unknown> {
  const out = new Map<string, unknown>();
  for (const [key, value] of Object.entries(messages)) {
    const path = prefix + key;
    if (value !== null && typeof value === 'object') {
      for (const [k, v] of flatten(value as object, `${path}.`)) out.set(k, v);
    } else {
      out.set(path, value);
    }
  }
  return out;
}

const placeholders = (text: string): Set<string> => new Set(text.match(/%\{[^}]*\}/g) ?? []);

const english = flatten(englishMessages);
const chinese = flatten(raChineseMessages);

describe('raChineseMessages', () => {
  it('has exactly the keys of ra-language-english', () => {
    expect(english.size).toBeGreaterThan(100);
    expect([...chinese.keys()].sort()).toEqual([...english.keys()].sort());
  });

  it('has a string for every key, with a single form (no ||||)', () => {
    for (const [key, value] of chinese) {
      expect(typeof value, key).toBe('string');
      expect(value as string, key).not.toContain('||||');
    }
  });

  it('keeps every %{placeholder} of the English text, and adds none', () => {
    for (const [key, en] of english) {
      const zh = chinese.get(key);
      if (typeof en !== 'string' || typeof zh !== 'string') continue; // reported by the tests above
      const zhPlaceholders = placeholders(zh);
      for (const p of placeholders(en)) expect(zhPlaceholders.has(p), `${key} lacks ${p}: ${zh}`).toBe(true);
      for (const p of zhPlaceholders) expect(placeholders(en).has(p), `${key} has unknown ${p}: ${zh}`).toBe(true);
    }
  });
});
