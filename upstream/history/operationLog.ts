import type { ResourceModel } from '../../generator/model';
import { writeHistoryEntry, type HistoryEntry } from '../../vocabulary/history';
import { writePath } from '../../vocabulary/upstreamProfile';
import { ordered } from '../records';
import type { Store } from '../store';
import { summaryOf } from './summary';

/**
 * One operation as a record of the operation log (upstream.yaml history.log), where `entry` names each part, the
 * changes as one readable line — what the log's list, filters and export show. The resource and action are kept by name (the schema's, the write's): the log's schema lists them as its
 * options (`enum: { from: resources }`, `{ from: actions }`), so the console shows them in the operator's language and
 * filters them by value. Without a log schema there is nothing to add.
 */
export function addToOperationLog(store: Store, merchant: string, r: ResourceModel, entry: HistoryEntry): void {
  const history = store.model.upstream.history;
  const log = history?.log && store.model.resources.find((x) => x.name === history.log);
  if (!history || !log) return;
  const table = store.table(log.name, merchant);
  const values = writeHistoryEntry(history, {
    ...entry,
    recordId: String(entry.recordId),
    changes: [],
  });
  writePath(values, history.entry.changes, summaryOf(r, entry.changes));
  writePath(values, log.recordId, store.nextId(table));
  table.records.push(ordered(log, values));
}
