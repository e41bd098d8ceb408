import { clampWidth } from './columnLayout';

/** A CSS class name as a selector (a column's source may hold a dot: relationToBusiness.authorized_at). */
export const classSelector = (className: string) => `.${CSS.escape(className)}`;

let canvas: HTMLCanvasElement | undefined;

/** The width a text takes in an element's font. */
function textWidth(text: string, font: string): number {
  canvas ??= document.createElement('canvas');
  const context = canvas.getContext('2d');
  if (!context) return text.length * 8;
  context.font = font;
  return context.measureText(text).width;
}

/**
 * The width that shows a column's content whole (double-click on its edge, the column menu's 适应内容宽度): the
 * widest of its header and cells, a cut text (EllipsisText) measured whole from its full text.
 */
export function fitWidth(table: HTMLElement, id: string): number {
  const cells = [...table.querySelectorAll<HTMLElement>(classSelector(`column-${id}`))];
  let widest = 0;
  for (const cell of cells) {
    const style = getComputedStyle(cell);
    const padding = parseFloat(style.paddingLeft) + parseFloat(style.paddingRight);
    const cut = cell.querySelector<HTMLElement>('[data-ellipsis]');
    const whole = cut ? textWidth(cut.getAttribute('aria-label') ?? '', style.font) + padding + 2 : 0;
    // The header keeps room for its sort arrow and column button.
    const own = cell.tagName === 'TH' ? cell.scrollWidth + 28 : cell.scrollWidth;
    widest = Math.max(widest, whole, own);
  }
  return clampWidth(Math.ceil(widest));
}
