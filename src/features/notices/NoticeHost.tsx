import { lazy, Suspense, useEffect } from 'react';
import { session } from '../../platform/providers/session';
import { markRead, popupCandidate, readMemory } from './noticeMemory';
import { noticeDialog } from './noticeDialog';
import { useNotices } from './useNotices';

// Loaded when a notice is first shown (issue 32: the first row does not wait for it).
const NoticeDialog = lazy(() => import('./NoticeDialog').then((m) => ({ default: m.NoticeDialog })));

const POPPED_KEY = 'ccs_notice_popped';

/**
 * Once per sign-in — not on every reload — the newest notice the account has not hidden pops up (§2). The sign-in
 * is told apart by the end of its token, kept in sessionStorage (the token itself sits in localStorage already).
 */
function firstTimeThisSignIn(): boolean {
  const mark = session.userToken()?.slice(-12);
  if (!mark || sessionStorage.getItem(POPPED_KEY) === mark) return false;
  sessionStorage.setItem(POPPED_KEY, mark);
  return true;
}

/** Pops the newest unseen notice after login, and shows any notice the bell's list opens. */
export function NoticeHost() {
  const { account, notices } = useNotices();
  const open = noticeDialog.useValue();
  useEffect(() => {
    if (!account || notices.length === 0) return;
    const notice = popupCandidate(notices, readMemory(account));
    if (notice && firstTimeThisSignIn()) noticeDialog.open({ notice, popup: true });
  }, [account, notices]);
  useEffect(() => {
    if (account && open) markRead(account, open.notice.id);
  }, [account, open]);
  if (!account || !open) return null;
  return (
    <Suspense fallback={null}>
      <NoticeDialog
        key={open.notice.id}
        notice={open.notice}
        account={account}
        popup={open.popup}
        onClose={noticeDialog.close}
      />
    </Suspense>
  );
}
