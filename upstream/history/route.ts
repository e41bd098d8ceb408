import { writeHistoryEntry } from '../../vocabulary/history';
import { ok } from '../http';
import { merchantOf, type Route } from '../router';
import type { Store } from '../store';

/**
 * The history call (upstream.yaml `history`): one record's operations, newest first, of the caller's merchant only.
 * Admitted by the query action of its permission key: a sub-account reads history only when granted it.
 */
export function historyRoute(store: Store): Route[] {
  const history = store.model.upstream.history;
  if (!history) return [];
  return [
    {
      method: history.method,
      path: history.path,
      client: history.client,
      auth: 'session',
      permission: [{ key: history.permission, action: 'query' }],
      accepts: new Set(Object.values(history.params)),
      handle: (ctx) => {
        const entries = store.history.of(
          merchantOf(ctx),
          String(ctx.params[history.params.resource] ?? ''),
          ctx.params[history.params.id],
        );
        return ok(undefined, '获取成功', {
          [history.answer.rows]: entries.map((e) => writeHistoryEntry(history, e)),
        });
      },
    },
  ];
}
