import { HISTORY_CHANGE_PARTS, HISTORY_ENTRY_PARTS } from '../../vocabulary/history';
import { doc } from './doc';
import { API_PATH, IDENT, PERMISSION_KEY, vocab } from './terms';
import { dotted, wire } from './upstreamWire';

/**
 * upstream.yaml's `history` (issue 33): the call answering one record's operations. Optional: a profile without it
 * has no history, and the console shows none and asks for none.
 */

const ENTRY_DOCS: Record<(typeof HISTORY_ENTRY_PARTS)[number], string> = {
  account: 'The login name of whoever wrote (the main account or a sub-account).',
  subAccount: 'True (or 1) when that was a sub-account.',
  time: "When, 'YYYY-MM-DD HH:mm:ss'.",
  address: 'The client address the write came from.',
  resource: 'The resource (its schema name).',
  recordId: "The record's id.",
  action: 'create, update, delete, or the name of the schema action (disable, grab …).',
  changes: 'The changed fields, each shaped as `change` says.',
};
const CHANGE_DOCS: Record<(typeof HISTORY_CHANGE_PARTS)[number], string> = {
  field: "The field's name in its schema.",
  before: 'The value before (absent for a secret).',
  after: 'The value after (absent for a secret).',
  secret: 'True for a secret (a password): it changed, and neither value is told.',
};

const example = {
  client: 'movie',
  method: 'POST',
  path: '/api/v2/oplog/record',
  permission: 'operationLog',
  log: 'operationLog',
  params: { resource: 'resource', id: 'record_id' },
  answer: { rows: 'data.list' },
  entry: {
    account: 'account',
    subAccount: 'is_sub_account',
    time: 'created_at',
    address: 'client_ip',
    resource: 'resource',
    recordId: 'record_id',
    action: 'action',
    changes: 'changes',
  },
  change: { field: 'field', before: 'before', after: 'after', secret: 'secret' },
};

/** A mapping of every logical part to the service's dotted path inside one item. */
const parts = (docs: Record<string, string>, description: string, paths: Record<string, string>) => ({
  type: 'object',
  additionalProperties: false,
  required: Object.keys(docs),
  ...doc(description, paths),
  properties: Object.fromEntries(Object.entries(docs).map(([n, text]) => [n, dotted(text, paths[n])])),
});

export const history = {
  type: 'object',
  // The vocabulary's type (vocabulary/history.ts): the console, the generator and the stand-in read one shape.
  tsType: 'HistoryProfile',
  additionalProperties: false,
  required: ['client', 'method', 'path', 'permission', 'params', 'answer', 'entry', 'change'],
  ...doc(
    "The call answering one record's history, newest first (ours, issue 33): who wrote — main account or sub-account — when, from which client address, the action and each changed field's old and new value (a secret's only as changed). Leave it out for services that keep none: detail pages then show no history and the console never asks.",
    example,
  ),
  properties: {
    description: { type: 'string', ...doc('What the call is for.', "A record's operations.") },
    client: { type: 'string', pattern: IDENT, ...doc('Which client (under clients) makes the call.', 'movie') },
    method: { ...vocab('httpMethod'), ...doc('HTTP method.', 'POST') },
    path: { type: 'string', pattern: API_PATH, ...doc("The path on the client's base URL.", example.path) },
    permission: {
      type: 'string',
      pattern: PERMISSION_KEY,
      ...doc(
        "The permission key (a schema's `permission`) whose query action admits the call: a sub-account reads history only when granted it; main accounts hold every key.",
        'operationLog',
      ),
    },
    params: {
      type: 'object',
      additionalProperties: false,
      required: ['resource', 'id'],
      ...doc('The parameters naming the record: its resource (schema name) and its id.', example.params),
      properties: {
        resource: wire('The parameter carrying the resource.', 'resource'),
        id: wire("The parameter carrying the record's id.", 'record_id'),
      },
    },
    answer: {
      type: 'object',
      additionalProperties: false,
      required: ['rows'],
      ...doc('Where the answer keeps the operations.', example.answer),
      properties: { rows: dotted('Where the operations are.', 'data.list') },
    },
    log: {
      type: 'string',
      pattern: IDENT,
      ...doc(
        'The schema listing every operation of the merchant (the operation log; ours): the embedded upstream adds one of its records for each write, its fields named as `entry` says — the resource and the action by name (the schema’s, the write’s; the log’s schema lists them with `enum: { from: resources }` and `{ from: actions }`), the changes as one readable line.',
        'operationLog',
      ),
    },
    entry: parts(ENTRY_DOCS, 'Where each part of one operation is.', example.entry),
    change: parts(CHANGE_DOCS, 'Where each part of one changed field is.', example.change),
  },
};
