import englishMessages from 'ra-language-english';
import { mergeTranslations } from 'ra-core';
import { describe, expect, it, vi } from 'vitest';
import { generatedMessages } from '../../generated/i18n';
import { appMessages } from './appMessages';
import { createI18nProvider } from './createI18nProvider';
import { mergeMessages } from './mergeMessages';
import { raChineseMessages } from './raChinese';

describe('mergeMessages (issue 13: the message tables merged without lodash)', () => {
  it("gives the console's tables exactly what react-admin's mergeTranslations gives", () => {
    const zh = [englishMessages, raChineseMessages, generatedMessages['zh-CN'], appMessages['zh-CN']];
    const en = [englishMessages, generatedMessages.en, appMessages.en];
    expect(mergeMessages(...zh)).toEqual(mergeTranslations(...zh));
    expect(mergeMessages(...en)).toEqual(mergeTranslations(...en));
  });

  it('lets later tables win, deeply, and leaves its inputs as they were', () => {
    const below = { a: { b: 'one', c: { d: 'two' } }, e: 'three' };
    const above = { a: { c: { d: 'TWO', f: 'four' } }, e: { g: 'five' } };
    const before = structuredClone([below, above]);
    expect(mergeMessages(below, above)).toEqual({ a: { b: 'one', c: { d: 'TWO', f: 'four' } }, e: { g: 'five' } });
    expect([below, above]).toEqual(before);
  });
});

describe('createI18nProvider with tables built on demand', () => {
  it('builds a locale’s table once, when that locale is first shown', async () => {
    const zh = vi.fn(() => ({ hello: '你好' }));
    const en = vi.fn(() => ({ hello: 'Hello' }));
    const i18n = createI18nProvider({ 'zh-CN': zh, en });
    expect(i18n.translate('hello')).toBe('你好');
    expect(en).not.toHaveBeenCalled();
    await i18n.changeLocale('en');
    expect(i18n.translate('hello')).toBe('Hello');
    await i18n.changeLocale('zh-CN');
    await i18n.changeLocale('en');
    expect([zh.mock.calls.length, en.mock.calls.length]).toEqual([1, 1]);
  });
});
