import { forwardRef } from 'react';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import MenuItem from '@mui/material/MenuItem';
import PhonelinkLock from '@mui/icons-material/PhonelinkLock';
import { useTranslate, useUserMenu } from 'react-admin';
import { googleSettings } from './googleSettings';

/** User-menu entry: bind or cancel Google second verification (§7). */
export const GoogleMenuItem = forwardRef<HTMLLIElement>(function GoogleMenuItem(_props, ref) {
  const translate = useTranslate();
  const userMenu = useUserMenu();
  return (
    <MenuItem
      ref={ref}
      onClick={() => {
        userMenu?.onClose();
        googleSettings.open(true);
      }}
      data-menu="google-auth"
    >
      <ListItemIcon>
        <PhonelinkLock fontSize="small" />
      </ListItemIcon>
      <ListItemText>{translate('app.google.menu')}</ListItemText>
    </MenuItem>
  );
});
