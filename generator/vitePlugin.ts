import { existsSync } from 'node:fs';
import path from 'node:path';
import type { Plugin, ViteDevServer } from 'vite';
import { sharedCache, type GeneratorCache } from './cache';
import { GeneratorInputError, formatDiagnostics } from './diagnostics';
import { readProjectFiles, readSources } from './load';
import { PROJECT_SCHEMA_DIR } from './emit/projectSchemas';
import { compileModel, emitAll, emitEditorSchemas, OUTPUT_DIR } from './pipeline';
import { writeOutput } from './write';

const INPUT = /(^|\/)(schemas\/[^/]+\.(ya?ml|json)|brands\/[^/]+\.(ya?ml|json)|public\/brands\/.+|upstream\.yaml|permissions\.yaml|routes\.yaml)$/;

/**
 * One dev-loop run, as on every schema save: read the inputs, compile, emit and write what changed. Unchanged files
 * come from the process's cache (cache.ts), so one saved schema costs about its own parse and output plus the
 * cross-file checks and project-wide files (bench/generate.ts measures it). Throws GeneratorInputError on bad input.
 */
export async function regenerate(root: string, cache: GeneratorCache | null = sharedCache): Promise<{ written: string[]; removed: string[] }> {
  const project = readProjectFiles(root);
  const model = compileModel(readSources(root), project, cache);
  // The editor schemas follow too (where the project keeps them), so completion knows a schema as soon as it is saved.
  const editor = existsSync(path.join(root, PROJECT_SCHEMA_DIR)) ? emitEditorSchemas(model, project) : [];
  return writeOutput(root, OUTPUT_DIR, [...(await emitAll(model, cache)), ...editor]);
}

/**
 * Dev-time regeneration: saving a schema regenerates src/generated and Vite hot-reloads the screen. A broken
 * schema writes nothing (the last good screens stay) and shows its located errors in the terminal and the
 * browser overlay.
 */
export function schemaGenerator(root: string): Plugin {
  let running: Promise<void> = Promise.resolve();

  const run = async (server?: ViteDevServer) => {
    try {
      const { written, removed } = await regenerate(root);
      if (server && (written.length || removed.length)) {
        server.config.logger.info(`[schemas] regenerated ${written.length + removed.length} file(s)`, { timestamp: true });
      }
    } catch (error) {
      const message = error instanceof GeneratorInputError ? formatDiagnostics(error.diagnostics) : String((error as Error).stack ?? error);
      if (!server) throw error;
      server.config.logger.error(`[schemas] nothing regenerated:\n${message}`, { timestamp: true });
      server.ws.send({ type: 'error', err: { message: `Schema errors — the last good screens stay:\n${message}`, stack: '', plugin: 'schema-generator' } });
    }
  };

  return {
    name: 'schema-generator',
    async buildStart() {
      // `vite build` and the first dev start both need fresh output; a bad schema fails the build here.
      if (this.meta.watchMode) return;
      await run();
    },
    configureServer(server) {
      server.watcher.add([path.join(root, 'schemas'), path.join(root, 'brands'), path.join(root, 'public/brands'), path.join(root, 'upstream.yaml'), path.join(root, 'permissions.yaml'), path.join(root, 'routes.yaml')]);
      const onChange = (file: string) => {
        const rel = path.relative(root, file).split(path.sep).join('/');
        if (!INPUT.test(rel)) return;
        running = running.then(() => run(server));
      };
      server.watcher.on('change', onChange);
      server.watcher.on('add', onChange);
      server.watcher.on('unlink', onChange);
      running = running.then(() => run(server));
    },
  };
}
