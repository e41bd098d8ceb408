import { doc } from './doc';
import { clients } from './upstreamClient';
import { history } from './upstreamHistory';
import { operations } from './upstreamOperations';
import { transfers } from './upstreamTransfers';
import { changes } from './upstreamChanges';
import { userInfo } from './upstreamUserInfo';
import { HEADER_NAME, wire } from './upstreamWire';

/**
 * upstream.yaml's meta-schema, put together from its parts: clients (upstreamClient.ts), the fixed calls
 * (upstreamOperations.ts), the user info (upstreamUserInfo.ts), transfers (upstreamTransfers.ts) and the record
 * history call (upstreamHistory.ts).
 */

export const UPSTREAM_SCHEMA_ID = 'https://cinema-console.local/meta/upstream.schema.json';

/** upstream.yaml: the upstream profile (§7, §8). */
export function upstreamSchema() {
  return {
    $schema: 'https://json-schema.org/draft/2020-12/schema',
    $id: UPSTREAM_SCHEMA_ID,
    $comment: 'generated — do not edit; edit generator/language/upstream.ts and run npm run generate',
    title: 'Upstream profile',
    ...doc(
      'upstream.yaml: every convention of the upstream services the spec leaves open (§7 "paths are opaque ids under /api/"): per client its base-URL key, token header, encodings, codes, timeout and paging; the console\'s fixed calls by name; how the user info reads. The console reads it at start-up (dist/upstream.json, replaceable per deployment) and the embedded upstream serves by it.',
    ),
    type: 'object',
    additionalProperties: false,
    required: ['clients', 'googleMarkHeader', 'operations', 'userInfo', 'transfers'],
    properties: {
      $schema: {
        type: 'string',
        ...doc('Path of this meta-schema, for editors.', './generator/meta/upstream.schema.json'),
      },
      clients,
      googleMarkHeader: {
        type: 'string',
        pattern: HEADER_NAME,
        ...doc('The header carrying a live Google mark for 30 minutes after a passed check (§4, §9).', 'Google-Mark'),
      },
      securityPasswordParam: wire(
        'The parameter a money-out call (a schema action with `moneyOut: true`: a withdrawal application, a payout) carries the security (withdrawal) password in; the upstream refuses the call without the right one. Needed once a schema marks an action `moneyOut` (ours).',
        'cash_password',
      ),
      operations,
      userInfo,
      transfers,
      history,
      changes,
    },
  };
}
