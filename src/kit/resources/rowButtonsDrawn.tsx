import { createContext, useContext, type ReactNode } from 'react';
import { useAfterPaint } from '../../platform/components/useAfterPaint';

const RowButtonsDrawn = createContext(true);

/** Whether the rows' buttons may be drawn yet (RowButtons): outside a table that holds them back, at once. */
export const useRowButtonsDrawn = () => useContext(RowButtonsDrawn);

/**
 * Holds a table's row buttons back until its first rows have painted (issue 32, §9): a row button is a link, a
 * themed MUI button and an icon — on a ten-row list about a fifth of what the rows cost on every menu navigation. Each
 * row keeps the buttons' room meanwhile (RowButtons), so nothing moves when they come. Its own component, so that
 * only the buttons render again then, not the table.
 */
export function RowButtonsAfterPaint({ ready, children }: { ready: boolean; children: ReactNode }) {
  const drawn = useAfterPaint(undefined, ready);
  return <RowButtonsDrawn.Provider value={drawn}>{children}</RowButtonsDrawn.Provider>;
}
