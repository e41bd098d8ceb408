import { createTheme, getContrastRatio } from '@mui/material/styles';
import { describe, expect, it } from 'vitest';
import { PRIMARY_COLORS, type BrandProfile } from '../../vocabulary/brand';
import {
  DARK_TEXT_SURFACES,
  LIGHT_TEXT_SURFACES,
  mix,
  readableTone,
  TEXT_CONTRAST,
} from '../platform/brand/readableColors';
import { themeFor } from './theme';

const brand = { skin_default: { primaryColor: '#1677ff' } } as BrandProfile;
const cases = PRIMARY_COLORS.flatMap(
  (color) =>
    [
      [color, 'light'],
      [color, 'dark'],
    ] as const,
);

describe('every preset colour reads at 4.5:1 (WCAG 1.4.3, issue 13)', () => {
  it.each(cases)('%s, %s theme: text on the colour and the colour as text', (color, mode) => {
    const theme = createTheme(themeFor(brand, { primaryColor: color, darkMode: mode === 'dark' }));
    // The brand colour itself is kept for fills; the text on it is chosen to read.
    expect(theme.palette.primary.main).toBe(color);
    for (const fill of ['primary', 'info', 'warning', 'success', 'error'] as const) {
      const { main, contrastText } = theme.palette[fill];
      expect(getContrastRatio(contrastText, main), `${fill} ${main} / ${contrastText}`).toBeGreaterThanOrEqual(
        TEXT_CONTRAST,
      );
    }
    const tone = readableTone(color, mode);
    for (const surface of mode === 'dark' ? DARK_TEXT_SURFACES : LIGHT_TEXT_SURFACES)
      expect(getContrastRatio(tone, surface), surface).toBeGreaterThanOrEqual(TEXT_CONTRAST);
  });

  it('a colour that already reads is kept as it is; one that does not gets a darker shade of itself', () => {
    expect(readableTone('#722ed1')).toBe('#722ed1');
    const tone = readableTone('#1677ff');
    expect(tone).not.toBe('#1677ff');
    expect(getContrastRatio('#1677ff', '#ffffff')).toBeLessThan(TEXT_CONTRAST);
  });

  it('a tinted surface is the tint laid over it', () => {
    expect(mix('#ff0000', '#ffffff', 0)).toBe('#ffffff');
    expect(mix('#ff0000', '#ffffff', 1)).toBe('#ff0000');
    expect(mix('#000000', '#ffffff', 0.5)).toBe('#808080');
  });
});
