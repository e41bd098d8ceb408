import { Children, isValidElement, memo, type ReactNode } from 'react';
import { tableCellClasses } from '@mui/material/TableCell';
import { DataTableClasses, useDataTableStoreContext, useStore, type DataTableColumnProps } from 'react-admin';
import { LineRoomProvider } from '../fields/components/EllipsisText';
import { CellContent, type Column } from './CellContent';
import { roomFor } from './columnLayout';
import { useColumnWidths } from './columnWidths';

/** The column props a body cell draws; a column with any other (sx, cellSx, padding…) keeps react-admin's cell. */
const DRAWN = new Set([
  'source',
  'label',
  'field',
  'children',
  'render',
  'align',
  'className',
  'cellClassName',
  'headerClassName',
  'disableSort',
  'sortByOrder',
]);

const ALIGN: Record<string, string> = {
  left: tableCellClasses.alignLeft,
  center: tableCellClasses.alignCenter,
  right: tableCellClasses.alignRight,
  justify: tableCellClasses.alignJustify,
};

/**
 * A list row's cells (§9): the DataTable.Col columns drawn as plain table cells, with the classes react-admin's
 * DataTableCell gives them (RaDataTable-rowCell, the column's cellClassName, column-<source>) and the content it draws
 * (CellContent), styled once by the table (theme.ts, RaDataTable) instead of by two styled components per cell.
 * react-admin's cell is a MUI TableCell inside a styled TableCell, each serializing its styles on every render: ten
 * rows of eight shown columns were ~890 of the ~1,510 components a list → list navigation renders (issue 13). The column
 * chooser's hidden columns are read once per row, not once per cell.
 */
export function useBodyCells(columns: ReactNode): ReactNode {
  const { storeKey, defaultHiddenColumns } = useDataTableStoreContext();
  const [hidden] = useStore<string[]>(storeKey, defaultHiddenColumns);
  const widths = useColumnWidths();
  return Children.map(columns, (column) => {
    if (!isValidElement<DataTableColumnProps>(column) || !Object.keys(column.props).every((prop) => DRAWN.has(prop)))
      return column;
    const { source, label } = column.props;
    // Hidden columns stay counted, as react-admin's (null-rendering) cells are, for an expand panel's column span.
    const id = source ?? (label as string);
    return (
      <BodyCell column={column as Column} hidden={hidden.includes(id)} room={widths[id] ? roomFor(widths[id]) : 0} />
    );
  });
}

/**
 * One cell. Memoized on its column element, which a generated list creates once: a row rendered again (a selection,
 * a new list render) leaves its cells alone, as react-admin's memoized cells do; a new record reaches them through
 * the record context. A column the user widened (issue 34) gives its cut texts that room.
 */
const BodyCell = memo(function BodyCell({ column, hidden, room }: { column: Column; hidden: boolean; room: number }) {
  if (hidden) return null;
  const { source, align, className, cellClassName } = column.props;
  const classes = [
    tableCellClasses.root,
    tableCellClasses.body,
    align && ALIGN[align],
    DataTableClasses.rowCell,
    className,
    cellClassName,
    `column-${source}`,
  ];
  return (
    <td className={classes.filter(Boolean).join(' ')}>
      {room ? (
        <LineRoomProvider value={room}>
          <CellContent column={column} />
        </LineRoomProvider>
      ) : (
        <CellContent column={column} />
      )}
    </td>
  );
});
