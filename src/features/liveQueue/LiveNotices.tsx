import { useEffect, useState } from 'react';
import Alert from '@mui/material/Alert';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import { useTranslate } from 'react-admin';
import type { DepartedRow } from './rowChanges';

/** How far the operator must have scrolled for new rows at the top to be out of sight. */
const SCROLLED = 120;

function useScrolledDown(): boolean {
  const [down, setDown] = useState(() => window.scrollY > SCROLLED);
  useEffect(() => {
    const onScroll = () => setDown(window.scrollY > SCROLLED);
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => window.removeEventListener('scroll', onScroll);
  }, []);
  return down;
}

/**
 * Above a live list (issue 33): "N new" while new rows came in above what the operator is reading (a click goes up to
 * them), and one line for each row that left with its reason, fading with the row.
 */
export function LiveNotices({
  fresh,
  departed,
  labelOf,
  onSeen,
}: {
  fresh: number;
  departed: readonly DepartedRow[];
  labelOf: (row: DepartedRow) => string;
  onSeen(): void;
}) {
  const translate = useTranslate();
  const down = useScrolledDown();
  const told = departed.filter((d) => d.reason);
  return (
    <>
      {fresh > 0 && down ? (
        <Chip
          color="primary"
          data-testid="live-new-rows"
          label={translate('app.live.newRows', { smart_count: fresh })}
          onClick={() => {
            window.scrollTo({ top: 0, behavior: 'smooth' });
            onSeen();
          }}
          sx={{
            position: 'fixed',
            top: 72,
            left: '50%',
            transform: 'translateX(-50%)',
            zIndex: 'appBar',
            boxShadow: 3,
          }}
        />
      ) : null}
      <Stack role="status" aria-live="polite" spacing={0.5} sx={{ px: 2, '&:empty': { display: 'none' } }}>
        {told.map((d) => (
          <Alert key={String(d.record.id)} severity="info" data-testid="live-departed" sx={{ py: 0 }}>
            {translate('app.live.left', { label: labelOf(d), reason: d.reason })}
          </Alert>
        ))}
      </Stack>
    </>
  );
}
