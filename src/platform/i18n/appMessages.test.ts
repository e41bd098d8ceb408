import { describe, expect, it } from 'vitest';
import { appMessagesByLanguage, generatedMessagesByLanguage } from './everyLanguage';

/** Every key path of a message tree, sorted. */
function keys(tree: unknown, at = ''): string[] {
  if (tree === null || typeof tree !== 'object') return [at];
  return Object.entries(tree as Record<string, unknown>)
    .flatMap(([k, v]) => keys(v, at ? `${at}.${k}` : k))
    .sort();
}

describe('zh-CN and English say the same things (no key in one language only)', () => {
  it.each([
    ['the console’s own texts', appMessagesByLanguage],
    ['the texts from schemas, routes and permissions', generatedMessagesByLanguage],
  ])('%s', (_name, messages) => {
    const zh = keys(messages['zh-CN']);
    expect(zh.length).toBeGreaterThan(10);
    expect(keys(messages.en)).toEqual(zh);
  });
});
