import type { ReactNode } from 'react';
import Stack from '@mui/material/Stack';

/** The buttons of a list row, right-aligned; a click on them never counts as a click on the row. */
export function RowButtons({ children }: { children: ReactNode }) {
  return (
    // Centred, not stretched: on a phone the view and edit icons are 48 px buttons, the labelled ones small.
    <Stack
      direction="row"
      spacing={0.5}
      onClick={(e) => e.stopPropagation()}
      sx={{ justifyContent: 'flex-end', alignItems: 'center' }}
    >
      {children}
    </Stack>
  );
}
