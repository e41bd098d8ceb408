/** npm run bench: the generator's figures, the bundle and browser-load figures, tabs, the 10,000-item selector. Figures only. */
import { execFileSync } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const here = path.dirname(fileURLToPath(import.meta.url));
for (const script of ['generate.ts', 'bundle.ts', 'tabs.ts', 'selector.ts']) {
  execFileSync('npx', ['tsx', path.join(here, script)], { stdio: 'inherit', cwd: path.join(here, '..') });
}
