import { lazy, Suspense, useState } from 'react';
import Settings from '@mui/icons-material/Settings';
import { useTranslate } from 'react-admin';
import { currentBrand } from '../../platform/brand/currentBrand';
import { HeaderButton } from '../../platform/components/HeaderButton';

// Loaded when first opened (issue 32: the first row does not wait for the drawer's controls).
const SettingsDrawer = lazy(() => import('./SettingsDrawer').then((m) => ({ default: m.SettingsDrawer })));

/** The header's settings button, only where the brand lets users customise the skin (§1 skin_customize, §2). */
export function SettingsButton() {
  const translate = useTranslate();
  const [open, setOpen] = useState(false);
  // Kept mounted once opened, so it closes with its animation as before.
  const [opened, setOpened] = useState(false);
  if (!currentBrand().skin_customize) return null;
  return (
    <>
      <HeaderButton
        icon={<Settings />}
        label={translate('app.settings.open')}
        onClick={() => {
          setOpened(true);
          setOpen(true);
        }}
        testId="settings-button"
      />
      {opened ? (
        <Suspense fallback={null}>
          <SettingsDrawer open={open} onClose={() => setOpen(false)} />
        </Suspense>
      ) : null}
    </>
  );
}
