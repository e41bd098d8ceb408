import { describe, expect, it } from 'vitest';
import * as yup from 'yup';
import { atMostFigure, type LiveFigures } from './liveMaximum';
import { validationMessage } from './validationMessage';

// Issue 30 item 10: a withdrawal no larger than the withdrawable balance the form read (schema `maximumFrom`).
const rules = yup.object({ amount: yup.number().max(50000).test(atMostFigure('credit')).required() });
const figures: LiveFigures = { credit: { value: 29332.91, label: '可提现金额', text: '¥29,332.91' } };
const problem = async (amount: number, context?: LiveFigures) => {
  try {
    await rules.validate({ amount }, { context });
    return undefined;
  } catch (error) {
    return (error as yup.ValidationError).message;
  }
};

describe('atMostFigure', () => {
  it('refuses more than the live figure, naming it as shown', async () => {
    expect(await problem(29332.92, figures)).toBe(
      validationMessage('app.validation.atMostFigure', { figure: '可提现金额', value: '¥29,332.91' }),
    );
  });

  it('takes up to the figure', async () => {
    expect(await problem(29332.91, figures)).toBeUndefined();
  });

  it('leaves the fixed rules alone until the figure has loaded (the upstream checks it again)', async () => {
    expect(await problem(40000)).toBeUndefined();
    expect(await problem(60000)).toMatch(/50000/);
  });
});
