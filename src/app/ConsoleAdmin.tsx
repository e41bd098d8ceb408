import type { ComponentProps } from 'react';
import CssBaseline from '@mui/material/CssBaseline';
import {
  AdminContext,
  AuthenticationError,
  CoreAdminUI,
  Error as ErrorScreen,
  LoadingPage,
  Notification,
  ResourceDefinitionContextProvider,
  type AdminProps,
  type ResourceDefinition,
} from 'react-admin';

type ContextProps = Pick<
  ComponentProps<typeof AdminContext>,
  'dataProvider' | 'authProvider' | 'i18nProvider' | 'store' | 'queryClient' | 'routerProvider' | 'theme'
>;
type UiProps = Pick<
  AdminProps,
  'layout' | 'dashboard' | 'catchAll' | 'accessDenied' | 'title' | 'disableTelemetry' | 'children'
> & {
  /** The registry of the <Resource> children, as they register themselves: complete from the first render. */
  resourceDefinitions?: Record<string, ResourceDefinition>;
};

/**
 * react-admin's <Admin> (its AdminContext around its AdminUI) without the defaults the console never shows, which
 * <Admin> imports whatever it is given: the login page (the console's own is src/public/), the not-found page
 * (App's CatchAll), the auth-callback page (the console's authProvider handles no callback), and react-admin's
 * English i18nProvider (src/platform/i18n). Issue 32 (§9): the first row no longer waits for them. What <Admin>
 * gives otherwise is the same: the same context, CssBaseline, react-admin's error, loading and authentication-error
 * screens and its notification. The resources' registry may come filled (`resourceDefinitions`, a registry of its own
 * inside AdminContext's empty one).
 */
export function ConsoleAdmin({
  children,
  layout,
  dashboard,
  catchAll,
  accessDenied,
  title,
  disableTelemetry,
  resourceDefinitions,
  ...context
}: ContextProps & UiProps) {
  return (
    <AdminContext {...context}>
      <CssBaseline enableColorScheme>
        <ResourceDefinitionContextProvider definitions={resourceDefinitions}>
          <CoreAdminUI
            layout={layout}
            dashboard={dashboard}
            catchAll={catchAll}
            accessDenied={accessDenied}
            title={title}
            disableTelemetry={disableTelemetry}
            loginPage={false}
            authCallbackPage={false}
            authenticationError={AuthenticationError}
            error={ErrorScreen}
            loading={LoadingPage}
          >
            {children}
          </CoreAdminUI>
        </ResourceDefinitionContextProvider>
        <Notification />
      </CssBaseline>
    </AdminContext>
  );
}
