import type { Feature } from '../contract';
import { ChangePasswordMenuItem, ChangeSecurityPasswordMenuItem } from './ChangePasswordMenuItem';
import { PasswordDialogHost } from './PasswordDialogHost';

/** §2 header user menu: change password, and the security (withdrawal) password — never for sub-accounts (§6). */
export const accountSecurity: Feature = {
  about: 'change the login password and the security (withdrawal) password (§2, §5, §7)',
  userMenu: [ChangePasswordMenuItem, ChangeSecurityPasswordMenuItem],
  hosts: [PasswordDialogHost],
};
