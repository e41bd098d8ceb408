import { useEffect, useRef } from 'react';
import Link from '@mui/material/Link';
import { useTranslate } from 'react-admin';
import { useLocation } from 'react-router-dom';
import { focusScreen, SCREEN_ATTRIBUTE } from '../../platform/components/screenFocus';
import { routeOfPath } from '../../platform/routing/routeTable';

/** How long a screen may take to draw its heading or first control (a lazy module, a record read) after a navigation. */
const SETTLE_MS = 10_000;

/**
 * After each navigation (a new path: a filter, sort or page changes only the query), focus moves to the new screen's
 * heading or first control (issue 30 item 21): a row opened, a back link followed, a menu entry chosen. It waits, frame
 * by frame, for the screen to draw one, and gives up as soon as the user puts focus somewhere themselves.
 */
export function useFocusOnNavigation(): void {
  const { pathname } = useLocation();
  const first = useRef(true);
  useEffect(() => {
    // The first screen of a page load: the browser's own start (the address bar, the page) stays.
    if (first.current) {
      first.current = false;
      return;
    }
    let frame = 0;
    let userMoved = false;
    const onFocusIn = () => {
      userMoved = true;
    };
    const until = performance.now() + SETTLE_MS;
    const attempt = () => {
      if (userMoved) return;
      document.removeEventListener('focusin', onFocusIn);
      if (focusScreen()) return;
      document.addEventListener('focusin', onFocusIn);
      if (performance.now() < until) frame = requestAnimationFrame(attempt);
    };
    document.addEventListener('focusin', onFocusIn);
    frame = requestAnimationFrame(attempt);
    return () => {
      cancelAnimationFrame(frame);
      document.removeEventListener('focusin', onFocusIn);
    };
  }, [pathname]);
}

/** The shown list's first row (or, when its rows open nothing, its first control: a sort button, a card's link). */
function tableTarget(): HTMLElement | undefined {
  const shown = (el: Element): el is HTMLElement => el instanceof HTMLElement && el.getClientRects().length > 0;
  const screen = document.querySelector(`[${SCREEN_ATTRIBUTE}]`);
  const rows = [...(screen?.querySelectorAll('tbody tr[tabindex="0"], [data-testid=list-card]') ?? [])].filter(shown);
  if (rows[0]) return rows[0];
  return [
    ...(screen?.querySelectorAll(
      'table a[href], table button, table [tabindex="0"], [data-testid=list-card] a[href]',
    ) ?? []),
  ].find(shown);
}

/**
 * "跳到表格" / "Skip to table" (issue 30 item 21, WCAG 2.4.1): the first control of every list screen, shown when it has
 * keyboard focus, taking focus past the filters and the toolbar to the first row — one key instead of 14 Tabs.
 */
export function SkipToTable() {
  const translate = useTranslate();
  const { pathname } = useLocation();
  const route = routeOfPath(pathname);
  if (route?.kind !== 'resource' || route.path !== pathname) return null;
  return (
    <Link
      href="#"
      data-testid="skip-to-table"
      onClick={(event) => {
        event.preventDefault();
        const target = tableTarget();
        if (!target) return;
        if (!target.hasAttribute('tabindex') && !target.matches('a[href], button')) target.tabIndex = -1;
        target.focus();
      }}
      sx={{
        position: 'absolute',
        zIndex: 1,
        px: 1.5,
        py: 0.5,
        bgcolor: 'background.paper',
        borderRadius: 1,
        boxShadow: 2,
        // Out of sight until it has keyboard focus (not clipped to nothing: screen readers and Tab still reach it).
        '&:not(:focus-visible)': {
          clip: 'rect(0 0 0 0)',
          clipPath: 'inset(50%)',
          width: 1,
          height: 1,
          overflow: 'hidden',
          whiteSpace: 'nowrap',
          p: 0,
        },
      }}
    >
      {translate('app.a11y.skipToTable')}
    </Link>
  );
}
