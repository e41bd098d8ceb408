import type { ReactNode } from 'react';
import Stack from '@mui/material/Stack';

/** The buttons of a list row, right-aligned; a click on them never counts as a click on the row. */
export function RowButtons({ children }: { children: ReactNode }) {
  return (
    <Stack direction="row" spacing={0.5} onClick={(e) => e.stopPropagation()} sx={{ justifyContent: 'flex-end' }}>
      {children}
    </Stack>
  );
}
