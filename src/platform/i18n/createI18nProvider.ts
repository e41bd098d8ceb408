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
// come as the function that builds it: it is built once, when its locale is first asked for — or loads then (a
// promise; the default locale's table is built at once, it stands in while another loads). A table that failed to
// load is asked for again the next time.
export function createI18nProvider(
  messages: Record<Locale, object | (() => object | Promise<object>)>,
  initialLocale: string = DEFAULT_LOCALE,
): I18nProvider {
  const known = (locale: string): Locale => (locale in messages ? (locale as Locale) : DEFAULT_LOCALE);
  type Table = TranslationMessages | Promise<TranslationMessages>;
  const built = new Map<Locale, Table>();
  const tableFor = (locale: Locale): Table => {
    let table = built.get(locale);
    if (!table) {
      const source = messages[locale];
      built.set(locale, (table = (typeof source === 'function' ? source() : source) as Table));
      if (table instanceof Promise) table.catch(() => built.delete(locale));
    }
    return table;
  };
  // An initial locale whose table loads starts loading now; the default language stands in until react-admin's
  // I18nContextProvider, which holds the first render for the stored language, has switched to it.
  const initial = known(initialLocale);
  const startsWith = tableFor(initial) instanceof Promise ? DEFAULT_LOCALE : initial;
  const polyglot = polyglotI18nProvider((locale) => tableFor(known(locale)), startsWith, LOCALES, {
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
