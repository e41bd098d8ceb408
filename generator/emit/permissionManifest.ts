import { usedPermissionKeys, type Model } from '../model';

/** src/generated/permissionKeys.json: every key in use and the actions each resource binds, for role setup. */
export function emitPermissionManifest(model: Model): string {
  const manifest = {
    $comment: 'generated — do not edit; edit schemas/*.yaml, routes.yaml or permissions.yaml and run npm run generate',
    keys: usedPermissionKeys(model),
    resources: Object.fromEntries(
      model.resources.map((r) => [
        r.name,
        { route: r.route, permission: r.permission ?? null, actions: [...new Set(['query', ...r.actions.map((a) => a.access)])].sort() },
      ]),
    ),
  };
  return JSON.stringify(manifest, null, 2) + '\n';
}
