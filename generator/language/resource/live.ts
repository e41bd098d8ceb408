import { doc } from '../doc';
import { FIELD_PATH, SCALAR } from '../terms';

/** A pace: whole seconds (`10s`) or minutes (`2m`). */
export const LIVE_PACE = '^[1-9][0-9]*(s|m)$';

/**
 * A live work queue (issue 33): the list asks again at its pace while it is in sight, new rows slide in, rows that
 * left fade out, and its menu entry counts what waits.
 */
export const live = {
  type: 'object',
  additionalProperties: false,
  required: ['every'],
  ...doc(
    'This list is a live work queue (orders to grab, withdrawals to review): while it is in sight the console asks for the rows under the current filters again at this pace — by the ordinary list call, or on every event of the change stream when upstream.yaml declares one (`changes`) — and stops while the browser tab is hidden or the screen is kept alive in the background, catching up with one request on return. New rows slide in highlighted, rows that left fade out with a short reason, the menu entry shows how many wait and the browser tab’s title says so while the console is in the background.',
    { every: '10s', badge: { status: 0 } },
  ),
  properties: {
    every: {
      type: 'string',
      pattern: LIVE_PACE,
      ...doc(
        'How often the list is asked again while in sight: whole seconds (`10s`) or minutes (`2m`), at least 2 s.',
        '10s',
      ),
    },
    badge: {
      type: 'object',
      propertyNames: { pattern: FIELD_PATH },
      additionalProperties: SCALAR,
      ...doc(
        'The rows the menu badge counts, as field values, where they are not all the route lists (a view’s own `filter` always applies): the withdrawals still to review among all withdrawals.',
        { status: 0 },
      ),
    },
  },
};
