import { useMemo } from 'react';
import { Admin, CustomRoutes, localStorageStore, Resource } from 'react-admin';
import { Navigate, Route } from 'react-router-dom';
import { resources } from '../generated/registry';
import { i18nProvider } from '../i18n/i18nProvider';
import { registerTranslate } from '../i18n/translate';
import { createDataProvider } from '../providers/appDataProvider';
import { createAuthProvider } from '../providers/authProvider';
import { AppLayout } from './AppLayout';
import { DetailPage } from './DetailPage';
import { LoginPage } from './LoginPage';
import { HOME_ROUTE } from './routes';
import { theme } from './theme';

registerTranslate((key, options) => i18nProvider.translate(key, options));

function HomeRedirect() {
  return <Navigate to={HOME_ROUTE} replace />;
}

/** The console shell: every screen comes from the generated registry. */
export function App() {
  const dataProvider = useMemo(() => createDataProvider(), []);
  const authProvider = useMemo(() => createAuthProvider(), []);
  const store = useMemo(() => localStorageStore(undefined, 'ccs'), []);
  return (
    <Admin
      dataProvider={dataProvider}
      authProvider={authProvider}
      i18nProvider={i18nProvider}
      store={store}
      layout={AppLayout}
      loginPage={false}
      dashboard={HomeRedirect}
      theme={theme}
      requireAuth
      disableTelemetry
    >
      {resources.map((r) => (
        <Resource
          key={r.id}
          name={r.id}
          list={r.views.list}
          show={r.views.show}
          create={r.views.create}
          edit={r.views.edit}
          icon={r.menu.icon}
          recordRepresentation={r.recordLabel}
        />
      ))}
      <CustomRoutes noLayout>
        <Route path="/user/login" element={<LoginPage />} />
      </CustomRoutes>
      <CustomRoutes>
        {resources
          .filter((r) => r.detailRoute)
          .map((r) => (
            <Route key={r.id} path={r.detailRoute} element={<DetailPage entry={r} />} />
          ))}
      </CustomRoutes>
    </Admin>
  );
}
