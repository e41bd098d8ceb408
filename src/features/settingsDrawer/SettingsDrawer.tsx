import { useId, type ReactNode } from 'react';
import Check from '@mui/icons-material/Check';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Divider from '@mui/material/Divider';
import Drawer from '@mui/material/Drawer';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import { useNotify, useTranslate } from 'react-admin';
import { copyText } from '../../kit/fields/copyText';
import {
  disabledOptions,
  PRIMARY_COLORS,
  skinDefaultYaml,
  type WorkspaceSettings,
} from '../../platform/skin/skinSettings';
import { useSkinSettings } from '../../platform/skin/useSkinSettings';

type Flag = 'fixedHeader' | 'autoHideHeader' | 'fixSiderbar' | 'colorWeak' | 'multiTab' | 'darkMode';
type Choice = 'navTheme' | 'layout' | 'contentWidth';
type Update = (change: Partial<WorkspaceSettings>) => void;
/** What each control needs: the settings shown, how to change them, and why it is disabled (none: enabled). */
type ControlProps = { settings: WorkspaceSettings; update: Update; why?: string | false };

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

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Box>
      <Typography variant="subtitle2" component="h3" sx={{ mb: 1 }}>
        {title}
      </Typography>
      {children}
    </Box>
  );
}

/** An on/off setting; disabled with the reason on hover when another setting rules it out. */
function SettingSwitch({ name, settings, update, why }: ControlProps & { name: Flag }) {
  const translate = useTranslate();
  return (
    <Tooltip title={why || ''} placement="left">
      <FormControlLabel
        sx={{ justifyContent: 'space-between', ml: 0 }}
        labelPlacement="start"
        label={translate(`app.settings.${name}`)}
        disabled={!!why}
        control={
          <Switch
            checked={settings[name]}
            onChange={(_, checked) => update({ [name]: checked })}
            slotProps={{ input: { 'data-setting': name } as object }}
          />
        }
      />
    </Tooltip>
  );
}

/** A one-of setting as a row of toggle buttons; disabled with the reason on hover when another setting rules it out. */
function SettingChoice<K extends Choice>({
  name,
  values,
  settings,
  update,
  why,
}: ControlProps & { name: K; values: readonly WorkspaceSettings[K][] }) {
  const translate = useTranslate();
  return (
    <Tooltip title={why || ''} placement="left">
      <ToggleButtonGroup
        exclusive
        size="small"
        fullWidth
        value={settings[name]}
        disabled={!!why}
        onChange={(_, value: WorkspaceSettings[K] | null) => value && update({ [name]: value })}
        data-setting={name}
      >
        {values.map((v) => (
          <ToggleButton key={v} value={v} data-value={v}>
            {translate(`app.settings.${v}`)}
          </ToggleButton>
        ))}
      </ToggleButtonGroup>
    </Tooltip>
  );
}

/** The 8 preset primary colours (§9) as swatches; the chosen one carries a tick. */
function ColorPicker({ settings, update }: ControlProps) {
  const translate = useTranslate();
  return (
    <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }} data-setting="primaryColor">
      {PRIMARY_COLORS.map((c) => (
        <Tooltip key={c} title={translate(`app.settings.colors.${c}`)}>
          <Box
            component="button"
            type="button"
            aria-label={translate(`app.settings.colors.${c}`)}
            aria-pressed={settings.primaryColor === c}
            data-color={c}
            onClick={() => update({ primaryColor: c })}
            sx={{
              width: 24,
              height: 24,
              borderRadius: 1,
              border: 0,
              cursor: 'pointer',
              bgcolor: c,
              color: '#fff',
              display: 'grid',
              placeItems: 'center',
              p: 0,
            }}
          >
            {settings.primaryColor === c ? <Check sx={{ fontSize: 16 }} /> : null}
          </Box>
        </Tooltip>
      ))}
    </Box>
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
