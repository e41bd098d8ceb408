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
// Message tables need not carry react-admin's own `ra.*` messages (the public pages show none of them). A table may
// come as the function that builds it: it is built once, when its locale is first asked for.
export function createI18nProvider(
  messages: Record<Locale, object | (() => object)>,
  initialLocale: string = DEFAULT_LOCALE,
): I18nProvider {
  const known = (locale: string): Locale => (locale in messages ? (locale as Locale) : DEFAULT_LOCALE);
  const built = new Map<Locale, TranslationMessages>();
  const tableFor = (locale: Locale): TranslationMessages => {
    let table = built.get(locale);
    if (!table) {
      const source = messages[locale];
      built.set(locale, (table = (typeof source === 'function' ? source() : source) as TranslationMessages));
    }
    return table;
  };
  const polyglot = polyglotI18nProvider((locale) => tableFor(known(locale)), known(initialLocale), LOCALES, {
    allowMissing: true,
  });
  return {
    ...polyglot,
    translate(key, options) {
      const encoded = decodeMessage(key);
      return encoded
        ? polyglot.translate(encoded.key, { ...encoded.args, _: encoded.key })
        : polyglot.translate(key, options);
    },
  };
}
