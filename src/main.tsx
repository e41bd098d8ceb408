import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/App';
import { ConfigErrorPage } from './app/ConfigErrorPage';
import { runTokenLogin } from './app/tokenLoginFlow';
import { ConfigError, loadConfig, setConfig } from './config/runtimeConfig';
import { takeTokenParam } from './routing/tokenLogin';

// §1: a `?value=` token leaves the address bar and the history entry before anything else happens.
const token = takeTokenParam(window);
const root = createRoot(document.getElementById('root')!);

try {
  setConfig(await loadConfig());
  if ((await runTokenLogin(token)) === 'stay') {
    root.render(
      <StrictMode>
        <App />
      </StrictMode>,
    );
  }
  // A `?value=` link followed inside the running console changes only the hash, which reloads nothing: take the
  // token out at once and start over with it.
  window.addEventListener('hashchange', () => {
    const next = takeTokenParam(window);
    if (next !== null) void runTokenLogin(next).then((outcome) => outcome === 'stay' && window.location.reload());
  });
} catch (error) {
  const problems = error instanceof ConfigError ? error.problems : [String(error)];
  console.error(error);
  root.render(<ConfigErrorPage problems={problems} />);
}
