import type { ActionModel } from '../generator/model';
import type { UpstreamProfile } from '../vocabulary/upstreamProfile';
import { valueAt } from '../vocabulary/paths';
import type { EnvelopeAnswer } from './http';
import type { Rec } from './store';

/**
 * Actions only one operator may carry out (schema `conflict`, issue 33: grabbing an order, reviewing a withdrawal).
 * The record must still be in the state the action is offered in (`conflict.when`: its view's filter, its
 * visibleWhen) when the call arrives; the caller tests and applies in one synchronous step (no await between), so of
 * two operators at once exactly one gets it and the other this refusal.
 */
export function claimRefusal(
  action: ActionModel,
  targets: readonly Rec[],
  client: string,
  profile: UpstreamProfile,
): EnvelopeAnswer | undefined {
  const conflict = action.conflict;
  if (!conflict) return undefined;
  const still = (rec: Rec) =>
    Object.entries(conflict.when).every(([field, value]) => String(valueAt(rec, field)) === String(value));
  if (targets.every(still)) return undefined;
  // The client's own conflict code (upstream.yaml envelope.conflict), else its ordinary refusal.
  const code = profile.clients[client]?.envelope?.conflict;
  return {
    kind: 'envelope',
    status: 200,
    outcome: 'refusal',
    ...(code === undefined ? {} : { code }),
    msg: conflict.message['zh-CN'],
  };
}
