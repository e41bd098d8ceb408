import { useState } from 'react';
import Settings from '@mui/icons-material/Settings';
import IconButton from '@mui/material/IconButton';
import Tooltip from '@mui/material/Tooltip';
import { useTranslate } from 'react-admin';
import { currentBrand } from '../../brand/currentBrand';
import { SettingsDrawer } from './SettingsDrawer';

/** The header's settings button, only where the brand lets users customise the skin (§1 skin_customize, §2). */
export function SettingsButton() {
  const translate = useTranslate();
  const [open, setOpen] = useState(false);
  if (!currentBrand().skin_customize) return null;
  return (
    <>
      <Tooltip title={translate('app.settings.open')}>
        <IconButton color="inherit" onClick={() => setOpen(true)} aria-label={translate('app.settings.open')} data-testid="settings-button">
          <Settings />
        </IconButton>
      </Tooltip>
      <SettingsDrawer open={open} onClose={() => setOpen(false)} />
    </>
  );
}
