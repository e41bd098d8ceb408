import { Children, isValidElement, lazy, Suspense, useRef } from 'react';
import {
  DataTable,
  useListContextWithProps,
  useResourceContext,
  type DataTableProps,
  type RaRecord,
} from 'react-admin';
import type { Column } from './CellContent';
import { columnId, LayoutBody, LayoutHead } from './LayoutHead';
import { COMFORTABLE_TABLE } from './tableClasses';
import { tableLayoutSx } from './tableLayoutSx';
import { usePinned } from './useColumnLayout';
import { useRowShortcuts } from './useRowShortcuts';

/** The shortcuts list, fetched the first time someone presses `?` (off the first row's path, issue 32). */
const ShortcutsDialog = lazy(() => import('./ShortcutsDialog'));

/**
 * A list's table from 576 px up (ListTable): react-admin's DataTable with the column layout the user chose (issue 34
 * item 1: widths, order, pinned columns — LayoutHead, LayoutBody), its header kept in sight over a long page, and
 * keyboard-first rows (item 2, useRowShortcuts).
 */
export function DesktopTable<RecordType extends RaRecord = RaRecord>(props: DataTableProps<RecordType>) {
  const resource = useResourceContext(props);
  const { data } = useListContextWithProps(props);
  const storeKey = props.storeKey || `${resource}.datatable`;
  const movable = Children.toArray(props.children)
    .filter((c): c is Column => isValidElement(c))
    .filter((c) => c.props.source)
    .map(columnId);
  const { pinned } = usePinned(storeKey, movable);
  const table = useRef<HTMLTableElement>(null);
  const { help, closeHelp } = useRowShortcuts(table);
  return (
    <>
      <DataTable
        head={LayoutHead}
        body={LayoutBody}
        ref={table}
        aria-rowcount={data ? data.length + 1 : undefined}
        {...props}
        sx={[tableLayoutSx(pinned), ...(Array.isArray(props.sx) ? props.sx : [props.sx])]}
        className={
          props.size === 'medium' ? [props.className, COMFORTABLE_TABLE].filter(Boolean).join(' ') : props.className
        }
      />
      {help ? (
        <Suspense fallback={null}>
          <ShortcutsDialog onClose={closeHelp} />
        </Suspense>
      ) : null}
    </>
  );
}
