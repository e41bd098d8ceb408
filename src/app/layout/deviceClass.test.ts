import { describe, expect, it } from 'vitest';
import { deviceClass, sidebarOpenFor } from './deviceClass';

describe('device classes (§4, §9 breakpoints 576 and 1200 px)', () => {
  it.each([
    [320, 'mobile'],
    [575, 'mobile'],
    [576, 'tablet'],
    [1199, 'tablet'],
    [1200, 'desktop'],
    [1920, 'desktop'],
  ] as const)('%i px is %s', (width, expected) => {
    expect(deviceClass(width)).toBe(expected);
  });

  it('desktop opens the sidebar, tablet collapses it, mobile keeps the drawer closed until asked', () => {
    expect([sidebarOpenFor('desktop'), sidebarOpenFor('tablet'), sidebarOpenFor('mobile')]).toEqual([
      true,
      false,
      false,
    ]);
  });
});
