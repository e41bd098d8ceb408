/**
 * npm start: the embedded upstream, then the console (Vite dev server with schema regeneration) against it.
 * Ports: UPSTREAM_PORT (8787) and CONSOLE_PORT (5173). Saving a schema regenerates the screens (Vite plugin) and
 * restarts the upstream with the new endpoints; a broken schema keeps the last good upstream running.
 */
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { createServer } from 'vite';
import { readSources } from '../generator/load';
import { compileModel } from '../generator/pipeline';
import { startUpstream, type RunningUpstream } from '../upstream/server';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const upstreamPort = Number(process.env.UPSTREAM_PORT ?? 8787);
process.env.UPSTREAM_PORT = String(upstreamPort);
const INPUT = /(^|\/)(schemas\/[^/]+\.(ya?ml|json)|permissions\.yaml|routes\.yaml)$/;

let upstream: RunningUpstream = await startUpstream({ port: upstreamPort, root });
const vite = await createServer({ root, configFile: path.join(root, 'vite.config.ts'), configLoader: 'runner' });
await vite.listen();
const port = vite.config.server.port;
console.log(`\n  embedded upstream: ${upstream.url}`);
console.log(`  console:           http://localhost:${port}/   (log in as merchant / merchant123)\n`);

let restart: NodeJS.Timeout | undefined;
const onInputChange = (file: string) => {
  if (!INPUT.test(path.relative(root, file).split(path.sep).join('/'))) return;
  clearTimeout(restart);
  restart = setTimeout(async () => {
    try {
      compileModel(readSources(root));
    } catch {
      // The Vite plugin prints the located schema errors; keep serving the last good endpoints.
      console.error('[upstream] schemas are broken; the previous endpoints stay until they are fixed');
      return;
    }
    await upstream.close();
    upstream = await startUpstream({ port: upstreamPort, root });
    console.log('[upstream] restarted with the changed schemas (data re-seeded)');
  }, 300);
};
vite.watcher.on('change', onInputChange);
vite.watcher.on('add', onInputChange);
vite.watcher.on('unlink', onInputChange);

const stop = async () => {
  await vite.close();
  await upstream.close();
  process.exit(0);
};
process.on('SIGINT', () => void stop());
process.on('SIGTERM', () => void stop());
