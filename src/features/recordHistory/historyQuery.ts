import { readHistoryEntry, type HistoryEntry, type HistoryProfile } from '../../../vocabulary/history';
import { readPath } from '../../../vocabulary/upstreamProfile';
import { requestJson } from '../../platform/providers/http';

/** One record's operations, newest first, through the profile's history call (the one request core and error path). */
export async function fetchHistory(
  history: HistoryProfile,
  resource: string,
  id: unknown,
  signal?: AbortSignal,
): Promise<HistoryEntry[]> {
  const body = await requestJson({
    client: history.client,
    method: history.method,
    path: history.path,
    params: { [history.params.resource]: resource, [history.params.id]: id },
    signal,
  });
  const rows = readPath(body, history.answer.rows);
  return (Array.isArray(rows) ? rows : []).map((raw) => readHistoryEntry(history, raw));
}
