import { useEffect, useState } from 'react';
import Box from '@mui/material/Box';
import LinearProgress from '@mui/material/LinearProgress';
import { useIsFetching, useIsMutating } from '@tanstack/react-query';
import { useTranslate } from 'react-admin';

/** Quicker answers show no bar: a flash on every fast request is noise. */
const SHOW_AFTER_MS = 150;

/**
 * A thin bar over the content while anything is loading or saving: changing a filter keeps the old rows on screen
 * until the new ones arrive, and without this nothing says that the screen is about to change.
 */
export function FetchProgress() {
  const translate = useTranslate();
  const busy = useIsFetching() + useIsMutating() > 0;
  const [shown, setShown] = useState(false);
  useEffect(() => {
    if (!busy) return;
    const timer = setTimeout(() => setShown(true), SHOW_AFTER_MS);
    return () => {
      clearTimeout(timer);
      setShown(false);
    };
  }, [busy]);
  return (
    <Box sx={{ height: 3 }} aria-hidden={!shown}>
      {shown ? (
        <LinearProgress data-testid="fetch-progress" aria-label={translate('ra.page.loading')} sx={{ height: 3 }} />
      ) : null}
    </Box>
  );
}
