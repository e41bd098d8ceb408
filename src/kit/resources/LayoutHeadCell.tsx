import { startTransition, useCallback, useState, type DragEvent, type RefObject } from 'react';
import { createPortal } from 'react-dom';
import { DataTableHeadCell, useResourceContext, useTranslateLabel } from 'react-admin';
import type { Column } from './CellContent';
import { ColumnMenu } from './ColumnMenu';
import { fitWidth } from './fitWidth';
import { ResizeEdge } from './ResizeEdge';
import type { ColumnLayoutControls } from './useColumnLayout';

/** The drag data type of a header being moved (other drags — files, text — are not drops on a header). */
const COLUMN_DRAG = 'application/x-console-column';

/**
 * A movable column's header (issue 34 item 1): react-admin's header cell (sort, label, tooltip) at the column's
 * width, dragged onto another header to move there; its right edge dragged to resize (double-click: fit the
 * content); its column button (ColumnMenu) for the same by keyboard. The button and the edge are drawn into the
 * header cell once it is on screen, positioned over it: they take no width.
 */
export function LayoutHeadCell({
  column,
  id,
  controls,
  rowRef,
}: {
  column: Column;
  id: string;
  controls: ColumnLayoutControls;
  /** Told the header row, where the head measures the pinned columns. */
  rowRef: RefObject<HTMLTableRowElement | null>;
}) {
  const [cell, cellRef] = useHeaderCell(rowRef);
  // While the edge is dragged: the width drawn, before it is kept.
  const [liveWidth, setLiveWidth] = useState<number | undefined>(undefined);
  const drag = useHeaderDrag(id, controls);
  const name = useColumnName(column);
  const width = liveWidth ?? controls.widths[id];
  const fit = () => {
    const table = cell?.closest('table');
    if (table) controls.setWidth(id, fitWidth(table, id));
  };
  return (
    <>
      <DataTableHeadCell
        {...column.props}
        ref={cellRef}
        style={width ? { width, minWidth: width } : undefined}
        {...drag}
        data-column-id={id}
        data-pinned={controls.pinned.includes(id) ? 'true' : undefined}
      />
      {cell
        ? createPortal(
            <>
              <ColumnMenu
                id={id}
                name={name}
                width={() => cell.getBoundingClientRect().width}
                controls={controls}
                fit={fit}
              />
              <ResizeEdge
                startWidth={() => cell.getBoundingClientRect().width}
                onLive={setLiveWidth}
                onResize={(w) => {
                  setLiveWidth(undefined);
                  controls.setWidth(id, w);
                }}
                onFit={fit}
              />
            </>,
            cell,
          )
        : null}
    </>
  );
}

/**
 * The header cell once mounted, for the button and the edge drawn into it. They are drawn after the header has
 * painted (a transition: React yields to the browser first): set at once, each header's own render ran again before
 * the list's first paint (issue 32: one more render of every header per list shown, ~12 ms of a menu navigation).
 */
function useHeaderCell(rowRef: RefObject<HTMLTableRowElement | null>) {
  const [cell, setCell] = useState<HTMLTableCellElement | null>(null);
  const cellRef = useCallback(
    (element: HTMLTableCellElement | null) => {
      if (element) rowRef.current = element.closest('tr');
      startTransition(() => setCell(element));
    },
    [rowRef],
  );
  return [cell, cellRef] as const;
}

/** The column's name as its header says it (the column button's label). */
function useColumnName(column: Column): string {
  const resource = useResourceContext();
  const translateLabel = useTranslateLabel();
  const { label, source } = column.props;
  return String(translateLabel({ label: label as string | undefined, source, resource }));
}

/** A header dragged onto another moves its column there; the header dragged over is marked (data-dropping). */
function useHeaderDrag(id: string, controls: ColumnLayoutControls) {
  const [dropping, setDropping] = useState(false);
  const accepts = (event: DragEvent) => event.dataTransfer.types.includes(COLUMN_DRAG);
  return {
    draggable: true,
    'data-dropping': dropping ? 'true' : undefined,
    onDragStart: (event: DragEvent) => {
      event.dataTransfer.setData(COLUMN_DRAG, id);
      event.dataTransfer.effectAllowed = 'move';
    },
    onDragOver: (event: DragEvent) => {
      if (!accepts(event)) return;
      event.preventDefault();
      setDropping(true);
    },
    onDragLeave: () => setDropping(false),
    onDrop: (event: DragEvent) => {
      setDropping(false);
      const moved = event.dataTransfer.getData(COLUMN_DRAG);
      if (!moved || moved === id) return;
      event.preventDefault();
      controls.move(moved, id);
    },
  };
}
