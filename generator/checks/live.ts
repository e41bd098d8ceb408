import type { ActionInput } from '../input';
import { fieldAt, type Path } from './context';
import type { ResourceCheck } from './list';

/** The fastest pace a live list may ask at: faster, a room of operators would keep the upstream busy for nothing. */
const FASTEST_MS = 2000;

const paceMs = (every: string) => Number.parseInt(every, 10) * (every.endsWith('m') ? 60_000 : 1000);

/** A live list (schema `live`, issue 33): a pace the upstream can bear, and a badge over fields of the record. */
function checkLive(c: ResourceCheck, live: { every: string; badge?: Record<string, unknown> } | undefined, at: Path) {
  if (!live) return;
  if (paceMs(live.every) < FASTEST_MS)
    c.checker.report(
      'live.every.fast',
      c.source,
      [...at, 'every'],
      `asking every ${live.every} is too often (2s at the least)`,
    );
  for (const name of Object.keys(live.badge ?? {})) fieldAt(c, [...at, 'badge', name], name, { atKey: true });
}

/**
 * An action only one operator may carry out (`conflict`): a row action with a call, offered in a state the upstream
 * can test again when the call arrives (its view's filter, its visibleWhen).
 */
function checkConflicts(c: ResourceCheck, actions: readonly ActionInput[] | undefined, preset: object, at: Path) {
  (actions ?? []).forEach((a, i) => {
    if (!a.conflict) return;
    const where = [...at, i, 'conflict'];
    if (a.place !== 'row' || !a.call)
      c.checker.report(
        'action.conflict.row-call',
        c.source,
        where,
        'only a row action with a "call" can have "conflict"',
      );
    else if (!a.visibleWhen && Object.keys(preset).length === 0)
      c.checker.report(
        'action.conflict.unguarded',
        c.source,
        where,
        '"conflict" needs the state the action is offered in: a "visibleWhen", or a view "filter"',
      );
  });
}

/** The live lists and claimed actions of one resource file. */
export function checkLiveQueues(c: ResourceCheck): void {
  checkLive(c, c.r.list?.live, ['list', 'live']);
  checkConflicts(c, c.r.actions, {}, ['actions']);
  (c.r.views ?? []).forEach((v, i) => {
    checkLive(c, v.live, ['views', i, 'live']);
    checkConflicts(c, v.actions, v.filter ?? {}, ['views', i, 'actions']);
  });
}
