import { didYouMean } from '../suggest';
import type { ProjectContext } from './context';

/**
 * upstream.yaml `history` (issue 33): its client is one the profile declares, and the permission key admitting it is
 * one a schema declares (its `permission`) — else no sub-account could ever be granted the history it guards.
 */
export function checkHistoryCall(ctx: ProjectContext, clients: readonly string[]): void {
  const history = ctx.upstream?.history;
  if (!history || !ctx.upstreamSource) return;
  if (!clients.includes(history.client))
    ctx.checker.report(
      'upstream.client.unknown',
      ctx.upstreamSource,
      ['history', 'client'],
      `unknown client "${history.client}"${didYouMean(history.client, clients) || `; upstream.yaml declares ${clients.join(', ')}`}`,
    );
  if (ctx.someUnreadable) return;
  const keys = [...new Set(ctx.resources.flatMap(({ r }) => (r.permission ? [r.permission] : [])))];
  if (!keys.includes(history.permission))
    ctx.checker.report(
      'upstream.history.permission',
      ctx.upstreamSource,
      ['history', 'permission'],
      `unknown permission key "${history.permission}"${didYouMean(history.permission, keys)}; name the key of a schema's "permission" (the operation log's)`,
    );
  checkHistoryLog(ctx);
}

/** `history.log` names a schema with a field for each part of an operation (where `entry` puts it). */
function checkHistoryLog(ctx: ProjectContext): void {
  const history = ctx.upstream!.history!;
  if (history.log === undefined || ctx.brokenNames.has(history.log)) return;
  const log = ctx.byName.get(history.log);
  const at = ['history', 'log'];
  if (!log) {
    const names = [...ctx.byName.keys()];
    const hint = didYouMean(history.log, names);
    ctx.checker.report('upstream.history.log', ctx.upstreamSource!, at, `unknown schema "${history.log}"${hint}`);
    return;
  }
  const fields = Object.keys(log.fields ?? {});
  const missing = Object.values(history.entry).filter((path) => !fields.includes(path.split('.')[0]));
  if (missing.length > 0)
    ctx.checker.report(
      'upstream.history.log',
      ctx.upstreamSource!,
      at,
      `schema "${history.log}" has no field for ${missing.join(', ')}: the log keeps each part of an operation where history.entry says`,
    );
}
