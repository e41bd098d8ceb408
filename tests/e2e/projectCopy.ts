/**
 * A throw-away copy of the project for a test that adds input files (issue 35's OpenAPI import): the sources and
 * inputs copied, node_modules linked, nothing of the checkout touched. remove() deletes it.
 */
import { cpSync, mkdtempSync, rmSync, symlinkSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const PROJECT_ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const LEFT_OUT = new Set(['node_modules', '.git', 'dist', 'tests', 'bench', 'test-results', 'tsconfig.tsbuildinfo']);

export function copyProject(): { root: string; remove(): void } {
  const root = mkdtempSync(path.join(tmpdir(), 'console-copy-'));
  cpSync(PROJECT_ROOT, root, {
    recursive: true,
    filter: (src) => !LEFT_OUT.has(path.relative(PROJECT_ROOT, src).split(path.sep)[0]),
  });
  symlinkSync(path.join(PROJECT_ROOT, 'node_modules'), path.join(root, 'node_modules'), 'dir');
  return { root, remove: () => rmSync(root, { recursive: true, force: true }) };
}
