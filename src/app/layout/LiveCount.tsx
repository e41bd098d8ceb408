import Box from '@mui/material/Box';
import { useTranslate } from 'react-admin';
import { useLiveCount } from '../../platform/live/liveCounts';

/**
 * A live work queue's count beside its menu entry (issue 33: orders to grab, withdrawals to review), from the live
 * queue feature's requests (platform/live/liveCounts.ts): the menu asks nothing itself. Nothing for other entries.
 */
export function LiveCount({ route }: { route: string | undefined }) {
  const count = useLiveCount(route);
  const translate = useTranslate();
  if (!count) return null;
  return (
    <Box
      component="span"
      data-testid="menu-live-count"
      aria-label={translate('app.live.badge', { count })}
      sx={{
        ml: 'auto',
        pl: 1,
        '& > span': {
          display: 'inline-block',
          minWidth: 20,
          px: 0.75,
          borderRadius: 10,
          bgcolor: 'error.main',
          color: 'error.contrastText',
          fontSize: 12,
          lineHeight: '20px',
          textAlign: 'center',
        },
      }}
    >
      <span>{count > 99 ? '99+' : count}</span>
    </Box>
  );
}
