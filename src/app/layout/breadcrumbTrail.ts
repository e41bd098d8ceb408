import { recordScreenLabel } from '../../platform/routing/recordScreenLabel';
import type { RouteEntry } from '../../platform/routing/types';

/** One step of the §2 breadcrumb: a link when it has `to`, the page shown when `current`. */
export interface Crumb {
  text: string;
  to?: string;
  current?: boolean;
}

/** Which record screen below its list a path is (react-admin's /<resource>/create, /<resource>/:id, …/:id/show). */
export function recordScreenOf(pathname: string, listPath: string): 'create' | 'edit' | 'show' | undefined {
  if (pathname === listPath) return undefined;
  if (pathname.endsWith('/create')) return 'create';
  return pathname.endsWith('/show') ? 'show' : 'edit';
}

export interface TrailContext {
  /** Where the home crumb leads. */
  homePath: string;
  /** The group's first entry this account may open; undefined: the group is named, not linked. */
  groupPath?: string;
  translate: (key: string, options?: { _?: string }) => string;
}

/**
 * §2 page header: home › group › page › record screen — the page (when a record screen below it is shown) links back
 * to its list, the record screen's action (新建, 编辑, 查看) is where the user is. A crumb saying what the next one
 * says is shown once, as the later one: a group holding an entry of its own name (转化统计 › 转化统计) or the home
 * page itself (首页 › 首页) would repeat a word and lead nowhere new.
 */
export function breadcrumbTrail(
  route: RouteEntry,
  pathname: string,
  { homePath, groupPath, translate }: TrailContext,
): Crumb[] {
  const screen = recordScreenOf(pathname, route.path);
  const page = translate(route.label);
  const trail: Crumb[] = [
    { text: translate('app.breadcrumbHome'), to: homePath },
    ...(route.group ? [{ text: translate(`app.menu.${route.group}`), to: groupPath }] : []),
    screen ? { text: page, to: route.path } : { text: page, current: true },
    ...(screen ? [{ text: recordScreenLabel(route, screen, translate), current: true }] : []),
  ];
  return trail.filter((crumb, i) => crumb.text !== trail[i + 1]?.text);
}
