import { describe, expect, it } from 'vitest';
import { balancedRows } from './balancedRows';

/** The cards per row at a width, cards at least 200 px wide with 16 px between them. */
const rows = (count: number, width: number) => balancedRows(count, width, 200, 16);

describe('balancedRows (issue 30 item 18: balanced card rows)', () => {
  it('shares 5 cards as 3 + 2 where 4 fit, in one row where 5 fit', () => {
    expect(rows(5, 980)).toEqual([3, 2]);
    expect(rows(5, 1640)).toEqual([5]);
  });
  it('never leaves rows that differ by more than one card', () => {
    for (let count = 1; count <= 12; count++) {
      for (let width = 150; width <= 2000; width += 37) {
        const shares = rows(count, width);
        expect(
          Math.max(...shares) - Math.min(...shares),
          `${count} cards at ${width}px: ${shares.join('+')}`,
        ).toBeLessThanOrEqual(1);
        expect(shares.reduce((a, b) => a + b, 0)).toBe(count);
      }
    }
  });
  it('shares 7 cards as 3 + 2 + 2 where 3 fit', () => {
    expect(rows(7, 668)).toEqual([3, 2, 2]);
  });
  it('one card per row on a phone', () => {
    expect(rows(5, 340)).toEqual([1, 1, 1, 1, 1]);
  });
});
