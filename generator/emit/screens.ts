import type { Model, ResourceModel, ViewModel } from '../model';
import { HEADER, Imports, literal, pascal, raw, str } from './code';

/**
 * src/generated/screens.ts: every screen the route table shows, each read from its lazily loaded module (a resource's
 * generated module or a feature's), with one loader per module; and the module each path opens, which the page's
 * start-up loads beside the console's code (src/boot.ts). Apart from routes.ts so that start-up reads it without the
 * menu's icons and the route table's code.
 */
export function emitScreens(model: Model): string {
  const imports = new Imports()
    .add('../platform/routing/lazyScreen', 'lazyScreen', 'moduleLoader')
    .addType('../platform/routing/types', 'ResourceScreens');
  const features = featuresOf(model);
  const loaders = [
    ...model.resources.map(
      (r) => `const ${loaderOf(r)} = moduleLoader(() => import(${str(`./resources/${r.name}`)}));`,
    ),
    ...features.map(
      (feature) => `const ${featureLoaderOf(feature)} = moduleLoader(() => import(${str(`../features/${feature}`)}));`,
    ),
  ];
  const resourceScreens = Object.fromEntries(
    model.resources.flatMap((r) => [[r.name, screensOf(r)], ...r.views.map((v) => [v.name, viewScreensOf(r, v)])]),
  );
  const pages = model.routes.pages.filter((p) => p.component);
  const pageScreens = Object.fromEntries(pages.map((p) => [p.key, raw(featureScreen(p.component!))]));
  return [
    HEADER('schemas/*.yaml and routes.yaml'),
    imports.print(),
    '',
    ...loaders,
    '',
    "/** Each resource's and view's screens, by react-admin resource id. */",
    `export const screens = ${literal(resourceScreens)} satisfies Record<string, ResourceScreens>;`,
    '',
    '/** The screen of each routes.yaml page a feature builds, by page key. */',
    `export const pageScreens = ${literal(pageScreens)};`,
    '',
    "/** The module a path opens: a list's or detail route's, a resource's record screens (`/<name>/…`), a page's. */",
    `export const openingModules: Readonly<Record<string, () => Promise<unknown>>> = ${literal(openingModulesOf(model))};`,
    '',
  ].join('\n');
}

function loaderOf(r: ResourceModel): string {
  return `load${pascal(r.name)}`;
}

function featureLoaderOf(feature: string): string {
  return `loadFeature${pascal(feature)}`;
}

/** The feature modules screens come from (`feature/Export` in routes.yaml pages and schemas' `screens`), sorted. */
function featuresOf(model: Model): string[] {
  const components = [
    ...model.routes.pages.map((p) => p.component),
    ...model.resources.flatMap((r) => [r.screens.list, r.screens.show, r.screens.create, r.screens.edit]),
  ];
  return [...new Set(components.filter((c): c is string => Boolean(c)).map(featureOf))].sort();
}

const featureOf = (component: string) => component.split('/')[0];

/** `feature/Export` → the lazily loaded component src/features/<feature> exports. */
function featureScreen(component: string): string {
  const [feature, name] = component.split('/');
  return `lazyScreen(${featureLoaderOf(feature)}, ${str(name)})`;
}

/** The component a page kind's route shows: its list, its form or its dashboard. */
const MAIN: Record<ResourceModel['page'], string> = { list: 'List', form: 'Form', dashboard: 'Dashboard' };

/** A view of a generated module, or the feature component a schema names for it (`screens`, the escape hatch). */
function lazyView(r: ResourceModel, component: string, feature?: string) {
  if (feature) return raw(featureScreen(feature));
  return raw(`lazyScreen(${loaderOf(r)}, ${str(component)})`);
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

/** Path → the loader of the module its screen comes from. */
function openingModulesOf(model: Model) {
  const entries: [string, unknown][] = [];
  const moduleOf = (r: ResourceModel, feature: string | undefined) =>
    raw(feature ? featureLoaderOf(featureOf(feature)) : loaderOf(r));
  for (const r of model.resources) {
    entries.push([r.route, moduleOf(r, r.screens.list)], [`/${r.name}`, moduleOf(r, undefined)]);
    if (r.detail) entries.push([r.detail.route, moduleOf(r, r.screens.show)]);
    for (const v of r.views) entries.push([v.route, moduleOf(r, undefined)], [`/${v.name}`, moduleOf(r, undefined)]);
  }
  for (const p of model.routes.pages)
    if (p.component) entries.push([p.path, raw(featureLoaderOf(featureOf(p.component)))]);
  return Object.fromEntries(entries.sort(([a], [b]) => a.localeCompare(b)));
}
