import type { Model } from '../model';
import { HEADER, literal } from './code';

/**
 * src/generated/permissions.ts: every permission key of the manifest (declared by the schemas, routes.yaml and
 * permissions.yaml's markers) with the actions it carries, and the main-account rule.
 */
export function emitPermissionTable(model: Model): string {
  const keys = Object.fromEntries(
    Object.entries(model.permissionKeys).map(([id, k]) => [id, { actions: k.actions, marker: k.marker }]),
  );
  const main = model.permissions.mainAccount;
  const rule = main
    ? {
        keys: main.keys,
        markers: main.markers ?? {},
        businessTypeMarker: main.businessTypeMarker,
        removes: main.removes ?? [],
      }
    : { keys: [], markers: {}, removes: [] };
  return [
    HEADER('schemas/*.yaml, routes.yaml and permissions.yaml'),
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
