import { forwardRef, type KeyboardEvent } from 'react';
import {
  DataTableRow,
  type DataTableRowProps,
  useDataTableCallbacksContext,
  useDataTableDataContext,
  useRecordContext,
  useResourceDefinition,
} from 'react-admin';
import { useBodyCells } from './BodyCells';

/**
 * A list row (the theme makes every DataTable use it), drawing its cells light (useBodyCells). A row that opens what
 * a click opens (rowClick, or react-admin's detail view) does so from the keyboard too: it is a tab stop, and Enter on
 * it is a click (WCAG 2.1.1) — Space too, unless the row has a select box (then Space selects it, useRowShortcuts);
 * react-admin's rows take clicks only. Rows that open nothing (rowClick false, e.g. without `get`, §6) stay out of the
 * tab order but take the row focus j/k moves. Each row tells screen readers its place (aria-rowindex: the header is
 * row 1; the table holds aria-rowcount).
 */
export const KeyboardRow = forwardRef<HTMLTableRowElement, DataTableRowProps>(function KeyboardRow(
  { children, ...props },
  ref,
) {
  const { rowClick } = useDataTableCallbacksContext();
  const definition = useResourceDefinition();
  const cells = useBodyCells(children);
  const position = useRowPosition();
  const opens = !!(rowClick ?? (definition.hasShow || definition.hasEdit));
  if (!opens) {
    return (
      <DataTableRow ref={ref} tabIndex={-1} aria-rowindex={position} {...props}>
        {cells}
      </DataTableRow>
    );
  }
  const onKeyDown = (event: KeyboardEvent<HTMLTableRowElement>) => {
    // Keys pressed on the row's own buttons and links are theirs.
    if (event.target !== event.currentTarget || (event.key !== 'Enter' && event.key !== ' ')) return;
    if (event.key === ' ' && event.currentTarget.querySelector('input[type=checkbox]')) return;
    event.preventDefault();
    event.currentTarget.click();
  };
  return (
    <DataTableRow ref={ref} tabIndex={0} onKeyDown={onKeyDown} aria-rowindex={position} {...props}>
      {cells}
    </DataTableRow>
  );
});

/** The row's place for screen readers: its record's among the page's, after the header row. */
function useRowPosition(): number | undefined {
  const record = useRecordContext();
  const data = useDataTableDataContext();
  const index = record && data ? data.indexOf(record) : -1;
  return index < 0 ? undefined : index + 2;
}
