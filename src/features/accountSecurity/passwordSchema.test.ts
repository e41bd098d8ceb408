import { describe, expect, it } from 'vitest';
import { passwordChangeProblem, passwordComposes } from '../../../vocabulary/passwordRule';
import { PASSWORD_ERRORS, passwordSchema } from './passwordSchema';

/** §5: at least two kinds among letters, digits and !@#$%^&*, and nothing else. */
const composition: Array<[string, boolean]> = [
  ['abc123', true], // letters + digits
  ['abc!@#', true], // letters + symbols
  ['123$%^', true], // digits + symbols
  ['aB3&*x', true], // all three
  ['a1', true], // the spec sets no length
  ['abcdef', false], // letters only
  ['ABCDEF', false],
  ['123456', false], // digits only
  ['!@#$%^&*', false], // symbols only
  ['abc 123', false], // a space
  ['abc123_', false], // a symbol outside the set
  ['abc123~', false],
  ['密码abc123', false], // non-ASCII letters are not letters here
  ['ａｂｃ１２３', false], // full-width
  ['abc123\n', false],
  ['', false],
];

describe('§5 password composition (vocabulary/passwordRule.ts, shared with the upstream)', () => {
  it.each(composition)('%j → %s', (password, ok) => {
    expect(passwordComposes(password)).toBe(ok);
  });
});

const valid = { password: 'abc123', confirm_password: 'abc123', code: '123456' };
const firstProblem: Array<
  [string, Record<string, string>, keyof typeof PASSWORD_ERRORS | undefined, string | undefined]
> = [
  ['all good', valid, undefined, undefined],
  ['empty password', { ...valid, password: '' }, 'required', 'password'],
  ['letters only', { ...valid, password: 'abcdef', confirm_password: 'abcdef' }, 'composition', 'password'],
  ['empty confirmation', { ...valid, confirm_password: '' }, 'mismatch', 'confirm_password'],
  ['other confirmation', { ...valid, confirm_password: 'abc124' }, 'mismatch', 'confirm_password'],
  ['empty code', { ...valid, code: '' }, 'code', 'code'],
  ['5-character code', { ...valid, code: '12345' }, 'code', 'code'],
  ['7-character code', { ...valid, code: '1234567' }, 'code', 'code'],
];

describe('§5 password change: the form (yup) and the upstream (passwordChangeProblem) refuse alike', () => {
  it.each(firstProblem)('%s', async (_case, input, problem, field) => {
    expect(passwordChangeProblem(input, 6)).toEqual(problem ? { field, problem } : undefined);
    const errors = await passwordSchema.validate(input, { abortEarly: false }).then(
      () => [] as Array<{ path?: string; message: string }>,
      (e: { inner: Array<{ path?: string; message: string }> }) => e.inner,
    );
    if (!problem) expect(errors).toEqual([]);
    else expect(errors.find((e) => e.path === field)?.message).toBe(PASSWORD_ERRORS[problem]);
  });
});
