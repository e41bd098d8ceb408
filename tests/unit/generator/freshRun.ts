/**
 * One generator run from nothing (issue 31 item 11): its own empty cache, so nothing of an earlier run in this
 * process (generator/cache.ts sharedCache) stands in for what the emitters would write now. Tests that compare two
 * runs, or watch the emitters at work, use it; a run through the shared cache may return the first run's output.
 */
import { GeneratorCache } from '../../../generator/cache';
import type { Model } from '../../../generator/model';
import { emitAll, generate, type GeneratedFile } from '../../../generator/pipeline';
import { readSources } from '../../../generator/load';

export function freshRun(root: string): Promise<GeneratedFile[]> {
  return generate(readSources(root), {}, new GeneratorCache());
}

export function freshEmit(model: Model): Promise<GeneratedFile[]> {
  return emitAll(model, new GeneratorCache());
}
