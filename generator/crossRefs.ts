import { defaultWidget, filterOps, widgetOf } from '../vocabulary/widgets';
import { checkBrands } from './brandChecks';
import type { Diagnostic } from './diagnostics';
import { ACTION_KEYS, type ActionKey } from '../vocabulary/actions';
import type { PermissionsInput, ResourceInput, RoutesInput } from './input';
import type { LoadedSource, ProjectFiles } from './load';
import { didYouMean } from './suggest';

/** Built-in actions: what each needs from the schema to work. */
const BUILTIN_NEEDS: Partial<Record<ActionKey, { view?: 'create' | 'edit' | 'show'; operation: 'create' | 'update' | 'delete' | 'get' }>> = {
  add: { view: 'create', operation: 'create' },
  edit: { view: 'edit', operation: 'update' },
  delete: { operation: 'delete' },
  get: { view: 'show', operation: 'get' },
};

interface Checker {
  report(source: LoadedSource, path: (string | number)[], message: string, atKey?: boolean): void;
}

/**
 * Checks what a meta-schema cannot: names that must point at something that exists, across files.
 * Runs only on files that passed their meta-schema, so shapes can be trusted.
 */
export function checkCrossReferences(sources: readonly LoadedSource[], project: ProjectFiles = {}): Diagnostic[] {
  const out: Diagnostic[] = [];
  const checker: Checker = {
    report(source, path, message, atKey = false) {
      out.push({ file: source.file, ...source.locate(path, atKey), pointer: path.map((p) => '/' + String(p)).join(''), message });
    },
  };
  const permissionsSource = sources.find((s) => s.kind === 'permissions');
  const routesSource = sources.find((s) => s.kind === 'routes');
  const permissions = permissionsSource?.data as PermissionsInput | undefined;
  const routes = routesSource?.data as RoutesInput | undefined;
  const resources = sources.filter((s) => s.kind === 'resource');
  const permissionKeys = new Set(Object.keys(permissions?.keys ?? {}));
  const groups = new Set(Object.keys(routes?.groups ?? {}));
  const byName = new Map(resources.map((s) => [(s.data as ResourceInput).name, s.data as ResourceInput]));

  const checkPermission = (source: LoadedSource, path: (string | number)[], ref: string | string[] | undefined) => {
    if (ref === undefined || !permissions) return;
    const keys = Array.isArray(ref) ? ref : [ref];
    keys.forEach((key, i) => {
      if (!permissionKeys.has(key)) {
        checker.report(source, Array.isArray(ref) ? [...path, i] : path, `unknown permission key "${key}"${didYouMean(key, permissionKeys)}; declare it in permissions.yaml`);
      }
    });
  };

  checkUniqueness(resources, routesSource, checker);
  for (const source of resources) {
    const r = source.data as ResourceInput;
    checkResource(source, r, byName, checker);
    checkPermission(source, ['permission'], r.permission);
    for (const [view, component] of Object.entries(r.screens ?? {})) checkFeature(source, ['screens', view], component, project.features, checker);
    if (r.menu?.group !== undefined && routes && !groups.has(r.menu.group)) {
      checker.report(source, ['menu', 'group'], `unknown menu group "${r.menu.group}"${didYouMean(r.menu.group, groups)}; declare it in routes.yaml`);
    }
  }
  if (routesSource && routes) {
    for (const [id, g] of Object.entries(routes.groups)) checkPermission(routesSource, ['groups', id, 'permission'], g.permission);
    const served = new Set([...byName.values()].map((r) => r.route));
    (routes.pages ?? []).forEach((p, i) => {
      checkPermission(routesSource, ['pages', i, 'permission'], p.permission);
      if (p.group !== undefined && !groups.has(p.group)) {
        checker.report(routesSource, ['pages', i, 'group'], `unknown menu group "${p.group}"${didYouMean(p.group, groups)}`);
      }
      if (!served.has(p.path)) checkPageScreen(routesSource, p, i, project.features, checker);
    });
  }
  if (permissionsSource && permissions) {
    checkRoles(permissionsSource, permissions, checker);
    const main = permissions.mainAccount;
    main?.keys.forEach((key, i) => checkPermission(permissionsSource, ['mainAccount', 'keys', i], key));
    main?.removes?.forEach((key, i) => checkPermission(permissionsSource, ['mainAccount', 'removes', i], key));
    for (const [flag, key] of Object.entries(main?.markers ?? {})) checkPermission(permissionsSource, ['mainAccount', 'markers', flag], key);
  }
  const resourceRoutes = new Set([...byName.values()].map((r) => r.route));
  const routeKeys = new Set([...byName.keys(), ...(routes?.pages ?? []).filter((p) => !resourceRoutes.has(p.path)).map((p) => p.key)]);
  out.push(...checkBrands(sources.filter((s) => s.kind === 'brand'), routeKeys, project.assets));
  return out;
}

/** A page is built by a feature (`component`) or `planned`: never neither (a menu entry into 'under development'). */
function checkPageScreen(source: LoadedSource, p: NonNullable<RoutesInput['pages']>[number], i: number, features: readonly string[] | undefined, checker: Checker) {
  if (p.component !== undefined && p.planned) {
    checker.report(source, ['pages', i, 'planned'], `page "${p.key}" names its component; it is built, not planned`, true);
  } else if (p.component === undefined && !p.planned) {
    checker.report(source, ['pages', i], `page "${p.key}" has no screen: name its "component" (<feature>/<Export>) or mark it "planned: true"`, true);
  }
  if (p.component !== undefined) checkFeature(source, ['pages', i, 'component'], p.component, features, checker);
}

/** A `<feature>/<Export>` reference names a feature folder that exists (the export itself is checked by tsc). */
function checkFeature(source: LoadedSource, path: (string | number)[], component: string, features: readonly string[] | undefined, checker: Checker) {
  const feature = component.split('/')[0];
  if (features !== undefined && !features.includes(feature)) {
    checker.report(source, path, `unknown feature "${feature}"${didYouMean(feature, features)}; a feature is a folder src/features/<name>/ with an index.ts`);
  }
}

function checkUniqueness(resources: readonly LoadedSource[], routesSource: LoadedSource | undefined, checker: Checker) {
  const names = new Map<string, string>();
  const paths = new Map<string, string>();
  const claim = (source: LoadedSource, path: (string | number)[], route: string) => {
    const owner = paths.get(route);
    if (owner) checker.report(source, path, `duplicate route "${route}" (already used by ${owner})`);
    else paths.set(route, source.file);
  };
  for (const source of resources) {
    const r = source.data as ResourceInput;
    const owner = names.get(r.name);
    if (owner) checker.report(source, ['name'], `duplicate resource name "${r.name}" (already used by ${owner})`);
    else names.set(r.name, source.file);
    claim(source, ['route'], r.route);
    if (r.detail) claim(source, ['detail', 'route'], r.detail.route);
  }
  if (routesSource) {
    const pages = (routesSource.data as RoutesInput).pages ?? [];
    const resourceRoutes = new Set(resources.map((s) => (s.data as ResourceInput).route));
    pages.forEach((p, i) => {
      // A schema for a page's route takes the page over: adding a resource is one file, not two.
      if (resourceRoutes.has(p.path)) return;
      if (names.has(p.key)) checker.report(routesSource, ['pages', i, 'key'], `route key "${p.key}" is already a resource name (${names.get(p.key)})`);
      claim(routesSource, ['pages', i, 'path'], p.path);
    });
  }
}

function checkResource(source: LoadedSource, r: ResourceInput, byName: Map<string, ResourceInput>, checker: Checker) {
  const fieldNames = Object.keys(r.fields);
  // Own keys only: `toString` or `constructor` must not pass for a field every object inherits.
  const field = (name: string) => (Object.hasOwn(r.fields, name) ? r.fields[name] : undefined);
  const needField = (path: (string | number)[], name: string, atKey = false) => {
    if (field(name)) return true;
    checker.report(source, path, `unknown field "${name}"${didYouMean(name, fieldNames)}`, atKey);
    return false;
  };

  if (!field(r.recordId ?? 'id')) checker.report(source, ['recordId'], `record id field "${r.recordId ?? 'id'}" is not among the fields`);
  if (r.recordLabel !== undefined) needField(['recordLabel'], r.recordLabel);

  for (const [name, f] of Object.entries(r.fields)) {
    const widget = f.widget ?? defaultWidget(f.type, f.enum !== undefined, f.format);
    const entry = widgetOf(widget);
    const at = ['fields', name];
    if (!entry.types.includes(f.type)) {
      checker.report(source, [...at, 'widget'], `widget "${widget}" cannot show a field of type ${f.type} (it takes ${entry.types.join(' or ')})`);
    }
    if (entry.needs === 'enum' && !f.enum) checker.report(source, at, `widget "${widget}" needs an "enum" list`, true);
    if (entry.needs === 'reference' && !f.reference) checker.report(source, at, `widget "reference" needs a "reference" block`, true);
    if (f.reference && widget !== 'reference') checker.report(source, [...at, 'reference'], `"reference" only applies to widget "reference"`, true);
    if (typeof f.enum === 'string' && f.type !== 'string') checker.report(source, [...at, 'enum'], `the list "${f.enum}" holds text values; the field's type is ${f.type}`);
    if (Array.isArray(f.enum)) f.enum.forEach((option, i) => {
      const ok = f.type === 'boolean' ? typeof option.value === 'boolean'
        : f.type === 'integer' || f.type === 'number' ? typeof option.value === 'number'
        : typeof option.value === 'string';
      if (!ok) checker.report(source, [...at, 'enum', i, 'value'], `enum value ${JSON.stringify(option.value)} does not fit type ${f.type}`);
    });
    if (f.pattern !== undefined) {
      try {
        new RegExp(f.pattern);
      } catch (e) {
        // V8 already starts its message with "Invalid regular expression: /…/:"; keep only the reason after it.
        checker.report(source, [...at, 'pattern'], `invalid regular expression: ${(e as Error).message.replace(/^Invalid regular expression: /, '')}`);
      }
    }
    if (f.minimum !== undefined && f.maximum !== undefined && f.minimum > f.maximum) {
      checker.report(source, [...at, 'minimum'], `minimum ${f.minimum} is greater than maximum ${f.maximum}`);
    }
    if (f.reference) {
      const target = byName.get(f.reference.resource);
      if (!target) {
        checker.report(source, [...at, 'reference', 'resource'], `unknown resource "${f.reference.resource}"${didYouMean(f.reference.resource, byName.keys())}`);
      } else if (!Object.hasOwn(target.fields, f.reference.display)) {
        checker.report(source, [...at, 'reference', 'display'], `resource "${f.reference.resource}" has no field "${f.reference.display}"${didYouMean(f.reference.display, Object.keys(target.fields))}`);
      }
    }
  }

  r.list.columns.forEach((c, i) => needField(['list', 'columns', i], c));
  (r.list.filters ?? []).forEach((flt, i) => {
    if (!needField(['list', 'filters', i, 'field'], flt.field)) return;
    const f = field(flt.field)!;
    const widget = f.widget ?? defaultWidget(f.type, f.enum !== undefined, f.format);
    const ops = filterOps(widget);
    if (!ops.includes(flt.op)) {
      checker.report(source, ['list', 'filters', i, 'op'], `filter "${flt.op}" does not apply to a ${widget} field (use ${ops.join(', ') || 'no filter'})`);
    }
    if (flt.op === 'dateRange' && !flt.params) checker.report(source, ['list', 'filters', i], 'a dateRange filter needs "params" (from, to)', true);
    if (flt.op !== 'dateRange' && flt.params) checker.report(source, ['list', 'filters', i, 'params'], '"params" only applies to dateRange filters; use "param"', true);
  });
  if (r.list.sort && needField(['list', 'sort', 'field'], r.list.sort.field) && !field(r.list.sort.field)!.sortable) {
    checker.report(source, ['list', 'sort', 'field'], `default sort field "${r.list.sort.field}" is not sortable; add "sortable: true" to it`);
  }
  const summaryNames = new Set<string>();
  (r.list.summary ?? []).forEach((s, i) => {
    if (summaryNames.has(s.name)) checker.report(source, ['list', 'summary', i, 'name'], `duplicate summary "${s.name}"`);
    summaryNames.add(s.name);
  });
  for (const view of ['show', 'create', 'edit'] as const) {
    (r[view] ?? []).forEach((name, i) => {
      if (!needField([view, i], name)) return;
      if ((view === 'create' || view === 'edit') && field(name)!.readOnly) {
        checker.report(source, [view, i], `field "${name}" is readOnly and cannot be in the ${view} form`);
      }
      if (view === 'show' && field(name)!.writeOnly) checker.report(source, [view, i], `field "${name}" is writeOnly and cannot be shown`);
    });
  }
  r.list.columns.forEach((c, i) => {
    if (field(c)?.writeOnly) checker.report(source, ['list', 'columns', i], `field "${c}" is writeOnly and cannot be a column`);
  });
  checkActions(source, r, needField, checker);
}

function checkActions(
  source: LoadedSource,
  r: ResourceInput,
  needField: (path: (string | number)[], name: string, atKey?: boolean) => boolean,
  checker: Checker,
) {
  const names = new Set<string>();
  (r.actions ?? []).forEach((a, i) => {
    const at = ['actions', i];
    if (names.has(a.name)) checker.report(source, [...at, 'name'], `duplicate action "${a.name}"`);
    names.add(a.name);
    const isKey = (ACTION_KEYS as readonly string[]).includes(a.name);
    if (!isKey && !a.access) {
      checker.report(source, [...at, 'name'], `"${a.name}" is not a §3 action key${didYouMean(a.name, ACTION_KEYS)}; a custom action needs "access" (the §3 key that permits it)`);
    }
    if (a.name === 'query') checker.report(source, [...at, 'name'], '"query" is the list itself, not a button; remove this action');
    const needs = BUILTIN_NEEDS[a.name as ActionKey];
    if (needs) {
      if (needs.view && !r[needs.view] && !r.screens?.[needs.view]) checker.report(source, [...at, 'name'], `action "${a.name}" needs a "${needs.view}" view listing its fields`);
      if (!r.upstream[needs.operation]) checker.report(source, [...at, 'name'], `action "${a.name}" needs an upstream "${needs.operation}" operation`);
    } else if (a.name !== 'query' && a.name !== 'export' && !a.call) {
      // A built-in export (no call) is react-admin's ExportButton over the list call (model.ts BUILTIN); it needs nothing else.
      checker.report(source, at, `action "${a.name}" needs a "call" (the endpoint it calls)`, true);
    }
    if (a.place === 'toolbar' && (a.name === 'edit' || a.name === 'delete' || a.name === 'get')) {
      checker.report(source, [...at, 'place'], `action "${a.name}" works on one record; place it in "row"${a.name === 'delete' ? ' or "bulk"' : ''}`);
    }
    if (a.place === 'bulk' && (a.name === 'edit' || a.name === 'get')) {
      checker.report(source, [...at, 'place'], `action "${a.name}" works on one record; place it in "row"`);
    }
    if (a.place !== 'toolbar' && (a.name === 'add' || a.name === 'export') && !a.call) {
      checker.report(source, [...at, 'place'], `action "${a.name}" works on the whole list; place it in "toolbar"`);
    }
    if (a.place !== 'row' && a.visibleWhen) checker.report(source, [...at, 'visibleWhen'], '"visibleWhen" only applies to row actions', true);
    (a.payload ?? []).forEach((name, j) => needField([...at, 'payload', j], name));
    // An effect names the field by its key, so point at the key, not at the value it sets.
    for (const key of Object.keys(a.effect ?? {})) needField([...at, 'effect', key], key, true);
    if (a.visibleWhen) needField([...at, 'visibleWhen', 'field'], a.visibleWhen.field);
  });
}

function checkRoles(source: LoadedSource, permissions: PermissionsInput, checker: Checker) {
  const keys = Object.keys(permissions.keys);
  for (const [roleId, role] of Object.entries(permissions.roles ?? {})) {
    if (role.allKeys && role.grants) checker.report(source, ['roles', roleId, 'grants'], 'a role with "allKeys: true" lists no "grants"', true);
    if (!role.allKeys && !role.grants) checker.report(source, ['roles', roleId], 'a role needs "grants" or "allKeys: true"', true);
    for (const [key, actions] of Object.entries(role.grants ?? {})) {
      const declared = Object.hasOwn(permissions.keys, key) ? permissions.keys[key] : undefined;
      if (!declared) {
        checker.report(source, ['roles', roleId, 'grants', key], `unknown permission key "${key}"${didYouMean(key, keys)}`, true);
        continue;
      }
      actions.forEach((action, i) => {
        if (!(declared.actions ?? []).includes(action)) {
          checker.report(source, ['roles', roleId, 'grants', key, i], `permission key "${key}" does not carry action "${action}" (it carries ${(declared.actions ?? []).join(', ') || 'none'})`);
        }
      });
    }
  }
}
