import { useEffect, useLayoutEffect } from 'react';
import { useListContext, type RaRecord } from 'react-admin';
import { setLiveCount } from '../../platform/live/liveCounts';
import type { RouteEntry } from '../../platform/routing/types';
import { coverBadge } from './badgeCover';
import { LiveNotices } from './LiveNotices';
import type { LiveChanges } from './rowMarks';
import { useLiveRows } from './useLiveRows';

/** Whether the list's filters are exactly the badge's values (the rows the menu counts). */
function sameValues(filter: Record<string, unknown>, badge: Record<string, unknown>): boolean {
  const set = (o: Record<string, unknown>) =>
    Object.entries(o).filter(([, v]) => v !== undefined && v !== '' && !(Array.isArray(v) && v.length === 0));
  const a = set(filter);
  const b = set(badge);
  return a.length === b.length && b.every(([k, v]) => String(filter[k]) === String(v));
}

/**
 * A live work queue's list (schema `live`, issue 33; LivePacer asks again at its pace): finds the rows that came and
 * went, tells LivePacer (which marks them in the table), says so above the table and — when the list shows exactly what
 * the menu counts — gives the menu badge its figure from the same answer.
 */
export default function LiveQueue({
  route,
  onChanges,
}: {
  route: RouteEntry & { live: NonNullable<RouteEntry['live']> };
  onChanges: (changes: LiveChanges) => void;
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

  // In a layout effect: the table shows what changed in the same frame as the notices above it.
  useLayoutEffect(
    () => onChanges({ fresh: rows.fresh, departed: rows.departed }),
    [onChanges, rows.fresh, rows.departed],
  );
  const labelOf = (row: { record: RaRecord }) =>
    String((route.recordLabel && row.record[route.recordLabel]) ?? row.record.id);

  return <LiveNotices fresh={rows.fresh.size} departed={rows.departed} labelOf={labelOf} onSeen={rows.seen} />;
}
