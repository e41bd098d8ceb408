import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Snackbar from '@mui/material/Snackbar';
import Stack from '@mui/material/Stack';
import { useTranslate } from 'react-admin';
import { publishedRelease, runningRelease } from './release';
import { useReleaseWatch, type ReleaseWatchOptions } from './useReleaseWatch';

const fromThisPage: ReleaseWatchOptions = { running: runningRelease(document), published: () => publishedRelease() };

/**
 * Offers a reload when a newer release is out (the tab keeps working until then; Later hides the offer) or when part
 * of the console failed to load — then only a reload helps, so the offer stays. Never reloads by itself: an open form
 * would lose what was typed.
 */
export function ReleaseNotice({ watch = fromThisPage }: { watch?: ReleaseWatchOptions }) {
  const translate = useTranslate();
  const status = useReleaseWatch(watch);
  const [later, setLater] = useState(false);
  const open = status === 'moduleFailed' || (status === 'newRelease' && !later);
  return (
    <Snackbar open={open} anchorOrigin={{ vertical: 'bottom', horizontal: 'center' }}>
      <Alert
        severity={status === 'moduleFailed' ? 'warning' : 'info'}
        data-testid="release-notice"
        data-status={status}
        action={
          <Stack direction="row" spacing={1}>
            <Button color="inherit" size="small" onClick={() => window.location.reload()} data-testid="release-reload">
              {translate('app.release.reload')}
            </Button>
            {status === 'newRelease' ? (
              <Button color="inherit" size="small" onClick={() => setLater(true)} data-testid="release-later">
                {translate('app.release.later')}
              </Button>
            ) : null}
          </Stack>
        }
      >
        {translate(status === 'moduleFailed' ? 'app.release.moduleFailed' : 'app.release.available')}
      </Alert>
    </Snackbar>
  );
}
