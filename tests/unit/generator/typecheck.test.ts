/**
 * The valid fixture's output compiles with the app around it (tests/.tmp/typecheck): tsc checks the whole app there
 * under the repository's strict compiler options. (The repository's own output is checked by `npm run typecheck`.)
 */
import { expect, it } from 'vitest';
import { readSources } from '../../../generator/load';
import { generate } from '../../../generator/pipeline';
import { freshDir, typecheckApp, VALID_ROOT } from './support';

it('the fixture output type-checks inside the app (tsc --noEmit, strict)', { timeout: 120_000 }, async () => {
  const result = await typecheckApp(freshDir('typecheck'), await generate(readSources(VALID_ROOT)));
  expect(result.output).toBe('');
  expect(result.code).toBe(0);
});
