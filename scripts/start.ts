/**
 * npm start: the embedded upstream, then the console (Vite dev server with schema regeneration) against it.
 * Ports: UPSTREAM_PORT (8787) and CONSOLE_PORT (5173). Saving a schema regenerates the screens (Vite plugin) and
 * reloads the upstream's endpoints in place: sessions survive (nobody is logged out) and unchanged resources keep
 * their data. A broken schema prints its located errors (here and in the browser overlay) and keeps the last good
 * endpoints; nothing crashes.
 *
 * Against real services (issue 29 item 8): with MOVIE_API_URL, GATEWAY_API_URL and NOTICE_API_URL set — all of them,
 * the names deploy/ uses — no embedded upstream starts; the dev server proxies /movie-api/ and the others to them and
 * serves a config.json naming those prefixes, as nginx does in production (build/realServices.ts).
 */
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { createServer } from 'vite';
import { describeRealServices, RealServicesError, realServicesOf, serviceVariables } from '../build/realServices';
import { formatDiagnostics, GeneratorInputError } from '../generator/diagnostics';
import { startUpstream, type RunningUpstream } from '../upstream/server';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const ASSET = path.join(root, 'src/generated/upstream.json');
const upstreamPort = Number(process.env.UPSTREAM_PORT ?? 8787);
process.env.UPSTREAM_PORT = String(upstreamPort);

/** The real services the environment names (vite.config.ts reads the same variables); a bad set stops here. */
function realServicesOrExit() {
  try {
    return realServicesOf(process.env, ASSET);
  } catch (error) {
    if (!(error instanceof RealServicesError)) throw error;
    console.error(error.message);
    process.exit(1);
  }
}
const services = realServicesOrExit();
const INPUT = /(^|\/)(schemas\/[^/]+\.(ya?ml|json)|upstream\.yaml|permissions\.yaml|routes\.yaml)$/;

const explain = (error: unknown) => (error instanceof GeneratorInputError ? formatDiagnostics(error.diagnostics) : String((error as Error)?.stack ?? error));

/** The upstream, once the schemas compile (at start they may not: then it starts at the first good save). */
let upstream: RunningUpstream | undefined;
async function ensureUpstream(): Promise<boolean> {
  try {
    if (upstream) upstream.reload();
    else upstream = await startUpstream({ port: upstreamPort, root });
    return true;
  } catch (error) {
    console.error(`[upstream] the schemas are broken; ${upstream ? 'the previous endpoints stay' : 'waiting for a fix'}:\n${explain(error)}`);
    return false;
  }
}

if (!services) await ensureUpstream();
// CONSOLE_CACHE_DIR: where Vite keeps its optimised dependencies (default node_modules/.vite). A second dev server (a
// test's) gets its own, so that re-optimising never pulls the files from under a developer's running one.
const cacheDir = process.env.CONSOLE_CACHE_DIR || undefined;
const vite = await createServer({ root, configFile: path.join(root, 'vite.config.ts'), configLoader: 'runner', cacheDir });
await vite.listen();
const consoleUrl = `http://localhost:${vite.config.server.port}/`;
if (services) {
  console.log(`\n${describeRealServices(services, consoleUrl).map((line) => `  ${line}`).join('\n')}\n`);
} else {
  console.log(`\n  embedded upstream: http://127.0.0.1:${upstreamPort}   (for real services instead, set ${serviceVariables(ASSET).join(', ')})`);
  console.log(`  console:           ${consoleUrl}   (log in as merchant / merchant123)\n`);
}

let pending: NodeJS.Timeout | undefined;
const onInputChange = (file: string) => {
  // Real services have their own endpoints: the Vite plugin regenerates the screens, nothing here to reload.
  if (services || !INPUT.test(path.relative(root, file).split(path.sep).join('/'))) return;
  clearTimeout(pending);
  // Editors write a file in several steps; one reload per save.
  pending = setTimeout(async () => {
    const started = Date.now();
    if (await ensureUpstream()) console.log(`[upstream] endpoints reloaded from the changed schemas in ${Date.now() - started} ms (sessions kept)`);
  }, 100);
};
vite.watcher.on('change', onInputChange);
vite.watcher.on('add', onInputChange);
vite.watcher.on('unlink', onInputChange);

const stop = async () => {
  await vite.close();
  await upstream?.close();
  process.exit(0);
};
process.on('SIGINT', () => void stop());
process.on('SIGTERM', () => void stop());
