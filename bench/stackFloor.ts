/**
 * Issue 32 (§9): the floor of the stack in bytes. Builds the smallest react-admin app that shows a list — <Admin>
 * with its stock layout, one resource, <List> over <Datagrid> with two text fields, ra-data-simple-rest — with the
 * console's own packages, Vite and production react-router, and prints its JavaScript gzipped at level 6 (how
 * side-by-side.mjs counts `firstRowJs`: everything such an app fetches comes before its first row, in one file) and
 * which packages make it up. The console's first row can be no lighter than this while React, react-admin and MUI
 * draw it. Figures only; nothing passes or fails.
 *   npx tsx bench/stackFloor.ts
 */
import react from '@vitejs/plugin-react';
import { mkdtempSync, rmSync, symlinkSync, writeFileSync, mkdirSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { build, type Rolldown } from 'vite';
import { reactRouterProduction } from '../build/reactRouterProduction';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const kib = (n: number) => `${(n / 1024).toFixed(1)} KiB`;

const APP = `import { createRoot } from 'react-dom/client';
import { Admin, Resource, List, Datagrid, TextField } from 'react-admin';
import simpleRestProvider from 'ra-data-simple-rest';

const Posts = () => (
  <List>
    <Datagrid>
      <TextField source="id" />
      <TextField source="title" />
    </Datagrid>
  </List>
);

createRoot(document.getElementById('root')!).render(
  <Admin dataProvider={simpleRestProvider('/api')} disableTelemetry>
    <Resource name="posts" list={Posts} />
  </Admin>,
);
`;

/** node_modules/@scope/name/… or node_modules/name/… → the package; anything else is the app's own. */
function packageOf(id: string): string {
  const at = id.lastIndexOf('node_modules/');
  if (at < 0) return '(the app)';
  const parts = id.slice(at + 'node_modules/'.length).split('/');
  return parts[0].startsWith('@') ? `${parts[0]}/${parts[1]}` : parts[0];
}

const dir = mkdtempSync(path.join(os.tmpdir(), 'stack-floor-'));
try {
  mkdirSync(path.join(dir, 'src'));
  writeFileSync(
    path.join(dir, 'index.html'),
    '<!doctype html><html><body><div id="root"></div><script type="module" src="/src/main.tsx"></script></body></html>\n',
  );
  writeFileSync(path.join(dir, 'src/main.tsx'), APP);
  // The console's installed packages, so the floor is of the same versions.
  symlinkSync(path.join(root, 'node_modules'), path.join(dir, 'node_modules'), 'dir');
  const result = await build({
    root: dir,
    configFile: false,
    logLevel: 'warn',
    plugins: [react(), reactRouterProduction()],
    build: { target: 'es2022', write: false, chunkSizeWarningLimit: 2000 },
  });
  const outputs = (Array.isArray(result) ? result : [result]) as Rolldown.RolldownOutput[];
  const chunks = outputs.flatMap((o) => o.output).filter((c): c is Rolldown.OutputChunk => c.type === 'chunk');
  const gzip = chunks.reduce((sum, c) => sum + gzipSync(c.code, { level: 6 }).length, 0);
  const raw = chunks.reduce((sum, c) => sum + Buffer.byteLength(c.code), 0);
  // Each package's share of the code before minification, applied to the gzipped total: an estimate, but the order
  // and the rough sizes are what the figure is for.
  const byPackage = new Map<string, number>();
  let rendered = 0;
  for (const chunk of chunks)
    for (const [id, info] of Object.entries(chunk.modules)) {
      byPackage.set(packageOf(id), (byPackage.get(packageOf(id)) ?? 0) + info.renderedLength);
      rendered += info.renderedLength;
    }
  console.log('stack floor (bench/stackFloor.ts): the smallest react-admin app with a list, built as the console is');
  console.log(
    `  JavaScript                      ${kib(gzip)} gzip (level 6), ${kib(raw)} raw, ${chunks.length} file(s)`,
  );
  const top = [...byPackage].sort((a, b) => b[1] - a[1]).filter(([, n]) => (n / rendered) * gzip >= 1024);
  for (const [name, n] of top) console.log(`    ${kib((n / rendered) * gzip).padStart(10)}  ${name}`);
} finally {
  rmSync(dir, { recursive: true, force: true });
}
