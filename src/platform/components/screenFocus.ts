/**
 * Where keyboard focus goes when a screen is shown (issue 30 item 21, WCAG 2.4.3): its heading, or its first control —
 * never the page body, from where the next Tab starts over at the header. The routed screen sits in the element
 * marked `data-screen` (app/layout/AppLayout.tsx); kept-alive screens (§2) stay in it hidden, so only what is shown
 * counts.
 */
export const SCREEN_ATTRIBUTE = 'data-screen';

const CONTROLS = [
  'a[href]',
  'button:not([disabled])',
  'input:not([type=hidden]):not([disabled])',
  'select:not([disabled])',
  'textarea:not([disabled])',
  '[tabindex="0"]',
].join(', ');

/** Drawn on screen (a visually hidden skip link counts: it has a box; a hidden kept screen has none). */
const shown = (el: Element): el is HTMLElement =>
  el instanceof HTMLElement && el.getClientRects().length > 0 && !el.closest('[aria-hidden=true], [inert]');

/**
 * A control that opens a popup when focused or clicked (a reference's autocomplete, a select, a date picker): focus
 * put there by a navigation would open it, or make the user's first click close it again.
 */
const PICKER = '[role=combobox], [aria-haspopup]:not(a), [aria-autocomplete]';

/**
 * The shown screen's heading (a record's title), else its first control (a list's skip link, a form's first text
 * input), else — when that control is a picker — the screen itself, so the next Tab reaches the picker unopened.
 */
export function screenFocusTarget(root: ParentNode = document): HTMLElement | undefined {
  const screen = root.querySelector(`[${SCREEN_ATTRIBUTE}]`);
  if (!screen) return undefined;
  const heading = [...screen.querySelectorAll('h1')].find(shown);
  if (heading) return heading;
  const control = [...screen.querySelectorAll(CONTROLS)].find(shown);
  if (control?.matches(PICKER) && screen instanceof HTMLElement) return screen;
  return control;
}

/** Moves focus to the shown screen's heading or first control; answers whether there was one. */
export function focusScreen(root: ParentNode = document): boolean {
  const target = screenFocusTarget(root);
  if (!target) return false;
  // A heading takes focus from a script only (it is no tab stop).
  if (!target.matches(CONTROLS) && !target.hasAttribute('tabindex')) target.tabIndex = -1;
  target.focus({ preventScroll: true });
  return document.activeElement === target;
}

/** After something that held focus went away (a dialog closed): to the screen, unless focus found a place of its own. */
export function focusScreenIfLost(): void {
  requestAnimationFrame(() => {
    if (document.activeElement === null || document.activeElement === document.body) focusScreen();
  });
}
