import { defineConfig } from '@playwright/test';

/** Browser tests: Debian's chromium against the built console served by the embedded upstream. */
export const E2E_PORT = Number(process.env.E2E_PORT ?? 8799);

export default defineConfig({
  testDir: '.',
  testMatch: /.*\.spec\.ts$/,
  outputDir: '../../test-results',
  timeout: 60_000,
  expect: { timeout: 10_000 },
  // One worker: the tests share the upstream's in-memory state and these machines have 2 cores.
  workers: 1,
  fullyParallel: false,
  reporter: [['list']],
  use: {
    baseURL: `http://localhost:${E2E_PORT}`,
    viewport: { width: 1280, height: 720 },
    locale: 'zh-CN',
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
      args: ['--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
    },
  },
  webServer: {
    command: `npx tsx tests/e2e/serve.ts`,
    cwd: '../..',
    url: `http://127.0.0.1:${E2E_PORT}/config.json`,
    reuseExistingServer: false,
    timeout: 60_000,
    env: { E2E_PORT: String(E2E_PORT) },
    stdout: 'ignore',
    stderr: 'pipe',
  },
});
