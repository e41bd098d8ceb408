/**
 * Every fixture rests on the spec's own words (issue 29 item 6): each citation's quote must stand on the line it
 * names, under the section it names. A fixture nobody can trace to the spec is an assumption, and belongs in `ours`.
 */
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { fixtureModules } from './fixtures';
import type { Cite, Statement } from './spec';

const REPO_ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
/** Where the README says the spec lives (beside the repository); CONSOLE_SPEC may name another copy. */
const SPEC = process.env.CONSOLE_SPEC ?? path.resolve(REPO_ROOT, '../shared/spec/console-spec.md');
const haveSpec = existsSync(SPEC);

const statements = Object.entries(fixtureModules).flatMap(([file, mod]) =>
  Object.entries(mod as Record<string, unknown>)
    .filter(
      (entry): entry is [string, Statement] => typeof entry[1] === 'object' && entry[1] !== null && 'cite' in entry[1],
    )
    .map(([name, s]) => ({ name: `${file}.${name}`, s })),
);

/** The section (§n) a line stands under: the last "## n." heading above it. */
function sectionOf(lines: readonly string[], line: number): string | undefined {
  for (let i = line - 1; i >= 0; i--) {
    const heading = /^## (\d+)\./.exec(lines[i]);
    if (heading) return `§${heading[1]}`;
  }
  return undefined;
}

describe('fixtures cite the spec', () => {
  it('there are fixtures, and each cites at least one line', () => {
    expect(statements.length).toBeGreaterThan(40);
    for (const { name, s } of statements) expect(s.cite.length, name).toBeGreaterThan(0);
  });

  // A fresh clone may not have the spec beside it: then only the shape above is checked.
  describe.skipIf(!haveSpec)(`against ${path.relative(REPO_ROOT, SPEC)}`, () => {
    const lines = haveSpec ? readFileSync(SPEC, 'utf8').split('\n') : [];
    const cites = statements.flatMap(({ name, s }) => s.cite.map((c: Cite) => [name, c] as const));
    it.each(cites)('%s cites %j', (name, c) => {
      expect(lines[c.line - 1] ?? '', `${name}: line ${c.line}`).toContain(c.quote);
      expect(sectionOf(lines, c.line), `${name}: line ${c.line}'s section`).toBe(c.section);
    });
  });
});
