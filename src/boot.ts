import { createElement, startTransition, StrictMode } from 'react';
import type { Root } from 'react-dom/client';
import { settledOrAfter } from './kit/resources/settledOrAfter';
import { prefetchInfo } from './platform/providers/earlyInfo';
import { session } from './platform/providers/session';
import { LANDING_ROUTE } from './platform/routing/paths';

/** The in-app path of the address (hash router), without its query. */
const openingPath = () => window.location.hash.replace(/^#/, '').split('?')[0] || LANDING_ROUTE;

/**
 * How long the first render waits for the opening list's first page once the code is ready (issue 13). Rendering the
 * console takes ~250 ms of main thread; rendered without its rows, it draws the screen a second time (~100–150 ms)
 * when they come, so a page arriving within this time brings the rows sooner. A slower upstream gets the shell first.
 */
const FIRST_PAGE_WAIT_MS = 120;

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
      startTransition(() =>
        shown.render(createElement(StrictMode, null, createElement(PublicApp, { onSignedIn: () => prepare(root)() }))),
      );
    };
  }
  // The opening screen's module loads beside the shell's code, and the first render waits for it (a failed load is the
  // screen's own to report): a screen rendered before its module is in suspends, its boundary's fallback is
  // committed, and React 19 holds the screen's reveal until 300 ms after that fallback (routing/lazyScreen.ts). Its
  // small lookup is asked for first and keeps a file of its own (build/coldPathChunks.ts): the screen's own files
  // start early rather than after the shell's code has run.
  const opening = import('./platform/routing/openingScreen')
    .then((m) => m.preloadOpeningScreen(openingPath()))
    .catch(() => undefined);
  const shell = early(import('./app/App'));
  return async () => {
    const token = session.userToken();
    if (token) prefetchInfo(token);
    const { App, startConsole } = await shell;
    const parts = startConsole();
    const [shown] = await Promise.all([root, opening, settledOrAfter(parts.openingPage, FIRST_PAGE_WAIT_MS)]);
    shown.render(createElement(StrictMode, null, createElement(App, { parts })));
  };
}
