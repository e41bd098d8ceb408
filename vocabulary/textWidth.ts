/**
 * §9: text ellipsis counts every non-ASCII character as width 2 (a CJK character is about two Latin ones wide).
 * Characters are code points, so an emoji or a rare CJK character (a surrogate pair) counts once, as 2.
 */
export function charWidth(char: string): number {
  return char.codePointAt(0)! <= 0x7f ? 1 : 2;
}

export function displayWidth(text: string): number {
  let width = 0;
  for (const char of text) width += charWidth(char);
  return width;
}

/** What marks a cut; non-ASCII, so it counts 2 itself. */
export const ELLIPSIS = '…';

/**
 * The text cut to fit `maxWidth` display columns, ellipsis included; `truncated` says whether anything was cut
 * (then the full text belongs in a tooltip).
 */
export function ellipsize(text: string, maxWidth: number): { text: string; truncated: boolean } {
  if (displayWidth(text) <= maxWidth) return { text, truncated: false };
  const room = maxWidth - displayWidth(ELLIPSIS);
  let width = 0;
  let kept = '';
  for (const char of text) {
    const w = charWidth(char);
    if (width + w > room) break;
    width += w;
    kept += char;
  }
  return { text: kept + ELLIPSIS, truncated: true };
}
