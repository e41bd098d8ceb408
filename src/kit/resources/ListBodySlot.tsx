import { createContext, useContext, type ReactNode } from 'react';
import type { SxProps } from '@mui/material/styles';
import type { RaRecord } from 'react-admin';

/**
 * What a hand-written feature may put around every generated list's records, inside the list's context (the live
 * queue, issue 33: it asks again at the schema's pace and marks rows that came or went). Generated screens render the
 * slot; the shell fills it from the features (src/app/features.ts), so a list never imports a feature.
 */
export type ListBodyWrapper = (records: ReactNode) => ReactNode;
const ListBodySlotContext = createContext<ListBodyWrapper | undefined>(undefined);

export const ListBodySlotProvider = ListBodySlotContext.Provider;

export function ListBodySlot({ children }: { children: ReactNode }) {
  const wrap = useContext(ListBodySlotContext);
  return wrap ? wrap(children) : children;
}

/** A row's look by its record (react-admin DataTable `rowSx`): what the slot's feature marks (new, gone). */
export type RowMarks = (record: RaRecord, index: number) => SxProps;
const RowMarksContext = createContext<RowMarks | undefined>(undefined);

export const RowMarksProvider = RowMarksContext.Provider;

/** The row marks of the list's feature, if it marks any. */
export function useRowMarks(): RowMarks | undefined {
  return useContext(RowMarksContext);
}
