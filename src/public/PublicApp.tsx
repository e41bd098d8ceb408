import { useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { CacheProvider } from '@emotion/react';
import CssBaseline from '@mui/material/CssBaseline';
import { createTheme, ThemeProvider } from '@mui/material/styles';
import { I18nContext, I18nContextProvider, StoreContextProvider, type I18nProvider } from 'ra-core';
import { preferenceStore } from '../platform/skin/preferenceStore';
import { styleCache } from '../platform/skin/styleCache';
import { brandThemeOptions } from '../platform/brand/brandTheme';
import { session } from '../platform/providers/session';
import { currentBrand } from '../platform/brand/currentBrand';
import { loginPathFor } from '../platform/routing/safeRedirect';
import { LOGIN_ROUTE, REGISTER_RESULT_ROUTE, REGISTER_ROUTE, RESET_ROUTE } from '../platform/routing/paths';
import { publicI18nProvider } from './publicI18n';
import { PublicLoginPage } from './PublicLoginPage';
import { ServiceContactPage } from './ServiceContactPage';

const PUBLIC_PAGES = [LOGIN_ROUTE, REGISTER_ROUTE, REGISTER_RESULT_ROUTE, RESET_ROUTE];

/** The address's in-app path and query (hash router addresses: `#/user/login?redirect=…`). */
function readAddress() {
  const [path, query = ''] = window.location.hash.replace(/^#/, '').split('?');
  return { path: path || '/', query: new URLSearchParams(query) };
}

/** Any address but a public page asks to log in first and comes back after (the `redirect` query, as the console's own check does). */
function keepPublic() {
  const wanted = window.location.hash.replace(/^#/, '') || '/';
  if (!PUBLIC_PAGES.includes(readAddress().path))
    window.history.replaceState(window.history.state, '', `#${loginPathFor(wanted)}`);
  return readAddress();
}

/**
 * Signed out, a visitor only ever sees the §2 user-layout pages — also after following a link inside the page. A
 * session started meanwhile (another tab signed in) opens the console at the address instead.
 */
function usePublicAddress(onSignedIn: () => Promise<void>) {
  const [address, setAddress] = useState(keepPublic);
  // The address the first render showed (keepPublic may have rewritten it without a hashchange).
  const shown = useRef(window.location.hash);
  useEffect(() => {
    const follow = () => {
      if (session.hasToken() && !PUBLIC_PAGES.includes(readAddress().path)) void onSignedIn();
      else setAddress(keepPublic());
    };
    window.addEventListener('hashchange', follow);
    // The page renders in a transition: a link followed before this listener was there (between the first render and
    // its effects) changed the address unheard.
    if (window.location.hash !== shown.current) follow();
    return () => window.removeEventListener('hashchange', follow);
  }, [onSignedIn]);
  return address;
}

/**
 * The public pages' messages. ra-core's I18nContextProvider holds a page until the stored language is in; with no
 * language stored (a first visit) it renders nothing, then the whole page from an effect's state update — outside the
 * transition boot.ts renders this page in, so as one blocking task (issue 32: ~420 ms at Lighthouse's 4× CPU slowdown,
 * its TBT). Nothing on these pages changes the language: without a stored one, the default goes straight in.
 */
function PublicI18n({ value, stored, children }: { value: I18nProvider; stored?: string; children: ReactNode }) {
  return stored === undefined ? (
    <I18nContext.Provider value={value}>{children}</I18nContext.Provider>
  ) : (
    <I18nContextProvider value={value}>{children}</I18nContextProvider>
  );
}

/**
 * The signed-out console (issue 13): login, register and reset in the brand's look and the stored language, without
 * react-admin's shell or any screen — what a visitor downloads before signing in. A sign-in calls `onSignedIn`,
 * which opens the console (boot.ts).
 */
export function PublicApp({ onSignedIn }: { onSignedIn(): Promise<void> }) {
  const { path, query } = usePublicAddress(onSignedIn);
  const store = useMemo(() => preferenceStore(), []);
  const storedLocale = useMemo(() => store.getItem<string>('locale'), [store]);
  const i18n = useMemo(() => publicI18nProvider(storedLocale), [storedLocale]);
  const theme = useMemo(() => createTheme(brandThemeOptions(currentBrand())), []);
  const page =
    path === REGISTER_ROUTE ? (
      <ServiceContactPage kind="register" />
    ) : path === REGISTER_RESULT_ROUTE ? (
      <ServiceContactPage kind="registerResult" />
    ) : path === RESET_ROUTE ? (
      <ServiceContactPage kind="reset" />
    ) : (
      <PublicLoginPage query={query} onSignedIn={onSignedIn} />
    );
  return (
    <CacheProvider value={styleCache}>
      <ThemeProvider theme={theme}>
        <CssBaseline />
        <StoreContextProvider value={store}>
          <PublicI18n value={i18n} stored={storedLocale}>
            {page}
          </PublicI18n>
        </StoreContextProvider>
      </ThemeProvider>
    </CacheProvider>
  );
}
