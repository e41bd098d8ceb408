import type { Model } from '../model';
import { HEADER, Imports, literal, pascal, raw, str } from './code';

/** src/generated/registry.ts: every resource's route, menu place, permission and lazily loaded screens. */
export function emitRegistry(model: Model): string {
  const imports = new Imports().add('react', 'lazy').addType('../resources/types', 'ResourceEntry');
  // One loader per module: the lazy views share it, and the access check starts it early (preload).
  const loaders: string[] = [];
  const entries = model.resources.map((r) => {
    if (r.menu.icon) imports.addDefault(`@mui/icons-material/${r.menu.icon}`, r.menu.icon);
    const loader = `load${pascal(r.name)}`;
    loaders.push(`const ${loader} = () => import(${str(`./resources/${r.name}`)});`);
    const view = (v: string) => raw(`lazy(() => ${loader}().then((m) => ({ default: m.${pascal(r.name)}${v} })))`);
    return {
      name: r.name,
      id: r.id,
      route: r.route,
      menu: { group: r.menu.group, order: r.menu.order, hidden: r.menu.hidden, icon: r.menu.icon ? raw(r.menu.icon) : undefined },
      keepAlive: r.keepAlive,
      permission: r.permission,
      recordLabel: r.recordLabel,
      detailRoute: r.detail?.route,
      preload: raw(loader),
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
    ...loaders,
    '',
    `export const resources: readonly ResourceEntry[] = ${literal(entries)};`,
    '',
  ].join('\n');
}
