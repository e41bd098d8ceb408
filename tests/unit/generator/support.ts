/** Shared helpers of the generator tests: fixture paths, temp projects, tree hashes and running the CLI. */
import { execFile } from 'node:child_process';
import { createHash } from 'node:crypto';
import { cpSync, existsSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { GeneratedFile } from '../../../generator/pipeline';

export const REPO_ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
export const VALID_ROOT = path.join(REPO_ROOT, 'tests/fixtures/valid');
/** Golden output of the valid fixture, relative to src/generated (tsconfig excludes tests/fixtures/**\/out). */
export const VALID_OUT = path.join(VALID_ROOT, 'out');
export const BROKEN_ROOT = path.join(REPO_ROOT, 'tests/fixtures/broken');
export const TMP_ROOT = path.join(REPO_ROOT, 'tests/.tmp');

/** The input files and folders of a project (what readSources reads, and public/ for readAssets' brand images). */
export const INPUTS = ['upstream.yaml', 'permissions.yaml', 'routes.yaml', 'schemas', 'brands', 'public'] as const;

/** A fresh, empty folder under tests/.tmp (each test file uses its own names, since files run in parallel). */
export function freshDir(...segments: string[]): string {
  const dir = path.join(TMP_ROOT, ...segments);
  rmSync(dir, { recursive: true, force: true });
  mkdirSync(dir, { recursive: true });
  return dir;
}

/** Copies a project's input files (not its output) into `to`. */
export function copyInputs(from: string, to: string): void {
  for (const name of INPUTS) {
    if (existsSync(path.join(from, name))) cpSync(path.join(from, name), path.join(to, name), { recursive: true });
  }
}

/** Every file under `dir`, as sorted forward-slash paths relative to it. */
export function listFiles(dir: string): string[] {
  if (!existsSync(dir)) return [];
  return readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((e) => e.isFile())
    .map((e) => path.relative(dir, path.join(e.parentPath, e.name)).split(path.sep).join('/'))
    .sort();
}

/** path → sha256 of every file under `dir`: equal maps mean byte-identical trees. */
export function hashTree(dir: string): Record<string, string> {
  return Object.fromEntries(
    listFiles(dir).map((p) => [
      p,
      createHash('sha256')
        .update(readFileSync(path.join(dir, p)))
        .digest('hex'),
    ]),
  );
}

/** Writes generated files under `root` (their paths already start with src/generated). */
export function writeFiles(root: string, files: readonly GeneratedFile[]): void {
  for (const f of files) {
    const abs = path.join(root, f.path);
    mkdirSync(path.dirname(abs), { recursive: true });
    writeFileSync(abs, f.content);
  }
}

/** Recursively freezes a value so any later write to it throws (test files are ES modules, hence strict mode). */
export function deepFreeze<T>(value: T): T {
  if (value !== null && typeof value === 'object' && !Object.isFrozen(value)) {
    Object.freeze(value);
    for (const key of Reflect.ownKeys(value)) deepFreeze((value as Record<PropertyKey, unknown>)[key]);
  }
  return value;
}

export interface RunResult {
  code: number;
  stdout: string;
  stderr: string;
}

/** Runs a TypeScript entry point of the repo in a fresh Node process (node --import tsx), never rejecting. */
export function runTs(script: string, args: readonly string[], timeout = 60_000): Promise<RunResult> {
  return new Promise((resolve) => {
    execFile(
      process.execPath,
      ['--import', 'tsx', script, ...args],
      { cwd: REPO_ROOT, timeout },
      (error, stdout, stderr) => {
        const code = error ? (typeof error.code === 'number' ? error.code : -1) : 0;
        resolve({ code, stdout, stderr });
      },
    );
  });
}

/** `npm run generate` on another root: node --import tsx generator/cli.ts --root <root> [...args]. */
export function runCli(root: string, ...args: string[]): Promise<RunResult> {
  return runTs('generator/cli.ts', ['--root', root, ...args]);
}

/** Names of the broken-input cases: folders of tests/fixtures/broken. */
export function brokenCases(): string[] {
  return readdirSync(BROKEN_ROOT, { withFileTypes: true })
    .filter((e) => e.isDirectory())
    .map((e) => e.name)
    .sort();
}

/** A case's expected diagnostics: the lines of its expected.txt. */
export function expectedDiagnostics(name: string): string[] {
  return readFileSync(path.join(BROKEN_ROOT, name, 'expected.txt'), 'utf8')
    .trimEnd()
    .split('\n');
}

/**
 * Builds a broken project in `dir`: the valid fixture's inputs, then the case's files on top (each replaces the
 * file of the same path or adds a new one). expected.txt is not part of the project.
 */
export function materializeCase(name: string, dir: string): void {
  copyInputs(VALID_ROOT, dir);
  cpSync(path.join(BROKEN_ROOT, name), dir, {
    recursive: true,
    filter: (src) => path.basename(src) !== 'expected.txt',
  });
}

/** Copies a folder's contents into `to` (created if needed). */
export function cpTree(from: string, to: string): void {
  mkdirSync(to, { recursive: true });
  cpSync(from, to, { recursive: true });
}

/**
 * Compiles a generated output inside a copy of the app: src/ (without the repository's src/generated and the unit tests
 * kept beside the code) and vocabulary/ go to `dir`, `files` become its src/generated, and tsc checks the whole app
 * under the repository's strict options. Answers tsc's exit code and output ('' when clean).
 */
export async function typecheckApp(
  dir: string,
  files: readonly GeneratedFile[],
): Promise<{ code: number; output: string }> {
  const generated = path.join(REPO_ROOT, 'src/generated');
  cpSync(path.join(REPO_ROOT, 'src'), path.join(dir, 'src'), {
    recursive: true,
    // Unit tests beside the code are not the app and may name the repository's own resources.
    filter: (src) => src !== generated && !src.startsWith(generated + path.sep) && !/\.test\.tsx?$/.test(src),
  });
  cpSync(path.join(REPO_ROOT, 'vocabulary'), path.join(dir, 'vocabulary'), { recursive: true });
  writeFiles(dir, files);
  const tsconfig = {
    extends: path.relative(dir, path.join(REPO_ROOT, 'tsconfig.json')).split(path.sep).join('/'),
    compilerOptions: { noEmit: true, strict: true },
    include: ['src', 'vocabulary'],
    // The inherited exclude list holds tests/.tmp, where this project lives.
    exclude: [],
  };
  writeFileSync(path.join(dir, 'tsconfig.json'), JSON.stringify(tsconfig, null, 2) + '\n');
  const bin = path.join(REPO_ROOT, 'node_modules/typescript/bin/tsc');
  return new Promise((resolve) => {
    execFile(
      process.execPath,
      [bin, '-p', path.join(dir, 'tsconfig.json'), '--noEmit', '--pretty', 'false'],
      { cwd: REPO_ROOT, timeout: 110_000 },
      (error, stdout, stderr) => {
        resolve({ code: error ? (typeof error.code === 'number' ? error.code : -1) : 0, output: stdout + stderr });
      },
    );
  });
}
