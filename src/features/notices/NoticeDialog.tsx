import { lazy, Suspense, useId, useState } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import FormControlLabel from '@mui/material/FormControlLabel';
import LinearProgress from '@mui/material/LinearProgress';
import Typography from '@mui/material/Typography';
import OpenInNew from '@mui/icons-material/OpenInNew';
import { useTranslate } from 'react-admin';
import type { Notice } from './api';
import { NoticeCard } from './NoticeCard';
import { hideForever } from './noticeMemory';
import { safeNoticeLink } from './safeLink';
import { focusScreenIfLost } from '../../platform/components/screenFocus';

const NoticeBody = lazy(() => import('./NoticeBody'));

/**
 * One notice (§2 notice popup): its link — opened in a new tab, only when http(s), with noopener — or its body,
 * sanitised. 'Do not show again' hides it from the popup for this account for good. The popup after login is a
 * non-modal card (NoticeCard: it must not take the click the user is making on the first screen); a notice the user
 * opens from the bell is a dialog, as asked.
 */
export function NoticeDialog({
  notice,
  account,
  popup,
  onClose,
}: {
  notice: Notice;
  account: string;
  popup: boolean;
  onClose: () => void;
}) {
  const [hide, setHide] = useState(false);
  const titleId = useId();
  const close = () => {
    if (hide) hideForever(account, notice.id);
    onClose();
    // The popup opens on its own, with focus on nothing: closed (Escape too), focus goes to the screen, not the page
    // body (issue 30 item 21). Opened from the bell, it goes back to the bell.
    focusScreenIfLost();
  };
  if (popup) {
    return (
      <NoticeCard titleId={titleId} title={notice.title} onClose={close}>
        {(closeCard) => (
          <>
            <DialogContent sx={{ pt: 1 }}>
              <NoticeContent notice={notice} />
            </DialogContent>
            <NoticeActions notice={notice} hide={hide} onHide={setHide} onClose={closeCard} />
          </>
        )}
      </NoticeCard>
    );
  }
  return (
    <Dialog open onClose={close} maxWidth="sm" fullWidth aria-labelledby={titleId} data-testid="notice-dialog">
      <DialogTitle id={titleId} sx={{ pb: 0.5 }}>
        {notice.title}
      </DialogTitle>
      <DialogContent>
        <NoticeContent notice={notice} />
      </DialogContent>
      <NoticeActions notice={notice} onClose={close} />
    </Dialog>
  );
}

/** Its date, a warning for a link not offered, and its body. */
function NoticeContent({ notice }: { notice: Notice }) {
  const translate = useTranslate();
  const link = safeNoticeLink(notice.url);
  return (
    <>
      {notice.createdAt ? (
        <Typography variant="caption" color="text.secondary" component="p" sx={{ mb: 2 }}>
          {notice.createdAt}
        </Typography>
      ) : null}
      {notice.url !== '' && !link ? (
        <Alert severity="warning" sx={{ mb: 2 }} data-testid="notice-link-blocked">
          {translate('app.notices.blockedLink')}
        </Alert>
      ) : null}
      {notice.content !== '' ? (
        <Suspense fallback={<LinearProgress aria-label={translate('ra.page.loading')} />}>
          <NoticeBody html={notice.content} />
        </Suspense>
      ) : null}
    </>
  );
}

/** 'Do not show again' (the popup only), the notice's link, and close. */
function NoticeActions({
  notice,
  hide,
  onHide,
  onClose,
}: {
  notice: Notice;
  hide?: boolean;
  onHide?: (hide: boolean) => void;
  onClose: () => void;
}) {
  const translate = useTranslate();
  const link = safeNoticeLink(notice.url);
  return (
    <DialogActions sx={{ justifyContent: 'space-between', px: 3 }}>
      {onHide ? (
        <FormControlLabel
          control={<Checkbox checked={hide} onChange={(e) => onHide(e.target.checked)} data-testid="notice-hide" />}
          label={translate('app.notices.dontShowAgain')}
        />
      ) : (
        <span />
      )}
      <span>
        {link ? (
          <Button
            href={link}
            target="_blank"
            rel="noopener noreferrer"
            startIcon={<OpenInNew />}
            data-testid="notice-open-link"
            sx={{ mr: 1 }}
          >
            {translate('app.notices.openLink')}
          </Button>
        ) : null}
        <Button variant="contained" onClick={onClose} data-testid="notice-close">
          {translate('app.notices.close')}
        </Button>
      </span>
    </DialogActions>
  );
}
