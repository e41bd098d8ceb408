import { useEffect, useState } from 'react';
import LinearProgress from '@mui/material/LinearProgress';
import { useTranslate } from 'react-admin';
import { useAnyRequest } from '../../platform/components/useAnyRequest';

/** Quicker answers show no bar: a flash on every fast request is noise. */
const SHOW_AFTER_MS = 150;

/**
 * A thin bar over the content while anything is loading or saving: changing a filter keeps the old rows on screen
 * until the new ones arrive, and without this nothing says that the screen is about to change.
 */
export function FetchProgress() {
  const translate = useTranslate();
  const busy = useAnyRequest({ mutations: true });
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
    // A plain box: a styled one would work out its styles again each time a request starts or ends.
    <div style={{ height: 3 }} aria-hidden={!shown}>
      {shown ? (
        <LinearProgress data-testid="fetch-progress" aria-label={translate('ra.page.loading')} sx={{ height: 3 }} />
      ) : null}
    </div>
  );
}
