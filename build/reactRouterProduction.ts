import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import type { Plugin } from 'vite';

/**
 * react-router 7 points every export at its development build, whatever the mode (remix-run/react-router#14102, open
 * at 7.18): the console's production files carried its development warnings (ENABLE_DEV_WARNINGS, messages built at
 * each <Routes> render). The production build ships beside it in the package; a production build of the console
 * resolves react-router (and react-router-dom, which re-exports it) there. Development and tests keep the warnings.
 */
export function reactRouterProduction(): Plugin {
  return {
    name: 'react-router-production',
    apply: 'build',
    config() {
      const require = createRequire(import.meta.url);
      const dir = path.join(path.dirname(require.resolve('react-router/package.json')), 'dist', 'production');
      const entry = path.join(dir, 'index.mjs');
      const dom = path.join(dir, 'dom-export.mjs');
      for (const file of [entry, dom]) {
        if (!fs.existsSync(file))
          throw new Error(
            `react-router-production: ${file} is missing; has react-router's package layout changed? (build/reactRouterProduction.ts)`,
          );
      }
      return {
        resolve: {
          alias: [
            { find: /^react-router$/, replacement: entry },
            { find: /^react-router\/dom$/, replacement: dom },
          ],
        },
      };
    },
  };
}
