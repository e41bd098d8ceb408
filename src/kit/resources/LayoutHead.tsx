import { Children, isValidElement, useLayoutEffect, useRef, type ReactNode, type RefObject } from 'react';
import { DataTableBody, DataTableHead, type DataTableBodyProps, type DataTableHeadProps } from 'react-admin';
import type { Column } from './CellContent';
import { classSelector } from './fitWidth';
import { LayoutHeadCell } from './LayoutHeadCell';
import { ColumnWidths } from './columnWidths';
import { useColumnLayout } from './useColumnLayout';

/** How the chooser names a column: its source, else its label. */
export const columnId = (column: Column) => column.props.source ?? String(column.props.label ?? '');

/** The columns DataTable passes (its ranks applied), their names, and which of them the user may arrange. */
function useArrangedColumns(children: ReactNode) {
  const columns = Children.toArray(children).filter((c): c is Column => isValidElement(c));
  const ids = columns.map(columnId);
  const movable = columns.filter((c) => c.props.source).map(columnId);
  const controls = useColumnLayout(ids, movable);
  const byId = new Map(columns.map((c) => [columnId(c), c]));
  return { controls, shown: controls.order.map((id) => byId.get(id)!), movable };
}

/**
 * The table head of a desktop list (issue 34 item 1): pinned columns first, each movable column's header resizable,
 * movable and pinnable (LayoutHeadCell). It tells the table where each pinned column starts (a CSS variable the
 * table's pinned-column rules read, tableLayoutSx.ts), as the columns before it are wide now.
 */
export function LayoutHead({ children, ...props }: DataTableHeadProps) {
  const { controls, shown, movable } = useArrangedColumns(children);
  const row = useRef<HTMLTableRowElement | null>(null);
  // Measured again when columns come, go or move: the observer watches the header cells there were.
  usePinOffsets(row, controls.pinned, [...controls.order, '|', ...controls.hidden].join('\n'));
  return (
    <DataTableHead {...props}>
      {shown.map((column) => {
        const id = columnId(column);
        return movable.includes(id) ? (
          <LayoutHeadCell key={id} column={column} id={id} controls={controls} rowRef={row} />
        ) : (
          column
        );
      })}
    </DataTableHead>
  );
}

/**
 * Writes --app-pin-<n>: the left edge of the n-th pinned column, the widths of the header cells before it; and marks
 * the table `data-scrolls-x` while it is wider than its box — pinned columns stick only then: a table that fits keeps
 * no sticky cells to recompute on every scroll frame of a long page.
 */
function usePinOffsets(row: RefObject<HTMLTableRowElement | null>, pinned: readonly string[], columns: string) {
  const key = pinned.join('\n');
  useLayoutEffect(() => {
    const header = row.current;
    const table = header?.closest('table');
    if (!header || !table) return;
    const wrapper = table.parentElement;
    const measure = () => {
      const scrolls = !!wrapper && wrapper.scrollWidth > wrapper.clientWidth + 1;
      table.toggleAttribute('data-scrolls-x', scrolls);
      // The offsets are read only by the sticky rules, which apply only while the table scrolls sideways.
      if (!scrolls || !key) return;
      key.split('\n').forEach((id, n) => {
        const cell = id ? header.querySelector<HTMLElement>(`th${classSelector(`column-${id}`)}`) : null;
        let left = 0;
        for (let c = cell?.previousElementSibling; c; c = c.previousElementSibling)
          left += (c as HTMLElement).getBoundingClientRect().width;
        table.style.setProperty(`--app-pin-${n}`, `${left}px`);
      });
    };
    // Measured by the observer only: its first report comes after the browser's own layout, before the paint, where a
    // measure here (in the commit) forced one layout more before it.
    const observer = new ResizeObserver(measure);
    header.querySelectorAll('th').forEach((th) => observer.observe(th));
    if (wrapper) observer.observe(wrapper);
    return () => observer.disconnect();
  }, [row, key, columns]);
}

/** The table body: the columns in the head's order, resized columns giving their cut texts the room (columnWidths). */
export function LayoutBody({ children, ...props }: DataTableBodyProps) {
  const { controls, shown } = useArrangedColumns(children);
  return (
    <ColumnWidths value={controls.widths}>
      <DataTableBody {...props}>{shown}</DataTableBody>
    </ColumnWidths>
  );
}
