import { enUS, zhCN, type Localization } from '@mui/material/locale';
import type { TranslateFunction } from 'ra-core';
import { DEFAULT_LOCALE, type Locale } from './createI18nProvider';

/**
 * MUI's own texts in the console's language: the page buttons react-admin's pagination leaves to MUI below the `md`
 * breakpoint ('Go to next page' in a Chinese console, issue 13 polish), Autocomplete's clear/open/close, Alert's close.
 * react-admin translates what it passes itself; these are what it does not pass.
 */
const MUI_LOCALES: Record<Locale, Localization> = { 'zh-CN': zhCN, en: enUS };

/**
 * MUI's locale for the console's language, plus what MUI's locales leave in English whatever the language, from our
 * message tables: the name of the page buttons' landmark ('pagination navigation', react-admin's pagination from `md`).
 */
export function muiLocale(locale: string, translate: TranslateFunction): Localization {
  const base = MUI_LOCALES[locale as Locale] ?? MUI_LOCALES[DEFAULT_LOCALE];
  return {
    components: {
      ...base.components,
      MuiPagination: {
        defaultProps: {
          ...base.components?.MuiPagination?.defaultProps,
          'aria-label': translate('app.a11y.pagination'),
        },
      },
    },
  };
}
