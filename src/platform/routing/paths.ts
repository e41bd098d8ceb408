/** §9: the default landing route (§2: where the root path and a sign-in lead). Not always home: see home.ts. */
export const LANDING_ROUTE = '/cinema/alllist';
/** §2 route table: 'dashboard: home'. */
export const DASHBOARD_ROUTE = '/dashboard';
/** §2: the public routes of the user layout. */
export const LOGIN_ROUTE = '/user/login';
export const REGISTER_ROUTE = '/user/register';
export const REGISTER_RESULT_ROUTE = '/user/registerResult';
export const RESET_ROUTE = '/user/reset';
export const NOT_FOUND_ROUTE = '/404';
export const FORBIDDEN_ROUTE = '/403';
export const SERVER_ERROR_ROUTE = '/500';

/** An in-app path, then each path above it (`/orders/7/show`, `/orders/7`, `/orders`): a record screen's list. */
export function* pathAndParents(pathname: string): Generator<string> {
  for (let path = pathname; path && path !== '/'; path = path.slice(0, path.lastIndexOf('/'))) yield path;
}
