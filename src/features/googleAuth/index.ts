import type { Feature } from '../contract';
import { GoogleCheckHost } from './GoogleCheckHost';
import { GoogleMenuItem } from './GoogleMenuItem';
import { GoogleSettingsHost } from './GoogleSettingsHost';

/**
 * §2/§4/§7 Google second verification: bind and cancel from the user menu; the check dialog that any body code -5
 * opens (it fills providers/googleVerification.ts, so the HTTP path retries the refused call).
 */
export const googleAuth: Feature = {
  about: 'Google second verification: bind, cancel, and the -5 check dialog (§2, §4, §7, §8, §9)',
  userMenu: [GoogleMenuItem],
  hosts: [GoogleSettingsHost, GoogleCheckHost],
};
