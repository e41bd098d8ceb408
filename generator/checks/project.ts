import type { PermissionKeyModel } from '../model';
import type { PermissionsInput, RoutesInput } from '../input';
import type { LoadedSource } from '../load';
import { didYouMean } from '../suggest';
import type { Path, ProjectContext } from './context';

/** Where a name or route was first claimed. */
interface Claim {
  source: LoadedSource;
  path: Path;
}

const placeOf = ({ source, path }: Claim) => {
  const { line, col } = source.locate(path);
  return `${source.file}:${line}:${col}`;
};

/**
 * Names (resources, views, pages) and §2 paths are each used once; a schema may take a routes.yaml page over. A clash
 * is reported in both places, each naming the other (issue 31 item 10): the file just edited may be either.
 */
export function checkUniqueness(ctx: ProjectContext, routesSource: LoadedSource | undefined): void {
  const names = new Map<string, Claim>();
  const paths = new Map<string, Claim>();
  const claim =
    (claims: Map<string, Claim>, id: 'project.duplicate-name' | 'route.duplicate', what: string) =>
    (source: LoadedSource, path: Path, key: string) => {
      const first = claims.get(key);
      if (!first) {
        claims.set(key, { source, path });
        return;
      }
      ctx.checker.report(id, source, path, `duplicate ${what} "${key}" (already used by ${placeOf(first)})`);
      ctx.checker.report(
        id,
        first.source,
        first.path,
        `duplicate ${what} "${key}" (also used by ${placeOf({ source, path })})`,
      );
    };
  const claimName = (source: LoadedSource, path: Path, name: string, what: string) =>
    claim(names, 'project.duplicate-name', what)(source, path, name);
  const claimPath = claim(paths, 'route.duplicate', 'route');
  for (const { source, r } of ctx.resources) {
    claimName(source, ['name'], r.name, 'resource name');
    claimPath(source, ['route'], r.route);
    if (r.detail) claimPath(source, ['detail', 'route'], r.detail.route);
    (r.views ?? []).forEach((v, i) => {
      claimName(source, ['views', i, 'name'], v.name, 'view name');
      claimPath(source, ['views', i, 'route'], v.route);
    });
  }
  if (!routesSource || !ctx.routes) return;
  const served = new Set(ctx.resources.flatMap(({ r }) => [r.route, ...(r.views ?? []).map((v) => v.route)]));
  (ctx.routes.pages ?? []).forEach((p, i) => {
    // A schema for a page's route takes the page over: adding a resource is one file, not two.
    if (served.has(p.path)) return;
    const owner = names.get(p.key);
    if (owner)
      ctx.checker.report(
        'routes.page-key-clash',
        routesSource,
        ['pages', i, 'key'],
        `route key "${p.key}" is already a resource name (${owner.source.file})`,
      );
    claimPath(routesSource, ['pages', i, 'path'], p.path);
  });
}

/** A `<feature>/<Export>` reference names a feature folder that exists (the export itself is checked by tsc). */
export function checkFeature(ctx: ProjectContext, source: LoadedSource, path: Path, component: string): void {
  const feature = component.split('/')[0];
  if (ctx.features !== undefined && !ctx.features.includes(feature)) {
    ctx.checker.report(
      'feature.unknown',
      source,
      path,
      `unknown feature "${feature}"${didYouMean(feature, ctx.features)}; a feature is a folder src/features/<name>/ with an index.ts`,
    );
  }
}

/** routes.yaml: pages built by a feature or planned, in declared groups. */
export function checkRoutesFile(ctx: ProjectContext, source: LoadedSource, routes: RoutesInput): void {
  const served = new Set(ctx.resources.flatMap(({ r }) => [r.route, ...(r.views ?? []).map((v) => v.route)]));
  for (const [id, g] of Object.entries(routes.groups)) {
    if (g.icon !== undefined && ctx.icons && !ctx.icons.has(g.icon))
      ctx.checker.report(
        'routes.icon.unknown',
        source,
        ['groups', id, 'icon'],
        `unknown icon "${g.icon}"${didYouMean(g.icon, ctx.icons)}`,
      );
  }
  (routes.pages ?? []).forEach((p, i) => {
    if (p.group !== undefined && !ctx.groups.has(p.group))
      ctx.checker.report(
        'routes.group.unknown',
        source,
        ['pages', i, 'group'],
        `unknown menu group "${p.group}"${didYouMean(p.group, ctx.groups)}`,
      );
    if (p.icon !== undefined && ctx.icons && !ctx.icons.has(p.icon))
      ctx.checker.report(
        'routes.icon.unknown',
        source,
        ['pages', i, 'icon'],
        `unknown icon "${p.icon}"${didYouMean(p.icon, ctx.icons)}`,
      );
    if (served.has(p.path)) return;
    if (p.component !== undefined && p.planned) {
      ctx.checker.report(
        'routes.page.planned',
        source,
        ['pages', i, 'planned'],
        `page "${p.key}" names its component; it is built, not planned`,
        true,
      );
    } else if (p.component === undefined && !p.planned) {
      ctx.checker.report(
        'routes.page.screen',
        source,
        ['pages', i],
        `page "${p.key}" has no screen: name its "component" (<feature>/<Export>) or mark it "planned: true"`,
        true,
      );
    }
    if (p.component !== undefined) checkFeature(ctx, source, ['pages', i, 'component'], p.component);
  });
}

/**
 * permissions.yaml against the manifest the schemas and routes.yaml declare: the main-account keys and every role's
 * grants name keys that exist, with actions those keys carry.
 */
export function checkPermissionsFile(
  ctx: ProjectContext,
  source: LoadedSource,
  permissions: PermissionsInput,
  keys: Record<string, PermissionKeyModel>,
): void {
  const known = Object.keys(keys);
  const needKey = (path: Path, key: string, atKey = false) => {
    if (Object.hasOwn(keys, key)) return true;
    if (ctx.someUnreadable) return false;
    ctx.checker.report(
      'permissions.key.unknown',
      source,
      path,
      `unknown permission key "${key}"${didYouMean(key, known)}; a key is declared by a schema's "permission", a routes.yaml group or page, or a marker here`,
      atKey,
    );
    return false;
  };
  const main = permissions.mainAccount;
  main?.keys.forEach((key, i) => needKey(['mainAccount', 'keys', i], key));
  main?.removes?.forEach((key, i) => needKey(['mainAccount', 'removes', i], key));
  for (const [flag, key] of Object.entries(main?.markers ?? {})) needKey(['mainAccount', 'markers', flag], key);
  // Two keys granted by one identity is allowed (an upstream with coarser grants); a key listed for nothing is not.
  for (const key of Object.keys(permissions.identities ?? {})) needKey(['identities', key], key, true);
  for (const [roleId, role] of Object.entries(permissions.roles ?? {})) {
    if (role.allKeys && role.grants)
      ctx.checker.report(
        'permissions.role.all-keys',
        source,
        ['roles', roleId, 'grants'],
        'a role with "allKeys: true" lists no "grants"',
        true,
      );
    // A role whose misspelt key was removed has its own error already.
    if (!role.allKeys && !role.grants && !source.prunedUnder?.(['roles', roleId]))
      ctx.checker.report(
        'permissions.role.grants',
        source,
        ['roles', roleId],
        'a role needs "grants" or "allKeys: true"',
        true,
      );
    for (const [key, actions] of Object.entries(role.grants ?? {})) {
      if (!needKey(['roles', roleId, 'grants', key], key, true)) continue;
      actions.forEach((action, i) => {
        if (!keys[key].actions.includes(action)) {
          ctx.checker.report(
            'permissions.role.action',
            source,
            ['roles', roleId, 'grants', key, i],
            `permission key "${key}" does not carry action "${action}" (its routes use ${keys[key].actions.join(', ') || 'none'})`,
          );
        }
      });
    }
  }
}
