import * as yup from 'yup';
import { VERIFICATION_CODE_LENGTH } from '../../../vocabulary/securityLimits';

/**
 * What a user types or pastes for a Google code, as the upstream wants it: full-width digits (a Chinese input
 * method's ０-９) become ASCII, every space — '123 456' as authenticator apps show it, a full-width space — goes.
 * Nothing else changes: leading zeros stay, and a letter stays to be refused.
 */
export function normaliseGoogleCode(input: string): string {
  return input
    .replace(/[\uFF10-\uFF19]/g, (d) => String.fromCharCode(d.charCodeAt(0) - 0xff10 + 0x30))
    .replace(/\s+/g, '');
}

const SIX_DIGITS = new RegExp(`^[0-9]{${VERIFICATION_CODE_LENGTH}}$`);

/** §5 Google code: required ('required'), then exactly 6 ASCII digits after normalising. Messages are i18n keys. */
export const googleCodeRule = yup
  .string()
  .default('')
  .transform((value: unknown) => (typeof value === 'string' ? normaliseGoogleCode(value) : value))
  .required('app.google.required')
  .matches(SIX_DIGITS, 'app.google.format');

export const googleCodeSchema = yup.object({ google_code: googleCodeRule });
export type GoogleCodeForm = yup.InferType<typeof googleCodeSchema>;
