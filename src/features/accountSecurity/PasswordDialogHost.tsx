import { lazy, Suspense, useEffect } from 'react';
import { usePermissions } from 'react-admin';
import { securityPasswordSetup } from '../../platform/providers/securityPasswordSetup';
import type { DerivedRole } from '../../platform/providers/userInfo';
import { passwordDialog } from './passwordDialog';

/** The dialog, its form and yup come when first opened, not with the console (issue 32, §9). */
const PasswordDialog = lazy(() => import('./PasswordDialog').then((m) => ({ default: m.PasswordDialog })));

/** Opens the password dialog the user menu or a refused money-out call asks for (PasswordDialog). */
export function PasswordDialogHost() {
  const kind = passwordDialog.useValue();
  // A money-out call refused for want of a security password opens its dialog (issue 30 item 3).
  useEffect(() => securityPasswordSetup.register(() => passwordDialog.open('security')), []);
  const { permissions: role } = usePermissions<DerivedRole | null>();
  if (!kind || !role || (kind === 'security' && role.isSubAccount)) return null;
  return (
    <Suspense fallback={null}>
      <PasswordDialog kind={kind} tel={role.tel} onClose={passwordDialog.close} />
    </Suspense>
  );
}
