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
import { createServer, type Plugin } from 'vite';
import { describeRealServices, RealServicesError, realServicesOf, serviceVariables } from '../build/realServices';
import { GeneratorInputError } from '../generator/diagnostics';
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

/**
 * Issue 31 item 10, one voice: the console half (generator/vitePlugin.ts) prints a broken schema's located errors;
 * the upstream, which compiles the same schemas, only says what it does about them. Other failures are its own.
 */
const explain = (error: unknown) =>
  error instanceof GeneratorInputError
    ? 'see the schema errors the console prints'
    : String((error as Error)?.stack ?? error);

/** The upstream, once the schemas compile (at start they may not: then it starts at the first good save). */
let upstream: RunningUpstream | undefined;
/** Whether the last reload failed: a broken schema saved again and again is said once, until it is fixed. */
let broken = false;
async function ensureUpstream(): Promise<boolean> {
  try {
    if (upstream) upstream.reload();
    else upstream = await startUpstream({ port: upstreamPort, root });
    broken = false;
    return true;
  } catch (error) {
    if (broken && error instanceof GeneratorInputError) return false;
    broken = true;
    console.error(
      `[upstream] the schemas are broken; ${upstream ? 'the previous endpoints stay' : 'waiting for a fix'} (${explain(error)})`,
    );
    return false;
  }
}

/**
 * The upstream reloads its endpoints on schema saves (issue 31 item 2). It follows them through a plugin given inline
 * to the dev server, not through the server's watcher once: Vite keeps its inline configuration when it restarts (a
 * changed vite.config.ts, say) and applies the plugin to the new watcher, where listeners added once would be lost.
 */
function upstreamFollowsSchemas(): Plugin {
  let starts = 0;
  let pending: NodeJS.Timeout | undefined;
  const onInputChange = (file: string) => {
    // Real services have their own endpoints: the Vite plugin regenerates the screens, nothing here to reload.
    if (services || !INPUT.test(path.relative(root, file).split(path.sep).join('/'))) return;
    clearTimeout(pending);
    // Editors write a file in several steps; one reload per save.
    pending = setTimeout(async () => {
      const started = Date.now();
      if (await ensureUpstream())
        console.log(
          `[upstream] endpoints reloaded from the changed schemas in ${Date.now() - started} ms (sessions kept)`,
        );
    }, 100);
  };
  return {
    name: 'upstream-follows-schemas',
    configureServer(server) {
      starts += 1;
      if (starts > 1 && !services)
        console.log('[upstream] the console restarted; the upstream keeps following schema saves');
      server.watcher.on('change', onInputChange);
      server.watcher.on('add', onInputChange);
      server.watcher.on('unlink', onInputChange);
    },
  };
}

if (!services) await ensureUpstream();
// CONSOLE_CACHE_DIR: where Vite keeps its optimised dependencies (default node_modules/.vite). A second dev server (a
// test's) gets its own, so that re-optimising never pulls the files from under a developer's running one.
const cacheDir = process.env.CONSOLE_CACHE_DIR || undefined;
const vite = await createServer({
  root,
  configFile: path.join(root, 'vite.config.ts'),
  configLoader: 'runner',
  cacheDir,
  plugins: [upstreamFollowsSchemas()],
});
await vite.listen();
const consoleUrl = `http://localhost:${vite.config.server.port}/`;
if (services) {
  console.log(
    `\n${describeRealServices(services, consoleUrl)
      .map((line) => `  ${line}`)
      .join('\n')}\n`,
  );
} else {
  console.log(
    `\n  embedded upstream: http://127.0.0.1:${upstreamPort}   (for real services instead, set ${serviceVariables(ASSET).join(', ')})`,
  );
  console.log(`  console:           ${consoleUrl}   (log in as merchant / merchant123)\n`);
}

const stop = async () => {
  await vite.close();
  await upstream?.close();
  process.exit(0);
};
process.on('SIGINT', () => void stop());
process.on('SIGTERM', () => void stop());
