import { META_SCHEMA_FILES } from '../language';
import type { SourceKind } from '../load';
import type { Model, ResourceModel } from '../model';

/**
 * The per-project schemas editors validate and complete with (.vscode/settings.json maps each input file to one).
 * Each one refs the kind's meta-schema (generator/meta/<kind>.schema.json) and narrows the names it leaves open to
 * this project's: resource names and their fields where a key names another resource's field, menu groups,
 * permission keys, route keys and @mui/icons-material icons. A field of the same file cannot be an enum here (the
 * schema is shared by every resource file); the generator's checks still catch those.
 */
export const PROJECT_SCHEMA_DIR = 'generator/meta/project';
/**
 * The id ajv knows them by (tests): never written into the files, since the YAML language server would then resolve
 * their relative $refs against it instead of the file's own path.
 */
export const PROJECT_SCHEMA_BASE = 'https://cinema-console.local/meta/project';
const COMMENT =
  'generated from this project’s schemas/, routes.yaml, permissions.yaml and @mui/icons-material — do not edit; run npm run generate';

const names = (name: string) => ({ $ref: `names.schema.json#/$defs/${name}` });
/** An object narrowed key by key (typed, so strict validators know what the keywords apply to). */
const obj = (properties: Record<string, unknown>) => ({ type: 'object', properties });
/** A list whose items are narrowed. */
const arr = (items: unknown) => ({ type: 'array', items });
/** A map whose values are narrowed. */
const map = (values: unknown) => ({ type: 'object', additionalProperties: values });
const sorted = (values: Iterable<string>) => [...new Set(values)].sort();

/** Each resource's condition on a sibling `resource` key, with what its fields narrow to. */
function perResource(
  resources: readonly ResourceModel[],
  key: string,
  then: (r: ResourceModel) => Record<string, unknown>,
) {
  return resources.map((r) => ({ if: { properties: { [key]: { const: r.name } }, required: [key] }, then: then(r) }));
}

const topFields = (r: ResourceModel) => sorted(r.fields.map((f) => f.path[0]));
const leafFields = (r: ResourceModel) => sorted(r.fields.map((f) => f.name));
const fieldEnum = (values: string[], what: string) => ({
  type: 'string',
  enum: values,
  description: what,
  errorMessage: `Not ${what}.`,
});
/**
 * One list of names. errorMessage is what the YAML language server says instead of listing every allowed value
 * (10,000 icons); ajv ignores it as an annotation.
 */
const names_ = (values: string[], description: string, errorMessage: string) => ({
  type: 'string',
  enum: values,
  description,
  errorMessage,
});

/** The §2 paths in use: every resource's, view's and detail page's, and routes.yaml's pages no schema serves. */
function usedRoutes(model: Model) {
  const resources = model.resources.flatMap((r) => [
    r.route,
    ...(r.detail ? [r.detail.route] : []),
    ...r.views.map((v) => v.route),
  ]);
  return sorted([...resources, ...model.routes.pages.map((p) => p.path)]);
}

/** names.schema.json: the project's names, once, for the four project schemas to refer to. */
function namesSchema(model: Model, icons: readonly string[] | undefined) {
  return {
    $schema: 'https://json-schema.org/draft/2020-12/schema',
    $comment: COMMENT,
    title: 'This project’s names',
    description:
      'Resource names, their fields, menu groups, permission keys, route keys and icon names of this project, as enums for completion.',
    $defs: { ...nameLists(model, icons), ...otherResourceFields(model.resources) },
  };
}

/** The project-wide lists of names: resources, menu groups, permission keys, markers, routes, clients, icons. */
function nameLists(model: Model, icons: readonly string[] | undefined) {
  const resources = model.resources;
  const routeKeys = sorted([
    ...resources.flatMap((r) => [r.name, ...r.views.map((v) => v.name)]),
    ...model.routes.pages.map((p) => p.key),
  ]);
  return {
    resourceName: names_(
      sorted(resources.map((r) => r.name)),
      'A resource of schemas/ (its `name`).',
      'Unknown resource: use the `name` of a file in schemas/.',
    ),
    menuGroup: names_(
      sorted(Object.keys(model.routes.groups)),
      'A menu group of routes.yaml (`groups`).',
      'Unknown menu group: declare it in routes.yaml `groups`.',
    ),
    permissionKey: names_(
      sorted(Object.keys(model.permissionKeys)),
      'A key of the permission manifest (src/generated/permissionKeys.json): route keys and markers.',
      'Unknown permission key: declare it with a route (schemas/, routes.yaml) or as a marker, then run npm run generate.',
    ),
    markerKey: names_(
      sorted(Object.keys(model.permissions.markers ?? {})),
      'A marker of permissions.yaml (`markers`).',
      'Unknown marker: declare it in permissions.yaml `markers`.',
    ),
    // Each resource file's own schema refuses a route another file already uses (emit/ownNames.ts).
    usedRoute: { type: 'string', enum: usedRoutes(model) },
    routeKey: names_(
      routeKeys,
      'A route key: a resource or view name, or a routes.yaml page key.',
      'Unknown route key: use a resource or view name or a routes.yaml page key.',
    ),
    clientName: names_(
      sorted(Object.keys(model.upstream.clients)),
      'A client of upstream.yaml (`clients`).',
      'Unknown client: declare it in upstream.yaml `clients`.',
    ),
    // Without the package installed, any icon-shaped name (the meta-schema's pattern) is left to the checks.
    icon: icons
      ? names_(
          [...icons],
          'An @mui/icons-material icon name.',
          'Unknown icon: use an @mui/icons-material name (https://mui.com/material-ui/material-icons/).',
        )
      : { type: 'string', description: 'An @mui/icons-material icon name.' },
  };
}

/**
 * Where a key names a field of another resource (a reference's display, an aggregate's fields, a dashboard chart's or
 * table's), one condition per resource on the sibling key that names it narrows the field names to that resource's.
 */
function otherResourceFields(resources: readonly ResourceModel[]) {
  const ofResource = (r: ResourceModel) => `a field of ${r.name} (${r.file})`;
  return {
    reference: {
      ...obj({ resource: names('resourceName') }),
      allOf: perResource(resources, 'resource', (r) => obj({ display: fieldEnum(topFields(r), ofResource(r)) })),
    },
    aggregate: {
      ...obj({ resource: names('resourceName') }),
      allOf: perResource(resources, 'resource', (r) =>
        obj({
          field: fieldEnum(topFields(r), ofResource(r)),
          where: { type: 'object', propertyNames: fieldEnum(topFields(r), ofResource(r)) },
          when: obj({ field: fieldEnum(topFields(r), ofResource(r)) }),
        }),
      ),
    },
    dashboardChart: {
      ...obj({ from: obj({ resource: names('resourceName') }) }),
      allOf: resources.map((r) => ({
        if: {
          ...obj({ from: { ...obj({ resource: { const: r.name } }), required: ['resource'] } }),
          required: ['from'],
        },
        then: obj({
          from: obj({ date: fieldEnum(topFields(r), ofResource(r)) }),
          series: arr(obj({ field: fieldEnum(topFields(r), ofResource(r)) })),
        }),
      })),
    },
    dashboardTable: {
      ...obj({ resource: names('resourceName') }),
      allOf: perResource(resources, 'resource', (r) => obj({ columns: arr(fieldEnum(leafFields(r), ofResource(r))) })),
    },
  };
}

const project = (kind: SourceKind, title: string, overlay: Record<string, unknown>) => ({
  $schema: 'https://json-schema.org/draft/2020-12/schema',
  $comment: COMMENT,
  title,
  description: `${META_SCHEMA_FILES[kind].replace('generator/meta/', '')} narrowed to this project’s names (generator/meta/project/names.schema.json).`,
  allOf: [{ $ref: `../${META_SCHEMA_FILES[kind].replace('generator/meta/', '')}` }],
  ...overlay,
});

function resourceProject(model: Model) {
  // A schema declares its permission key: the project's keys are offered (examples), a new one is allowed.
  const declared = { examples: sorted(Object.keys(model.permissionKeys)) };
  const action = obj({ icon: names('icon') });
  return project('resource', 'Resource file (this project)', {
    ...obj({
      upstream: obj({ client: names('clientName') }),
      menu: { $ref: '#/$defs/menu' },
      permission: declared,
      fields: map({ $ref: '#/$defs/field' }),
      actions: arr(action),
      views: arr(obj({ menu: { $ref: '#/$defs/menu' }, permission: declared, actions: arr(action) })),
      dashboard: obj({ charts: arr(names('dashboardChart')), tables: arr(names('dashboardTable')) }),
    }),
    $defs: {
      menu: obj({ group: names('menuGroup'), icon: names('icon') }),
      // Recursive like the meta-schema's field: an object field's nested fields are fields.
      field: obj({
        reference: names('reference'),
        seed: obj({ aggregate: names('aggregate') }),
        properties: map({ $ref: '#/$defs/field' }),
      }),
    },
  });
}

function routesProject(model: Model) {
  const declared = { examples: sorted(Object.keys(model.permissionKeys)) };
  return project('routes', 'Routes file (this project)', {
    ...obj({
      groups: map(obj({ icon: names('icon'), permission: declared })),
      pages: arr(obj({ group: names('menuGroup'), icon: names('icon'), permission: declared })),
    }),
  });
}

function permissionsProject() {
  return project('permissions', 'Permissions file (this project)', {
    ...obj({
      mainAccount: obj({
        keys: arr(names('permissionKey')),
        markers: map(names('markerKey')),
        removes: arr(names('permissionKey')),
      }),
      identities: { type: 'object', propertyNames: names('permissionKey') },
      roles: map(obj({ grants: { type: 'object', propertyNames: names('permissionKey') } })),
    }),
  });
}

function brandProject() {
  return project('brand', 'Brand file (this project)', obj({ hidden_routes: arr(names('routeKey')) }));
}

/** A fixed call names one of the file's own clients (the checks say so too, located). */
function upstreamProject() {
  return project(
    'upstream',
    'Upstream profile (this project)',
    obj({ operations: map(obj({ client: names('clientName') })) }),
  );
}

/** The six files of generator/meta/project/, from the model and the installed icons. Pure. */
export function emitProjectSchemas(
  model: Model,
  icons: readonly string[] | undefined,
): Array<{ path: string; content: string }> {
  const json = (value: unknown) => `${JSON.stringify(value, null, 2)}\n`;
  return [
    { path: `${PROJECT_SCHEMA_DIR}/names.schema.json`, content: json(namesSchema(model, icons)) },
    { path: `${PROJECT_SCHEMA_DIR}/resource.schema.json`, content: json(resourceProject(model)) },
    { path: `${PROJECT_SCHEMA_DIR}/routes.schema.json`, content: json(routesProject(model)) },
    { path: `${PROJECT_SCHEMA_DIR}/permissions.schema.json`, content: json(permissionsProject()) },
    { path: `${PROJECT_SCHEMA_DIR}/brand.schema.json`, content: json(brandProject()) },
    { path: `${PROJECT_SCHEMA_DIR}/upstream.schema.json`, content: json(upstreamProject()) },
  ];
}
