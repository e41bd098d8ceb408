import type { ReactNode } from 'react';
import Box from '@mui/material/Box';

/** §2 blank layout: the page alone, no menu or header. */
export function BlankLayout({ children }: { children: ReactNode }) {
  return <Box sx={{ minHeight: '100vh', p: 3 }}>{children}</Box>;
}
