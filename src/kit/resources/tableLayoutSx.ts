import type { SxProps, Theme } from '@mui/material/styles';
import { classSelector } from './fitWidth';
import { ACTIONS_COLUMN } from './tableClasses';

/**
 * The desktop table's layout rules (issue 34 items 1 and 3, §9): the table scrolls inside a box as tall as the
 * window leaves it, so its header stays in sight over a 100-row page (and the pager below it); pinned columns stick
 * to the left where the head measured them (--app-pin-<n>, LayoutHead), the select boxes before them too; the column
 * button shows on a header's hover or focus; a header being dragged over is marked where the column will land.
 * Pinned columns stick only while the table scrolls sideways (data-scrolls-x, LayoutHead).
 */
export function tableLayoutSx(pinned: readonly string[]): SxProps<Theme> {
  const pinnedRules = Object.fromEntries(
    pinned.map((id, n) => [
      `& table[data-scrolls-x] ${classSelector(`column-${id}`)}`,
      {
        position: 'sticky',
        left: `var(--app-pin-${n}, 0px)`,
        zIndex: 1,
        backgroundColor: 'background.paper',
        ...(n === pinned.length - 1 ? { boxShadow: '4px 0 6px -4px rgba(0, 0, 0, 0.18)' } : {}),
      },
    ]),
  );
  return {
    '& .RaDataTable-tableWrapper': { maxHeight: 'max(320px, calc(100dvh - 200px))', overflowY: 'auto' },
    '& thead th': { position: 'sticky', top: 0, zIndex: 2, backgroundColor: 'background.paper' },
    ...(pinned.length
      ? {
          '& table[data-scrolls-x] .MuiTableCell-paddingCheckbox': {
            position: 'sticky',
            left: 0,
            zIndex: 1,
            backgroundColor: 'background.paper',
          },
        }
      : {}),
    ...pinnedRules,
    // The row buttons stick right (theme) only while there is something to scroll under them, as pinned columns do.
    [`& table:not([data-scrolls-x]) tbody .${ACTIONS_COLUMN}`]: { position: 'static' },
    // Above the headers scrolling under them (as specific as the pinned rules, which set the body cells' 1).
    '& table[data-scrolls-x] thead th[data-pinned], & table[data-scrolls-x] thead th.MuiTableCell-paddingCheckbox': {
      zIndex: 3,
    },
    '& .AppColumnMenuButton': {
      position: 'absolute',
      right: 4,
      top: '50%',
      transform: 'translateY(-50%)',
      opacity: 0,
      backgroundColor: 'background.paper',
      p: 0.25,
    },
    '& th:hover .AppColumnMenuButton, & .AppColumnMenuButton:focus-visible, & .AppColumnMenuButton[aria-expanded=true]':
      { opacity: 1 },
    '& .AppColumnResize': {
      position: 'absolute',
      top: 0,
      right: 0,
      bottom: 0,
      width: 6,
      cursor: 'col-resize',
      touchAction: 'none',
      '&:hover': { backgroundColor: 'primary.main', opacity: 0.4 },
    },
    '& th[data-dropping]': { boxShadow: (theme) => `inset 2px 0 0 ${theme.palette.primary.main}` },
  };
}
