import { useEffect, useMemo } from 'react';
import { CacheProvider } from '@emotion/react';
import { QueryClient } from '@tanstack/react-query';
import type { DataProvider, Store } from 'react-admin';
import { Navigate } from 'react-router-dom';
import { currentBrand } from '../platform/brand/currentBrand';
import { ConfigError } from '../platform/config/runtimeConfig';
import { getUpstreamAsset } from '../platform/config/upstreamAsset';
import { i18nProvider } from '../platform/i18n/i18nProvider';
import { createDataProvider } from '../platform/providers/appDataProvider';
import { createAuthProvider, type AppAuthProvider } from '../platform/providers/authProvider';
import { revealGuard } from '../platform/providers/revealGuard';
import { watchOtherTabs } from './session/otherTabs';
import { primeIdentity } from './session/primeIdentity';
import { justFetched, prefetchOpeningList } from '../kit/resources/openingList';
import { uncoveredResources } from '../platform/routing/assetCoverage';
import { NOT_FOUND_ROUTE } from '../platform/routing/paths';
import { layoutRoutes, resourceDefinitions, resourceElements, standaloneRoutes } from './appRoutes';
import { HomeRedirect } from './HomeRedirect';
import { ConsoleAdmin } from './ConsoleAdmin';
import { consoleRouterProvider } from './consoleRouter';
import { AppLayout } from './layout/AppLayout';
import { ForbiddenPage } from './pages/ErrorPage';
import { preferenceStore } from '../platform/skin/preferenceStore';
import { styleCache } from '../platform/skin/styleCache';
import { themeFor } from './theme';

/** §2: unknown paths go to /404. */
const CatchAll = () => <Navigate to={NOT_FOUND_ROUTE} replace />;

/** What the console runs on, made once per signed-in start, before its first render (startConsole). */
export interface ConsoleParts {
  dataProvider: DataProvider;
  authProvider: AppAuthProvider;
  store: Store;
  queryClient: QueryClient;
  /** Settles once the opening list's first page is in (or refused, or not a list's address). */
  openingPage: Promise<void>;
}

/**
 * Issue 13: the providers and query cache are made as soon as the console's code has run, not in its first render, so
 * the opening list's first page is asked for then — and boot.ts can give it a moment to arrive, letting the first
 * render draw the rows instead of rendering the screen empty and again when they come.
 */
export function startConsole(address = window.location.hash.replace(/^#/, '')): ConsoleParts {
  // Told on the configuration page, as any other problem of upstream.json (src/main.tsx).
  const uncovered = uncoveredResources(getUpstreamAsset());
  if (uncovered.length > 0) throw new ConfigError(uncovered);
  const dataProvider = createDataProvider();
  const authProvider = createAuthProvider();
  // A kept-alive screen shown again re-subscribes its queries; it must not refetch them (§2 keep-alive). Nor does a
  // screen refetch the page asked for a moment ago on its behalf (resources/openingList.ts).
  const queryClient = new QueryClient({
    defaultOptions: {
      queries: { refetchOnMount: (query) => revealGuard.refetchOnMount(query) && !justFetched(query) },
    },
  });
  revealGuard.watch(queryClient.getQueryCache());
  const openingPage = prefetchOpeningList({ queryClient, dataProvider, authProvider }, address);
  void primeIdentity(queryClient, authProvider);
  return { dataProvider, authProvider, store: preferenceStore(), queryClient, openingPage };
}

/** The console shell: every screen and route comes from the generated route table (appRoutes.tsx). */
export function App({ parts }: { parts: ConsoleParts }) {
  const { dataProvider, authProvider, store, queryClient } = parts;
  const theme = useMemo(() => themeFor(currentBrand()), []);
  // A logout or another account's sign-in in another browser tab: this one leaves the old session at once (issue 30 item 4).
  useEffect(() => watchOtherTabs(), []);
  return (
    // Emotion's styles carry the CSP nonce nginx gives each page (deploy/, src/app/styleCache.ts).
    <CacheProvider value={styleCache}>
      <ConsoleAdmin
        dataProvider={dataProvider}
        authProvider={authProvider}
        i18nProvider={i18nProvider}
        store={store}
        queryClient={queryClient}
        routerProvider={consoleRouterProvider}
        layout={AppLayout}
        dashboard={HomeRedirect}
        catchAll={CatchAll}
        accessDenied={ForbiddenPage}
        theme={theme}
        title={currentBrand().title}
        disableTelemetry
        resourceDefinitions={resourceDefinitions}
      >
        {resourceElements}
        {standaloneRoutes}
        {layoutRoutes}
      </ConsoleAdmin>
    </CacheProvider>
  );
}
