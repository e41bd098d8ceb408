import { Children, isValidElement, lazy, Suspense, useRef } from 'react';
import {
  DataTable,
  useListContextWithProps,
  useResourceContext,
  useStore,
  type DataTableProps,
  type RaRecord,
} from 'react-admin';
import type { Column } from './CellContent';
import { rankedOrder, ranksKey } from './columnLayout';
import { RowButtonsAfterPaint } from './rowButtonsDrawn';
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
  const { pinned } = usePinned(storeKey, ...useFirstShown(storeKey, props));
  const table = useRef<HTMLTableElement>(null);
  const { help, closeHelp } = useRowShortcuts(table);
  return (
    <RowButtonsAfterPaint ready={Boolean(data?.length)}>
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
    </RowButtonsAfterPaint>
  );
}

/** The columns the user may arrange, and the first of them shown (react-admin's ranks and hidden columns applied). */
function useFirstShown(
  storeKey: string,
  { children, hiddenColumns = [] }: Pick<DataTableProps, 'children' | 'hiddenColumns'>,
): [string[], string | undefined] {
  const columns = Children.toArray(children).filter((c): c is Column => isValidElement(c));
  const [ranks] = useStore<number[] | undefined>(ranksKey(storeKey));
  const [hidden] = useStore<string[]>(storeKey, hiddenColumns);
  const movable = columns.filter((c) => c.props.source).map(columnId);
  const firstShown = rankedOrder(columns.map(columnId), ranks).find(
    (id) => movable.includes(id) && !hidden.includes(id),
  );
  return [movable, firstShown];
}
