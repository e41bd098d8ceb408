import { describe, expect, it } from 'vitest';
import { formatMoney, formatPercent } from './format';

describe('formatMoney (§9: yuan, 2 decimals, grouped)', () => {
  it('groups thousands and keeps two decimals', () => {
    expect(formatMoney(1234.5)).toBe('¥1,234.50');
    expect(formatMoney(0)).toBe('¥0.00');
    expect(formatMoney(1234567.891)).toBe('¥1,234,567.89');
  });
  it('says nothing for a value that is not a number', () => {
    expect(formatMoney(Number.NaN)).toBe('');
    expect(formatMoney(Number.POSITIVE_INFINITY)).toBe('');
  });
});

describe('formatPercent', () => {
  it('reads a share stored on either base as percent points', () => {
    expect(formatPercent(12.5)).toBe('12.50%');
    expect(formatPercent(0.125, 1)).toBe('12.50%');
  });
});
