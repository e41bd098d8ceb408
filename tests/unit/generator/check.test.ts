/**
 * `generate --check` (what `npm run build` and `npm test` run first): passes when src/generated matches the schemas,
 * otherwise lists every stale and orphaned file and exits 1 — and never writes anything.
 */
import { readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { readSources } from '../../../generator/load';
import { generate, OUTPUT_DIR } from '../../../generator/pipeline';
import { writeOutput } from '../../../generator/write';
import { copyInputs, freshDir, hashTree, runCli, VALID_ROOT } from './support';

const OUT_OF_DATE = 'generated output is out of date: run npm run generate and commit the result\n';

/** A copy of the valid fixture whose src/generated is up to date (written in-process, which is faster). */
async function generatedCopy(name: string): Promise<{ dir: string; count: number }> {
  const dir = freshDir('check', name);
  copyInputs(VALID_ROOT, dir);
  const files = await generate(readSources(dir));
  writeOutput(dir, OUTPUT_DIR, files);
  return { dir, count: files.length };
}

function edit(file: string, from: string, to: string): void {
  const text = readFileSync(file, 'utf8');
  expect(text).toContain(from);
  writeFileSync(file, text.replace(from, to));
}

// Each test spawns the CLI a few times (about a second each), so they get more than the default 20 s under load.
describe.concurrent('generate --check', { timeout: 60_000 }, () => {
  it('passes right after the CLI generated the output', async () => {
    const dir = freshDir('check', 'fresh');
    copyInputs(VALID_ROOT, dir);
    const count = (await generate(readSources(dir))).length;

    const generated = await runCli(dir);
    expect(generated).toEqual({
      code: 0,
      stdout: `generated ${count} files (${count} written, 0 removed)\n`,
      stderr: '',
    });

    const checked = await runCli(dir, '--check');
    expect(checked).toEqual({ code: 0, stdout: `generated output is up to date (${count} files)\n`, stderr: '' });
  });

  it('lists the files a schema edit makes stale, exits 1 and writes nothing', async () => {
    const { dir } = await generatedCopy('stale');
    const schema = path.join(dir, 'schemas/orders.yaml');
    edit(schema, 'label: { zh-CN: 备注, en: Remark }', 'label: { zh-CN: 订单备注, en: Remark }'); // only the Chinese texts
    edit(schema, '  sort: { field: created_at }\n', '  sort: { field: created_at }\n  perPage: 50\n'); // the screens and the route's opening list
    const before = hashTree(dir);

    const result = await runCli(dir, '--check');

    expect(result).toEqual({
      code: 1,
      stdout: '',
      stderr: `stale:    ${OUTPUT_DIR}/i18n/zh-CN.ts\nstale:    ${OUTPUT_DIR}/resources/orders.tsx\nstale:    ${OUTPUT_DIR}/routes.ts\n${OUT_OF_DATE}`,
    });
    expect(hashTree(dir)).toEqual(before);
  });

  it('lists a file no schema produces as orphaned and a deleted one as stale', async () => {
    const { dir, count } = await generatedCopy('orphaned');
    writeFileSync(path.join(dir, OUTPUT_DIR, 'resources/legacy.tsx'), 'export {};\n');
    rmSync(path.join(dir, OUTPUT_DIR, 'routes.ts'));
    const before = hashTree(dir);

    const result = await runCli(dir, '--check');

    expect(result).toEqual({
      code: 1,
      stdout: '',
      stderr: `stale:    ${OUTPUT_DIR}/routes.ts\norphaned: ${OUTPUT_DIR}/resources/legacy.tsx\n${OUT_OF_DATE}`,
    });
    expect(hashTree(dir)).toEqual(before);

    // A plain run repairs both, after which --check passes.
    expect(await runCli(dir)).toEqual({
      code: 0,
      stdout: `generated ${count} files (1 written, 1 removed)\n`,
      stderr: '',
    });
    expect((await runCli(dir, '--check')).code).toBe(0);
  });
});
