import { alpha } from '@mui/material/styles';
import type { RaThemeOptions } from 'react-admin';
import { KeyboardRow } from '../resources/KeyboardRow';

/**
 * The theme's accessibility overrides (issue 13, WCAG 2.1 AA): the brand colour written as text takes its readable
 * `tone` (readableColors.ts), focus is always visible, and list rows open from the keyboard.
 */
export function readableComponents(tone: string): NonNullable<RaThemeOptions['components']> {
  return {
    MuiTab: {
      styleOverrides: {
        root: ({ ownerState }: { ownerState: { textColor?: string } }) => ({
          textTransform: 'none',
          ...((ownerState.textColor ?? 'primary') === 'primary' ? { '&.Mui-selected': { color: tone } } : {}),
        }),
      },
    },
    MuiLink: {
      styleOverrides: {
        root: ({ ownerState }: { ownerState: { color?: unknown } }) =>
          (ownerState.color ?? 'primary') === 'primary' ? { color: tone, textDecorationColor: alpha(tone, 0.4) } : {},
      },
    },
    MuiFormLabel: {
      styleOverrides: {
        root: ({ ownerState }: { ownerState: { color?: string } }) =>
          (ownerState.color ?? 'primary') === 'primary' ? { '&.Mui-focused:not(.Mui-error)': { color: tone } } : {},
      },
    },
    // A keyboard user sees where focus is (WCAG 2.4.7): MUI marks it with a faint tint only. The ring takes the
    // control's own text colour, which reads on what is around it (the header's contrast text, the menu's text…).
    MuiButtonBase: { styleOverrides: { root: { '&.Mui-focusVisible': { outline: '2px solid currentColor', outlineOffset: 2 } } } },
    // Rows that open a record are reached and opened from the keyboard as well (KeyboardRow), and show their focus.
    RaDataTableBody: { defaultProps: { row: KeyboardRow } },
    RaDataTableRow: { styleOverrides: { root: { '&:focus-visible': { outline: `2px solid ${tone}`, outlineOffset: -2 } } } },
  };
}
