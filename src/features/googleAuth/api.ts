import { requestJson } from '../../providers/http';
import { securityEndpoints } from '../../../vocabulary/securityEndpoints';

/** The Google calls never wait on the Google dialog themselves (verifyOnGoogle: false): they are how it is passed. */
const call = <T = Record<string, unknown>>(path: string, params: Record<string, unknown> = {}) =>
  requestJson<T>({ client: 'movie', method: 'POST', path, params, verifyOnGoogle: false });

/** §7 "Google get config" — our design: bound, or the secret and the otpauth URI to scan. */
export type GoogleConfig = { bound: true } | { bound: false; secret: string; otpauth_url: string };

export async function googleConfig(): Promise<GoogleConfig> {
  const body = await call<{ data?: Partial<{ bound: boolean; secret: string; otpauth_url: string }> }>(securityEndpoints.googleConfig);
  const data = body.data ?? {};
  if (data.bound) return { bound: true };
  return { bound: false, secret: String(data.secret ?? ''), otpauth_url: String(data.otpauth_url ?? '') };
}

export const googleBind = (google_secret: string, google_code: string) => call(securityEndpoints.googleBind, { google_secret, google_code });
export const googleSendCancelSms = () => call(securityEndpoints.googleSendCancelSms);
export const googleCancel = (sms_code: string) => call(securityEndpoints.googleCancel, { sms_code });

/** §7 "Google check": code 1 with data.mark. */
export async function googleCheck(google_code: string): Promise<string> {
  const body = await call<{ data?: { mark?: unknown } }>(securityEndpoints.googleCheck, { google_code });
  const mark = body.data?.mark;
  if (typeof mark !== 'string' || mark === '') throw new Error('google check answered no mark');
  return mark;
}
