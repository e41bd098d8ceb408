import { defineConfig } from '@playwright/test';
import e2e from '../e2e/playwright.config';
import { PORTS } from './site';

/**
 * The production build behind the shipped nginx configuration (deploy/), over HTTPS with a certificate per brand
 * domain, the embedded upstream behind its proxy locations. tests/deploy/run.ts starts it where nginx is installed.
 */
export default defineConfig<object, { ownUpstream: boolean }>({
  ...e2e,
  testDir: '.',
  outputDir: '../../test-results/deploy',
  // One nginx and one upstream for every test (the e2e workers each start their own; not here).
  workers: 1,
  fullyParallel: false,
  use: { ...e2e.use, baseURL: `https://localhost:${PORTS.https}`, ignoreHTTPSErrors: true, ownUpstream: false },
  webServer: {
    command: 'npx tsx tests/deploy/serve.ts',
    cwd: '../..',
    url: `https://localhost:${PORTS.https}/version.json`,
    ignoreHTTPSErrors: true,
    reuseExistingServer: false,
    timeout: 60_000,
    env: {
      E2E_NGINX_PORT: String(PORTS.https),
      E2E_NGINX_HTTP_PORT: String(PORTS.http),
      E2E_NGINX_UPSTREAM_PORT: String(PORTS.upstream),
    },
    stdout: 'ignore',
    stderr: 'pipe',
  },
});
