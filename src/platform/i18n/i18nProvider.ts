import englishMessages from 'ra-language-english';
import type { I18nProvider } from 'ra-core';
import { messages as generatedChinese } from '../../generated/i18n/zh-CN';
import { preferenceStore } from '../skin/preferenceStore';
import { createI18nProvider } from './createI18nProvider';
import { mergeMessages } from './mergeMessages';
import { raChineseMessages } from './raChinese';
import { appMessages as appChinese } from './zh-CN';

export { DEFAULT_LOCALE, type Locale } from './createI18nProvider';

/**
 * The console's messages: react-admin's, the schemas' (generated) and ours; the choice persists in react-admin's
 * store. Each locale's table is merged when that locale is first shown; the English texts load then (issue 32, §9:
 * a Chinese first row does not wait for them) — as the console's code loads for who reads English.
 */
export const i18nProvider: I18nProvider = createI18nProvider(
  {
    // English underneath: a key missing in Chinese still shows readable text rather than the key.
    'zh-CN': () => mergeMessages(englishMessages, raChineseMessages, generatedChinese, appChinese),
    en: () =>
      Promise.all([import('../../generated/i18n/en'), import('./en')]).then(([generated, app]) =>
        mergeMessages(englishMessages, generated.messages, app.appMessages),
      ),
  },
  preferenceStore().getItem<string>('locale'),
);
