/**
 * The dev loop's incremental generate (generator/cache.ts, issue 9): after one schema changes, a run that reuses what
 * the unchanged files gave writes exactly what a cold full generate writes, and a problem the change makes between
 * files is still reported.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { GeneratorCache } from '../../../generator/cache';
import { GeneratorInputError, formatDiagnostics } from '../../../generator/diagnostics';
import { readProjectFiles, readSources, type SourceText } from '../../../generator/load';
import { compileModel, generate, OUTPUT_DIR } from '../../../generator/pipeline';
import { regenerate } from '../../../generator/vitePlugin';
import { checkOutput } from '../../../generator/write';
import { copyInputs, freshDir, REPO_ROOT } from './support';

/** The texts with one file's text edited (the edit must change something). */
function edited(texts: readonly SourceText[], file: string, edit: (text: string) => string): SourceText[] {
  const out = texts.map((t) => (t.file === file ? { ...t, text: edit(t.text) } : t));
  expect(out.find((t) => t.file === file)!.text).not.toBe(texts.find((t) => t.file === file)!.text);
  return out;
}

/** A cache that has seen the project as it was. */
async function warmed(texts: readonly SourceText[], project = {}): Promise<GeneratorCache> {
  const cache = new GeneratorCache();
  await generate(texts, project, cache);
  return cache;
}

function problemsOf(run: () => unknown): string {
  try {
    run();
  } catch (error) {
    if (error instanceof GeneratorInputError) return formatDiagnostics(error.diagnostics);
    throw error;
  }
  return '';
}

describe('incremental generate', () => {
  const texts = readSources(REPO_ROOT);
  const project = readProjectFiles(REPO_ROOT);

  it.each([
    [
      'a label of one schema (its module, i18n, routes)',
      'schemas/films.yaml',
      (t: string) => t.replace(/^label: \{ zh-CN: ([^,]+),/m, 'label: { zh-CN: $1改,'),
    ],
    // The dashboard's module shows orders' columns: it must follow a change in orders.yaml, though its own file did not change.
    [
      'a widget of a field another schema shows (orders.amount on the dashboard)',
      'schemas/orders.yaml',
      (t: string) => t.replace(/(\n {2}amount:\n {4}type: number\n {4}widget: )money/, '$1number'),
    ],
    [
      'a menu group of routes.yaml (the access keys of its resources)',
      'routes.yaml',
      (t: string) => t.replace('permission: [is_share_order, junior]', 'permission: [junior]'),
    ],
  ])('after changing %s, the output is byte-identical to a cold full generate', async (_, file, edit) => {
    const cache = await warmed(texts, project);
    const changed = edited(texts, file, edit);
    const before = { ...cache.stats };
    const incremental = await generate(changed, project, cache);
    const cold = await generate(changed, project, null);
    expect(incremental.map((f) => f.path)).toEqual(cold.map((f) => f.path));
    for (const [i, f] of incremental.entries()) expect(f.content, f.path).toBe(cold[i].content);
    // It was incremental: every other file's parse, record type and most modules came from the cache.
    const files = changed.length;
    const resources = changed.filter((t) => t.kind === 'resource').length;
    expect(cache.stats.hits - before.hits).toBeGreaterThanOrEqual(files - 1 + 2 * (resources - 2));
    expect(cache.stats.misses - before.misses).toBeLessThanOrEqual(1 + 2 * 2);
  });

  it('the dashboard module changes with orders.yaml (the edit above is seen, not merely cached)', async () => {
    const cache = await warmed(texts, project);
    const changed = edited(texts, 'schemas/orders.yaml', (t) =>
      t.replace(/(\n {2}amount:\n {4}type: number\n {4}widget: )money/, '$1number'),
    );
    const dashboard = (files: Awaited<ReturnType<typeof generate>>) =>
      files.find((f) => f.path === `${OUTPUT_DIR}/resources/dashboard.tsx`)!.content;
    const was = dashboard(await generate(texts, project, cache));
    const now = dashboard(await generate(changed, project, cache));
    expect(was).toContain('<MoneyField source="amount" />');
    expect(now).not.toContain('<MoneyField source="amount" />');
  });

  it('a route clash the one change makes with another schema is reported, as by a cold run', async () => {
    const cache = await warmed(texts, project);
    const orders = texts.find((t) => t.file === 'schemas/orders.yaml')!.text;
    const route = /^route: (\S+)$/m.exec(orders)![1];
    const changed = edited(texts, 'schemas/films.yaml', (t) => t.replace(/^route: \S+$/m, `route: ${route}`));
    const incremental = problemsOf(() => compileModel(changed, project, cache));
    // films.yaml comes first, so the clash is found at orders.yaml (whose text and cache entry did not change); it is
    // reported in both files, each naming the other's place.
    const at = (file: string, word: string, other: string) =>
      new RegExp(
        `^schemas/${file}\\.yaml:\\d+:\\d+ +/route +duplicate route "${route}" \\(${word} by schemas/${other}\\.yaml:\\d+:\\d+\\) \\[route\\.duplicate\\]$`,
        'm',
      );
    expect(incremental).toMatch(at('orders', 'already used', 'films'));
    expect(incremental).toMatch(at('films', 'also used', 'orders'));
    expect(incremental).toBe(problemsOf(() => compileModel(changed, project, null)));
    // Undoing the change makes the project good again, from the cache.
    expect(problemsOf(() => compileModel(texts, project, cache))).toBe('');
  });

  it('a file that fails its meta-schema is reported again on the next run, though its text is cached', async () => {
    const changed = edited(texts, 'schemas/films.yaml', (t) => t.replace(/^route: /m, 'rout: '));
    const cache = new GeneratorCache();
    const first = problemsOf(() => compileModel(changed, project, cache));
    expect(first).toContain('schemas/films.yaml');
    expect(problemsOf(() => compileModel(changed, project, cache))).toBe(first);
  });

  it('the dev loop (regenerate) on disk: a saved schema leaves src/generated as a cold generate writes it', async () => {
    const dir = freshDir('incremental', 'devloop');
    copyInputs(REPO_ROOT, dir);
    const cache = new GeneratorCache();
    await regenerate(dir, cache);
    const file = path.join(dir, 'schemas/cinemas.yaml');
    writeFileSync(file, readFileSync(file, 'utf8').replace(/^label: \{ zh-CN: ([^,]+),/m, 'label: { zh-CN: $1改,'));
    const { written } = await regenerate(dir, cache);
    expect(written).toContain(`${OUTPUT_DIR}/i18n/zh-CN.ts`);
    const cold = await generate(readSources(dir), readProjectFiles(dir), null);
    expect(checkOutput(dir, OUTPUT_DIR, cold)).toEqual({ stale: [], orphaned: [] });
  });
});
