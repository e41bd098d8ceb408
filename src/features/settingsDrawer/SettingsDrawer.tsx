import { useId } from 'react';
import Button from '@mui/material/Button';
import Divider from '@mui/material/Divider';
import Drawer from '@mui/material/Drawer';
import Stack from '@mui/material/Stack';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import { useNotify, useTranslate } from 'react-admin';
import { copyText } from '../../kit/fields/copyText';
import { disabledOptions, skinDefaultYaml, type WorkspaceSettings } from '../../platform/skin/skinSettings';
import { useSkinSettings } from '../../platform/skin/useSkinSettings';
import { ColorPicker, Section, SettingChoice, SettingSwitch, type ControlProps } from './settingControls';

/** §2 settings drawer: every choice applies at once and is kept per account and brand (useSkinSettings). */
export function SettingsDrawer({ open, onClose }: { open: boolean; onClose: () => void }) {
  const translate = useTranslate();
  const [settings, update, reset] = useSkinSettings();
  const disabled = disabledOptions(settings);
  const on = { settings, update };
  // MUI makes the drawer a dialog; its heading names it.
  const titleId = useId();

  return (
    <Drawer
      anchor="right"
      open={open}
      onClose={onClose}
      data-testid="settings-drawer"
      slotProps={{ paper: { 'aria-labelledby': titleId } }}
    >
      <Stack spacing={2} sx={{ width: 300, p: 2.5 }}>
        <Typography variant="h6" component="h2" id={titleId}>
          {translate('app.settings.title')}
        </Typography>
        <Section title={translate('app.settings.navTheme')}>
          <SettingChoice {...on} name="navTheme" values={['light', 'dark']} />
        </Section>
        <Section title={translate('app.settings.primaryColor')}>
          <ColorPicker {...on} />
        </Section>
        <Section title={translate('app.settings.layout')}>
          <SettingChoice {...on} name="layout" values={['side', 'top']} />
        </Section>
        <Section title={translate('app.settings.contentWidth')}>
          <SettingChoice
            {...on}
            name="contentWidth"
            values={['fixed', 'fluid']}
            why={disabled.contentWidth && translate('app.settings.fluidOnlyTop')}
          />
        </Section>
        <HeaderSwitches {...on} disabled={disabled} />
        <Divider />
        <Section title={translate('app.settings.other')}>
          <Stack>
            <SettingSwitch {...on} name="colorWeak" />
            <SettingSwitch {...on} name="multiTab" />
            <SettingSwitch {...on} name="darkMode" />
          </Stack>
        </Section>
        <Divider />
        <CopySettingsButton settings={settings} />
        <Button onClick={reset} data-testid="reset-settings">
          {translate('app.settings.reset')}
        </Button>
      </Stack>
    </Drawer>
  );
}

/** How the header and the side menu scroll: each switch says why when the layout rules it out. */
function HeaderSwitches({
  disabled,
  ...on
}: Omit<ControlProps, 'why'> & { disabled: ReturnType<typeof disabledOptions> }) {
  const translate = useTranslate();
  return (
    <Stack>
      <SettingSwitch {...on} name="fixedHeader" />
      <SettingSwitch
        {...on}
        name="autoHideHeader"
        why={disabled.autoHideHeader && translate('app.settings.autoHideNeedsFixed')}
      />
      <SettingSwitch
        {...on}
        name="fixSiderbar"
        why={disabled.fixSiderbar && translate('app.settings.fixSiderbarSideOnly')}
      />
    </Stack>
  );
}

/** Copies the current settings as a brand's skin_default (YAML), for a brand file. */
function CopySettingsButton({ settings }: { settings: WorkspaceSettings }) {
  const translate = useTranslate();
  const notify = useNotify();
  return (
    <Tooltip title={translate('app.settings.copyHint')}>
      <Button
        variant="outlined"
        data-testid="copy-settings"
        onClick={async () => {
          const ok = await copyText(skinDefaultYaml(settings));
          notify(ok ? 'app.copy.success' : 'app.copy.failure', { type: ok ? 'success' : 'error' });
        }}
      >
        {translate('app.settings.copy')}
      </Button>
    </Tooltip>
  );
}
