import { deepFreeze, keyOf, sharedCache, type GeneratorCache } from './cache';
import { checkProject } from './checks';
import { GeneratorInputError, type Diagnostic } from './diagnostics';
import { emitBrands } from './emit/brands';
import { emitChecksReference } from './emit/checksReference';
import { emitReferenceDocs } from './emit/docs/pages';
import { emitI18n } from './emit/i18n';
import { LANGS } from '../vocabulary/text';
import { emitOwnSchemas } from './emit/ownNames';
import { emitProjectSchemas } from './emit/projectSchemas';
import { emitInputTypes } from './emit/inputTypes';
import { emitPermissionManifest } from './emit/permissionManifest';
import { emitPermissionTable } from './emit/permissionTable';
import { emitRecordTypeOf, recordJsonSchema } from './emit/recordTypes';
import { emitRoutes } from './emit/routes';
import { emitScreens } from './emit/screens';
import { emitResourceModule, modelsRead } from './emit/resourceModule';
import { emitUpstreamAsset, UPSTREAM_ASSET_FILE } from './emit/upstreamMap';
import { emitVocabularySchema, VOCABULARY_SCHEMA_FILE } from './emit/vocabularySchema';
import { emitMetaSchemas } from './language';
import { upstreamAssetSchema } from './language/upstreamAsset';
import { parseText, type LoadedSource, type ProjectFiles, type SourceText } from './load';
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

/** One input file after the per-file stages: parsed, checked against its meta-schema, pruned if it failed. */
export interface CheckedFile {
  /** The file as parsed (what the model is built from); absent when it could not be read. */
  source?: LoadedSource;
  /** Its YAML and meta-schema problems. */
  diagnostics: Diagnostic[];
  /** What the cross-file checks see: the source, or what is left of it after pruning (absent: nothing left). */
  checkable?: LoadedSource;
  /** A resource that failed its meta-schema, by name: references to it are not reported again. */
  brokenName?: string;
}

/** The per-file stages of one file: depend on its kind, path and text alone. */
export function checkFile(t: SourceText): CheckedFile {
  const { source, diagnostics } = parseText(t);
  // A resource file with no document at all is still known by its file name: references to it are not reported.
  if (!source) return { diagnostics, brokenName: t.kind === 'resource' ? fileStem(t.file) : undefined };
  const problems = validateAgainstMeta(source).filter((d) => !repeatsSlip(d, source.damage));
  diagnostics.push(...problems);
  if (problems.length === 0 && !source.damage) return { source, diagnostics, checkable: source };
  const pruned = pruneToValid(source.data, (data) => metaErrors(source.kind, data));
  const name = (source.data as { name?: unknown } | null)?.name;
  return {
    source,
    diagnostics,
    checkable: pruned.data !== undefined ? prunedSource(source, pruned) : undefined,
    brokenName: source.kind === 'resource' ? (typeof name === 'string' ? name : fileStem(t.file)) : undefined,
  };
}

const fileStem = (file: string) => file.replace(/^.*\//, '').replace(/\.[^.]*$/, '');

/**
 * A meta-schema problem that is the YAML slip again (issue 31 item 5): anything in a file cut short by a syntax
 * error, anything at or under a node left out, or a key missing from a map a node was left out of.
 */
function repeatsSlip(d: Diagnostic, damage: LoadedSource['damage']): boolean {
  if (!damage) return false;
  if (damage.unreadable) return true;
  const pointer = d.pointer === '/' ? '' : d.pointer;
  return damage.dropped.some(
    (p) => p === pointer || (p.startsWith(`${pointer}/`) && d.id === 'schema.required') || pointer.startsWith(`${p}/`),
  );
}

/**
 * load → validate → model, without touching the disk. Throws GeneratorInputError holding every problem found in every
 * file: a file that fails its meta-schema is checked further with what is left of it (prune.ts), so its cross-file
 * problems and every other file's come in the same report. `project` lists the brand images, features and icons
 * (load.ts readProjectFiles); without them, those references are not checked. With a cache (cache.ts; the process's
 * by default, null for none) a file whose text has not changed is not parsed or validated again; the cross-file
 * checks and the model always run over every file.
 */
export function compileModel(
  texts: readonly SourceText[],
  project: ProjectFiles = {},
  cache: GeneratorCache | null = sharedCache,
): Model {
  cache?.files.round();
  const diagnostics: Diagnostic[] = [];
  const sources: LoadedSource[] = [];
  const checkable: LoadedSource[] = [];
  const brokenNames = new Set<string>();
  for (const t of texts) {
    const file = cache
      ? cache.memo(cache.files, `${t.kind}\u0000${t.file}\u0000${t.text}`, () => deepFreeze(checkFile(t)))
      : checkFile(t);
    diagnostics.push(...file.diagnostics);
    if (file.source) sources.push(file.source);
    if (file.checkable) checkable.push(file.checkable);
    if (file.brokenName !== undefined) brokenNames.add(file.brokenName);
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

/**
 * model → emit: every output file, sorted by path. Pure: the same model always gives the same bytes. With a cache
 * (the process's by default, null for none) a record type or resource module whose inputs are unchanged is reused;
 * the project-wide files (routes, i18n, permissions …) are always emitted again.
 */
export async function emitAll(model: Model, cache: GeneratorCache | null = sharedCache): Promise<GeneratedFile[]> {
  cache?.recordTypes.round();
  cache?.resourceModules.round();
  const files: GeneratedFile[] = [];
  for (const r of model.resources) {
    const schema = recordJsonSchema(r);
    const recordType = () => emitRecordTypeOf(schema, r);
    files.push({
      path: `${OUTPUT_DIR}/types/${r.name}.ts`,
      content: await (cache
        ? cache.memo(cache.recordTypes, keyOf([r.name, r.file, schema]), recordType)
        : recordType()),
    });
    // The module sees only the models it may read, so they (and nothing else) are its key.
    const reads = modelsRead(r, model);
    const module = () => emitResourceModule(r, reads);
    files.push({
      path: `${OUTPUT_DIR}/resources/${r.name}.tsx`,
      content: cache ? cache.memo(cache.resourceModules, keyOf([r, reads.resources]), module) : module(),
    });
  }
  files.push({ path: `${OUTPUT_DIR}/routes.ts`, content: emitRoutes(model) });
  files.push({ path: `${OUTPUT_DIR}/screens.ts`, content: emitScreens(model) });
  files.push({ path: UPSTREAM_ASSET_FILE, content: emitUpstreamAsset(model) });
  // What the console checks a replaced upstream.json against (the same for every project).
  files.push({
    path: `${OUTPUT_DIR}/upstreamAsset.schema.json`,
    content: `${JSON.stringify(upstreamAssetSchema())}\n`,
  });
  files.push({ path: `${OUTPUT_DIR}/brands.ts`, content: emitBrands(model) });
  for (const lang of LANGS) files.push({ path: `${OUTPUT_DIR}/i18n/${lang}.ts`, content: emitI18n(model, lang) });
  files.push({ path: `${OUTPUT_DIR}/permissionKeys.json`, content: emitPermissionManifest(model) });
  files.push({ path: `${OUTPUT_DIR}/permissions.ts`, content: emitPermissionTable(model) });
  return files.sort((a, b) => a.path.localeCompare(b.path));
}

export async function generate(
  texts: readonly SourceText[],
  project: ProjectFiles = {},
  cache: GeneratorCache | null = sharedCache,
): Promise<GeneratedFile[]> {
  return emitAll(compileModel(texts, project, cache), cache);
}

/**
 * The schema language's own files, from the vocabulary and the meta-schemas alone (the same for every project):
 * the vocabulary's JSON Schema beside the meta-schemas, the input files' TypeScript types and the reference docs.
 */
export async function emitLanguage(): Promise<GeneratedFile[]> {
  return [
    { path: VOCABULARY_SCHEMA_FILE, content: emitVocabularySchema() },
    ...emitMetaSchemas(),
    emitChecksReference(),
    ...(await emitInputTypes()),
    // The schema-language reference (docs/reference/), from the same meta-schemas: stale pages fail --check.
    ...emitReferenceDocs(),
  ];
}

/**
 * The editor schemas of one project (generator/meta/project/): the meta-schemas narrowed to this project's names, so
 * the YAML language server completes resource names, fields, menu groups, permission keys and icons; and one schema
 * per resource file (project/schemas/) narrowing the file's own field names, which its header points to.
 */
export function emitEditorSchemas(model: Model, project: ProjectFiles = {}): GeneratedFile[] {
  return [...emitProjectSchemas(model, project.icons), ...emitOwnSchemas(model)];
}
