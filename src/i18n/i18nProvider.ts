import polyglotI18nProvider from 'ra-i18n-polyglot';
import englishMessages from 'ra-language-english';
import { mergeTranslations, type I18nProvider, type TranslationMessages } from 'ra-core';
import { generatedMessages } from '../generated/i18n';
import { appMessages } from './appMessages';
import { decodeMessage } from './i18nMessage';
import { raChineseMessages } from './raChinese';

export type Locale = 'zh-CN' | 'en';
export const DEFAULT_LOCALE: Locale = 'zh-CN';

const messages: Record<Locale, TranslationMessages> = {
  // English underneath: a key missing in Chinese still shows readable text rather than the key.
  'zh-CN': mergeTranslations(englishMessages, raChineseMessages, generatedMessages['zh-CN'], appMessages['zh-CN']),
  en: mergeTranslations(englishMessages, generatedMessages.en, appMessages.en),
};

const polyglot = polyglotI18nProvider((locale) => messages[(locale as Locale) in messages ? (locale as Locale) : DEFAULT_LOCALE], DEFAULT_LOCALE, [
  { locale: 'zh-CN', name: '简体中文' },
  { locale: 'en', name: 'English' },
], { allowMissing: true });

/**
 * zh-CN by default (operators are Chinese merchants); the choice persists in react-admin's store. Messages that
 * travel encoded with their arguments (errors, i18n/i18nMessage.ts) are translated here, when they are shown.
 */
export const i18nProvider: I18nProvider = {
  ...polyglot,
  translate(key, options) {
    const encoded = decodeMessage(key);
    return encoded ? polyglot.translate(encoded.key, { ...encoded.args, _: encoded.key }) : polyglot.translate(key, options);
  },
};
