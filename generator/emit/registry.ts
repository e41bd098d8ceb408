import type { Model } from '../model';
import { HEADER, Imports, literal, pascal, raw, str } from './code';

/** src/generated/registry.ts: every resource's route, menu place, permission and lazily loaded screens. */
export function emitRegistry(model: Model): string {
  const imports = new Imports().add('react', 'lazy').addType('../resources/types', 'ResourceEntry');
  const entries = model.resources.map((r) => {
    if (r.menu.icon) imports.addDefault(`@mui/icons-material/${r.menu.icon}`, r.menu.icon);
    const view = (v: string) => raw(`lazy(() => import(${str(`./resources/${r.name}`)}).then((m) => ({ default: m.${pascal(r.name)}${v} })))`);
    return {
      name: r.name,
      id: r.id,
      route: r.route,
      menu: { group: r.menu.group, order: r.menu.order, hidden: r.menu.hidden, icon: r.menu.icon ? raw(r.menu.icon) : undefined },
      keepAlive: r.keepAlive,
      permission: r.permission,
      recordLabel: r.recordLabel,
      detailRoute: r.detail?.route,
      views: {
        list: view('List'),
        show: r.show ? view('Show') : undefined,
        create: r.create ? view('Create') : undefined,
        edit: r.edit ? view('Edit') : undefined,
      },
    };
  });
  const union = (values: string[]) => (values.length ? values.map(str).join(' | ') : 'never');
  return [
    HEADER('schemas/*.yaml'),
    imports.print(),
    '',
    '/** Schema names (schemas/<name>.yaml). */',
    `export type ResourceName = ${union(model.resources.map((r) => r.name))};`,
    '/** react-admin resource ids: the §2 routes without their leading slash. */',
    `export type ResourceId = ${union(model.resources.map((r) => r.id))};`,
    '',
    `export const resources: readonly ResourceEntry[] = ${literal(entries)};`,
    '',
  ].join('\n');
}

/** src/generated/menu.ts: the menu groups of routes.yaml. */
export function emitMenu(model: Model): string {
  const imports = new Imports();
  const groups = Object.entries(model.routes.groups)
    .map(([id, g]) => {
      if (g.icon) imports.addDefault(`@mui/icons-material/${g.icon}`, g.icon);
      return { id, order: g.order, icon: g.icon ? raw(g.icon) : undefined, permission: g.permission, hidden: g.hidden ?? false };
    })
    .sort((a, b) => a.order - b.order || a.id.localeCompare(b.id));
  imports.addType('react', 'ComponentType');
  return [
    HEADER('routes.yaml'),
    imports.print(),
    '',
    'export interface MenuGroup {',
    '  id: string;',
    '  order: number;',
    '  icon?: ComponentType;',
    '  permission?: string;',
    '  hidden: boolean;',
    '}',
    '',
    `export const menuGroups: readonly MenuGroup[] = ${literal(groups)};`,
    '',
  ].join('\n');
}
