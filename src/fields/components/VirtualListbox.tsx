import { useVirtualizer } from '@tanstack/react-virtual';
import { Children, cloneElement, useCallback, useRef, type HTMLAttributes, type ReactElement, type Ref } from 'react';

/** Height of one option row (MUI's dense menu item); rows are measured, so a wrapped label still fits. */
const ROW = 36;

/**
 * An Autocomplete listbox that renders only the options in view: up to 10,000 records (§9) would otherwise be
 * 10,000 DOM rows. Spacers above and below keep the scrollbar true to the whole list.
 */
export function VirtualListbox({ children, ref, style, ...props }: HTMLAttributes<HTMLUListElement> & { ref?: Ref<HTMLUListElement> }) {
  const items = Children.toArray(children);
  const scroller = useRef<HTMLUListElement | null>(null);
  // eslint-disable-next-line react-hooks/incompatible-library -- nothing here memoises the virtualizer's functions; the listbox re-renders with its options
  const virtualizer = useVirtualizer({ count: items.length, getScrollElement: () => scroller.current, estimateSize: () => ROW, overscan: 10 });
  // MUI keeps its own ref on the listbox (it scrolls the highlighted option into view); both need the element.
  const setRef = useCallback((el: HTMLUListElement | null) => {
    scroller.current = el;
    if (typeof ref === 'function') ref(el);
    else if (ref) (ref as { current: HTMLUListElement | null }).current = el;
  }, [ref]);
  const rows = virtualizer.getVirtualItems();
  const before = rows[0]?.start ?? 0;
  const after = virtualizer.getTotalSize() - (rows.at(-1)?.end ?? 0);
  return (
    <ul {...props} ref={setRef} style={{ ...style, maxHeight: '40vh', overflow: 'auto' }} data-options={items.length}>
      {before > 0 && <li role="presentation" style={{ height: before }} />}
      {rows.map((row) => (
        cloneElement(items[row.index] as ReactElement<Record<string, unknown>>, { key: row.key, 'data-index': row.index, ref: virtualizer.measureElement })
      ))}
      {after > 0 && <li role="presentation" style={{ height: after }} />}
    </ul>
  );
}
