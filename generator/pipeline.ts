import { checkCrossReferences } from './crossRefs';
import { GeneratorInputError } from './diagnostics';
import { emitBrands } from './emit/brands';
import { emitI18n } from './emit/i18n';
import { emitInputTypes } from './emit/inputTypes';
import { emitPermissionManifest } from './emit/permissionManifest';
import { emitPermissionTable } from './emit/permissionTable';
import { emitRecordType } from './emit/recordTypes';
import { emitRoutes } from './emit/routes';
import { emitResourceModule } from './emit/resourceModule';
import { emitUpstreamMap } from './emit/upstreamMap';
import { emitVocabularySchema, VOCABULARY_SCHEMA_FILE } from './emit/vocabularySchema';
import { parseSources, type ProjectFiles, type SourceText } from './load';
import { buildModel, type Model } from './model';
import { validateAgainstMeta } from './validate';

/** Where generated files go, relative to the project root. */
export const OUTPUT_DIR = 'src/generated';

export interface GeneratedFile {
  /** Relative to the project root. */
  path: string;
  content: string;
}

/**
 * load → validate → model, without touching the disk. Throws GeneratorInputError holding every problem
 * found; cross-references are only checked once every file has the right shape. `project` lists the brand images
 * and the features (load.ts readProjectFiles); without them, those references are not checked.
 */
export function compileModel(texts: readonly SourceText[], project: ProjectFiles = {}): Model {
  const { sources, diagnostics } = parseSources(texts);
  for (const source of sources) diagnostics.push(...validateAgainstMeta(source));
  if (diagnostics.length > 0) throw new GeneratorInputError(diagnostics);
  const crossDiagnostics = checkCrossReferences(sources, project);
  if (crossDiagnostics.length > 0) throw new GeneratorInputError(crossDiagnostics);
  return buildModel(sources);
}

/** model → emit: every output file, sorted by path. Pure: the same model always gives the same bytes. */
export async function emitAll(model: Model): Promise<GeneratedFile[]> {
  const files: GeneratedFile[] = [];
  for (const r of model.resources) {
    files.push({ path: `${OUTPUT_DIR}/types/${r.name}.ts`, content: await emitRecordType(r) });
    files.push({ path: `${OUTPUT_DIR}/resources/${r.name}.tsx`, content: emitResourceModule(r, model) });
  }
  files.push({ path: `${OUTPUT_DIR}/routes.ts`, content: emitRoutes(model) });
  files.push({ path: `${OUTPUT_DIR}/upstreamMap.ts`, content: emitUpstreamMap(model) });
  files.push({ path: `${OUTPUT_DIR}/brands.ts`, content: emitBrands(model) });
  files.push({ path: `${OUTPUT_DIR}/i18n.ts`, content: emitI18n(model) });
  files.push({ path: `${OUTPUT_DIR}/permissionKeys.json`, content: emitPermissionManifest(model) });
  files.push({ path: `${OUTPUT_DIR}/permissions.ts`, content: emitPermissionTable(model) });
  return files.sort((a, b) => a.path.localeCompare(b.path));
}

export async function generate(texts: readonly SourceText[], project: ProjectFiles = {}): Promise<GeneratedFile[]> {
  return emitAll(compileModel(texts, project));
}

/**
 * The schema language's own files, from the vocabulary and the meta-schemas alone (the same for every project):
 * the vocabulary's JSON Schema beside the meta-schemas, and the input files' TypeScript types.
 */
export async function emitLanguage(): Promise<GeneratedFile[]> {
  return [{ path: VOCABULARY_SCHEMA_FILE, content: emitVocabularySchema() }, ...(await emitInputTypes())];
}
