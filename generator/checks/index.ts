import { checkBrands } from './brands';
import { checkLiveQueues } from './live';
import type { Diagnostic } from '../diagnostics';
import type { PermissionsInput, ResourceInput, RoutesInput, UpstreamInput } from '../input';
import { profileOf } from '../model/profile';
import type { LoadedSource, ProjectFiles } from '../load';
import { assignAccessKeys, buildPermissionKeys, routeGrants, type RouteGrant } from '../model/permissions';
import type { ResourceModel } from '../model/types';
import { buildResource } from '../model/resource';
import { Checker, FieldIndex, fieldAt, type ProjectContext, type ResourceSource } from './context';
import { checkClients, checkEndpoints, checkFixedParams, checkListSends } from './endpoints';
import { checkDerive } from './derive';
import { checkFieldDefinitions } from './fields';
import { checkLiveMaximums } from './money';
import { checkPages } from './pages';
import { checkFeature, checkPermissionsFile, checkRoutesFile, checkUniqueness } from './project';
import { checkRecordPaths, checkRestClients, checkRestResource, isRestResource } from './rest';

/**
 * Checks what a meta-schema cannot: names that must point at something that exists, across files, and rules between
 * keys. Runs on every file at once — a file that failed its meta-schema takes part with what is left of it
 * (prune.ts), and `brokenNames` keeps references to a file too broken to keep from being reported again — so one
 * run reports every problem of the project.
 */
export function checkProject(
  sources: readonly LoadedSource[],
  project: ProjectFiles = {},
  brokenNames: ReadonlySet<string> = new Set(),
): Diagnostic[] {
  const ctx = projectContext(sources, project, brokenNames);
  const { checker, resources, routes } = ctx;
  const permissionsSource = sources.find((s) => s.kind === 'permissions');
  const routesSource = sources.find((s) => s.kind === 'routes');

  checkUniqueness(ctx, routesSource);
  checkClients(ctx);
  checkRestClients(ctx);
  checkEndpoints(ctx);
  for (const resource of resources) checkResource(ctx, resource);
  if (routesSource && routes) {
    checkRoutesFile(ctx, routesSource, routes);
  }
  if (permissionsSource && ctx.permissions) {
    const models = resources.map(({ source, r }) => buildResource(source.file, r, ctx.upstream));
    const kept = routes ?? { groups: {} };
    const grants = (assignAccessKeys(models, kept), routeGrants(models, kept));
    checkPermissionsFile(ctx, permissionsSource, ctx.permissions, buildPermissionKeys(grants, kept, ctx.permissions));
    checkWriteKeyNames(checker, resources, models, grants, ctx.permissions);
  }
  return [
    ...checker.diagnostics,
    ...checkBrands(
      sources.filter((s) => s.kind === 'brand'),
      hideableRouteKeys(ctx),
      project.assets,
    ),
  ];
}

/** What every check reads: the files by kind, resources by name (the first of a duplicated name), and the profile. */
function projectContext(
  sources: readonly LoadedSource[],
  project: ProjectFiles,
  brokenNames: ReadonlySet<string>,
): ProjectContext {
  const permissionsSource = sources.find((s) => s.kind === 'permissions');
  const routesSource = sources.find((s) => s.kind === 'routes');
  const upstreamSource = sources.find((s) => s.kind === 'upstream');
  const routes = routesSource?.data as RoutesInput | undefined;
  const resources: ResourceSource[] = sources
    .filter((s) => s.kind === 'resource')
    .map((source) => ({ source, r: source.data as ResourceInput }));
  const byName = new Map<string, ResourceInput>();
  for (const { r } of resources) {
    if (!byName.has(r.name)) byName.set(r.name, r);
  }
  return {
    checker: new Checker(),
    resources,
    byName,
    brokenNames,
    someUnreadable: resources.some(({ source }) => source.damage?.unreadable),
    permissions: permissionsSource?.data as PermissionsInput | undefined,
    routes,
    upstream: upstreamSource ? profileOf(upstreamSource.data as UpstreamInput) : undefined,
    upstreamSource,
    groups: new Set(Object.keys(routes?.groups ?? {})),
    features: project.features,
    icons: project.icons ? new Set(project.icons) : undefined,
  };
}

/**
 * The keys a brand's hidden_routes may name: resources (a broken file's name too, so it is not reported again), their
 * views, and routes.yaml pages that no resource serves.
 */
function hideableRouteKeys({ resources, byName, brokenNames, routes }: ProjectContext): Set<string> {
  const served = new Set(resources.flatMap(({ r }) => [r.route, ...(r.views ?? []).map((v) => v.route)]));
  return new Set([
    ...byName.keys(),
    ...brokenNames,
    ...resources.flatMap(({ r }) => (r.views ?? []).map((v) => v.name)),
    ...(routes?.pages ?? []).filter((p) => !served.has(p.path)).map((p) => p.key),
  ]);
}

/** One resource file's own checks: its record id and label, fields, derivation, live maximums, page kind, calls and screens. */
function checkResource(ctx: ProjectContext, resource: ResourceSource): void {
  const { checker } = ctx;
  const { source, r } = resource;
  const fields = new FieldIndex(r.fields, source);
  const c = { checker, source, fields, r };
  // A form or dashboard page's one record is read without an id.
  if ((r.page ?? 'list') === 'list' && !fields.get(r.recordId ?? 'id') && !fields.wasRemoved(r.recordId ?? 'id')) {
    checker.report(
      'resource.record-id',
      source,
      ['recordId'],
      `record id field "${r.recordId ?? 'id'}" is not among the fields`,
    );
  }
  if (r.recordLabel !== undefined) fieldAt(c, ['recordLabel'], r.recordLabel);
  checkFieldDefinitions({ ctx, source, fields }, r.fields);
  checkDerive(ctx, source, r);
  checkLiveMaximums(c, r.fields);
  checkPages(ctx, c);
  checkLiveQueues(c);
  checkCalls(ctx, resource);
  for (const [view, component] of Object.entries(r.screens ?? {}))
    checkFeature(ctx, source, ['screens', view], component);
}

/**
 * A rest client's resource: only what ra-data-simple-rest can send (no fixed parameters at all). Anybody else's: fixed
 * parameters clear of paging and filters, and no /:id in a path.
 */
function checkCalls(ctx: ProjectContext, resource: ResourceSource): void {
  if (isRestResource(ctx, resource)) {
    checkRestResource(ctx, resource);
  } else {
    checkFixedParams(ctx, resource);
    checkListSends(ctx, resource);
    checkRecordPaths(ctx, resource);
  }
}

/** A derived write key (issue 30 item 1) is named after its resource: a declared key of that name would merge with it. */
function checkWriteKeyNames(
  checker: Checker,
  resources: readonly ResourceSource[],
  models: readonly ResourceModel[],
  grants: readonly RouteGrant[],
  permissions: PermissionsInput,
): void {
  const declared = new Set([...grants.flatMap((g) => g.keys), ...Object.keys(permissions.markers ?? {})]);
  for (const { source, r } of resources) {
    const clash = models.find((x) => x.name === r.name)?.writeKeys.find((k) => declared.has(k));
    if (clash)
      checker.report(
        'permissions.write-key-clash',
        source,
        ['name'],
        `the key derived for this keyless route's writes, "${clash}", is already a declared permission key; rename the resource or give the route a permission`,
      );
  }
}
