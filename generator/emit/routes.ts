import type { Model } from '../model';
import { HEADER, Imports, literal, raw } from './code';

const anyOf = (ref: string | string[] | undefined) => (ref === undefined ? undefined : Array.isArray(ref) ? ref : [ref]);

/** src/generated/routes.ts: the whole §2 route table (resources, their detail pages, routes.yaml pages) and menu groups. */
export function emitRoutes(model: Model): string {
  const imports = new Imports().addType('../routing/types', 'MenuGroup', 'RouteEntry');
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
  const routes = [
    ...model.resources.flatMap((r) => [
      {
        key: r.name,
        path: r.route,
        kind: 'resource',
        label: `resources.${r.id}.name`,
        group: r.menu.group,
        order: r.menu.order,
        icon: icon(r.menu.icon),
        permission: anyOf(r.permission ?? groupPermission(r.menu.group)),
        hidden: r.menu.hidden,
        keepAlive: r.keepAlive,
        resource: r.id,
      },
      ...(r.detail
        ? [{
            key: `${r.name}Detail`,
            path: r.detail.route,
            kind: 'detail',
            label: `resources.${r.id}.detail`,
            group: r.menu.group,
            order: r.menu.order,
            permission: anyOf(r.permission ?? groupPermission(r.menu.group)),
            hidden: true,
            keepAlive: false,
            resource: r.id,
          }]
        : []),
    ]),
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
    })),
  ].sort((a, b) => a.path.localeCompare(b.path));
  return [
    HEADER('schemas/*.yaml and routes.yaml'),
    imports.print(),
    '',
    `export const menuGroups: readonly MenuGroup[] = ${literal(groups)};`,
    '',
    `export const routes: readonly RouteEntry[] = ${literal(routes)};`,
    '',
  ].join('\n');
}
