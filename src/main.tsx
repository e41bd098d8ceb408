import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/App';
import { ConfigErrorPage } from './app/ConfigErrorPage';
import { currentBrand } from './brand/currentBrand';
import { applyBrandFavicon } from './brand/favicon';
import { tokenLinkDialogs } from './app/session/tokenLinkDialogs';
import { runTokenLogin } from './app/session/tokenLoginFlow';
import { ConfigError, loadConfig, setConfig } from './config/runtimeConfig';
import { takeTokenLink } from './routing/tokenLink';

// §1: index.html's inline script has already taken a `?value=` token out of the address (before any request could
// carry it in a Referer); pick it up.
const link = takeTokenLink(window);
const root = createRoot(document.getElementById('root')!);
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
    if (next !== null) void runTokenLogin(next, tokenLinkDialogs).then((result) => result === 'switched' && window.location.reload());
  };
  window.addEventListener('popstate', onAddressChange);
  window.addEventListener('hashchange', onAddressChange);
}

try {
  setConfig(await loadConfig());
  watchTokenLinks();
  if ((await runTokenLogin(link, tokenLinkDialogs)) !== 'leaving') {
    root.render(
      <StrictMode>
        <App />
      </StrictMode>,
    );
  }
} catch (error) {
  const problems = error instanceof ConfigError ? error.problems : [String(error)];
  console.error(error);
  root.render(<ConfigErrorPage problems={problems} />);
}
