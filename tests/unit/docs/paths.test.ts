/**
 * Every repository path README.md and docs/ name exists (issue 31 item 7 and 14): a moved or renamed file fails here
 * instead of leaving a reader at a dead pointer.
 */
import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { REPO_ROOT } from '../generator/support';
import { namedPaths } from './repoPaths';

const tracked = execFileSync('git', ['ls-files', '--cached', '--others', '--exclude-standard'], {
  cwd: REPO_ROOT,
  encoding: 'utf8',
})
  .split('\n')
  .filter(Boolean);
const pages = tracked.filter((f) => f === 'README.md' || (f.startsWith('docs/') && f.endsWith('.md')));
const names = new Set(tracked.map((f) => path.posix.basename(f)));
/** Output folders and runtime names a page may name though no clone holds them (made by a run or a deploy). */
const MADE_AT_RUN = [/^tests\/e2e\/artifacts\//, /^tests\/\.tmp\//];

// A brand image is named by its path under public/ (`brands/starlight/logo.svg`).
const exists = (target: string) =>
  target === '' ||
  existsSync(path.join(REPO_ROOT, target)) ||
  existsSync(path.join(REPO_ROOT, 'public', target)) ||
  MADE_AT_RUN.some((r) => r.test(target));

describe('paths named in README.md and docs/', () => {
  it('finds the pages and the paths in them (the layout tree included)', () => {
    expect(pages).toContain('README.md');
    expect(pages.length).toBeGreaterThan(5);
    expect(
      namedPaths(
        '```\n  fields/   ONE table (fieldKinds.tsx)\n```\nsee `src/fields/x.ts` and [d](../a.md)',
        'docs/guide/p.md',
      ).map((p) => p.target),
    ).toEqual(['fieldKinds.tsx', 'src/fields/x.ts', 'docs/a.md']);
  });

  it.each(pages)('%s names only paths that exist', (page) => {
    const missing = namedPaths(readFileSync(path.join(REPO_ROOT, page), 'utf8'), page)
      .filter((p) => (p.kind === 'name' ? !names.has(p.target) : !exists(p.target)))
      .map((p) => p.text);
    expect([...new Set(missing)]).toEqual([]);
  });
});
