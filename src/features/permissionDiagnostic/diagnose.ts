import type { MainAccountRule } from '../../../vocabulary/mainAccount';
import type { PermissionIdentities } from '../../../vocabulary/upstream';
import type { DerivedRole } from '../../platform/providers/userInfo';

/** A console key with the upstream identities that grant it (its own name when permissions.yaml maps none). */
export interface KeyIdentities {
  key: string;
  identities: readonly string[];
  /** Granted by permissions.yaml `identities`, not by the key's own name. */
  mapped: boolean;
}

export interface PermissionDiagnosis {
  /** Upstream permission identities the user info sent that grant no console key (issue 29: mapped, not renamed). */
  unknownIdentities: readonly string[];
  /** Console route keys nothing in the user info granted, with the identities that would. */
  ungrantedKeys: readonly KeyIdentities[];
}

/**
 * What a main account's user info says about the permission mapping. A main account is meant to hold every route key,
 * so an identity the console does not know and a key nothing grants are both mapping gaps (permissions.yaml
 * `identities`). Markers and the keys the console itself derives for main accounts (§6) are not the upstream's to grant.
 */
export function diagnose(
  role: DerivedRole,
  manifest: Readonly<Record<string, { marker: boolean }>>,
  identities: PermissionIdentities,
  rule: MainAccountRule,
): PermissionDiagnosis {
  const held = new Set(role.permissions.map((p) => p.permissionId));
  const derived = new Set([...rule.keys, ...rule.removes, ...Object.values(rule.markers)]);
  const ungrantedKeys = Object.keys(manifest)
    .filter((key) => !manifest[key].marker && !derived.has(key) && !held.has(key))
    .sort()
    .map((key) =>
      Object.hasOwn(identities, key)
        ? { key, identities: identities[key], mapped: true }
        : { key, identities: [key], mapped: false },
    );
  return { unknownIdentities: role.unknownIdentities, ungrantedKeys };
}
