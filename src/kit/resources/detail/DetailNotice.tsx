import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';

/** What a record screen says instead of the record: a title line and a hint below it. */
export function DetailNotice({ title, help, children }: { title: string; help?: string; children?: ReactNode }) {
  return (
    <Box role="status" data-testid="detail-notice" sx={{ p: { xs: 2, sm: 3 } }}>
      <Typography component="h1" variant="h6" sx={{ overflowWrap: 'anywhere' }}>
        {title}
      </Typography>
      {help ? (
        <Typography variant="body2" color="text.secondary" sx={{ mt: 1, overflowWrap: 'anywhere' }}>
          {help}
        </Typography>
      ) : null}
      {children}
    </Box>
  );
}
