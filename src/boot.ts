import { createElement, startTransition, StrictMode } from 'react';
import type { Root } from 'react-dom/client';
import { prefetchInfo } from './providers/earlyInfo';
import { session } from './providers/session';
import { HOME_ROUTE } from './routing/paths';

/** The in-app path of the address (hash router), without its query. */
const openingPath = () => window.location.hash.replace(/^#/, '').split('?')[0] || HOME_ROUTE;

/** An early start whose failure is reported where it is awaited, not as an unhandled rejection. */
function early<T>(loading: Promise<T>): Promise<T> {
  loading.catch(() => undefined);
  return loading;
}

/**
 * Issue 13: what the page downloads depends on the session, and starts before config.json is in. Signed out, only
 * the public pages (login, register, reset: the login page never waits for the console's code); signed in, the
 * console, with its opening screen's module. Returns what shows it, to call once the config is set: the user info
 * request (§4, which needs the config's API address) then starts beside the console's code rather than after it.
 */
export function prepare(root: Promise<Root>): () => Promise<void> {
  if (!session.hasToken()) {
    const shell = early(import('./public/PublicApp'));
    return async () => {
      const [{ PublicApp }, shown] = await Promise.all([shell, root]);
      // In a transition React renders in slices, yielding to the browser between them: the page painted from
      // index.html stays responsive while the login page is built (no long task; Lighthouse TBT).
      startTransition(() => shown.render(createElement(StrictMode, null, createElement(PublicApp, { onSignedIn: () => prepare(root)() }))));
    };
  }
  const shell = early(import('./app/App'));
  void early(import('./routing/openingScreen').then((m) => m.preloadOpeningScreen(openingPath())));
  return async () => {
    const token = session.userToken();
    if (token) prefetchInfo(token);
    const [{ App }, shown] = await Promise.all([shell, root]);
    shown.render(createElement(StrictMode, null, createElement(App)));
  };
}
