import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { pointerOf, type Diagnostic } from './diagnostics';
import { parseSource, type ParsedSource } from './yamlSource';

/** What an input file describes; decides its meta-schema. */
export type SourceKind = 'resource' | 'permissions' | 'routes' | 'brand' | 'upstream';

export interface SourceText {
  kind: SourceKind;
  /** Relative to the project root, forward slashes. */
  file: string;
  text: string;
}

export interface LoadedSource extends ParsedSource {
  kind: SourceKind;
  /**
   * Set when the file failed its meta-schema and `data` is what is left after the invalid nodes were removed
   * (prune.ts): a path into `data` as a path into the file.
   */
  toOriginal?(path: readonly (string | number)[]): (string | number)[];
  /** Whether the node at a path of the file (or a node above it) was removed as invalid. */
  wasPruned?(path: readonly (string | number)[]): boolean;
  /** Whether anything at or below a path of the file was removed as invalid. */
  prunedUnder?(path: readonly (string | number)[]): boolean;
}

/** A located diagnostic at a path of a source's data (at its key with atKey). */
export function diagnosticAt(
  id: string,
  source: LoadedSource,
  path: readonly (string | number)[],
  message: string,
  atKey = false,
): Diagnostic {
  const original = source.toOriginal ? source.toOriginal(path) : [...path];
  return { file: source.file, ...source.locate(path, atKey), pointer: pointerOf(original), message, id };
}

const DATA_FILE = /\.(ya?ml|json)$/;

/** The only stage that reads the disk: every input file of the project, in a stable order. */
export function readSources(root: string): SourceText[] {
  const texts: SourceText[] = [];
  const readDir = (dir: string, kind: SourceKind) => {
    const abs = path.join(root, dir);
    if (!existsSync(abs)) return;
    for (const name of readdirSync(abs)
      .filter((n) => DATA_FILE.test(n))
      .sort()) {
      texts.push({ kind, file: `${dir}/${name}`, text: readFileSync(path.join(abs, name), 'utf8') });
    }
  };
  const readOne = (file: string, kind: SourceKind) => {
    const abs = path.join(root, file);
    texts.push({ kind, file, text: existsSync(abs) ? readFileSync(abs, 'utf8') : '' });
  };
  readOne('upstream.yaml', 'upstream');
  readOne('permissions.yaml', 'permissions');
  readOne('routes.yaml', 'routes');
  readDir('schemas', 'resource');
  readDir('brands', 'brand');
  return texts;
}

/**
 * Files under public/brands/, as paths relative to public/ (brands/<brand>/<file>), sorted: what brand logos and
 * QR images may name. Only the CLI and the dev server read them; the library takes the list as an argument.
 */
export function readAssets(root: string): string[] {
  const abs = path.join(root, 'public/brands');
  if (!existsSync(abs)) return [];
  return readdirSync(abs, { recursive: true, withFileTypes: true })
    .filter((e) => e.isFile())
    .map((e) => path.relative(path.join(root, 'public'), path.join(e.parentPath, e.name)).split(path.sep).join('/'))
    .sort();
}

/**
 * The hand-written features (src/features/<name>/ with an index.ts or index.tsx): what a routes.yaml page may name
 * as its screen. Undefined for a root without a src/features folder (schema fixtures): nothing to check against.
 */
export function readFeatures(root: string): string[] | undefined {
  const abs = path.join(root, 'src/features');
  if (!existsSync(abs)) return undefined;
  return readdirSync(abs, { withFileTypes: true })
    .filter((e) => e.isDirectory() && ['index.ts', 'index.tsx'].some((f) => existsSync(path.join(abs, e.name, f))))
    .map((e) => e.name)
    .sort();
}

/**
 * The @mui/icons-material icon names a schema may choose (the package's component files), or undefined where the
 * package is not installed (nothing to check against).
 */
export function readIcons(root: string): readonly string[] | undefined {
  const abs = path.join(root, 'node_modules/@mui/icons-material');
  if (!existsSync(abs)) return undefined;
  // The folder holds some 20,000 files; listing it is most of a dev-loop run. Its listing is kept while the folder
  // itself is unchanged (adding, removing or renaming a file changes its mtime; a reinstall, its inode).
  const { ino, mtimeMs, ctimeMs } = statSync(abs);
  const stamp = `${abs}\u0000${ino}\u0000${mtimeMs}\u0000${ctimeMs}`;
  if (iconListing?.stamp !== stamp) {
    const names = readdirSync(abs)
      .filter((n) => /^[A-Z][A-Za-z0-9]*\.js$/.test(n))
      .map((n) => n.slice(0, -3))
      .sort();
    iconListing = { stamp, names: Object.freeze(names) };
  }
  return iconListing.names;
}

let iconListing: { stamp: string; names: readonly string[] } | undefined;

/** What the checks can see of the project besides its input files (none = those checks are skipped). */
export interface ProjectFiles {
  /** Files under public/brands/, relative to public/ (brand images). */
  assets?: readonly string[];
  /** Feature folder names (readFeatures). */
  features?: readonly string[];
  /** @mui/icons-material icon names (readIcons). */
  icons?: readonly string[];
}

/** Everything readAssets, readFeatures and readIcons see. */
export function readProjectFiles(root: string): ProjectFiles {
  return {
    assets: readAssets(root),
    features: readFeatures(root),
    icons: readIcons(root) ?? readIcons(path.dirname(fileURLToPath(import.meta.url)) + '/..'),
  };
}

/** Parses one file: its source, or the problems that keep it from being read. */
export function parseText(t: SourceText): { source?: LoadedSource; diagnostics: Diagnostic[] } {
  if (t.text.trim() === '')
    return {
      diagnostics: [
        { file: t.file, line: 1, col: 1, pointer: '', message: 'file is empty or missing', id: 'file.empty' },
      ],
    };
  const parsed = parseSource(t.file, t.text);
  return { source: parsed.source && { ...parsed.source, kind: t.kind }, diagnostics: parsed.diagnostics };
}

/** Parses every file; problems from all files are collected, not just the first. */
export function parseSources(texts: readonly SourceText[]): { sources: LoadedSource[]; diagnostics: Diagnostic[] } {
  const sources: LoadedSource[] = [];
  const diagnostics: Diagnostic[] = [];
  for (const t of texts) {
    const parsed = parseText(t);
    diagnostics.push(...parsed.diagnostics);
    if (parsed.source) sources.push(parsed.source);
  }
  return { sources, diagnostics };
}
