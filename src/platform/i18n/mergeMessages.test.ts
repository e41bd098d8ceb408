import englishMessages from 'ra-language-english';
import { mergeTranslations } from 'ra-core';
import { describe, expect, it, vi } from 'vitest';
import { appMessagesByLanguage as app, generatedMessagesByLanguage as generated } from './everyLanguage';
import { createI18nProvider } from './createI18nProvider';
import { mergeMessages } from './mergeMessages';
import { raChineseMessages } from './raChinese';

describe('mergeMessages (issue 13: the message tables merged without lodash)', () => {
  it("gives the console's tables exactly what react-admin's mergeTranslations gives", () => {
    const zh = [englishMessages, raChineseMessages, generated['zh-CN'], app['zh-CN']];
    const en = [englishMessages, generated.en, app.en];
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

  it('loads a table that comes as a promise when asked, and asks again after a failed load (issue 32)', async () => {
    const en = vi
      .fn<() => Promise<object>>()
      .mockRejectedValueOnce(new Error('chunk failed'))
      .mockResolvedValue({ hello: 'Hello' });
    const i18n = createI18nProvider({ 'zh-CN': { hello: '你好' }, en });
    await expect(i18n.changeLocale('en')).rejects.toThrow('chunk failed');
    expect(i18n.getLocale()).toBe('zh-CN');
    await i18n.changeLocale('en');
    expect(i18n.translate('hello')).toBe('Hello');
    expect(en).toHaveBeenCalledTimes(2);
  });

  it('starts loading a stored language’s table at once, in the default language until react-admin switches', async () => {
    let arrive: (table: object) => void = () => undefined;
    const en = vi.fn(() => new Promise<object>((resolve) => (arrive = resolve)));
    const i18n = createI18nProvider({ 'zh-CN': { hello: '你好' }, en }, 'en');
    expect(en).toHaveBeenCalledTimes(1);
    expect([i18n.getLocale(), i18n.translate('hello')]).toEqual(['zh-CN', '你好']);
    const switched = i18n.changeLocale('en');
    arrive({ hello: 'Hello' });
    await switched;
    expect([i18n.getLocale(), i18n.translate('hello')]).toEqual(['en', 'Hello']);
    expect(en).toHaveBeenCalledTimes(1);
  });
});
