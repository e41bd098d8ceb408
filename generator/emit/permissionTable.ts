import type { Model } from '../model';
import { HEADER, literal } from './code';

/** src/generated/permissions.ts: each permission key of permissions.yaml and the actions it can carry. */
export function emitPermissionTable(model: Model): string {
  const keys = Object.fromEntries(
    Object.entries(model.permissions.keys)
      .sort(([a], [b]) => a.localeCompare(b))
      .map(([id, k]) => [id, { actions: k.actions ?? [], marker: k.marker ?? false }]),
  );
  return [
    HEADER('permissions.yaml'),
    "import type { ActionKey } from '../resources/types';",
    '',
    'export interface PermissionKeyInfo {',
    '  actions: readonly ActionKey[];',
    '  marker: boolean;',
    '}',
    '',
    `export const permissionKeys: Readonly<Record<string, PermissionKeyInfo>> = ${literal(keys)};`,
    '',
  ].join('\n');
}
