import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useShowContext } from 'react-admin';
import { BackToList } from './BackToList';

/**
 * The top of a record screen (Show's `actions`): the way back to the list, the record's title — its noun and its
 * representation, react-admin's show title: 订单 DY2026…, Order DY2026… — and the record's buttons. Without a record
 * (the read failed) only the way back: the card below says what went wrong.
 */
export function DetailHeader({ list, children }: { list: string; children?: ReactNode }) {
  const { record, defaultTitle } = useShowContext();
  return (
    <Box data-testid="detail-header" sx={{ pt: 1, pb: 1.5 }}>
      <BackToList to={list} />
      {record ? (
        <Stack
          direction={{ xs: 'column', sm: 'row' }}
          sx={{ mt: 0.5, gap: 1, alignItems: { xs: 'flex-start', sm: 'center' }, justifyContent: 'space-between' }}
        >
          <Typography
            component="h1"
            variant="h6"
            sx={{ minWidth: 0, overflowWrap: 'anywhere' }}
            data-testid="detail-title"
          >
            {defaultTitle}
          </Typography>
          {children ? (
            <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 1 }} data-testid="detail-actions">
              {children}
            </Stack>
          ) : null}
        </Stack>
      ) : null}
    </Box>
  );
}
