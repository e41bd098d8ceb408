import type { ButtonProps } from '@mui/material/Button';
import { alpha, darken, type Theme } from '@mui/material/styles';

/**
 * The brand's button rules (brandThemeOptions' MuiButton root), apart because every case is a readability rule of its
 * own (WCAG 2.1 AA, issue 13). `tone` is the brand colour's readable tone, `errorTone` the error colour's on its tint.
 * English buttons are in sentence case ('Export', 'Create'), not MUI's all caps; Chinese is unaffected.
 * Destructive actions (delete, disable, reject — vocabulary/actions.ts isDestructive) are buttons of colour "error":
 * outlined and tinted, so they never look like the plain text actions beside them, whatever the brand's primary colour
 * (a red primary included).
 */
export function brandButtonRoot(tone: string, errorTone: string, mode: 'light' | 'dark') {
  return ({ ownerState, theme }: { ownerState: ButtonProps; theme: Theme }) => ({
    textTransform: 'none',
    ...((ownerState.color ?? 'primary') === 'primary' && ownerState.variant !== 'contained' ? { color: tone } : {}),
    // Light mode: a filled primary button is the brand's readable tone with white text (4.5:1), not the
    // brand colour with dark text — the same hue, a shade deeper.
    ...(mode === 'light' && ownerState.variant === 'contained' && (ownerState.color ?? 'primary') === 'primary'
      ? { backgroundColor: tone, color: '#fff', '&:hover': { backgroundColor: darken(tone, 0.15) } }
      : {}),
    // A filled button's own text colour would ring it in white on a white page.
    ...(ownerState.variant === 'contained'
      ? { '&.Mui-focusVisible': { outlineColor: theme.palette.text.primary } }
      : {}),
    ...(ownerState.color === 'error' && ownerState.variant !== 'contained'
      ? {
          color: errorTone,
          border: `1px solid ${alpha(theme.palette.error.main, 0.7)}`,
          backgroundColor: alpha(theme.palette.error.main, 0.06),
          '&:hover': {
            backgroundColor: alpha(theme.palette.error.main, 0.14),
            borderColor: theme.palette.error.main,
          },
        }
      : {}),
  });
}
