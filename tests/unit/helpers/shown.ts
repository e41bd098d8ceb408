import { i18nProvider } from '../../../src/platform/i18n/i18nProvider';

/** What a user reading the given language sees for a message (encoded error messages are translated when shown). */
export async function shownIn(locale: 'zh-CN' | 'en') {
  await i18nProvider.changeLocale(locale);
  return (message: string) => i18nProvider.translate(message);
}
