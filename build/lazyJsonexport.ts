import path from 'node:path';
import type { Plugin } from 'vite';

/** The one import of jsonexport in react-admin: ra-core's default exporter (`export/defaultExporter.js`). */
export const JSONEXPORT = 'jsonexport/dist/index.js';

/**
 * Issue 32 (§9): react-admin's default exporter imports jsonexport statically, so every list's first row waited for
 * a CSV writer that runs only when somebody presses Export. In the console's build that import resolves to a
 * stand-in (`shim`) that loads the real jsonexport on its first call; the stand-in's own import of it resolves as
 * usual. Development and tests use react-admin's import as it is (the dependencies are pre-bundled there).
 */
export function lazyJsonexport(shim: string): Plugin {
  const own = path.resolve(shim);
  return {
    name: 'lazy-jsonexport',
    apply: 'build',
    // Before Vite's own resolver, which would answer first.
    enforce: 'pre',
    resolveId(source, importer) {
      if (source !== JSONEXPORT || !importer || path.resolve(importer) === own) return null;
      return own;
    },
  };
}
