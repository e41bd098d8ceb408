import englishMessages from 'ra-language-english';
import type { I18nProvider } from 'ra-core';
import { generatedMessages } from '../../generated/i18n';
import { appMessages } from './appMessages';
import { createI18nProvider } from './createI18nProvider';
import { mergeMessages } from './mergeMessages';
import { raChineseMessages } from './raChinese';

export { DEFAULT_LOCALE, type Locale } from './createI18nProvider';

/**
 * The console's messages: react-admin's, the schemas' (generated) and ours; the choice persists in react-admin's
 * store. Each locale's table is merged when that locale is first shown, not both as the console's code loads.
 */
export const i18nProvider: I18nProvider = createI18nProvider({
  // English underneath: a key missing in Chinese still shows readable text rather than the key.
  'zh-CN': () => mergeMessages(englishMessages, raChineseMessages, generatedMessages['zh-CN'], appMessages['zh-CN']),
  en: () => mergeMessages(englishMessages, generatedMessages.en, appMessages.en),
});
