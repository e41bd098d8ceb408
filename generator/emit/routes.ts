import type { Model, ResourceModel, ViewName } from '../model';
import { HEADER, Imports, literal, pascal, raw, str } from './code';

const anyOf = (ref: string | string[] | undefined) => (ref === undefined ? undefined : Array.isArray(ref) ? ref : [ref]);
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
  // A route without its own key inherits its group's (§2: the junior-agent pages have none, their group has two).
  const groupPermission = (group: string | undefined) => (group ? model.routes.groups[group]?.permission : undefined);
  const groups = Object.entries(model.routes.groups)
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
  // One loader per resource module: its lazy screens share it, and the access check starts it early (preload).
  const loaders = model.resources.map((r) => `const ${loaderOf(r)} = () => import(${str(`./resources/${r.name}`)});`);
  const routes = [
    ...model.resources.flatMap((r) => {
      const base = { group: r.menu.group, order: r.menu.order, permission: anyOf(r.permission ?? groupPermission(r.menu.group)), resource: r.id, screens: raw(`${r.name}Screens`) };
      const list = { key: r.name, path: r.route, kind: 'resource', label: `resources.${r.id}.name`, icon: icon(r.menu.icon), hidden: r.menu.hidden, keepAlive: r.keepAlive, recordLabel: r.recordLabel, ...base };
      const detail = r.detail && { key: `${r.name}Detail`, path: r.detail.route, kind: 'detail', label: `resources.${r.id}.detail`, hidden: true, keepAlive: false, ...base };
      return detail ? [list, detail] : [list];
    }),
    ...model.routes.pages.map((p) => ({
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
    })),
  ].sort((a, b) => a.path.localeCompare(b.path));
  return [
    HEADER('schemas/*.yaml and routes.yaml'),
    imports.print(),
    '',
    '/** Schema names (schemas/<name>.yaml). */',
    `export type ResourceName = ${union(model.resources.map((r) => r.name))};`,
    '/** react-admin resource ids: the §2 routes without their leading slash. */',
    `export type ResourceId = ${union(model.resources.map((r) => r.id))};`,
    '/** routes.yaml page keys. */',
    `export type PageKey = ${union(model.routes.pages.map((p) => p.key))};`,
    '',
    ...loaders,
    '',
    ...model.resources.map((r) => `const ${r.name}Screens = ${literal(screensOf(r))};`),
    '',
    `export const menuGroups: readonly MenuGroup[] = ${literal(groups)};`,
    '',
    `export const routes: readonly RouteEntry[] = ${literal(routes)};`,
    '',
  ].join('\n');
}

function loaderOf(r: ResourceModel): string {
  return `load${pascal(r.name)}`;
}

/**
 * The lazily loaded screens of a resource: the generated ones of src/generated/resources/<name>.tsx, or the feature
 * component a schema names for a view (`screens`, the escape hatch).
 */
function screensOf(r: ResourceModel) {
  const view = (v: ViewName, Suffix: string) => {
    const feature = r.screens[v];
    if (feature) return raw(featureScreen(feature));
    return raw(`lazy(() => ${loaderOf(r)}().then((m) => ({ default: m.${pascal(r.name)}${Suffix} })))`);
  };
  const has = (v: 'show' | 'create' | 'edit') => Boolean(r[v] || r.screens[v]);
  return {
    preload: raw(loaderOf(r)),
    list: view('list', 'List'),
    show: has('show') ? view('show', 'Show') : undefined,
    create: has('create') ? view('create', 'Create') : undefined,
    edit: has('edit') ? view('edit', 'Edit') : undefined,
  };
}

/** `feature/Export` → the lazily loaded component src/features/<feature> exports. */
function featureScreen(component: string): string {
  const [feature, name] = component.split('/');
  return `lazy(() => import(${str(`../features/${feature}`)}).then((m) => ({ default: m.${name} })))`;
}
