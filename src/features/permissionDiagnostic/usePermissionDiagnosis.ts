import { usePermissions } from 'react-admin';
import { mainAccountRule, permissionKeys } from '../../generated/permissions';
import type { DerivedRole } from '../../platform/providers/userInfo';
import { diagnose, type PermissionDiagnosis } from './diagnose';

/** The diagnosis of the signed-in account: undefined while its role loads, 'sub' for a sub-account (it holds a subset). */
export function usePermissionDiagnosis(): PermissionDiagnosis | 'sub' | undefined {
  const { permissions } = usePermissions<DerivedRole | null>();
  if (!permissions) return undefined;
  if (permissions.isSubAccount) return 'sub';
  return diagnose(permissions, permissionKeys, permissions.identities, mainAccountRule);
}
