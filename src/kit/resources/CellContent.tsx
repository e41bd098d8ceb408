import { createElement, type ReactElement } from 'react';
import { useRecordContext, type DataTableColumnProps } from 'react-admin';

/** A DataTable.Col element, as the generated lists pass them. */
export type Column = ReactElement<DataTableColumnProps>;

/**
 * A column's cell content for the record in context, as react-admin's DataTableCell draws it: the column's children,
 * its render function, its field, or the value at its source. The list's cards (ListTable) and rows (BodyCells) draw
 * their cells with it.
 */
export function CellContent({ column }: { column: Column }) {
  const record = useRecordContext();
  const { children, render, field, source } = column.props;
  if (children) return <>{children}</>;
  if (render) return <>{record ? render(record) : null}</>;
  if (field) return createElement(field, { source });
  const value = valueAt(record, source ?? '');
  return <>{value != null ? String(value) : null}</>;
}

/** The value at a dotted path of a record (a column of a related record: relationToBusiness.authorized_at). */
function valueAt(record: unknown, path: string): unknown {
  return path
    .split('.')
    .reduce<unknown>(
      (value, key) =>
        value != null && typeof value === 'object' ? (value as Record<string, unknown>)[key] : undefined,
      record,
    );
}
