import { session } from '../../platform/providers/session';
import { sessionEnding } from '../../platform/providers/sessionEvents';
import { loginPathFor } from '../../platform/routing/safeRedirect';

/** Why this tab is on the login page: the session ended in another browser tab (app.session.otherTab). */
export const OTHER_TAB_NOTICE = 'otherTab';

export interface OtherTabsOptions {
  reload?: () => void;
}

/**
 * Issue 30 item 4: the session is one for all browser tabs of the console (one token in localStorage, §3), so when
 * another tab ends it (logs out, or its token expired) or changes it (another account signed in there), this tab
 * leaves at once — before it draws anything more of the old session: its cached rows, its menu and grants, every
 * account-scoped memory are in this page's memory, and a reload drops them all. Open forms keep what was typed as a
 * draft first (sessionEnding, resources/FormDraft.tsx), and the page leaves without the browser's leave prompt.
 *
 * Ended: the login page, with the way back here and a notice saying why. Changed: the new account's console from its
 * home (the path here may be one the new account may not open).
 *
 * Returns the function that stops watching.
 */
export function watchOtherTabs({ reload = () => window.location.reload() }: OtherTabsOptions = {}): () => void {
  const onStorage = (event: StorageEvent) => {
    if (event.storageArea !== window.localStorage || !session.changedElsewhere(event)) return;
    sessionEnding.announce();
    const here = window.location.hash.replace(/^#/, '');
    const target = session.hasToken() ? '/' : withNotice(loginPathFor(here));
    window.history.replaceState(null, '', `#${target}`);
    reload();
  };
  window.addEventListener('storage', onStorage);
  return () => window.removeEventListener('storage', onStorage);
}

const withNotice = (path: string) => `${path}${path.includes('?') ? '&' : '?'}notice=${OTHER_TAB_NOTICE}`;
