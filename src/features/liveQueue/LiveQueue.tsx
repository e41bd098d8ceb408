import { useEffect, useMemo, type ReactNode } from 'react';
import { keyframes } from '@mui/material/styles';
import { ListContextProvider, useListContext, type ListControllerResult, type RaRecord } from 'react-admin';
import { RowMarksProvider, type RowMarks } from '../../kit/resources/ListBodySlot';
import { setLiveCount } from '../../platform/live/liveCounts';
import type { RouteEntry } from '../../platform/routing/types';
import { coverBadge } from './badgeCover';
import { LiveNotices } from './LiveNotices';
import { withDeparted } from './rowChanges';
import { useLiveRows } from './useLiveRows';

const slideIn = keyframes`
  from { transform: translateY(-6px); opacity: 0.2; }
  to { transform: none; opacity: 1; }
`;
const FRESH = { animation: `${slideIn} 400ms ease-out`, bgcolor: 'action.selected' };
// A row that left can no longer be acted on: its buttons stop answering while it fades.
const DEPARTED = { opacity: 0.35, transition: 'opacity 600ms', textDecoration: 'line-through', pointerEvents: 'none' };

/** Whether the list's filters are exactly the badge's values (the rows the menu counts). */
function sameValues(filter: Record<string, unknown>, badge: Record<string, unknown>): boolean {
  const set = (o: Record<string, unknown>) =>
    Object.entries(o).filter(([, v]) => v !== undefined && v !== '' && !(Array.isArray(v) && v.length === 0));
  const a = set(filter);
  const b = set(badge);
  return a.length === b.length && b.every(([k, v]) => String(filter[k]) === String(v));
}

/**
 * A live work queue's list (schema `live`, issue 33; LivePacer asks again at its pace): marks the rows that came and
 * went, and — when it
 * shows exactly what the menu counts — gives the menu badge its figure from the same answer.
 */
export default function LiveQueue({
  children,
  route,
}: {
  children: ReactNode;
  route: RouteEntry & { live: NonNullable<RouteEntry['live']> };
}) {
  const list = useListContext();
  const { live } = route;
  const query = JSON.stringify([list.filterValues, list.sort, list.page, list.perPage]);
  const rows = useLiveRows(list.resource, list.data, query);

  const covers = sameValues(list.filterValues ?? {}, live.badge);
  useEffect(() => (covers ? coverBadge(route.key) : undefined), [covers, route.key]);
  useEffect(() => {
    if (covers && list.total !== undefined) setLiveCount(route.key, list.total);
  }, [covers, list.total, route.key]);

  const shown = useMemo(() => withDeparted(list.data ?? [], rows.departed), [list.data, rows.departed]);
  const marks = useMemo<RowMarks>(() => {
    const gone = new Set(rows.departed.map((d) => String(d.record.id)));
    return (record) => (gone.has(String(record.id)) ? DEPARTED : rows.fresh.has(String(record.id)) ? FRESH : {});
  }, [rows.departed, rows.fresh]);
  const labelOf = (row: { record: RaRecord }) =>
    String((route.recordLabel && row.record[route.recordLabel]) ?? row.record.id);

  return (
    <>
      <LiveNotices fresh={rows.fresh.size} departed={rows.departed} labelOf={labelOf} onSeen={rows.seen} />
      <ListContextProvider value={{ ...list, data: shown } as ListControllerResult}>
        <RowMarksProvider value={marks}>{children}</RowMarksProvider>
      </ListContextProvider>
    </>
  );
}
