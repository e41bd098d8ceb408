/**
 * The valid fixture's output compiles with the app around it: src/ and vocabulary/ are copied into tests/.tmp/typecheck (without
 * src/generated and the unit tests kept beside the code), the fixture's output becomes its src/generated, and tsc
 * checks the whole app there under the repository's strict compiler options. (The repository's own output is
 * checked by `npm run typecheck`.)
 */
import { execFile } from 'node:child_process';
import { cpSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { expect, it } from 'vitest';
import { readSources } from '../../../generator/load';
import { generate, OUTPUT_DIR } from '../../../generator/pipeline';
import { freshDir, REPO_ROOT, VALID_ROOT, writeFiles } from './support';

function tsc(project: string): Promise<{ code: number; output: string }> {
  const bin = path.join(REPO_ROOT, 'node_modules/typescript/bin/tsc');
  return new Promise((resolve) => {
    execFile(process.execPath, [bin, '-p', project, '--noEmit', '--pretty', 'false'], { cwd: REPO_ROOT, timeout: 110_000 }, (error, stdout, stderr) => {
      resolve({ code: error ? (typeof error.code === 'number' ? error.code : -1) : 0, output: stdout + stderr });
    });
  });
}

it('the fixture output type-checks inside the app (tsc --noEmit, strict)', { timeout: 120_000 }, async () => {
  const dir = freshDir('typecheck');
  const generated = path.join(REPO_ROOT, OUTPUT_DIR);
  cpSync(path.join(REPO_ROOT, 'src'), path.join(dir, 'src'), {
    recursive: true,
    // Unit tests beside the code are not the app and may name the repository's own resources.
    filter: (src) => src !== generated && !src.startsWith(generated + path.sep) && !/\.test\.tsx?$/.test(src),
  });
  // The vocabulary the app imports, beside it as in the repository.
  cpSync(path.join(REPO_ROOT, 'vocabulary'), path.join(dir, 'vocabulary'), { recursive: true });
  writeFiles(dir, await generate(readSources(VALID_ROOT)));
  const tsconfig = {
    extends: path.relative(dir, path.join(REPO_ROOT, 'tsconfig.json')).split(path.sep).join('/'),
    compilerOptions: { noEmit: true, strict: true },
    include: ['src', 'vocabulary'],
    // The inherited exclude list holds tests/.tmp, where this project lives.
    exclude: [],
  };
  writeFileSync(path.join(dir, 'tsconfig.json'), JSON.stringify(tsconfig, null, 2) + '\n');

  const result = await tsc(path.join(dir, 'tsconfig.json'));

  expect(result.output).toBe('');
  expect(result.code).toBe(0);
});
