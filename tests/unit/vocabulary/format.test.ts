import { describe, expect, it } from 'vitest';
import { formatAxisTick, formatMoney, formatPercent } from '../../../vocabulary/format';

describe('formatMoney (§9: yuan, 2 decimals, grouped)', () => {
  it('groups thousands and keeps two decimals', () => {
    expect(formatMoney(1234.5)).toBe('¥1,234.50');
    expect(formatMoney(0)).toBe('¥0.00');
    expect(formatMoney(1234567.891)).toBe('¥1,234,567.89');
  });
  it('writes every amount as zh-CN Intl.NumberFormat does (rounding, sign, grouping)', () => {
    const intl = new Intl.NumberFormat('zh-CN', { minimumFractionDigits: 2, maximumFractionDigits: 2 });
    const samples = [
      1.005, 2.675, 0.125, -0.001, -0.005, -0, 0.004999, 999.995, 1000, 9999.999, -1234567.5, 1e-7, 123456789012.345,
      1e15, 2.5e21,
    ];
    // A fixed pseudo-random walk over cents, fractions of cents and magnitudes, so a failure names its input again.
    let seed = 7;
    const next = () => (seed = (seed * 1103515245 + 12345) % 2147483648) / 2147483648;
    for (let i = 0; i < 4000; i++)
      samples.push((next() - 0.3) * 10 ** Math.floor(next() * 14 - 2), Math.round((next() - 0.5) * 1e7) / 1000);
    for (const v of samples) expect(formatMoney(v), String(v)).toBe('¥' + intl.format(v));
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

describe('formatAxisTick (issue 30 item 18: axes formatted by the field widget)', () => {
  it('writes money ticks with ¥ and thousands, cents only when a tick has them', () => {
    expect(formatAxisTick(12500, 'money')).toBe('¥12,500');
    expect(formatAxisTick(1000000, 'money')).toBe('¥1,000,000');
    expect(formatAxisTick(0, 'money')).toBe('¥0');
    expect(formatAxisTick(2.5, 'money')).toBe('¥2.50');
  });
  it('writes shares as the percent widget does, by its base', () => {
    expect(formatAxisTick(0.125, 'percent', 1)).toBe('12.5%');
    expect(formatAxisTick(50, 'percent')).toBe('50%');
  });
  it('groups plain numbers by thousands and leaves empty ticks empty', () => {
    expect(formatAxisTick(10000)).toBe('10,000');
    expect(formatAxisTick(-1234.567)).toBe('-1,234.57');
    expect(formatAxisTick(null, 'money')).toBe('');
  });
});
