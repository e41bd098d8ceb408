/**
 * The test of idempotence.test.ts (issue 31 item 11): with an emitter that writes a random comment into every
 * generated module, or writes into the model it is given, the runs those tests compare (freshRun.ts) differ or throw.
 * Through the process's cache they did not: the second run was handed the first run's modules and no emitter ran.
 */
import { describe, expect, it, vi } from 'vitest';
import { parseSources, readSources } from '../../../generator/load';
import { buildModel } from '../../../generator/model';
import { generate } from '../../../generator/pipeline';
import { freshEmit, freshRun } from './freshRun';
import { deepFreeze, VALID_ROOT } from './support';

const perturb = vi.hoisted(() => ({ mode: 'none' as 'none' | 'random' | 'mutate' }));

vi.mock('../../../generator/emit/resourceModule', async (importOriginal) => {
  const original = await importOriginal<typeof import('../../../generator/emit/resourceModule')>();
  return {
    ...original,
    emitResourceModule: (...args: Parameters<typeof original.emitResourceModule>) => {
      if (perturb.mode === 'mutate') (args[0] as { label: unknown }).label = 'changed';
      const text = original.emitResourceModule(...args);
      return perturb.mode === 'random' ? `${text}// ${Math.random()}\n` : text;
    },
  };
});

describe('the idempotence tests can fail', () => {
  it('two runs differ when an emitter writes a random comment into every module', async () => {
    perturb.mode = 'random';
    const first = await freshRun(VALID_ROOT);
    const second = await freshRun(VALID_ROOT);
    perturb.mode = 'none';
    const modules = (files: typeof first) => files.filter((f) => f.path.includes('/resources/')).map((f) => f.content);
    const changed = modules(second).filter((text, i) => text !== modules(first)[i]);
    expect(changed.length).toBe(modules(first).length);
    expect(changed.length).toBeGreaterThan(0);
  });

  it('emitting a frozen model throws when an emitter writes into it', async () => {
    // The process's cache now holds every module of this model: a run through it would not call the emitter.
    await generate(readSources(VALID_ROOT));
    const { sources } = parseSources(readSources(VALID_ROOT));
    const model = deepFreeze(buildModel(sources));
    perturb.mode = 'mutate';
    await expect(freshEmit(model)).rejects.toThrow(TypeError);
    perturb.mode = 'none';
  });
});
