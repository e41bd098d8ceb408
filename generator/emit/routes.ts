import type { Model, ResourceModel } from '../model';
import { HEADER, Imports, literal, raw, str } from './code';
import { openingListOf, resourceListSpec, viewListSpec } from './screen/list';

const anyOf = (ref: string | string[] | undefined) =>
  ref === undefined ? undefined : Array.isArray(ref) ? ref : [ref];
/** A route's keys, undefined for a route every logged-in account may open. */
const nonEmpty = (keys: readonly string[]) => (keys.length ? [...keys] : undefined);
const union = (values: readonly string[]) => (values.length ? values.map(str).join(' | ') : 'never');

/**
 * src/generated/routes.ts: the one table of §2 routes — each resource's list route with its lazily loaded screens, its
 * hidden detail route, and every routes.yaml page with the screen a feature builds (none while planned) — plus the menu
 * groups and the key types. One identifier per route: its key (the resource name or the page key). The screens
 * themselves are in screens.ts (emit/screens.ts), which the page's start-up reads without this table's icons.
 */
export function emitRoutes(model: Model): string {
  const imports = new Imports()
    .add('./screens', 'pageScreens', 'screens')
    .addType('../platform/routing/types', 'MenuGroup', 'RouteEntry');
  const icon = (name: string | undefined) => {
    if (!name) return undefined;
    imports.addDefault(`@mui/icons-material/${name}`, name);
    return raw(name);
  };
  const groups = menuGroupsOf(model, icon);
  const routes = [...model.resources.flatMap((r) => resourceRoutes(r, icon)), ...pageRoutes(model, icon)].sort((a, b) =>
    a.path.localeCompare(b.path),
  );
  return [
    HEADER('schemas/*.yaml and routes.yaml'),
    imports.print(),
    '',
    '/** Schema names (schemas/<name>.yaml) and their views: the react-admin resource ids. */',
    `export type ResourceName = ${union(model.resources.flatMap((r) => [r.name, ...r.views.map((v) => v.name)]))};`,
    '/** routes.yaml page keys. */',
    `export type PageKey = ${union(model.routes.pages.map((p) => p.key))};`,
    '',
    `export const menuGroups: readonly MenuGroup[] = ${literal(groups)};`,
    '',
    `export const routes: readonly RouteEntry[] = ${literal(routes)};`,
    '',
  ].join('\n');
}

/** Prints an icon's identifier, importing it; undefined for none. */
type IconOf = (name: string | undefined) => unknown;

/** routes.yaml's menu groups, in menu order. */
function menuGroupsOf(model: Model, icon: IconOf) {
  return Object.entries(model.routes.groups)
    .map(([id, g]) => ({
      id,
      order: g.order,
      icon: icon(g.icon),
      permission: anyOf(g.permission),
      hidden: g.hidden ?? false,
      menuArea: g.menuArea,
      unhideForAgents: g.unhideForAgents ?? false,
    }))
    .sort((a, b) => a.order - b.order || a.id.localeCompare(b.id));
}

/** The route entries of routes.yaml's pages: a feature's screen each, none while planned. */
function pageRoutes(model: Model, icon: IconOf) {
  // A route without its own key inherits its group's (§2: the junior-agent pages have none, their group has two).
  const groupPermission = (group: string | undefined) => (group ? model.routes.groups[group]?.permission : undefined);
  return model.routes.pages.map((p) => ({
    key: p.key,
    path: p.path,
    kind: 'page',
    label: `app.pages.${p.key}`,
    group: p.group,
    order: p.order ?? 100,
    icon: icon(p.icon),
    permission: anyOf(p.permission ?? groupPermission(p.group)),
    hidden: p.hidden ?? false,
    keepAlive: p.keepAlive ?? false,
    menuArea: p.menuArea,
    planned: p.planned || undefined,
    layout: p.layout === 'blank' ? 'blank' : undefined,
    screen: p.component ? raw(`pageScreens.${p.key}`) : undefined,
  }));
}

/** The route entries of a resource: its screen, its hidden detail page, its views. */
function resourceRoutes(r: ResourceModel, icon: IconOf) {
  const base = {
    group: r.menu.group,
    order: r.menu.order,
    menuArea: r.menu.menuArea,
    permission: nonEmpty(r.accessKeys),
    writePermission: nonEmpty(r.writeKeys),
    grantsField: r.fields.find((f) => f.widget === 'permissionTree')?.name,
    resource: r.name,
    screens: raw(`screens.${r.name}`),
  };
  // A generated list (not a feature's screen, not a form or dashboard page) says what it asks for first.
  const openingList = r.page === 'list' && r.list && !r.screens.list ? openingListOf(resourceListSpec(r)) : undefined;
  const list = {
    key: r.name,
    path: r.route,
    kind: 'resource',
    label: `resources.${r.name}.title`,
    icon: icon(r.menu.icon),
    hidden: r.menu.hidden,
    keepAlive: r.keepAlive,
    recordLabel: r.recordLabel,
    openingList,
    live: r.page === 'list' && r.list?.live ? { ...r.list.live, records: r.name } : undefined,
    ...base,
  };
  const detail = r.detail && {
    key: `${r.name}Detail`,
    path: r.detail.route,
    kind: 'detail',
    label: `resources.${r.name}.detail`,
    hidden: true,
    keepAlive: false,
    ...base,
  };
  const views = r.views.map((v) => ({
    key: v.name,
    path: v.route,
    kind: 'resource',
    label: `resources.${v.name}.title`,
    group: v.menu.group,
    order: v.menu.order,
    menuArea: v.menu.menuArea,
    icon: icon(v.menu.icon),
    permission: nonEmpty(v.accessKeys),
    writePermission: nonEmpty(v.writeKeys),
    hidden: v.menu.hidden,
    keepAlive: v.keepAlive,
    recordLabel: r.recordLabel,
    openingList: r.list ? openingListOf(viewListSpec(r, v)) : undefined,
    live: v.live && { ...v.live, records: r.name },
    resource: v.name,
    screens: raw(`screens.${v.name}`),
  }));
  return [list, ...(detail ? [detail] : []), ...views];
}
