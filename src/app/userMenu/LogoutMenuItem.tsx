import { forwardRef, useState } from 'react';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import MenuItem from '@mui/material/MenuItem';
import ExitToApp from '@mui/icons-material/ExitToApp';
import { Confirm, useLogout, useTranslate } from 'react-admin';

/** §2: log out, after the confirm text 'really log out?'. */
export const LogoutMenuItem = forwardRef<HTMLLIElement>(function LogoutMenuItem(_props, ref) {
  const translate = useTranslate();
  const logout = useLogout();
  const [confirming, setConfirming] = useState(false);
  return (
    <>
      <MenuItem ref={ref} onClick={() => setConfirming(true)} data-menu="logout">
        <ListItemIcon>
          <ExitToApp fontSize="small" />
        </ListItemIcon>
        <ListItemText>{translate('ra.auth.logout')}</ListItemText>
      </MenuItem>
      <Confirm
        isOpen={confirming}
        title="ra.auth.logout"
        content="app.auth.logoutConfirm"
        onConfirm={() => logout({ explicit: true })}
        onClose={() => setConfirming(false)}
      />
    </>
  );
});
