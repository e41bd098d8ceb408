import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/App';
import { ConfigError, loadConfig, setConfig } from './config/runtimeConfig';
import { ConfigErrorPage } from './app/ConfigErrorPage';

const root = createRoot(document.getElementById('root')!);

try {
  setConfig(await loadConfig());
  root.render(
    <StrictMode>
      <App />
    </StrictMode>,
  );
} catch (error) {
  const problems = error instanceof ConfigError ? error.problems : [String(error)];
  console.error(error);
  root.render(<ConfigErrorPage problems={problems} />);
}
