import { requestJson } from '../../providers/http';
import { CASH_SMS_TYPE, securityEndpoints } from '../../../vocabulary/securityEndpoints';

/** Which password a dialog changes: the login password, or the security (withdrawal) password. */
export type PasswordKind = 'login' | 'security';

export interface PasswordChange {
  password: string;
  confirm_password: string;
  code: string;
}

/** §7 "Send SMS code for password change": `type: 'cash'` for the withdrawal password. */
export function sendPasswordSms(kind: PasswordKind): Promise<unknown> {
  return requestJson({ client: 'movie', method: 'POST', path: securityEndpoints.sendPasswordSms, params: kind === 'security' ? { type: CASH_SMS_TYPE } : {} });
}

/** §7 "Update password" / "Update withdrawal password". */
export function updatePassword(kind: PasswordKind, change: PasswordChange): Promise<unknown> {
  const path = kind === 'security' ? securityEndpoints.updateCashPassword : securityEndpoints.updatePassword;
  return requestJson({ client: 'movie', method: 'POST', path, params: { ...change } });
}
