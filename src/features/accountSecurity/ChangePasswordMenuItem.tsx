import { forwardRef } from 'react';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import MenuItem from '@mui/material/MenuItem';
import Key from '@mui/icons-material/Key';
import Shield from '@mui/icons-material/Shield';
import { usePermissions, useTranslate, useUserMenu } from 'react-admin';
import type { DerivedRole } from '../../platform/providers/userInfo';
import type { PasswordKind } from './api';
import { passwordDialog } from './passwordDialog';

/**
 * §2 header user menu: change password, and change security (withdrawal) password — the latter never offered
 * to sub-accounts (§6). The entry closes the menu; the dialog lives in the feature's host.
 */
const PasswordMenuItem = forwardRef<HTMLLIElement, { kind: PasswordKind }>(function PasswordMenuItem({ kind }, ref) {
  const translate = useTranslate();
  const userMenu = useUserMenu();
  const { permissions: role } = usePermissions<DerivedRole | null>();
  if (kind === 'security' && (!role || role.isSubAccount)) return null;
  const label = translate(kind === 'login' ? 'app.userMenu.changePassword' : 'app.userMenu.changeSecurityPassword');
  return (
    <MenuItem
      ref={ref}
      onClick={() => {
        userMenu?.onClose();
        passwordDialog.open(kind);
      }}
      data-menu={kind === 'login' ? 'change-password' : 'change-security-password'}
    >
      <ListItemIcon>{kind === 'login' ? <Key fontSize="small" /> : <Shield fontSize="small" />}</ListItemIcon>
      <ListItemText>{label}</ListItemText>
    </MenuItem>
  );
});

export const ChangePasswordMenuItem = forwardRef<HTMLLIElement>(function ChangePasswordMenuItem(_props, ref) {
  return <PasswordMenuItem kind="login" ref={ref} />;
});

export const ChangeSecurityPasswordMenuItem = forwardRef<HTMLLIElement>(
  function ChangeSecurityPasswordMenuItem(_props, ref) {
    return <PasswordMenuItem kind="security" ref={ref} />;
  },
);
