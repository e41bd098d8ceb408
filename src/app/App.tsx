import { useMemo } from 'react';
import { CacheProvider } from '@emotion/react';
import { QueryClient } from '@tanstack/react-query';
import { Admin } from 'react-admin';
import { Navigate } from 'react-router-dom';
import { currentBrand } from '../brand/currentBrand';
import { i18nProvider } from '../i18n/i18nProvider';
import { createDataProvider } from '../providers/appDataProvider';
import { createAuthProvider } from '../providers/authProvider';
import { revealGuard } from '../providers/revealGuard';
import { justFetched, prefetchOpeningList } from '../resources/openingList';
import { NOT_FOUND_ROUTE } from '../routing/paths';
import { layoutRoutes, resourceElements, standaloneRoutes } from './appRoutes';
import { HomeRedirect } from './HomeRedirect';
import { AppLayout } from './layout/AppLayout';
import { ForbiddenPage } from './pages/ErrorPage';
import { preferenceStore } from './preferenceStore';
import { styleCache } from './styleCache';
import { themeFor } from './theme';

/** §2: unknown paths go to /404. */
const CatchAll = () => <Navigate to={NOT_FOUND_ROUTE} replace />;

/** The console shell: every screen and route comes from the generated route table (appRoutes.tsx). */
export function App() {
  const dataProvider = useMemo(() => createDataProvider(), []);
  const authProvider = useMemo(() => createAuthProvider(), []);
  const store = useMemo(() => preferenceStore(), []);
  const queryClient = useMemo(() => {
    // A kept-alive screen shown again re-subscribes its queries; it must not refetch them (§2 keep-alive). Nor does a
    // screen refetch the page asked for a moment ago on its behalf (resources/openingList.ts).
    const client = new QueryClient({ defaultOptions: { queries: { refetchOnMount: (query) => revealGuard.refetchOnMount(query) && !justFetched(query) } } });
    // Issue 13: the opening list's first page is asked for now, beside the first render, not after it.
    prefetchOpeningList({ queryClient: client, dataProvider, authProvider }, window.location.hash.replace(/^#/, ''));
    return client;
  }, [dataProvider, authProvider]);
  const theme = useMemo(() => themeFor(currentBrand()), []);
  return (
    // Emotion's styles carry the CSP nonce nginx gives each page (deploy/, src/app/styleCache.ts).
    <CacheProvider value={styleCache}>
      <Admin
        dataProvider={dataProvider}
        authProvider={authProvider}
        i18nProvider={i18nProvider}
        store={store}
        queryClient={queryClient}
        layout={AppLayout}
        loginPage={false}
        dashboard={HomeRedirect}
        catchAll={CatchAll}
        accessDenied={ForbiddenPage}
        theme={theme}
        title={currentBrand().title}
        disableTelemetry
      >
        {resourceElements}
        {standaloneRoutes}
        {layoutRoutes}
      </Admin>
    </CacheProvider>
  );
}
