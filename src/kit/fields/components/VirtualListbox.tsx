import { useVirtualizer } from '@tanstack/react-virtual';
import {
  Children,
  cloneElement,
  isValidElement,
  useCallback,
  useRef,
  type HTMLAttributes,
  type Key,
  type ReactElement,
  type ReactNode,
  type Ref,
} from 'react';

/** Height of one option row (MUI's dense menu item); rows are measured, so a wrapped label still fits. */
const ROW = 36;

/** What a renderOption may hand the listbox instead of an element: the option's props (key included) and its text. */
interface OptionRow {
  readonly props: HTMLAttributes<HTMLLIElement> & { key?: Key };
  readonly label: ReactNode;
}
const ROW_MARK = Symbol('optionRow');

/**
 * For Autocomplete's renderOption: the option as data, made into a DOM row only when it scrolls into view — 10,000
 * options (§9) cost 10,000 small objects per render, not 10,000 elements (MUI's documented virtualisation pattern).
 */
export const optionRow = (props: OptionRow['props'], label: ReactNode): ReactNode =>
  ({ [ROW_MARK]: true, props, label }) as unknown as ReactNode;
const isOptionRow = (item: unknown): item is OptionRow => typeof item === 'object' && item !== null && ROW_MARK in item;

/**
 * An Autocomplete listbox that renders only the options in view: up to 10,000 records (§9) would otherwise be
 * 10,000 DOM rows. Spacers above and below keep the scrollbar true to the whole list. Options come as elements or
 * as optionRow data.
 */
export function VirtualListbox({
  children,
  ref,
  style,
  ...props
}: HTMLAttributes<HTMLUListElement> & { ref?: Ref<HTMLUListElement> }) {
  // Autocomplete hands over its options as an array: taken as it is (Children.toArray would walk and re-key all
  // 10,000 on every render, and cannot hold optionRow data); only the rows in view are made.
  const items: readonly unknown[] = Array.isArray(children) ? children : Children.toArray(children);
  const scroller = useRef<HTMLUListElement | null>(null);
  // eslint-disable-next-line react-hooks/incompatible-library -- nothing here memoises the virtualizer's functions; the listbox re-renders with its options
  const virtualizer = useVirtualizer({
    count: items.length,
    getScrollElement: () => scroller.current,
    estimateSize: () => ROW,
    overscan: 10,
  });
  // MUI keeps its own ref on the listbox (it scrolls the highlighted option into view); both need the element.
  const setRef = useCallback(
    (el: HTMLUListElement | null) => {
      scroller.current = el;
      if (typeof ref === 'function') ref(el);
      else if (ref) (ref as { current: HTMLUListElement | null }).current = el;
    },
    [ref],
  );
  const rows = virtualizer.getVirtualItems();
  const before = rows[0]?.start ?? 0;
  const after = virtualizer.getTotalSize() - (rows.at(-1)?.end ?? 0);
  return (
    <ul {...props} ref={setRef} style={{ ...style, maxHeight: '40vh', overflow: 'auto' }} data-options={items.length}>
      {before > 0 && <li role="presentation" style={{ height: before }} />}
      {rows.map((row) => {
        const item = items[row.index];
        if (isOptionRow(item)) {
          const { key: _key, ...rowProps } = item.props;
          return (
            <li {...rowProps} key={row.key} data-index={row.index} ref={virtualizer.measureElement}>
              {item.label}
            </li>
          );
        }
        return isValidElement(item)
          ? cloneElement(item as ReactElement<Record<string, unknown>>, {
              key: row.key,
              'data-index': row.index,
              ref: virtualizer.measureElement,
            })
          : null;
      })}
      {after > 0 && <li role="presentation" style={{ height: after }} />}
    </ul>
  );
}
