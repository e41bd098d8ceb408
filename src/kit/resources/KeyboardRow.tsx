import { forwardRef, type KeyboardEvent } from 'react';
import { DataTableRow, type DataTableRowProps, useDataTableCallbacksContext, useResourceDefinition } from 'react-admin';
import { useBodyCells } from './BodyCells';

/**
 * A list row (the theme makes every DataTable use it), drawing its cells light (useBodyCells). A row that opens what
 * a click opens (rowClick, or react-admin's detail view) does so from the keyboard too: it is a tab stop, and Enter or
 * Space on it is a click (WCAG 2.1.1); react-admin's rows take clicks only. Rows that open nothing (rowClick false,
 * e.g. without `get`, §6) stay out of the tab order.
 */
export const KeyboardRow = forwardRef<HTMLTableRowElement, DataTableRowProps>(function KeyboardRow(
  { children, ...props },
  ref,
) {
  const { rowClick } = useDataTableCallbacksContext();
  const definition = useResourceDefinition();
  const cells = useBodyCells(children);
  const opens = !!(rowClick ?? (definition.hasShow || definition.hasEdit));
  if (!opens) {
    return (
      <DataTableRow ref={ref} {...props}>
        {cells}
      </DataTableRow>
    );
  }
  const onKeyDown = (event: KeyboardEvent<HTMLTableRowElement>) => {
    // Keys pressed on the row's own buttons and links are theirs.
    if (event.target !== event.currentTarget || (event.key !== 'Enter' && event.key !== ' ')) return;
    event.preventDefault();
    event.currentTarget.click();
  };
  return (
    <DataTableRow ref={ref} tabIndex={0} onKeyDown={onKeyDown} {...props}>
      {cells}
    </DataTableRow>
  );
});
