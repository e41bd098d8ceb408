import { forwardRef, useState } from 'react';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Button from '@mui/material/Button';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import MenuItem from '@mui/material/MenuItem';
import Key from '@mui/icons-material/Key';
import Shield from '@mui/icons-material/Shield';
import { usePermissions, useTranslate } from 'react-admin';
import type { DerivedRole } from '../../providers/userInfo';

/**
 * §2 header user menu: change password, and change security (withdrawal) password — the latter never offered
 * to sub-accounts (§6). The dialogs' forms come with the account-security issue.
 */
const PasswordMenuItem = forwardRef<HTMLLIElement, { kind: 'login' | 'security' }>(function PasswordMenuItem({ kind }, ref) {
  const translate = useTranslate();
  const { permissions: role } = usePermissions<DerivedRole | null>();
  const [open, setOpen] = useState(false);
  if (kind === 'security' && (!role || role.isSubAccount)) return null;
  const label = translate(kind === 'login' ? 'app.userMenu.changePassword' : 'app.userMenu.changeSecurityPassword');
  return (
    <>
      <MenuItem ref={ref} onClick={() => setOpen(true)} data-menu={kind === 'login' ? 'change-password' : 'change-security-password'}>
        <ListItemIcon>{kind === 'login' ? <Key fontSize="small" /> : <Shield fontSize="small" />}</ListItemIcon>
        <ListItemText>{label}</ListItemText>
      </MenuItem>
      <Dialog open={open} onClose={() => setOpen(false)}>
        <DialogTitle>{label}</DialogTitle>
        <DialogContent>{translate('app.userMenu.comingSoon')}</DialogContent>
        <DialogActions>
          <Button onClick={() => setOpen(false)}>{translate('ra.action.close')}</Button>
        </DialogActions>
      </Dialog>
    </>
  );
});

export const ChangePasswordMenuItem = forwardRef<HTMLLIElement>(function ChangePasswordMenuItem(_props, ref) {
  return <PasswordMenuItem kind="login" ref={ref} />;
});

export const ChangeSecurityPasswordMenuItem = forwardRef<HTMLLIElement>(function ChangeSecurityPasswordMenuItem(_props, ref) {
  return <PasswordMenuItem kind="security" ref={ref} />;
});
