import { createContext, useContext } from 'react';

/**
 * The widths the user gave the list's columns (issue 34 item 1), for the body cells: a widened column's cut texts
 * get its room (BodyCells → LineRoomProvider). Read once by the table body, not once per cell.
 */
const Widths = createContext<Record<string, number>>({});
export const ColumnWidths = Widths.Provider;
export const useColumnWidths = () => useContext(Widths);
