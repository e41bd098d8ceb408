import { useState } from 'react';
import Settings from '@mui/icons-material/Settings';
import { useTranslate } from 'react-admin';
import { currentBrand } from '../../platform/brand/currentBrand';
import { HeaderButton } from '../../platform/components/HeaderButton';
import { SettingsDrawer } from './SettingsDrawer';

/** The header's settings button, only where the brand lets users customise the skin (§1 skin_customize, §2). */
export function SettingsButton() {
  const translate = useTranslate();
  const [open, setOpen] = useState(false);
  if (!currentBrand().skin_customize) return null;
  return (
    <>
      <HeaderButton
        icon={<Settings />}
        label={translate('app.settings.open')}
        onClick={() => setOpen(true)}
        testId="settings-button"
      />
      <SettingsDrawer open={open} onClose={() => setOpen(false)} />
    </>
  );
}
