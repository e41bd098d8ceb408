import { createI18nProvider } from '../platform/i18n/createI18nProvider';
import { appMessages as appChinese } from '../platform/i18n/zh-CN';

/**
 * The public pages' messages (app.auth, app.session, app.userPages, app.http …) in the language the visitor chose;
 * the English ones load when shown (issue 32, §9), at once for who chose English.
 */
export const publicI18nProvider = (locale: string | undefined) =>
  createI18nProvider(
    { 'zh-CN': appChinese, en: () => import('../platform/i18n/en').then(({ appMessages }) => appMessages) },
    locale,
  );
