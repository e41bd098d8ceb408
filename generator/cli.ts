/**
 * npm run generate [-- --check] [--root DIR]
 * The only file of the generator that prints or exits: 0 done, 1 bad input (nothing written), 2 generator bug.
 */
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { GeneratorInputError, formatDiagnostics } from './diagnostics';
import { readProjectFiles, readSources } from './load';
import { isOpenApiCommand, runOpenApiCommand } from './openapi/command';
import { compileModel, emitAll, emitEditorSchemas, emitLanguage, OUTPUT_DIR } from './pipeline';
import { OWN_SCHEMA_DIR } from './emit/ownNames';
import { headerUpdates } from './emit/schemaHeaders';
import { checkOutput, writeOutput } from './write';

const args = process.argv.slice(2);
const check = args.includes('--check');
const rootFlag = args.indexOf('--root');
const home = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const root = rootFlag >= 0 ? path.resolve(args[rootFlag + 1]) : home;
// The schema language's own files and the editor schemas live with the generator: written when generating the
// generator's own project (generator/meta/project/ is this project's; a fixture root has no editor settings).

if (isOpenApiCommand(args)) {
  // Issue 35: a draft schema from an OpenAPI operation, or the drift check of the schemas against the document.
  const result = await runOpenApiCommand(args, root).catch((error: unknown) => {
    console.error('generator bug:', error);
    process.exit(2);
  });
  for (const line of result.out) console.log(line);
  for (const line of result.err) console.error(line);
  process.exit(result.code);
}

try {
  const project = readProjectFiles(root);
  const texts = readSources(root);
  const model = compileModel(texts, project);
  // At home, also each resource file's own editor schema, and its header pointed at it (emit/schemaHeaders.ts).
  const editor =
    root === home ? [...(await emitLanguage()), ...emitEditorSchemas(model, project), ...headerUpdates(texts)] : [];
  const files = [...(await emitAll(model)), ...editor];
  const dirs = root === home ? [OUTPUT_DIR, OWN_SCHEMA_DIR] : [OUTPUT_DIR];
  if (check) {
    const { stale, orphaned } = checkOutput(root, dirs, files);
    if (stale.length || orphaned.length) {
      for (const p of stale) console.error(`stale:    ${p}`);
      for (const p of orphaned) console.error(`orphaned: ${p}`);
      console.error('generated output is out of date: run npm run generate and commit the result');
      process.exit(1);
    }
    console.log(`generated output is up to date (${files.length} files)`);
  } else {
    const { written, removed } = writeOutput(root, dirs, files);
    console.log(`generated ${files.length} files (${written.length} written, ${removed.length} removed)`);
  }
} catch (error) {
  if (error instanceof GeneratorInputError) {
    console.error(formatDiagnostics(error.diagnostics));
    console.error(`\n${error.diagnostics.length} problem(s); nothing was written.`);
    process.exit(1);
  }
  console.error('generator bug:', error);
  process.exit(2);
}
