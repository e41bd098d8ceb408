import { doc } from './doc';
import { API_PATH, FIELD_PATH, IDENT } from './terms';

/**
 * upstream.yaml's `changes` (issue 33, ours): a change stream (Server-Sent Events) that live lists listen to instead of
 * asking at their pace. Kept apart from upstream.ts, which is long.
 */
const EVENT_NAME = '^[A-Za-z][A-Za-z0-9_.-]*$';

export const changes = {
  type: 'object',
  // The vocabulary's type (vocabulary/upstreamProfile.ts ChangeStream): the console and the stand-in read one shape.
  tsType: 'ChangeStream',
  additionalProperties: false,
  required: ['client', 'path', 'events', 'resource'],
  ...doc(
    'A change stream (Server-Sent Events, ours): a GET the console keeps open while a live list (schema `live`) is in sight, carrying its client’s token header. An event of one of `events` whose data names a resource makes that list ask for its rows once, instead of asking at its pace. Absent: live lists ask by their ordinary list call at their pace.',
    {
      client: 'movie',
      path: '/api/v2/changes/stream',
      events: ['created', 'changed', 'removed'],
      resource: 'resource',
    },
  ),
  properties: {
    client: { type: 'string', pattern: IDENT, ...doc('The client whose base URL and token header it uses.', 'movie') },
    path: { type: 'string', pattern: API_PATH, ...doc('The stream’s path (a GET).', '/api/v2/changes/stream') },
    events: {
      type: 'array',
      minItems: 1,
      uniqueItems: true,
      items: { type: 'string', pattern: EVENT_NAME },
      ...doc('The event names that mean a record was added, changed or removed.', ['created', 'changed', 'removed']),
    },
    resource: {
      type: 'string',
      pattern: FIELD_PATH,
      ...doc('Where in an event’s JSON data the changed resource’s name (its schema `name`) is.', 'resource'),
    },
  },
};
