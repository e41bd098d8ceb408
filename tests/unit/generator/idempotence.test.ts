/**
 * The generator is a pure function of its input: two runs give the same bytes, writing twice changes nothing the
 * second time, and no stage writes into the parsed sources or the model (both are frozen here, so a write throws).
 * Each run starts from an empty cache (freshRun.ts): through the process's cache the second run would be handed the
 * first one's output and the emitters would not run at all (idempotenceGuard.test.ts shows these tests now can fail).
 */
import { describe, expect, it } from 'vitest';
import { checkProject } from '../../../generator/checks';
import { parseSources, readSources } from '../../../generator/load';
import { buildModel } from '../../../generator/model';
import { generate, OUTPUT_DIR } from '../../../generator/pipeline';
import { validateAgainstMeta } from '../../../generator/validate';
import { writeOutput } from '../../../generator/write';
import { freshEmit, freshRun } from './freshRun';
import { deepFreeze, freshDir, REPO_ROOT, VALID_ROOT } from './support';

describe.each([
  ['the valid fixture', VALID_ROOT],
  ['the repository', REPO_ROOT],
])('idempotence on %s', (_, root) => {
  it('two runs are byte-identical', async () => {
    const first = await freshRun(root);
    const second = await freshRun(root);
    expect(second).toEqual(first);
  });

  it('neither validating, modelling nor emitting mutates the sources or the model', async () => {
    const texts = deepFreeze(readSources(root));
    const { sources, diagnostics } = parseSources(texts);
    expect(diagnostics).toEqual([]);
    const dataBefore = structuredClone(sources.map((s) => s.data));
    sources.forEach((s) => deepFreeze(s.data));

    expect(sources.flatMap((s) => validateAgainstMeta(s))).toEqual([]);
    expect(checkProject(sources)).toEqual([]);
    const model = buildModel(sources);
    const modelBefore = structuredClone(model);
    deepFreeze(model);

    const files = await freshEmit(model);

    expect(model).toStrictEqual(modelBefore);
    expect(sources.map((s) => s.data)).toStrictEqual(dataBefore);
    // The frozen model gives the same output as a fresh one.
    expect(files).toEqual(await freshRun(root));
  });
});

describe('writing', () => {
  it('a second write of the same output writes and removes nothing', async () => {
    const dir = freshDir('idempotence', 'write');
    const files = await generate(readSources(VALID_ROOT));
    const first = writeOutput(dir, OUTPUT_DIR, files);
    expect(first).toEqual({ written: files.map((f) => f.path), removed: [] });
    expect(writeOutput(dir, OUTPUT_DIR, files)).toEqual({ written: [], removed: [] });
  });
});
