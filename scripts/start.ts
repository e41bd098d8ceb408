/**
 * npm start: the embedded upstream, then the console (Vite dev server with schema regeneration) against it.
 * Ports: UPSTREAM_PORT (8787) and CONSOLE_PORT (5173).
 */
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { createServer } from 'vite';
import { startUpstream } from '../upstream/server';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const upstreamPort = Number(process.env.UPSTREAM_PORT ?? 8787);
process.env.UPSTREAM_PORT = String(upstreamPort);

const upstream = await startUpstream({ port: upstreamPort, root });
const vite = await createServer({ root, configFile: path.join(root, 'vite.config.ts'), configLoader: 'runner' });
await vite.listen();
const port = vite.config.server.port;
console.log(`\n  embedded upstream: ${upstream.url}`);
console.log(`  console:           http://localhost:${port}/   (log in as merchant / merchant123)\n`);

const stop = async () => {
  await vite.close();
  await upstream.close();
  process.exit(0);
};
process.on('SIGINT', () => void stop());
process.on('SIGTERM', () => void stop());
