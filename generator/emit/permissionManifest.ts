import { routeGrants, type Model } from '../model';

/**
 * src/generated/permissionKeys.json: the permission manifest (§6) — every key with its label and the §3 actions its
 * routes use, and per route the keys that open it — for whoever sets up roles upstream.
 */
export function emitPermissionManifest(model: Model): string {
  const manifest = {
    $comment: 'generated — do not edit; edit schemas/*.yaml, routes.yaml or permissions.yaml and run npm run generate',
    keys: Object.fromEntries(
      Object.entries(model.permissionKeys).map(([key, k]) => [
        key,
        { label: k.label, actions: k.actions, marker: k.marker },
      ]),
    ),
    groups: Object.fromEntries(
      Object.entries(model.routes.groups).map(([name, g]) => [name, { label: g.label, order: g.order }]),
    ),
    routes: routeGrants(model.resources, model.routes).map((g) => ({
      key: g.key,
      path: g.path,
      keys: g.keys,
      ...(g.writeKeys.length ? { writeKeys: g.writeKeys } : {}),
      actions: g.actions,
      label: g.label,
      ...(g.group ? { group: g.group } : {}),
      ...(g.order !== undefined ? { order: g.order } : {}),
    })),
  };
  return JSON.stringify(manifest, null, 2) + '\n';
}
