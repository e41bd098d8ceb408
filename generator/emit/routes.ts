import type { Model, ResourceModel, ViewModel } from '../model';
import { HEADER, Imports, literal, pascal, raw, str } from './code';
import { openingListOf, resourceListSpec, viewListSpec } from './screen/list';

const anyOf = (ref: string | string[] | undefined) => (ref === undefined ? undefined : Array.isArray(ref) ? ref : [ref]);
/** A route's keys, undefined for a route every logged-in account may open. */
const nonEmpty = (keys: readonly string[]) => (keys.length ? [...keys] : undefined);
const union = (values: readonly string[]) => (values.length ? values.map(str).join(' | ') : 'never');

/**
 * src/generated/routes.ts: the one table of §2 routes — each resource's list route with its lazily loaded screens, its
 * hidden detail route, and every routes.yaml page with the screen a feature builds (none while planned) — plus the menu
 * groups and the key types. One identifier per route: its key (the resource name or the page key).
 */
export function emitRoutes(model: Model): string {
  const imports = new Imports().add('react', 'lazy').addType('../routing/types', 'MenuGroup', 'RouteEntry');
  const icon = (name: string | undefined) => {
    if (!name) return undefined;
    imports.addDefault(`@mui/icons-material/${name}`, name);
    return raw(name);
  };
  const groups = menuGroupsOf(model, icon);
  // One loader per resource module: its lazy screens share it, and the access check starts it early (preload).
  const loaders = model.resources.map((r) => `const ${loaderOf(r)} = () => import(${str(`./resources/${r.name}`)});`);
  const routes = [...model.resources.flatMap((r) => resourceRoutes(r, icon)), ...pageRoutes(model, icon)].sort((a, b) => a.path.localeCompare(b.path));
  return [
    HEADER('schemas/*.yaml and routes.yaml'),
    imports.print(),
    '',
    '/** Schema names (schemas/<name>.yaml) and their views: the react-admin resource ids. */',
    `export type ResourceName = ${union(model.resources.flatMap((r) => [r.name, ...r.views.map((v) => v.name)]))};`,
    '/** routes.yaml page keys. */',
    `export type PageKey = ${union(model.routes.pages.map((p) => p.key))};`,
    '',
    ...loaders,
    '',
    ...model.resources.flatMap((r) => [
      `const ${r.name}Screens = ${literal(screensOf(r))};`,
      ...r.views.map((v) => `const ${v.name}Screens = ${literal(viewScreensOf(r, v))};`),
    ]),
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
    screen: p.component ? raw(featureScreen(p.component)) : undefined,
  }));
}

function loaderOf(r: ResourceModel): string {
  return `load${pascal(r.name)}`;
}

/** The component a page kind's route shows: its list, its form or its dashboard. */
const MAIN: Record<ResourceModel['page'], string> = { list: 'List', form: 'Form', dashboard: 'Dashboard' };

/** A view of a generated module, or the feature component a schema names for it (`screens`, the escape hatch). */
function lazyView(r: ResourceModel, component: string, feature?: string) {
  if (feature) return raw(featureScreen(feature));
  return raw(`lazy(() => ${loaderOf(r)}().then((m) => ({ default: m.${component} })))`);
}

/** The lazily loaded screens of a resource: the generated ones of src/generated/resources/<name>.tsx, or features'. */
function screensOf(r: ResourceModel) {
  const P = pascal(r.name);
  const has = (v: 'show' | 'create' | 'edit') => Boolean(r[v] || r.screens[v]);
  return {
    preload: raw(loaderOf(r)),
    list: lazyView(r, `${P}${MAIN[r.page]}`, r.screens.list),
    show: has('show') ? lazyView(r, `${P}Show`, r.screens.show) : undefined,
    create: has('create') ? lazyView(r, `${P}Create`, r.screens.create) : undefined,
    edit: has('edit') ? lazyView(r, `${P}Edit`, r.screens.edit) : undefined,
  };
}

/** A view's screens: its own list; the resource's record screens, when the view's buttons lead to them. */
function viewScreensOf(r: ResourceModel, v: ViewModel) {
  const own = screensOf(r);
  const offers = (key: string) => v.actions.some((a) => a.name === key);
  return {
    preload: raw(loaderOf(r)),
    list: lazyView(r, `${pascal(v.name)}List`),
    // The resource's record screen, leading back to this view's list with its buttons (resourceModule.ts).
    show: r.show && !r.screens.show ? lazyView(r, `${pascal(v.name)}Show`) : own.show,
    create: offers('add') ? own.create : undefined,
    edit: offers('edit') || r.list?.rowClick === 'edit' ? own.edit : undefined,
  };
}

/** The route entries of a resource: its screen, its hidden detail page, its views. */
function resourceRoutes(r: ResourceModel, icon: IconOf) {
  const base = { group: r.menu.group, order: r.menu.order, menuArea: r.menu.menuArea, permission: nonEmpty(r.accessKeys), resource: r.name, screens: raw(`${r.name}Screens`) };
  // A generated list (not a feature's screen, not a form or dashboard page) says what it asks for first.
  const openingList = r.page === 'list' && r.list && !r.screens.list ? openingListOf(resourceListSpec(r)) : undefined;
  const list = { key: r.name, path: r.route, kind: 'resource', label: `resources.${r.name}.title`, icon: icon(r.menu.icon), hidden: r.menu.hidden, keepAlive: r.keepAlive, recordLabel: r.recordLabel, openingList, ...base };
  const detail = r.detail && { key: `${r.name}Detail`, path: r.detail.route, kind: 'detail', label: `resources.${r.name}.detail`, hidden: true, keepAlive: false, ...base };
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
    hidden: v.menu.hidden,
    keepAlive: v.keepAlive,
    recordLabel: r.recordLabel,
    openingList: r.list ? openingListOf(viewListSpec(r, v)) : undefined,
    resource: v.name,
    screens: raw(`${v.name}Screens`),
  }));
  return [list, ...(detail ? [detail] : []), ...views];
}

/** `feature/Export` → the lazily loaded component src/features/<feature> exports. */
function featureScreen(component: string): string {
  const [feature, name] = component.split('/');
  return `lazy(() => import(${str(`../features/${feature}`)}).then((m) => ({ default: m.${name} })))`;
}
