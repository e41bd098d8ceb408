import { DASHBOARD_ROUTE, LANDING_ROUTE } from './paths';

/**
 * Home (§2 route table: 'dashboard: home'), where the breadcrumb's first step, the error pages' back-to-home button
 * and the tabs' 'close all' lead: the dashboard for an account that may open it (permission dashboard, and a brand
 * that does not hide it), else the default landing (§9).
 */
export function homePath(mayOpen: (path: string) => boolean): string {
  return mayOpen(DASHBOARD_ROUTE) ? DASHBOARD_ROUTE : LANDING_ROUTE;
}
