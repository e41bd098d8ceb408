import type { RaThemeOptions } from 'react-admin';
import { KeyboardRow } from '../kit/resources/KeyboardRow';

/**
 * The console theme's accessibility overrides beyond the brand's (brand/brandTheme.ts: readable text, visible focus):
 * list rows open from the keyboard and show their focus in the brand's readable `tone` (issue 13, WCAG 2.1 AA).
 */
export function readableComponents(tone: string): NonNullable<RaThemeOptions['components']> {
  return {
    // Rows that open a record are reached and opened from the keyboard as well (KeyboardRow), and show their focus.
    RaDataTableBody: { defaultProps: { row: KeyboardRow } },
    RaDataTableRow: {
      styleOverrides: { root: { '&:focus-visible': { outline: `2px solid ${tone}`, outlineOffset: -2 } } },
    },
  };
}
