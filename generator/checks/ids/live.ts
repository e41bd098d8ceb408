/** The checks of live work queues (issue 33): schema `live` and actions with `conflict` (checks/live.ts). */
const R = ['resource'] as const;

export const LIVE_CHECKS = [
  {
    id: 'live.every.fast',
    kinds: R,
    keys: ['list.live.every', 'views.*.live.every'],
    summary: 'A live list asks again every 2 s at the most often.',
  },
  {
    id: 'action.conflict.row-call',
    kinds: R,
    keys: ['actions.*.conflict', 'views.*.actions.*.conflict'],
    summary: 'Only a row action with a call can be claimed by one operator (conflict).',
  },
  {
    id: 'action.conflict.unguarded',
    kinds: R,
    keys: ['actions.*.conflict', 'views.*.actions.*.conflict'],
    summary:
      'An action with conflict says in which state it is offered (its view’s filter or its visibleWhen), or the upstream could never tell a late operator.',
  },
] as const;
