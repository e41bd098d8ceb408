import type { ButtonProps } from '@mui/material/Button';
import { alpha, type Theme } from '@mui/material/styles';
import { defaultTheme, type RaThemeOptions } from 'react-admin';
import type { BrandProfile } from '../../vocabulary/brand';
import { ACTIONS_COLUMN } from '../resources/tableClasses';
import type { WorkspaceSettings } from '../skin/skinSettings';
import { readableTone, TEXT_CONTRAST } from './readableColors';
import { readableComponents } from './readableComponents';

/**
 * The brand's theme (§1 skin_default, §2 theme defaults) with §9's sizes: sidebar 256 px / 80 px collapsed,
 * device classes mobile < 576 px, tablet 576–1199 px, desktop ≥ 1200 px (react-admin opens the sidebar as a
 * drawer below `sm` and collapses it below `md`).
 */
export function themeFor(brand: BrandProfile, settings?: Pick<WorkspaceSettings, 'primaryColor' | 'darkMode'>): RaThemeOptions {
  const primary = { main: settings?.primaryColor ?? brand.skin_default.primaryColor };
  const error = { main: errorColorBeside(primary.main) };
  // Text on a coloured fill (header, contained buttons, chips) is white only where white reads at 4.5:1, else dark
  // (WCAG 1.4.3; MUI's default threshold is 3); text in the brand colour takes its readable tone (readableColors.ts).
  const contrastThreshold = TEXT_CONTRAST;
  const mode = settings?.darkMode ? 'dark' : 'light';
  const tone = readableTone(primary.main, mode);
  // A destructive button's text sits on its own tint of the error colour (hovered: 0.14, below).
  const errorTone = readableTone(error.main, mode, 0.14);
  return {
    ...defaultTheme,
    breakpoints: { values: { xs: 0, sm: 576, md: 1200, lg: 1440, xl: 1920 } },
    // Dark mode (ours, beyond §2) starts from MUI's dark palette rather than react-admin's light one.
    palette: settings?.darkMode ? { mode: 'dark', primary, error, contrastThreshold } : { ...defaultTheme.palette, primary, error, contrastThreshold },
    sidebar: { width: 256, closedWidth: 80 },
    components: {
      ...defaultTheme.components,
      // Destructive actions (delete, disable, reject — vocabulary/actions.ts isDestructive) are buttons of colour
      // "error": outlined and tinted, so they never look like the plain text actions beside them, whatever the brand's
      // primary colour (a red primary included).
      // English buttons are in sentence case ('Export', 'Create'), not MUI's all caps; Chinese is unaffected.
      MuiButton: {
        styleOverrides: {
          root: ({ ownerState, theme }: { ownerState: ButtonProps; theme: Theme }) => ({
            textTransform: 'none',
            ...((ownerState.color ?? 'primary') === 'primary' && ownerState.variant !== 'contained' ? { color: tone } : {}),
            // A filled button's own text colour would ring it in white on a white page.
            ...(ownerState.variant === 'contained' ? { '&.Mui-focusVisible': { outlineColor: theme.palette.text.primary } } : {}),
            ...(ownerState.color === 'error' && ownerState.variant !== 'contained'
              ? {
                  color: errorTone,
                  border: `1px solid ${alpha(theme.palette.error.main, 0.7)}`,
                  backgroundColor: alpha(theme.palette.error.main, 0.06),
                  '&:hover': { backgroundColor: alpha(theme.palette.error.main, 0.14), borderColor: theme.palette.error.main },
                }
              : {}),
          }),
        },
      },
      RaLayout: {
        // Flex items default to their content's width; let wide tables scroll inside the page instead.
        styleOverrides: { root: { minWidth: 0, '& .RaLayout-appFrame, & .RaLayout-contentWithSidebar, & .RaLayout-content': { minWidth: 0 } } },
      },
      // A kept-alive form (§2 multi-tab) re-runs react-admin's reset-to-record effect when shown again; what the
      // user typed is kept, and stays marked as changed for the next time (react-hook-form keepDirtyValues and
      // keepDirty), as it is when a refetch brings the record anew.
      RaSimpleForm: { defaultProps: { resetOptions: { keepDirtyValues: true } } },
      RaList: { styleOverrides: { root: { '& .RaList-main': { minWidth: 0 } } } },
      // Lists of Chinese text wrap one character per line in narrow columns; keep cells on one line and let
      // the table scroll sideways instead of stretching the page.
      RaDataTable: {
        styleOverrides: {
          root: ({ theme }: { theme: Theme }) => ({
            '& .RaDataTable-tableWrapper': { overflowX: 'auto' },
            // Half MUI's 16 px side padding: ten columns then fit a 1280 px screen beside the menu.
            '& .RaDataTable-rowCell, & .RaDataTable-headerCell': { whiteSpace: 'nowrap', paddingLeft: theme.spacing(1), paddingRight: theme.spacing(1) },
            // The row buttons stick to the right edge while the other columns scroll under them (§9 tables fit).
            [`& .${ACTIONS_COLUMN}`]: {
              position: 'sticky',
              right: 0,
              zIndex: 1,
              backgroundColor: theme.palette.background.paper,
              boxShadow: '-4px 0 6px -4px rgba(0, 0, 0, 0.18)',
            },
            [`& .RaDataTable-headerCell.${ACTIONS_COLUMN}`]: { zIndex: 3 },
          }),
        },
      },
      ...readableComponents(tone),
    },
  };
}

/** MUI's error red, and the deep crimson used instead when the brand's primary is itself a red. */
export const ERROR_RED = '#d32f2f';
export const ERROR_BESIDE_RED = '#a8071a';

/** The hue (0–360°) and saturation (0–1) of a #rrggbb colour. */
function hueOf(hex: string): { hue: number; saturation: number; lightness: number } {
  const m = /^#?([0-9a-f]{2})([0-9a-f]{2})([0-9a-f]{2})$/i.exec(hex.trim());
  if (!m) return { hue: 0, saturation: 0, lightness: 0 };
  const [r, g, b] = [m[1], m[2], m[3]].map((x) => parseInt(x, 16) / 255);
  const max = Math.max(r, g, b);
  const min = Math.min(r, g, b);
  const lightness = (max + min) / 2;
  const d = max - min;
  if (d === 0) return { hue: 0, saturation: 0, lightness };
  const saturation = d / (1 - Math.abs(2 * lightness - 1));
  const hue = max === r ? 60 * (((g - b) / d) % 6) : max === g ? 60 * ((b - r) / d + 2) : 60 * ((r - g) / d + 4);
  return { hue: (hue + 360) % 360, saturation, lightness };
}

/**
 * The error colour beside a primary: MUI's red, unless the primary is a red too (yingxun's #f5222d) — then a deeper,
 * darker crimson, so a destructive button differs from a primary one in lightness as well as in its outline.
 */
export function errorColorBeside(primary: string): string {
  const { hue, saturation } = hueOf(primary);
  const reddish = saturation > 0.35 && (hue < 12 || hue > 340);
  return reddish ? ERROR_BESIDE_RED : ERROR_RED;
}
