import { useEffect } from 'react';
import { usePermissionDiagnosis } from './usePermissionDiagnosis';

/**
 * Issue 29 item 3: once a main account's role is known, the browser console says how its user info met the
 * permission mapping — upstream identities the console does not know, console keys nothing granted — so a team
 * pointing the console at its real services sees the gaps on the first login (the table: /test/permissions).
 */
export function DiagnosisLogger() {
  const diagnosis = usePermissionDiagnosis();
  useEffect(() => {
    if (!diagnosis || diagnosis === 'sub') return;
    const { unknownIdentities, ungrantedKeys } = diagnosis;
    if (unknownIdentities.length === 0 && ungrantedKeys.length === 0) return;
    console.groupCollapsed(
      `[permissions] ${unknownIdentities.length} upstream identities the console does not know, ${ungrantedKeys.length} console keys nothing grants (permissions.yaml identities; /#/test/permissions)`,
    );
    if (unknownIdentities.length > 0)
      console.info('upstream identities granting no console key:', unknownIdentities.join(', '));
    if (ungrantedKeys.length > 0)
      console.table(
        ungrantedKeys.map(({ key, identities, mapped }) => ({ key, 'granted by': identities.join(' | '), mapped })),
      );
    console.groupEnd();
  }, [diagnosis]);
  return null;
}
