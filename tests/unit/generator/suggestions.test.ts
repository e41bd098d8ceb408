/**
 * Did-you-mean (issue 31 item 10): a misspelt name gets the nearest valid name in its message. The broken corpus's
 * goldens match check ids, not wording, so the suggestions themselves are held here.
 */
import { describe, expect, it } from 'vitest';
import { GeneratorInputError, type Diagnostic } from '../../../generator/diagnostics';
import { readProjectFiles, readSources } from '../../../generator/load';
import { compileModel } from '../../../generator/pipeline';
import { freshDir, materializeCase } from './support';

function diagnosticsOf(name: string): Diagnostic[] {
  const dir = freshDir('suggestions', name);
  materializeCase(name, dir);
  try {
    compileModel(readSources(dir), readProjectFiles(dir), null);
  } catch (error) {
    if (error instanceof GeneratorInputError) return error.diagnostics;
    throw error;
  }
  throw new Error('the input was accepted');
}

const messageOf = (name: string, id: string) => diagnosticsOf(name).find((d) => d.id === id)?.message;

describe('did you mean', () => {
  it.each([
    [
      'reference-unknown-display',
      'reference.display.unknown',
      'resource "agents" has no field "nmae" (did you mean "name"?)',
    ],
    ['applies-when-wrong', 'field.applies-when.unknown', 'unknown field "scop" (did you mean "scope"?)'],
    ['column-unknown-field', 'field.unknown', 'did you mean'],
    ['key-typo', 'schema.unknown-key', 'did you mean'],
  ])('%s: %s suggests the nearest name', (name, id, expected) => {
    expect(messageOf(name, id)).toContain(expected);
  });
});
