import { useRef, type PointerEvent } from 'react';
import { useTranslate } from 'react-admin';
import { clampWidth } from './columnLayout';

/**
 * A header's right edge (issue 34 item 1): dragged, the column follows the pointer (onLive) and keeps the width it is
 * let go at (onResize); double-clicked, the column fits its content. Pointer only — the column menu is its keyboard
 * equivalent — so it is no tab stop and hidden from screen readers.
 */
export function ResizeEdge({
  startWidth,
  onLive,
  onResize,
  onFit,
}: {
  startWidth: () => number;
  onLive: (width: number) => void;
  onResize: (width: number) => void;
  onFit: () => void;
}) {
  const translate = useTranslate();
  const start = useRef<{ x: number; width: number } | null>(null);
  const widthAt = (event: PointerEvent, from: { x: number; width: number }) =>
    clampWidth(from.width + event.clientX - from.x);
  return (
    <span
      className="AppColumnResize"
      aria-hidden="true"
      title={translate('app.table.resize')}
      data-testid="column-resize"
      draggable={false}
      // Not the header's drag (moving the column), nor a click on its sort button.
      onMouseDown={(e) => e.preventDefault()}
      onClick={(e) => e.stopPropagation()}
      onDoubleClick={(e) => {
        e.stopPropagation();
        onFit();
      }}
      onPointerDown={(e) => {
        e.stopPropagation();
        e.currentTarget.setPointerCapture(e.pointerId);
        start.current = { x: e.clientX, width: startWidth() };
      }}
      onPointerMove={(e) => {
        if (start.current) onLive(widthAt(e, start.current));
      }}
      onPointerUp={(e) => {
        const from = start.current;
        start.current = null;
        if (from && e.clientX !== from.x) onResize(widthAt(e, from));
        else if (from) onLive(from.width);
      }}
    />
  );
}
