import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { GeneratedFile } from './pipeline';

function listFiles(root: string, dir: string): string[] {
  const abs = path.join(root, dir);
  if (!existsSync(abs)) return [];
  return readdirSync(abs, { recursive: true, withFileTypes: true })
    .filter((e) => e.isFile())
    .map((e) => path.relative(root, path.join(e.parentPath, e.name)).split(path.sep).join('/'))
    .sort();
}

export interface CheckResult {
  /** Files whose committed content differs, or that are missing. */
  stale: string[];
  /** Files in the output folder that no schema produces any more. */
  orphaned: string[];
}

/** --check: compares what would be written with what is on disk; writes nothing. Orphans are looked for in `outputDir`(s). */
export function checkOutput(
  root: string,
  outputDir: string | readonly string[],
  files: readonly GeneratedFile[],
): CheckResult {
  const wanted = new Set(files.map((f) => f.path));
  const stale = files
    .filter((f) => {
      const abs = path.join(root, f.path);
      return !existsSync(abs) || readFileSync(abs, 'utf8') !== f.content;
    })
    .map((f) => f.path);
  const orphaned = [outputDir]
    .flat()
    .flatMap((dir) => listFiles(root, dir))
    .filter((p) => !wanted.has(p));
  return { stale, orphaned };
}

/** Writes changed files only (so Vite reloads just what changed) and removes orphans. */
export function writeOutput(
  root: string,
  outputDir: string | readonly string[],
  files: readonly GeneratedFile[],
): { written: string[]; removed: string[] } {
  const { stale, orphaned } = checkOutput(root, outputDir, files);
  const byPath = new Map(files.map((f) => [f.path, f]));
  for (const p of stale) {
    const abs = path.join(root, p);
    mkdirSync(path.dirname(abs), { recursive: true });
    writeFileSync(abs, byPath.get(p)!.content);
  }
  for (const p of orphaned) rmSync(path.join(root, p));
  return { written: stale, removed: orphaned };
}
