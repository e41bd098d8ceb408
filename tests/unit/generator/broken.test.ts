/**
 * The corpus of broken inputs (tests/fixtures/broken/<case>/): each case is the valid fixture with one file
 * replaced or added, and expected.txt holds the complete report, one `file:line:col  /pointer  [check id]` a line
 * (diagnosticKey: rewording a message keeps it green, a moved or changed check does not). The whole list is compared,
 * so a missing diagnostic, a wrong position or extra noise all fail.
 */
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { diagnosticKey, GeneratorInputError, sortDiagnostics } from '../../../generator/diagnostics';
import { readProjectFiles, readSources } from '../../../generator/load';
import { compileModel } from '../../../generator/pipeline';
import {
  brokenCases,
  cpTree,
  expectedDiagnostics,
  freshDir,
  hashTree,
  materializeCase,
  runCli,
  VALID_OUT,
} from './support';

const cases = brokenCases();

function diagnosticsOf(root: string): string[] {
  try {
    compileModel(readSources(root), readProjectFiles(root));
  } catch (error) {
    // Anything else would be a generator bug (the CLI's exit 2), not a located report of bad input.
    if (!(error instanceof GeneratorInputError)) throw error;
    return sortDiagnostics(error.diagnostics).map(diagnosticKey);
  }
  throw new Error('the input was accepted');
}

describe('broken inputs', () => {
  it('the corpus holds at least 35 cases', () => {
    expect(cases.length).toBeGreaterThanOrEqual(35);
  });

  it.each(cases)('%s: reports exactly expected.txt', (name) => {
    const dir = freshDir('broken', name);
    materializeCase(name, dir);
    expect(diagnosticsOf(dir)).toEqual(expectedDiagnostics(name));
  });
});

/** One case per stage that can reject input: YAML parsing, meta-schema, cross-references, several files at once. */
const CLI_CASES = [
  'yaml-syntax',
  'key-typo',
  'empty-file',
  'duplicate-route',
  'role-grants-action-not-carried',
  'several-files',
];

describe.concurrent('the CLI on broken input', () => {
  it.each(CLI_CASES)(
    '%s: exits 1 (bad input, not 2), prints the report and leaves the project untouched',
    async (name) => {
      const dir = freshDir('broken-cli', name);
      materializeCase(name, dir);
      cpTree(VALID_OUT, path.join(dir, 'src/generated'));
      const before = hashTree(dir);
      const expected = expectedDiagnostics(name);

      const result = await runCli(dir);

      expect(result.code).toBe(1);
      expect(result.stdout).toBe('');
      const [report, summary] = result.stderr.split('\n\n');
      // Each printed line is `file:line:col  /pointer  message [id]`: compared without the wording.
      expect(report.split('\n').map((line) => line.replace(/^(\S+ {2}\S+) {2}.* (\[[^\]]+\])$/, '$1  $2'))).toEqual(
        expected,
      );
      expect(summary).toBe(`${expected.length} problem(s); nothing was written.\n`);
      expect(hashTree(dir)).toEqual(before);
    },
    60_000,
  );
});
