import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

/**
 * Issue 31 item 17: no import loop, type-only ones included. eslint's import/no-cycle skips `import type`, so a loop
 * such as upstream/store.ts → exportTasks.ts → routeKit.ts ⇢ store.ts (types) passed the lint; this reads every
 * import with TypeScript's own pre-processor and looks for a loop.
 */
const ROOT = path.resolve(import.meta.dirname, '../../..');

function modules(dir: string): string[] {
  return readdirSync(path.join(ROOT, dir), { recursive: true, withFileTypes: true })
    .filter((e) => /\.tsx?$/.test(e.name) && !/\.test\.tsx?$/.test(e.name) && !e.parentPath.includes('.tmp'))
    .map((e) => path.relative(ROOT, path.join(e.parentPath, e.name)));
}

function resolve(from: string, spec: string): string | undefined {
  if (!spec.startsWith('.')) return undefined;
  const base = path.join(path.dirname(from), spec);
  return ['.ts', '.tsx', '/index.ts', '/index.tsx']
    .map((ext) => base + ext)
    .find((file) => existsSync(path.join(ROOT, file)));
}

/** The first loop found in the import graph of these files, as the path around it; undefined without one. */
function firstLoop(files: readonly string[]): string[] | undefined {
  const edges = new Map(
    files.map((file) => [
      file,
      ts
        .preProcessFile(readFileSync(path.join(ROOT, file), 'utf8'))
        .importedFiles.map((i) => resolve(file, i.fileName))
        .filter((f): f is string => f !== undefined),
    ]),
  );
  const done = new Set<string>();
  const visit = (file: string, trail: string[]): string[] | undefined => {
    const at = trail.indexOf(file);
    if (at >= 0) return [...trail.slice(at), file];
    if (done.has(file)) return undefined;
    for (const next of edges.get(file) ?? []) {
      const loop = visit(next, [...trail, file]);
      if (loop) return loop;
    }
    done.add(file);
    return undefined;
  };
  for (const file of files) {
    const loop = visit(file, []);
    if (loop) return loop;
  }
  return undefined;
}

describe('no import loops, type-only imports included', () => {
  // src/ is left to eslint: its lazy screens (import() in src/generated/screens.ts) loop back on purpose, and
  // TypeScript's pre-processor lists dynamic imports with the static ones.
  it('upstream/', () => {
    expect(firstLoop(modules('upstream'))).toBeUndefined();
  });
});
