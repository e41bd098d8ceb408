import { darken, getContrastRatio, lighten } from '@mui/material/styles';

/** WCAG 2.1 AA for normal-size text (1.4.3). */
export const TEXT_CONTRAST = 4.5;

/**
 * The surfaces a colour is written on as text in the light theme: paper, the list toolbar's grey, react-admin's form
 * toolbar, and a focused filled input (react-admin's filters) whose label takes the primary colour.
 */
export const LIGHT_TEXT_SURFACES = ['#ffffff', '#fafafb', '#e0e0e0', '#ebebec'];
/** The same in the dark theme: MUI's dark background and paper. */
export const DARK_TEXT_SURFACES = ['#121212', '#1e1e1e'];

/**
 * A colour as text (links, text buttons, a selected tab, a focused label): the colour itself when it reads at 4.5:1
 * on every surface, else the nearest darker (light theme) or lighter (dark theme) shade of it that does. The brand's
 * colour is kept for fills (header, contained buttons, chips), where the contrast text is chosen instead
 * (palette.contrastThreshold).
 */
export function readableTone(color: string, mode: 'light' | 'dark' = 'light', tint = 0): string {
  const surfaces = (mode === 'dark' ? DARK_TEXT_SURFACES : LIGHT_TEXT_SURFACES).map((s) => mix(color, s, tint));
  const shift = mode === 'dark' ? lighten : darken;
  const reads = (c: string) => surfaces.every((s) => getContrastRatio(c, s) >= TEXT_CONTRAST);
  for (let step = 0; step <= 20; step++) {
    const tone = step === 0 ? color : shift(color, step * 0.05);
    if (reads(tone)) return tone;
  }
  return mode === 'dark' ? '#ffffff' : '#000000';
}

/** `over` laid at `alpha` on `under` (both #rrggbb), as the browser composes a translucent background. */
export function mix(over: string, under: string, alpha: number): string {
  const rgb = (hex: string) => [1, 3, 5].map((i) => parseInt(hex.slice(i, i + 2), 16));
  const [a, b] = [rgb(over), rgb(under)];
  return `#${a
    .map((v, i) =>
      Math.round(v * alpha + b[i] * (1 - alpha))
        .toString(16)
        .padStart(2, '0'),
    )
    .join('')}`;
}
