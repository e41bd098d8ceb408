import type { Model } from '../model';
import { HEADER, literal } from './code';

/** src/generated/permissions.ts: each permission key of permissions.yaml, the actions it can carry, and the main-account rule. */
export function emitPermissionTable(model: Model): string {
  const keys = Object.fromEntries(
    Object.entries(model.permissions.keys)
      .sort(([a], [b]) => a.localeCompare(b))
      .map(([id, k]) => [id, { actions: k.actions ?? [], marker: k.marker ?? false }]),
  );
  const main = model.permissions.mainAccount;
  const rule = main ? { keys: main.keys, markers: main.markers ?? {}, businessTypeMarker: main.businessTypeMarker, removes: main.removes ?? [] } : { keys: [], markers: {}, removes: [] };
  return [
    HEADER('permissions.yaml'),
    "import type { ActionKey } from '../../vocabulary/actions';",
    "import type { MainAccountRule } from '../../vocabulary/mainAccount';",
    '',
    'export interface PermissionKeyInfo {',
    '  actions: readonly ActionKey[];',
    '  marker: boolean;',
    '}',
    '',
    `export const permissionKeys: Readonly<Record<string, PermissionKeyInfo>> = ${literal(keys)};`,
    '',
    '/** §6: what main accounts hold besides their role (permissions.yaml `mainAccount`). */',
    `export const mainAccountRule: MainAccountRule = ${literal(rule)};`,
    '',
  ].join('\n');
}
