import { keyframes } from '@mui/material/styles';
import type { RaRecord } from 'react-admin';
import type { RowMarks } from '../../kit/resources/ListBodySlot';
import type { DepartedRow } from './rowChanges';

const slideIn = keyframes`
  from { transform: translateY(-6px); opacity: 0.2; }
  to { transform: none; opacity: 1; }
`;
const FRESH = { animation: `${slideIn} 400ms ease-out`, bgcolor: 'action.selected' };
// A row that left can no longer be acted on: its buttons stop answering while it fades.
const DEPARTED = { opacity: 0.35, transition: 'opacity 600ms', textDecoration: 'line-through', pointerEvents: 'none' };

/** What a live list's rows did since it was opened: the rows that came (marked) and the rows that left (fading). */
export interface LiveChanges {
  fresh: ReadonlySet<string>;
  departed: readonly DepartedRow[];
}

export const NO_CHANGES: LiveChanges = { fresh: new Set(), departed: [] };

export function hasChanges(changes: LiveChanges): boolean {
  return changes.fresh.size > 0 || changes.departed.length > 0;
}

/** Each row's look: fresh rows slide in highlighted, departed ones fade struck through; none while nothing changed. */
export function rowMarksOf(changes: LiveChanges): RowMarks | undefined {
  if (!hasChanges(changes)) return undefined;
  const gone = new Set(changes.departed.map((d) => String(d.record.id)));
  return (record: RaRecord) =>
    gone.has(String(record.id)) ? DEPARTED : changes.fresh.has(String(record.id)) ? FRESH : {};
}
