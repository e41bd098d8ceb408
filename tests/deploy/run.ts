/**
 * `npm test`'s deploy step: the browser tests behind nginx where nginx is installed. Elsewhere it says so and passes —
 * unless DEPLOY_TESTS=required (.ci/run sets it, after installing nginx), so CI never skips them silently.
 */
import { spawnSync } from 'node:child_process';
import { findNginx } from './site';

if (!findNginx()) {
  const message =
    'deploy browser tests: nginx is not installed (apt-get install -y nginx libnginx-mod-http-brotli-filter)';
  if (process.env.DEPLOY_TESTS === 'required') {
    console.error(`${message}; DEPLOY_TESTS=required`);
    process.exit(1);
  }
  console.log(`${message} — skipped`);
  process.exit(0);
}
const run = spawnSync(
  'npx',
  ['playwright', 'test', '-c', 'tests/deploy/playwright.config.ts', ...process.argv.slice(2)],
  { stdio: 'inherit' },
);
process.exit(run.status ?? 1);
