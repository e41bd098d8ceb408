import { alpha, type ThemeOptions } from '@mui/material/styles';
import type { BrandProfile } from '../../../vocabulary/brand';
import { brandButtonRoot } from './brandButton';
import { FONT_STACK } from './fontStack';
import { readableTone, TEXT_CONTRAST } from './readableColors';

/**
 * The brand's primary colour and the error colour beside it; text on either as a fill is dark where white would not
 * read.
 */
export function brandColours(primaryColor: string) {
  return {
    primary: { main: primaryColor },
    error: { main: errorColorBeside(primaryColor) },
    contrastThreshold: TEXT_CONTRAST,
  };
}

/**
 * What every page of a brand shares, console or not (the public login page has no react-admin): §9's breakpoints
 * (mobile < 576 px, tablet 576–1199 px, desktop ≥ 1200 px), the brand's colours (§1 skin_default), the font stack,
 * the button rules (brandButton.ts) and WCAG 2.1 AA text (issue 13): white text on a coloured fill only where it
 * reads at 4.5:1 (palette.contrastThreshold), the brand colour as text in its readable tone (readableColors.ts), focus
 * always visible. The console's theme (app/theme.ts) builds on it.
 */
export function brandThemeOptions(
  brand: BrandProfile,
  primaryColor = brand.skin_default.primaryColor,
  mode: 'light' | 'dark' = 'light',
) {
  const colours = brandColours(primaryColor);
  const tone = readableTone(primaryColor, mode);
  // A destructive button's text sits on its own tint of the error colour (hovered: 0.14, brandButton.ts).
  const errorTone = readableTone(colours.error.main, mode, 0.14);
  return {
    breakpoints: { values: { xs: 0, sm: 576, md: 1200, lg: 1440, xl: 1920 } },
    palette: colours,
    typography: { fontFamily: FONT_STACK },
    components: {
      // The brand's button rules: sentence case, readable tones, destructive buttons outlined and tinted.
      MuiButton: { styleOverrides: { root: brandButtonRoot(tone, errorTone, mode) } },
      MuiTab: {
        styleOverrides: {
          root: ({ ownerState }: { ownerState: { textColor?: unknown; [prop: string]: unknown } }) => ({
            textTransform: 'none',
            ...((ownerState.textColor ?? 'primary') === 'primary' ? { '&.Mui-selected': { color: tone } } : {}),
          }),
        },
      },
      MuiLink: {
        styleOverrides: {
          root: ({ ownerState }: { ownerState: { color?: unknown; [prop: string]: unknown } }) =>
            (ownerState.color ?? 'primary') === 'primary' ? { color: tone, textDecorationColor: alpha(tone, 0.4) } : {},
        },
      },
      MuiFormLabel: {
        styleOverrides: {
          root: ({ ownerState }: { ownerState: { color?: unknown; [prop: string]: unknown } }) =>
            (ownerState.color ?? 'primary') === 'primary' ? { '&.Mui-focused:not(.Mui-error)': { color: tone } } : {},
        },
      },
      // A keyboard user sees where focus is (WCAG 2.4.7): MUI marks it with a faint tint only. The ring takes the
      // control's own text colour, which reads on what is around it (the header's contrast text, the menu's text…).
      MuiButtonBase: { styleOverrides: { root: { '&.Mui-focusVisible': FOCUS_RING } } },
    },
  } satisfies ThemeOptions;
}

/**
 * Where keyboard focus is (WCAG 2.4.7), on every button (MUI's ButtonBase, above) and on what is drawn as one without
 * being one (the side menu's entries): a ring in the control's own text colour.
 */
export const FOCUS_RING = { outline: '2px solid currentColor', outlineOffset: 2 } as const;

/** MUI's error red, and the deep crimson used instead when the brand's primary is itself a red. */
export const ERROR_RED = '#d32f2f';
export const ERROR_BESIDE_RED = '#a8071a';

/** The hue (0–360°) and saturation (0–1) of a #rrggbb colour. */
function hueOf(hex: string): { hue: number; saturation: number; lightness: number } {
  const m = /^#?([0-9a-f]{2})([0-9a-f]{2})([0-9a-f]{2})$/i.exec(hex.trim());
  if (!m) return { hue: 0, saturation: 0, lightness: 0 };
  const [r, g, b] = [m[1], m[2], m[3]].map((x) => parseInt(x, 16) / 255);
  const max = Math.max(r, g, b);
  const min = Math.min(r, g, b);
  const lightness = (max + min) / 2;
  const d = max - min;
  if (d === 0) return { hue: 0, saturation: 0, lightness };
  const saturation = d / (1 - Math.abs(2 * lightness - 1));
  const hue = max === r ? 60 * (((g - b) / d) % 6) : max === g ? 60 * ((b - r) / d + 2) : 60 * ((r - g) / d + 4);
  return { hue: (hue + 360) % 360, saturation, lightness };
}

/**
 * The error colour beside a primary: MUI's red, unless the primary is a red too (yingxun's #f5222d) — then a deeper,
 * darker crimson, so a destructive button differs from a primary one in lightness as well as in its outline.
 */
export function errorColorBeside(primary: string): string {
  const { hue, saturation } = hueOf(primary);
  const reddish = saturation > 0.35 && (hue < 12 || hue > 340);
  return reddish ? ERROR_BESIDE_RED : ERROR_RED;
}
