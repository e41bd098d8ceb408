/**
 * npm run bench: the console's own figures (generator, bundle and load, the stack's floor in bytes, tabs, the
 * 10,000-item selector), then the side-by-side run against the stock react-admin peer with Lighthouse, which prints
 * the ratios, and a 100-row page beside the peer's (bigPage.ts, after side-by-side has built the peer). Figures only.
 */
import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const here = path.dirname(fileURLToPath(import.meta.url));
const scripts = [
  'generate.ts',
  'bundle.ts',
  'stackFloor.ts',
  'tabs.ts',
  'selector.ts',
  'sideBySide.ts',
  'bigPage.ts',
].filter((s) => existsSync(path.join(here, s)));
for (const script of scripts) {
  execFileSync('npx', ['tsx', path.join(here, script)], { stdio: 'inherit', cwd: path.join(here, '..') });
}
