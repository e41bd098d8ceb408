import { appMessages } from '../platform/i18n/appMessages';
import { createI18nProvider } from '../platform/i18n/createI18nProvider';

/** The public pages' messages (app.auth, app.session, app.userPages, app.http …) in the language the visitor chose. */
export const publicI18nProvider = (locale: string | undefined) => createI18nProvider(appMessages, locale);
