import { useEffect, useMemo, type ReactNode } from 'react';
import CssBaseline from '@mui/material/CssBaseline';
import { createTheme, ThemeProvider } from '@mui/material/styles';
import { useLocaleState, useTranslate } from 'react-admin';
import { currentBrand } from '../../platform/brand/currentBrand';
import { muiLocale } from '../../platform/i18n/muiLocale';
import { useSkinSettings } from '../../platform/skin/useSkinSettings';
import { themeFor } from '../theme';

/**
 * The signed-in console under the account's layout settings (§2): primary colour and dark mode through the theme,
 * colour-weak mode as a filter over the whole page (Ant Design Pro's invert(80%)), all applied live; MUI's own texts in
 * the chosen language.
 */
export function WorkspaceTheme({ children }: { children: ReactNode }) {
  const [{ primaryColor, darkMode, colorWeak }] = useSkinSettings();
  const [locale] = useLocaleState();
  const translate = useTranslate();
  const theme = useMemo(
    () => createTheme(themeFor(currentBrand(), { primaryColor, darkMode }), muiLocale(locale, translate)),
    [primaryColor, darkMode, locale, translate],
  );
  useEffect(() => {
    const root = document.documentElement;
    root.style.filter = colorWeak ? 'invert(80%)' : '';
    root.dataset.colorWeak = String(colorWeak);
    return () => {
      root.style.filter = '';
      delete root.dataset.colorWeak;
    };
  }, [colorWeak]);
  return (
    <ThemeProvider theme={theme}>
      <CssBaseline enableColorScheme />
      {children}
    </ThemeProvider>
  );
}
