import { useMemo } from 'react';
import { Admin, CustomRoutes, Resource } from 'react-admin';
import { Navigate, Route } from 'react-router-dom';
import { routes } from '../generated/routes';
import { i18nProvider } from '../i18n/i18nProvider';
import { createDataProvider } from '../providers/appDataProvider';
import { createAuthProvider } from '../providers/authProvider';
import {
  FORBIDDEN_ROUTE, HOME_ROUTE, LOGIN_ROUTE, NOT_FOUND_ROUTE, REGISTER_RESULT_ROUTE, REGISTER_ROUTE, RESET_ROUTE, SERVER_ERROR_ROUTE,
} from '../routing/paths';
import { DetailPage } from './DetailPage';
import { AppLayout } from './layout/AppLayout';
import { BlankLayout } from './layout/BlankLayout';
import { PageRoute } from './PageRoute';
import { ForbiddenPage, NotFoundPage, ServerErrorPage } from './pages/ErrorPage';
import { LoginPage } from './pages/LoginPage';
import { ServiceContactPage } from './pages/ServiceContactPage';
import { HomeRedirect } from './HomeRedirect';
import { preferenceStore } from './preferenceStore';
import { themeFor } from './theme';
import { SessionGate } from './session/SessionGate';
import { withAccess } from './withAccess';
import { currentBrand } from '../brand/currentBrand';

/** §2: unknown paths go to /404. */
const CatchAll = () => <Navigate to={NOT_FOUND_ROUTE} replace />;

/** The screen the page opens on starts loading with the shell, not after it (cold-load waterfall). */
const openingPath = window.location.hash.replace(/^#/, '').split('?')[0] || HOME_ROUTE;
void routes.find((r) => r.screens && (openingPath === r.path || openingPath.startsWith(`${r.path}/`)))?.screens?.preload();

/** routes.yaml pages, by layout: inside the menu and header (§2 basic layout), or alone (§2 blank layout). */
const layoutPages = routes.filter((r) => r.kind === 'page' && r.layout !== 'blank');
const blankPages = routes.filter((r) => r.kind === 'page' && r.layout === 'blank');

/** Every resource screen, behind the access check; built once so routes keep their component identity. */
const guardedResources = routes
  .filter((r) => r.kind === 'resource')
  .map((r) => {
    const { preload, list, show, create, edit } = r.screens!;
    return {
      route: r,
      list: withAccess(list, 'list', preload),
      show: show && withAccess(show, 'show', preload),
      create: create && withAccess(create, 'create', preload),
      edit: edit && withAccess(edit, 'edit', preload),
    };
  });
const detailRoutes = routes.filter((r) => r.kind === 'detail');

/** The console shell: every screen and route comes from the generated registry and route table. */
export function App() {
  const dataProvider = useMemo(() => createDataProvider(), []);
  const authProvider = useMemo(() => createAuthProvider(), []);
  const store = useMemo(() => preferenceStore(), []);
  const theme = useMemo(() => themeFor(currentBrand()), []);
  return (
    <Admin
      dataProvider={dataProvider}
      authProvider={authProvider}
      i18nProvider={i18nProvider}
      store={store}
      layout={AppLayout}
      loginPage={false}
      dashboard={HomeRedirect}
      catchAll={CatchAll}
      accessDenied={ForbiddenPage}
      theme={theme}
      title={currentBrand().title}
      disableTelemetry
    >
      {guardedResources.map(({ route, list, show, create, edit }) => (
        <Resource
          key={route.key}
          name={route.resource!}
          list={list}
          show={show}
          create={create}
          edit={edit}
          icon={route.icon}
          recordRepresentation={route.recordLabel}
        />
      ))}
      <CustomRoutes noLayout>
        <Route path={LOGIN_ROUTE} element={<LoginPage />} />
        <Route path={REGISTER_ROUTE} element={<ServiceContactPage kind="register" />} />
        <Route path={REGISTER_RESULT_ROUTE} element={<ServiceContactPage kind="registerResult" />} />
        <Route path={RESET_ROUTE} element={<ServiceContactPage kind="reset" />} />
        {blankPages.map((r) => (
          <Route
            key={r.key}
            path={r.path}
            element={
              <SessionGate>
                <BlankLayout>
                  <PageRoute route={r} />
                </BlankLayout>
              </SessionGate>
            }
          />
        ))}
      </CustomRoutes>
      <CustomRoutes>
        {detailRoutes.map((r) => (
          <Route key={r.key} path={r.path} element={<DetailPage route={r} />} />
        ))}
        {layoutPages.map((r) => (
          <Route key={r.key} path={r.path} element={<PageRoute route={r} />} />
        ))}
        <Route path={NOT_FOUND_ROUTE} element={<NotFoundPage />} />
        <Route path={FORBIDDEN_ROUTE} element={<ForbiddenPage />} />
        <Route path={SERVER_ERROR_ROUTE} element={<ServerErrorPage />} />
      </CustomRoutes>
    </Admin>
  );
}
