import { CustomRoutes, Resource, ResourceContextProvider, type ResourceDefinition } from 'react-admin';
import { Navigate, Route } from 'react-router-dom';
import { routes } from '../generated/routes';
import {
  FORBIDDEN_ROUTE,
  LOGIN_ROUTE,
  NOT_FOUND_ROUTE,
  REGISTER_RESULT_ROUTE,
  REGISTER_ROUTE,
  RESET_ROUTE,
  SERVER_ERROR_ROUTE,
} from '../platform/routing/paths';
import { listAddress } from '../kit/resources/listAddress';
import type { RouteEntry } from '../platform/routing/types';
import { DetailPage } from './DetailPage';
import { BlankLayout } from './layout/BlankLayout';
import { PageRoute } from './PageRoute';
import { ForbiddenPage, NotFoundPage, ServerErrorPage } from './pages/ErrorPage';
import { LoginPage } from './pages/LoginPage';
import { ServiceContactPage } from '../public/ServiceContactPage';
import { SessionGate } from './session/SessionGate';
import { withAccess } from './withAccess';

/**
 * The console's routes, from the generated route table. A resource's id is its name (`orders`); its list lives at the
 * §2 path (`/cinema/alllist`) and its record screens under react-admin's `/<name>/…` (create, :id, :id/show), so every
 * react-admin button and redirect works unchanged. `/<name>` itself only forwards to the §2 path.
 */
const resourceRoutes = routes.filter((r) => r.kind === 'resource');

/** Every resource screen, behind the access check; built once so routes keep their component identity. */
const guarded = resourceRoutes.map((r) => {
  const { preload, list, show, create, edit } = r.screens!;
  // react-admin's 'list' redirect (a record's delete) comes here: on to the list as it was left (issue 30 item 12).
  const ToList = () => <Navigate to={listAddress(r.path)} replace />;
  return {
    route: r,
    list: withAccess(list, 'list', preload),
    toList: ToList,
    show: show && withAccess(show, 'show', preload),
    create: create && withAccess(create, 'create', preload),
    edit: edit && withAccess(edit, 'edit', preload),
  };
});

/** The <Resource> definitions: record screens and the name react-admin knows the resource by. */
export const resourceElements = guarded.map(({ route, toList, show, create, edit }) => (
  <Resource
    key={route.key}
    name={route.resource!}
    list={toList}
    show={show}
    create={create}
    edit={edit}
    icon={route.icon}
    recordRepresentation={route.recordLabel}
  />
));

/**
 * What react-admin's registry holds for those elements, as each <Resource> registers itself (issue 32, §9): given
 * from the start (ConsoleAdmin), the registry is complete in the first render, and the registrations after it change
 * nothing — they had every screen that reads the registry (each list row, the menu) render again right after the
 * first one, 48 state updates later.
 */
export const resourceDefinitions: Record<string, ResourceDefinition> = Object.fromEntries(
  resourceElements.map((element) => [element.props.name, Resource.registerResource(element.props)]),
);

function pageElement(r: RouteEntry) {
  if (r.kind === 'detail') return <DetailPage route={r} />;
  if (r.kind === 'page') return <PageRoute route={r} />;
  const List = guarded.find((g) => g.route === r)!.list;
  return (
    <ResourceContextProvider value={r.resource!}>
      <List />
    </ResourceContextProvider>
  );
}

/** §2 user layout (public) and blank-layout pages: no menu, no header. */
export const standaloneRoutes = (
  <CustomRoutes noLayout>
    <Route path={LOGIN_ROUTE} element={<LoginPage />} />
    <Route path={REGISTER_ROUTE} element={<ServiceContactPage kind="register" />} />
    <Route path={REGISTER_RESULT_ROUTE} element={<ServiceContactPage kind="registerResult" />} />
    <Route path={RESET_ROUTE} element={<ServiceContactPage kind="reset" />} />
    {routes
      .filter((r) => r.kind === 'page' && r.layout === 'blank')
      .map((r) => (
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
);

/** §2 basic layout: resource lists at their §2 paths, detail routes, routes.yaml pages and the error pages. */
export const layoutRoutes = (
  <CustomRoutes>
    {routes
      .filter((r) => !(r.kind === 'page' && r.layout === 'blank'))
      .map((r) => (
        <Route key={r.key} path={r.path} element={pageElement(r)} />
      ))}
    <Route path={NOT_FOUND_ROUTE} element={<NotFoundPage />} />
    <Route path={FORBIDDEN_ROUTE} element={<ForbiddenPage />} />
    <Route path={SERVER_ERROR_ROUTE} element={<ServerErrorPage />} />
  </CustomRoutes>
);
