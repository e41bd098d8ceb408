/**
 * Golden output: the valid fixture (tests/fixtures/valid) generates exactly the files in its out/ folder, byte for
 * byte. After an intended change to the emitters, run `npx vitest run tests/unit/generator -u` and read the diff.
 */
import { describe, expect, it } from 'vitest';
import { readSources } from '../../../generator/load';
import { generate, OUTPUT_DIR } from '../../../generator/pipeline';
import { listFiles, VALID_OUT, VALID_ROOT } from './support';

const files = await generate(readSources(VALID_ROOT));
const relative = (p: string) => p.slice(OUTPUT_DIR.length + 1);
// Listed before any snapshot test can write a new golden file, so an unexpected new output fails too.
const goldenPaths = listFiles(VALID_OUT);

describe('golden output of tests/fixtures/valid', () => {
  it('writes every file under src/generated', () => {
    expect(files.filter((f) => !f.path.startsWith(`${OUTPUT_DIR}/`))).toEqual([]);
  });

  it('produces exactly the golden files: none missing, none orphaned', () => {
    expect(files.map((f) => relative(f.path))).toEqual(goldenPaths);
  });

  it.each(files.map((f) => [relative(f.path), f.content]))('%s matches its golden file', async (p, content) => {
    await expect(content).toMatchFileSnapshot(`../../fixtures/valid/out/${p}`);
  });
});
