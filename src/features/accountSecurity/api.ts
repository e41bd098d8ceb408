import { callOperation, operationValue } from '../../platform/providers/operations';

/** Which password a dialog changes: the login password, or the security (withdrawal) password. */
export type PasswordKind = 'login' | 'security';

export interface PasswordChange {
  password: string;
  confirm_password: string;
  code: string;
}

/** §7 "Send SMS code for password change": `type: 'cash'` for the withdrawal password. */
export function sendPasswordSms(kind: PasswordKind): Promise<unknown> {
  return callOperation(
    'sendPasswordSms',
    kind === 'security' ? { type: operationValue('sendPasswordSms', 'cash') } : {},
  );
}

/** §7 "Update password" / "Update withdrawal password". */
export function updatePassword(kind: PasswordKind, change: PasswordChange): Promise<unknown> {
  return callOperation(kind === 'security' ? 'updateCashPassword' : 'updatePassword', {
    password: change.password,
    confirm: change.confirm_password,
    code: change.code,
  });
}
