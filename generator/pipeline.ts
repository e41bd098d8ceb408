import { checkProject } from './checks';
import { GeneratorInputError } from './diagnostics';
import { emitBrands } from './emit/brands';
import { emitI18n } from './emit/i18n';
import { emitProjectSchemas } from './emit/projectSchemas';
import { emitInputTypes } from './emit/inputTypes';
import { emitPermissionManifest } from './emit/permissionManifest';
import { emitPermissionTable } from './emit/permissionTable';
import { emitRecordType } from './emit/recordTypes';
import { emitRoutes } from './emit/routes';
import { emitResourceModule } from './emit/resourceModule';
import { emitUpstreamMap } from './emit/upstreamMap';
import { emitVocabularySchema, VOCABULARY_SCHEMA_FILE } from './emit/vocabularySchema';
import { emitMetaSchemas } from './language';
import { parseSources, type LoadedSource, type ProjectFiles, type SourceText } from './load';
import { pruneToValid, type PrunedData } from './prune';
import { buildModel, type Model } from './model';
import { metaErrors, validateAgainstMeta } from './validate';

/** Where generated files go, relative to the project root. */
export const OUTPUT_DIR = 'src/generated';

export interface GeneratedFile {
  /** Relative to the project root. */
  path: string;
  content: string;
}

/**
 * load → validate → model, without touching the disk. Throws GeneratorInputError holding every problem found in every
 * file: a file that fails its meta-schema is checked further with what is left of it (prune.ts), so its cross-file
 * problems and every other file's come in the same report. `project` lists the brand images, features and icons
 * (load.ts readProjectFiles); without them, those references are not checked.
 */
export function compileModel(texts: readonly SourceText[], project: ProjectFiles = {}): Model {
  const { sources, diagnostics } = parseSources(texts);
  const checkable: LoadedSource[] = [];
  const brokenNames = new Set<string>();
  for (const source of sources) {
    const problems = validateAgainstMeta(source);
    diagnostics.push(...problems);
    if (problems.length === 0) {
      checkable.push(source);
      continue;
    }
    const pruned = pruneToValid(source.data, (data) => metaErrors(source.kind, data));
    if (pruned.data !== undefined) checkable.push(prunedSource(source, pruned));
    const name = (source.data as { name?: unknown } | null)?.name;
    if (source.kind === 'resource' && typeof name === 'string') brokenNames.add(name);
  }
  diagnostics.push(...checkProject(checkable, project, brokenNames));
  if (diagnostics.length > 0) throw new GeneratorInputError(diagnostics);
  return buildModel(sources);
}

/** A source whose data is what survived its meta-schema, located (and pointed) in the file's own terms. */
function prunedSource(source: LoadedSource, pruned: PrunedData): LoadedSource {
  return {
    ...source,
    data: pruned.data,
    locate: (path, key) => source.locate(pruned.toOriginal(path), key),
    toOriginal: pruned.toOriginal,
    wasPruned: pruned.wasPruned,
    prunedUnder: pruned.prunedUnder,
  };
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
  return [
    { path: VOCABULARY_SCHEMA_FILE, content: emitVocabularySchema() },
    ...emitMetaSchemas(),
    ...(await emitInputTypes()),
  ];
}

/**
 * The editor schemas of one project (generator/meta/project/): the meta-schemas narrowed to this project's names, so
 * the YAML language server completes resource names, fields, menu groups, permission keys and icons.
 */
export function emitEditorSchemas(model: Model, project: ProjectFiles = {}): GeneratedFile[] {
  return emitProjectSchemas(model, project.icons);
}
