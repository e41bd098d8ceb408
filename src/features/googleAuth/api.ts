import { callOperation, type OperationOptions } from '../../platform/providers/operations';
import type { OperationName } from '../../../vocabulary/upstreamProfile';

/** The Google calls never wait on the Google dialog themselves (verifyOnGoogle: false): they are how it is passed. */
const call = <K extends string = string>(name: OperationName, params: Record<string, unknown> = {}) =>
  callOperation<K>(name, params, { verifyOnGoogle: false } satisfies OperationOptions);

/** §7 "Google get config" — our design: bound, or the secret and the otpauth URI to scan. */
export type GoogleConfig = { bound: true } | { bound: false; secret: string; otpauth_url: string };

export async function googleConfig(): Promise<GoogleConfig> {
  const answer = await call<'bound' | 'secret' | 'otpauthUrl'>('googleConfig');
  if (answer.bound === true) return { bound: true };
  return { bound: false, secret: String(answer.secret ?? ''), otpauth_url: String(answer.otpauthUrl ?? '') };
}

export const googleBind = (secret: string, code: string) => call('googleBind', { secret, code });
export const googleSendCancelSms = () => call('googleSendCancelSms');
export const googleCancel = (smsCode: string) => call('googleCancel', { smsCode });

/** §7 "Google check": code 1 with data.mark. */
export async function googleCheck(code: string): Promise<string> {
  const { mark } = await call<'mark'>('googleCheck', { code });
  if (typeof mark !== 'string' || mark === '') throw new Error('google check answered no mark');
  return mark;
}
