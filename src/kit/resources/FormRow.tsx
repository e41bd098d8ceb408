import type { ReactNode } from 'react';
import Box from '@mui/material/Box';

/** The space between two inputs of a row, in theme spacing (MUI's 8 px units). */
const GAP = 2;

/**
 * Short inputs of a generated form side by side (the widget table's `short`: numbers, days, choices, switches; issue
 * 30 item 13): two to a line from `sm` up, each half the form's width; one to a line on a phone (§9). An input that
 * does not apply (AppliesWhen) leaves no hole: the others close up.
 */
export function FormRow({ children }: { children: ReactNode }) {
  return (
    <Box
      data-form-row=""
      sx={(theme) => {
        const half = `calc(50% - ${theme.spacing(GAP / 2)})`;
        return {
          display: 'flex',
          flexWrap: 'wrap',
          columnGap: theme.spacing(GAP),
          width: '100%',
          // Two media ranges that never overlap: emotion may write a media rule before the plain one.
          '& > *': { minWidth: 0 },
          [theme.breakpoints.up('sm')]: { '& > *': { flex: `0 1 ${half}`, maxWidth: half } },
          [theme.breakpoints.down('sm')]: { '& > *': { flex: '1 1 100%', maxWidth: '100%' } },
        };
      }}
    >
      {children}
    </Box>
  );
}
