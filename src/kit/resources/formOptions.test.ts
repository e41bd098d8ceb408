import { describe, expect, it } from 'vitest';
import * as yup from 'yup';
import { blankValues } from './formOptions';

describe('blankValues', () => {
  const schema = yup.object({ tel: yup.string().required(), remark: yup.string() });

  it('names every field of the form and sets none', () => {
    const blank = blankValues(schema);
    expect(Object.keys(blank).sort()).toEqual(['remark', 'tel']);
    expect(Object.values(blank).every((v) => v === undefined)).toBe(true);
  });

  it('is the same object for one schema, so a reset effect sees no change', () => {
    expect(blankValues(schema)).toBe(blankValues(schema));
    expect(blankValues(yup.object({ tel: yup.string() }))).not.toBe(blankValues(schema));
  });
});

describe('blankValues with schema defaults (issue 31 item 8)', () => {
  it('starts the fields the schema gives a default with it, the others blank', () => {
    const schema = yup.object({ scope: yup.string(), name: yup.string() });
    expect(blankValues(schema, { scope: 'all' })).toEqual({ scope: 'all', name: undefined });
  });
});
