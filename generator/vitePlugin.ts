import { existsSync } from 'node:fs';
import path from 'node:path';
import type { Plugin, ViteDevServer } from 'vite';
import { sharedCache, type GeneratorCache } from './cache';
import { GeneratorInputError, formatDiagnostics } from './diagnostics';
import { readProjectFiles, readSources } from './load';
import { PROJECT_SCHEMA_DIR } from './emit/projectSchemas';
import { compileModel, emitAll, emitEditorSchemas, OUTPUT_DIR } from './pipeline';
import { writeOutput } from './write';

const INPUT =
  /(^|\/)(schemas\/[^/]+\.(ya?ml|json)|brands\/[^/]+\.(ya?ml|json)|public\/brands\/.+|upstream\.yaml|permissions\.yaml|routes\.yaml)$/;
/** The generator's inputs under the project root, for a watcher to follow. */
export const INPUT_PATHS = ['schemas', 'brands', 'public/brands', 'upstream.yaml', 'permissions.yaml', 'routes.yaml'];

/** Whether a changed file is one of the generator's inputs. */
export function isGeneratorInput(root: string, file: string): boolean {
  return INPUT.test(path.relative(root, file).split(path.sep).join('/'));
}

/**
 * One dev-loop run, as on every schema save: read the inputs, compile, emit and write what changed. Unchanged files
 * come from the process's cache (cache.ts), so one saved schema costs about its own parse and output plus the
 * cross-file checks and project-wide files (bench/generate.ts measures it). Throws GeneratorInputError on bad input.
 */
export async function regenerate(
  root: string,
  cache: GeneratorCache | null = sharedCache,
): Promise<{ written: string[]; removed: string[] }> {
  const project = readProjectFiles(root);
  const model = compileModel(readSources(root), project, cache);
  // The editor schemas follow too (where the project keeps them), so completion knows a schema as soon as it is saved.
  const editor = existsSync(path.join(root, PROJECT_SCHEMA_DIR)) ? emitEditorSchemas(model, project) : [];
  return writeOutput(root, OUTPUT_DIR, [...(await emitAll(model, cache)), ...editor]);
}

/** How long the dev loop waits after a watcher event for the rest of the save (editors write in steps, git checks out many files). */
export const SETTLE_MS = 60;

/** What the terminal says when a run succeeds after a failed one: the errors on screen are stale from now on. */
export const SCHEMAS_GOOD_AGAIN = '[schemas] the schemas are good again: the errors above are fixed';

/**
 * Dev-time regeneration: saving a schema regenerates src/generated and Vite hot-reloads the screen. A broken
 * schema writes nothing (the last good screens stay) and shows its located errors in the terminal and the
 * browser overlay. Issue 31 items 1 and 10: the watcher events of one save are coalesced into one run, an error list
 * is printed once however often it recurs, and the first good run after a failure says so and reloads the page —
 * even when its output is byte-identical to the last good one (nothing written, so no hot update would clear the
 * overlay).
 */
export function schemaGenerator(root: string): Plugin {
  let running: Promise<void> = Promise.resolve();
  let queued = false;
  let settle: NodeJS.Timeout | undefined;
  const report = runReport();

  /** Without a server (vite build) a failure throws, so the build fails naming the errors. */
  const run = async (server?: ViteDevServer) => {
    try {
      const { written, removed } = await regenerate(root);
      if (server) report.succeeded(server, written.length + removed.length);
    } catch (error) {
      if (!server) throw error;
      report.failed(
        server,
        error instanceof GeneratorInputError
          ? formatDiagnostics(error.diagnostics)
          : String((error as Error).stack ?? error),
      );
    }
  };

  /** One run for a burst of events; events during a run ask for one more run after it, not one each. */
  const schedule = (server: ViteDevServer) => {
    clearTimeout(settle);
    settle = setTimeout(() => {
      if (queued) return;
      queued = true;
      running = running.then(() => {
        queued = false;
        return run(server);
      });
    }, SETTLE_MS);
  };

  return {
    name: 'schema-generator',
    async buildStart() {
      // `vite build` and the first dev start both need fresh output; a bad schema fails the build here.
      if (this.meta.watchMode) return;
      await run();
    },
    configureServer(server) {
      server.watcher.add(INPUT_PATHS.map((input) => path.join(root, input)));
      const onChange = (file: string) => {
        if (isGeneratorInput(root, file)) schedule(server);
      };
      server.watcher.on('change', onChange);
      server.watcher.on('add', onChange);
      server.watcher.on('unlink', onChange);
      running = running.then(() => run(server));
    },
  };
}

/**
 * What the terminal and the browser show after each dev run. It remembers the error list last printed, so a recurring
 * list is printed once and the first good run after a failure can say so and clear the overlay.
 */
function runReport() {
  /** The error list last printed, or undefined while the schemas are good. */
  let failure: string | undefined;
  return {
    succeeded(server: ViteDevServer, changed: number) {
      if (changed) server.config.logger.info(`[schemas] regenerated ${changed} file(s)`, { timestamp: true });
      if (failure !== undefined) {
        failure = undefined;
        server.config.logger.info(SCHEMAS_GOOD_AGAIN, { timestamp: true });
        // The overlay goes with the page: Vite's client clears it on a reload, not on a message of its own.
        server.ws.send({ type: 'full-reload' });
      }
    },
    failed(server: ViteDevServer, message: string) {
      if (message !== failure)
        server.config.logger.error(`[schemas] nothing regenerated:\n${message}`, { timestamp: true });
      failure = message;
      server.ws.send({
        type: 'error',
        err: {
          message: `Schema errors — the last good screens stay:\n${message}`,
          stack: '',
          plugin: 'schema-generator',
        },
      });
    },
  };
}
