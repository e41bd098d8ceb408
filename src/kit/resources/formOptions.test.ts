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
