import { describe, expect, it } from 'vitest';
import { displayWidth, ellipsize } from '../../../vocabulary/textWidth';

describe('§9 text ellipsis: non-ASCII counts as width 2', () => {
  it.each([
    ['', 0],
    ['DY2025061512345678', 18],
    ['万达影城', 8],
    ['IMAX厅', 6],
    ['😀', 2],
    ['𠀋', 2],
    ['ａ', 2],
  ])('%j is %i wide', (text, width) => {
    expect(displayWidth(text)).toBe(width);
  });

  it.each([
    ['short', 10, 'short', false],
    ['exactly10!', 10, 'exactly10!', false],
    ['eleven chars', 10, 'eleven c…', true],
    ['万达影城（北京CBD店）', 10, '万达影城…', true],
    ['万达IMAX影城', 10, '万达IMAX…', true],
    ['😀😀😀😀😀😀', 6, '😀😀…', true],
  ])('%j cut to %i reads %j', (text, width, shown, truncated) => {
    const cut = ellipsize(text, width);
    expect(cut).toEqual({ text: shown, truncated });
    expect(displayWidth(cut.text)).toBeLessThanOrEqual(width);
  });
});
