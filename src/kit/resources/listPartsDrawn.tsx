import { cloneElement, createContext, useContext, type ReactElement, type ReactNode } from 'react';
import { useAfterPaint } from '../../platform/components/useAfterPaint';

const ListPartsDrawn = createContext(true);

/** Whether a list's toolbar, pager and filter inputs may be drawn yet: outside a list that holds them back, at once. */
export const useListPartsDrawn = () => useContext(ListPartsDrawn);

/**
 * Holds a list's toolbar buttons, pager and filter inputs back until its first render has painted (issue 32, §9). Its
 * own component holding the state, around react-admin's <List>: when the parts come, only they render again — were the
 * state the list's, react-admin's list context would change and every row render a second time.
 */
export function ListPartsAfterPaint({ children }: { children: ReactNode }) {
  const drawn = useAfterPaint();
  return <ListPartsDrawn.Provider value={drawn}>{children}</ListPartsDrawn.Provider>;
}

/**
 * A part of a list drawn a frame after its rows (ListPartsAfterPaint): `room` until then, as large as the part.
 * Whatever react-admin hands the element (the toolbar's filters when they are not an array) goes on to the part.
 */
export function AfterListPaint({ part, room, ...given }: { part: ReactElement; room: ReactElement }) {
  return useListPartsDrawn() ? cloneElement(part, given) : room;
}
