import type { ReactNode } from 'react';
import Check from '@mui/icons-material/Check';
import Box from '@mui/material/Box';
import FormControlLabel from '@mui/material/FormControlLabel';
import Switch from '@mui/material/Switch';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import { useTranslate } from 'react-admin';
import { PRIMARY_COLORS, type WorkspaceSettings } from '../../platform/skin/skinSettings';

/*
 * The settings drawer's controls (§2): each edits one setting and writes it back at once through update. They name
 * themselves by the setting (data-setting) and translate their labels from app.settings.<name>.
 */

type Flag = 'fixedHeader' | 'autoHideHeader' | 'fixSiderbar' | 'colorWeak' | 'multiTab' | 'darkMode';
type Choice = 'navTheme' | 'layout' | 'contentWidth';
type Update = (change: Partial<WorkspaceSettings>) => void;
/** What each control needs: the settings shown, how to change them, and why it is disabled (none: enabled). */
export type ControlProps = { settings: WorkspaceSettings; update: Update; why?: string | false };

/** A titled group of the drawer (an h3 under the drawer's h2). */
export function Section({ title, children }: { title: string; children: ReactNode }) {
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
export function SettingSwitch({ name, settings, update, why }: ControlProps & { name: Flag }) {
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
export function SettingChoice<K extends Choice>({
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
export function ColorPicker({ settings, update }: ControlProps) {
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
