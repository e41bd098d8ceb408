import { enUS, zhCN, type Localization } from '@mui/material/locale';
import { DEFAULT_LOCALE, type Locale } from './createI18nProvider';

/**
 * MUI's own texts in the console's language: the page buttons react-admin's pagination leaves to MUI below the `md`
 * breakpoint ('Go to next page' in a Chinese console, issue 13 polish), Autocomplete's clear/open/close, Alert's close.
 * react-admin translates what it passes itself; these are what it does not pass.
 */
const MUI_LOCALES: Record<Locale, Localization> = { 'zh-CN': zhCN, en: enUS };

export function muiLocale(locale: string): Localization {
  return MUI_LOCALES[locale as Locale] ?? MUI_LOCALES[DEFAULT_LOCALE];
}
