import polyglotI18nProvider from 'ra-i18n-polyglot';
import type { I18nProvider, TranslationMessages } from 'ra-core';
import { decodeMessage } from './i18nMessage';

export type Locale = 'zh-CN' | 'en';
export const DEFAULT_LOCALE: Locale = 'zh-CN';
const LOCALES = [
  { locale: 'zh-CN', name: '简体中文' },
  { locale: 'en', name: 'English' },
];

/**
 * zh-CN by default (operators are Chinese merchants), over the given message tables. Messages that travel encoded
 * with their arguments (errors, i18n/i18nMessage.ts) are translated here, when they are shown.
 */
// Message tables need not carry react-admin's own `ra.*` messages (the public pages show none of them).
export function createI18nProvider(messages: Record<Locale, object>, initialLocale: string = DEFAULT_LOCALE): I18nProvider {
  const known = (locale: string): Locale => (locale in messages ? (locale as Locale) : DEFAULT_LOCALE);
  const polyglot = polyglotI18nProvider((locale) => messages[known(locale)] as TranslationMessages, known(initialLocale), LOCALES, { allowMissing: true });
  return {
    ...polyglot,
    translate(key, options) {
      const encoded = decodeMessage(key);
      return encoded ? polyglot.translate(encoded.key, { ...encoded.args, _: encoded.key }) : polyglot.translate(key, options);
    },
  };
}
