import type { Root } from 'react-dom/client';
import { ConfigErrorPage } from './app/ConfigErrorPage';
import { currentBrand } from './platform/brand/currentBrand';
import { applyBrandFavicon } from './platform/brand/favicon';
import { lazyTokenLinkDialogs } from './app/session/lazyTokenLinkDialogs';
import { runTokenLogin } from './app/session/tokenLoginFlow';
import { loadRuntime } from './platform/config/loadRuntime';
import { ConfigError } from './platform/config/runtimeConfig';
import { prepare } from './boot';
import { takeTokenLink } from './platform/routing/tokenLink';

// §1: index.html's inline script has already taken a `?value=` token out of the address (before any request could
// carry it in a Referer); pick it up.
const link = takeTokenLink(window);
/**
 * Issue 13 (first paint): React's DOM renderer loads beside config.json rather than with this file. Imported here, it
 * made the entry one file whose evaluation ran before index.html's own first paint could show (Lighthouse mobile FCP
 * 2.5 s in two runs; loaded apart, 1.3–1.5 s in four). The session's requests (boot.ts) do not wait for it.
 */
const root: Promise<Root> = import('react-dom/client').then(({ createRoot }) =>
  createRoot(document.getElementById('root')!),
);
// §1: the tab shows the brand's icon from the start (the brand is chosen from the host, so it never changes).
applyBrandFavicon(currentBrand());

/**
 * A `?value=` link followed inside the running console changes only the hash, which reloads nothing. The listener is
 * registered before the console (and its router) exists, so it runs first on every history change: the token is out
 * of the address — and a refused link's login page in — before the router reads the address, so no screen or redirect
 * ever sees it.
 */
function watchTokenLinks() {
  const onAddressChange = () => {
    const next = takeTokenLink(window);
    if (next !== null)
      void runTokenLogin(next, lazyTokenLinkDialogs).then(
        (result) => result === 'switched' && window.location.reload(),
      );
  };
  window.addEventListener('popstate', onAddressChange);
  window.addEventListener('hashchange', onAddressChange);
}

/**
 * Issue 13: no top-level await in the entry. The bundler (rolldown) turns its chunk optimizations off for a whole
 * build when any module awaits at its top level: the build then had 163 files instead of 115, and a signed-in cold
 * load fetched 90 of them, six at a time over HTTP/1.1, with the user-info request queued behind them.
 */
async function start() {
  // Signed-in or not is known now: the shell's code starts downloading beside config.json (boot.ts). A token link
  // may change the session first, so with one the choice waits for it.
  const shown = link === null ? prepare(root) : undefined;
  try {
    await loadRuntime();
    watchTokenLinks();
    if ((await runTokenLogin(link, lazyTokenLinkDialogs)) !== 'leaving') await (shown ?? prepare(root))();
  } catch (error) {
    const problems = error instanceof ConfigError ? error.problems : [String(error)];
    console.error(error);
    (await root).render(<ConfigErrorPage problems={problems} />);
  }
}

void start();
