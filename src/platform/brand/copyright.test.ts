import { describe, expect, it } from 'vitest';
import { copyrightLine } from './copyright';

describe('the copyright line (§1)', () => {
  it('puts the current year where the profile says {year}', () => {
    expect(copyrightLine({ copyright: '© 2023–{year} 星光影票' }, new Date(2026, 10, 23))).toBe('© 2023–2026 星光影票');
    expect(copyrightLine({ copyright: '© {year} 影票分销' }, new Date(2027, 0, 1))).toBe('© 2027 影票分销');
  });

  it('shows a line without {year} as written, and nothing when the profile has none', () => {
    expect(copyrightLine({ copyright: '© 2025 影讯票务' })).toBe('© 2025 影讯票务');
    expect(copyrightLine({})).toBeUndefined();
  });
});
