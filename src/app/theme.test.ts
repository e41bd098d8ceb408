import { readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { parse } from 'yaml';
import { describe, expect, it } from 'vitest';
import { isDestructive } from '../../vocabulary/actions';
import { ERROR_BESIDE_RED, ERROR_RED, errorColorBeside } from '../platform/brand/brandTheme';
import { themeFor } from './theme';
import type { BrandProfile } from '../../vocabulary/brand';

const brandsDir = path.resolve(__dirname, '../../brands');
const brands = readdirSync(brandsDir)
  .filter((f) => f.endsWith('.yaml'))
  .map((f) => parse(readFileSync(path.join(brandsDir, f), 'utf8')) as BrandProfile);

describe('destructive buttons are told apart in every brand (issue 10 review)', () => {
  it('delete, disable, reject and cancel are destructive; enable, approve, edit and export are not', () => {
    for (const a of ['delete', 'disable', 'disableSelected', 'reject', 'cancel'])
      expect(isDestructive(a), a).toBe(true);
    for (const a of ['enable', 'enableSelected', 'approve', 'edit', 'export', 'resume', 'get', 'add'])
      expect(isDestructive(a), a).toBe(false);
  });

  it('a red primary gets a deeper crimson for errors; other primaries keep MUI’s red', () => {
    expect(errorColorBeside('#f5222d')).toBe(ERROR_BESIDE_RED);
    expect(errorColorBeside('#1677ff')).toBe(ERROR_RED);
    expect(errorColorBeside('#fa541c')).toBe(ERROR_RED);
  });

  it.each(brands.map((b) => [b.id, b] as const))(
    '%s: error differs from primary, and error-coloured text buttons are outlined',
    (_id, brand) => {
      const theme = themeFor(brand);
      const palette = theme.palette as { primary: { main: string }; error: { main: string } };
      expect(palette.error.main.toLowerCase()).not.toBe(palette.primary.main.toLowerCase());
      const root = (
        theme.components as Record<string, { styleOverrides: { root: (p: unknown) => Record<string, unknown> } }>
      ).MuiButton.styleOverrides.root;
      const fakeTheme = { palette: { error: { main: palette.error.main } } };
      expect(root({ ownerState: { color: 'error', variant: 'text' }, theme: fakeTheme })).toHaveProperty('border');
      expect(root({ ownerState: { color: 'primary', variant: 'text' }, theme: fakeTheme })).not.toHaveProperty(
        'border',
      );
      // English buttons in sentence case, whatever their colour.
      expect(root({ ownerState: { color: 'primary', variant: 'text' }, theme: fakeTheme })).toHaveProperty(
        'textTransform',
        'none',
      );
    },
  );
});

describe('CJK-first font stack (issue 13 polish)', () => {
  it.each(brands.map((b) => [b.id, b] as const))(
    '%s: a Chinese face comes first, system faces after, no web font',
    (_id, brand) => {
      const family = (themeFor(brand).typography as { fontFamily: string }).fontFamily;
      const faces = family.split(',').map((f) => f.trim().replace(/"/g, ''));
      expect(faces[0]).toBe('PingFang SC');
      expect(faces.indexOf('Microsoft YaHei')).toBeLessThan(faces.indexOf('system-ui'));
      expect(faces.indexOf('Noto Sans CJK SC')).toBeLessThan(faces.indexOf('Roboto'));
      expect(faces.at(-1)).toBe('sans-serif');
      expect(family).not.toMatch(/url\(|@import/);
    },
  );
});
