import {
  ARRAY_ENCODINGS,
  BODY_ENCODINGS,
  CONVENTIONS,
  DATE_ENCODINGS,
  OPERATIONS,
  TOKEN_SOURCES,
  USER_INFO_FIELDS,
  answerName,
} from '../../vocabulary/upstreamProfile';
import { doc } from './doc';
import { API_PATH, FIELD_PATH, IDENT, vocab } from './terms';
import { transfers } from './upstreamTransfers';
import { changes } from './upstreamChanges';

export const UPSTREAM_SCHEMA_ID = 'https://cinema-console.local/meta/upstream.schema.json';

/** A parameter or header name as a service spells it. */
const WIRE_NAME = '^[A-Za-z_][A-Za-z0-9_.\\[\\]-]*$';
const HEADER_NAME = '^[A-Za-z0-9-]+$';
/** The runtime config key of a base URL: movieApiUrl. */
const CONFIG_KEY = '^[a-z][A-Za-z0-9]*ApiUrl$';

const code = { type: ['integer', 'string'], ...doc('A code as the service sends it; 1 and "1" are the same code.', 1) };
const wire = (description: string, example: string) => ({
  type: 'string',
  pattern: WIRE_NAME,
  ...doc(description, example),
});
const dotted = (description: string, example: string) => ({
  type: 'string',
  pattern: FIELD_PATH,
  ...doc(description, example),
});

const token = {
  type: 'object',
  additionalProperties: false,
  required: ['header', 'format', 'from'],
  ...doc(
    'The token a client sends and how (§7: the movie service reads User-Token, the gateway an authorization header).',
    { header: 'User-Token', format: '{token}', from: 'userToken' },
  ),
  properties: {
    header: { type: 'string', pattern: HEADER_NAME, ...doc('The request header.', 'Authorization') },
    format: {
      type: 'string',
      pattern: '^[^\\r\\n]*\\{token\\}[^\\r\\n]*$',
      ...doc('The header value; {token} stands for the token.', 'Bearer {token}'),
    },
    from: {
      enum: [...TOKEN_SOURCES],
      ...doc(
        'Which token of the login answer: userToken or accessToken (the user token when the login answered none).',
        'accessToken',
      ),
    },
  },
};

const envelope = {
  type: 'object',
  additionalProperties: false,
  required: ['code', 'success', 'refusal', 'messages', 'data'],
  ...doc('The `{ code, msg, data }` envelope of every answer (§8).', {
    code: 'code',
    success: [1],
    refusal: 0,
    messages: ['msg', 'message'],
    data: 'data',
    googleRequired: -5,
    sessionAlive: 'isLogin',
  }),
  properties: {
    code: dotted('Where the code is.', 'code'),
    success: {
      type: 'array',
      minItems: 1,
      items: code,
      ...doc(
        'The codes that mean success (§8: 1; the notice gateway: 0). Any other code is a refusal whose message is shown.',
        [1],
      ),
    },
    refusal: { ...code, ...doc('The code the embedded upstream answers a refusal with.', 0) },
    messages: {
      type: 'array',
      minItems: 1,
      items: dotted('A message field.', 'msg'),
      ...doc("Where the server's message is, in order (§8: msg, or message).", ['msg', 'message']),
    },
    data: dotted('Where a record is (get, create, update answers).', 'data'),
    googleRequired: {
      ...code,
      ...doc(
        '§8: the code that opens Google verification (-5); the refused call goes again once after a passed check.',
        -5,
      ),
    },
    securityPasswordUnset: {
      ...code,
      ...doc(
        'The code refusing a money-out call (a schema action with `moneyOut`) from an account without a security (withdrawal) password: the console shows the message and opens the dialog that sets one (ours).',
        -6,
      ),
    },
    sessionAlive: dotted('§8: an HTTP 401 whose answer has this field true does not end the session.', 'isLogin'),
    conflict: {
      ...code,
      ...doc(
        'The code refusing an action another operator has already carried out (a schema action with `conflict`: an order grabbed, a withdrawal reviewed); the console shows the message and the row leaves its list (ours).',
        -7,
      ),
    },
  },
};

const paging = {
  type: 'object',
  additionalProperties: false,
  required: ['page', 'perPage', 'sort', 'order', 'ascending', 'descending', 'rows', 'total'],
  ...doc(
    'Paging and sorting parameter names and where a list answer keeps rows and total; a schema may override each (upstream.paging, upstream.list.rows/total).',
    {
      page: 'page',
      perPage: 'page_size',
      sort: 'sort',
      order: 'order',
      ascending: 'asc',
      descending: 'desc',
      rows: 'data.data',
      total: 'data.total',
    },
  ),
  properties: {
    page: wire("The 1-based page number's parameter.", 'page'),
    perPage: wire("The page size's parameter (§9 default 10).", 'page_size'),
    sort: wire("The sort field's parameter.", 'sort'),
    order: wire("The sort direction's parameter.", 'order'),
    ascending: { type: 'string', minLength: 1, ...doc('The direction value for ascending.', 'asc') },
    descending: { type: 'string', minLength: 1, ...doc('The direction value for descending.', 'desc') },
    rows: dotted('Where the rows are (§7: data.data, data.list; the gateway: data).', 'data.data'),
    total: dotted('Where the total is (§7: data.total, data.count; the gateway: totalCount).', 'data.total'),
  },
};

const clientExample = {
  convention: 'envelope',
  baseUrl: 'movieApiUrl',
  token: { header: 'User-Token', format: '{token}', from: 'userToken' },
  body: 'json',
  arrays: 'comma',
  dates: 'text',
  timeoutMs: 300000,
  envelope: {
    code: 'code',
    success: [1],
    refusal: 0,
    messages: ['msg', 'message'],
    data: 'data',
    googleRequired: -5,
    sessionAlive: 'isLogin',
  },
  paging: {
    page: 'page',
    perPage: 'page_size',
    sort: 'sort',
    order: 'order',
    ascending: 'asc',
    descending: 'desc',
    rows: 'data.data',
    total: 'data.total',
  },
  idsParam: 'ids',
};

const restClientExample = {
  convention: 'rest',
  baseUrl: 'restApiUrl',
  token: { header: 'Authorization', format: 'Bearer {token}', from: 'accessToken' },
  body: 'json',
  arrays: 'comma',
  dates: 'text',
  timeoutMs: 300000,
};

const client = {
  type: 'object',
  // The vocabulary's type (vocabulary/upstreamProfile.ts): the console, the generator and the stand-in read one shape.
  tsType: 'ClientProfile',
  additionalProperties: false,
  required: ['convention', 'baseUrl', 'body', 'arrays', 'dates', 'timeoutMs'],
  ...doc(
    'One upstream service and its conventions. An envelope client also names its envelope, paging and idsParam; a rest client has none of them (ra-data-simple-rest fixes how it pages, sorts and answers).',
    clientExample,
  ),
  properties: {
    description: { type: 'string', ...doc('What the service is.', '§7 client 1: the movie-service API version 2.') },
    convention: {
      enum: [...CONVENTIONS],
      ...doc(
        'envelope: `{ code, msg, data }` answers (§7). rest: plain REST through ra-data-simple-rest — `GET <path>?filter=&range=&sort=` answering the rows with the total in Content-Range, `GET/PUT/DELETE <path>/<id>`, `POST <path>`, HTTP statuses for errors with the reason in `message`; its body is json, and it has no envelope, paging or idsParam.',
        'envelope',
      ),
    },
    baseUrl: {
      type: 'string',
      pattern: CONFIG_KEY,
      ...doc(
        'The key of config.json holding the base URL (movieApiUrl, gatewayApiUrl, noticeApiUrl, …).',
        'movieApiUrl',
      ),
    },
    token: { ...token },
    body: {
      enum: [...BODY_ENCODINGS],
      ...doc('How a POST/PUT body is encoded: json or an urlencoded form. GET sends a query string.', 'json'),
    },
    arrays: {
      enum: [...ARRAY_ENCODINGS],
      ...doc(
        'How an array travels in a query string or form body: comma (ids=1,2), repeat (ids=1&ids=2) or brackets (ids[]=1&ids[]=2).',
        'comma',
      ),
    },
    dates: {
      enum: [...DATE_ENCODINGS],
      ...doc('How date-range filter bounds are sent: text (2025-06-01), unix seconds or unixMs.', 'text'),
    },
    timeoutMs: {
      type: 'integer',
      minimum: 1000,
      maximum: 600000,
      ...doc('Request timeout (§7: 300000 ms for both clients).', 300000),
    },
    envelope: { ...envelope },
    paging: { ...paging },
    idsParam: wire(
      "The parameter a bulk action's selection travels in unless a schema names another (§7 batch: channel_ids).",
      'ids',
    ),
  },
  // A rest client's envelope, paging or idsParam is refused by the generator's checks, with the reason.
  if: { properties: { convention: { const: 'envelope' } } },
  then: { required: ['envelope', 'paging', 'idsParam'] },
};

type OperationKey = keyof typeof OPERATIONS;
const namesOf = (name: OperationKey) => ({
  params: OPERATIONS[name].params as readonly string[],
  answers: (OPERATIONS[name].answer as readonly string[]).map(answerName),
  values: OPERATIONS[name].values as readonly string[],
});
/** An example call: the service's names the same as the console's, paths under data. */
function operationExample(name: OperationKey) {
  const { params, answers, values } = namesOf(name);
  return {
    client: 'movie',
    method: 'POST',
    path: `/api/v2/${name}`,
    ...(params.length ? { params: Object.fromEntries(params.map((p) => [p, p])) } : {}),
    ...(answers.length ? { answer: Object.fromEntries(answers.map((a) => [a, `data.${a}`])) } : {}),
    ...(values.length ? { values: Object.fromEntries(values.map((v) => [v, v])) } : {}),
  };
}

/** One fixed call, with exactly the logical parameters, answers and values the console uses (vocabulary OPERATIONS). */
function operation(name: OperationKey) {
  const spec = OPERATIONS[name];
  const { params, answers, values } = namesOf(name);
  const example = operationExample(name);
  const required = (list: readonly string[]) => list.filter((n) => !n.endsWith('?')).map(answerName);
  return {
    type: 'object',
    additionalProperties: false,
    required: [
      'client',
      'method',
      'path',
      ...(params.length ? ['params'] : []),
      ...(answers.length ? ['answer'] : []),
      ...(values.length ? ['values'] : []),
    ],
    ...doc(spec.doc, example),
    properties: {
      description: { type: 'string', ...doc('What the call is for.', spec.doc) },
      client: { type: 'string', pattern: IDENT, ...doc('Which client (under clients) makes the call.', 'movie') },
      method: { ...vocab('httpMethod'), ...doc('HTTP method.', 'POST') },
      path: { type: 'string', pattern: API_PATH, ...doc("The path on the client's base URL.", '/api/v2/user/login') },
      ...(params.length > 0 && {
        params: {
          type: 'object',
          additionalProperties: false,
          required: params,
          ...doc(
            `The parameters the service reads, by the console's name for each: ${params.join(', ') || 'none'}.`,
            example.params ?? {},
          ),
          properties: Object.fromEntries(params.map((p) => [p, wire(`The parameter carrying ${p}.`, p)])),
        },
      }),
      ...(answers.length > 0 && {
        answer: {
          type: 'object',
          additionalProperties: false,
          required: required(spec.answer),
          ...doc(
            `Where the answer keeps what the console reads: ${answers.join(', ') || 'nothing'} (dotted paths).`,
            example.answer ?? {},
          ),
          properties: Object.fromEntries(answers.map((a) => [a, dotted(`Where ${a} is.`, `data.${a}`)])),
        },
      }),
      ...(values.length > 0 && {
        values: {
          type: 'object',
          additionalProperties: false,
          required: values,
          ...doc(`Named values the call sends: ${values.join(', ') || 'none'}.`, example.values ?? {}),
          properties: Object.fromEntries(
            values.map((v) => [v, { type: ['string', 'integer'], ...doc(`The value sent for ${v}.`, v) }]),
          ),
        },
      }),
      ...(name === 'upload'
        ? {
            raw: {
              type: 'boolean',
              ...doc(
                'The service answers the bare stored URL instead of its envelope; the console rewraps it (§7).',
                true,
              ),
            },
          }
        : {}),
    },
  };
}

const userInfo = {
  type: 'object',
  // The vocabulary's type (vocabulary/upstreamProfile.ts): the console, the generator and the stand-in read one shape.
  tsType: 'UserInfoMapping',
  additionalProperties: false,
  required: ['fields', 'subAccount', 'permissions'],
  ...doc('How the user info answer reads (§3, §6).', {
    fields: {
      username: 'username',
      tel: 'tel',
      agentId: 'agent_id',
      businessType: 'business_type',
      roleId: 'role.id',
      roleName: 'role.name',
    },
    subAccount: { field: 'is_sub_account', mainValues: [0, false, '0'], subValue: 1 },
    permissions: { list: 'permissions', id: 'identity', actions: 'children', action: 'identity' },
  }),
  properties: {
    fields: {
      type: 'object',
      additionalProperties: false,
      required: [...USER_INFO_FIELDS],
      ...doc(
        'Where each user field is inside the info object.',
        Object.fromEntries(USER_INFO_FIELDS.map((f) => [f, f])),
      ),
      properties: Object.fromEntries(USER_INFO_FIELDS.map((f) => [f, dotted(`Where ${f} is.`, f)])),
    },
    subAccount: {
      type: 'object',
      additionalProperties: false,
      required: ['field', 'mainValues', 'subValue'],
      ...doc(
        '§6: the field that says sub-account and the values that mean a main account; any other value (or none) is a sub-account, so a malformed answer never grants the main-account extras.',
        { field: 'is_sub_account', mainValues: [0, false, '0'], subValue: 1 },
      ),
      properties: {
        field: dotted('The field.', 'is_sub_account'),
        mainValues: {
          type: 'array',
          minItems: 1,
          items: { type: ['string', 'integer', 'boolean'] },
          ...doc('Values meaning a main account.', [0, false, '0']),
        },
        subValue: {
          type: ['string', 'integer', 'boolean'],
          ...doc('What the embedded upstream sends for a sub-account.', 1),
        },
      },
    },
    permissions: {
      type: 'object',
      additionalProperties: false,
      required: ['list', 'id', 'actions', 'action'],
      ...doc("§3: the permissions list, each entry's identity and the action identities under it.", {
        list: 'permissions',
        id: 'identity',
        actions: 'children',
        action: 'identity',
      }),
      properties: {
        list: dotted('Where the list is.', 'permissions'),
        id: dotted("An entry's identity (the permission id, §6).", 'identity'),
        actions: dotted("An entry's list of actions.", 'children'),
        action: dotted("An action's identity (a §3 action key).", 'identity'),
      },
    },
  },
};

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
      clients: {
        type: 'object',
        minProperties: 1,
        propertyNames: { pattern: IDENT },
        additionalProperties: client,
        ...doc('The services, by the name schemas use in upstream.client.', { movie: clientExample }),
        defaultSnippets: [
          {
            label: 'New client',
            description:
              'Another service with the `{ code, msg, data }` envelope: its base URL key in config.json, its token header and conventions.',
            body: {
              '${1:partner}': {
                ...clientExample,
                baseUrl: '${2:partnerApiUrl}',
                token: { header: '${3:Authorization}', format: 'Bearer {token}', from: 'accessToken' },
              },
            },
          },
          {
            label: 'New REST client',
            description:
              'A standard REST backend spoken through ra-data-simple-rest (statuses, Content-Range): its base URL key in config.json and its token header.',
            body: { '${1:partner}': { ...restClientExample, baseUrl: '${2:partnerApiUrl}' } },
          },
        ],
      },
      googleMarkHeader: {
        type: 'string',
        pattern: HEADER_NAME,
        ...doc('The header carrying a live Google mark for 30 minutes after a passed check (§4, §9).', 'Google-Mark'),
      },
      securityPasswordParam: wire(
        'The parameter a money-out call (a schema action with `moneyOut: true`: a withdrawal application, a payout) carries the security (withdrawal) password in; the upstream refuses the call without the right one. Needed once a schema marks an action `moneyOut` (ours).',
        'cash_password',
      ),
      operations: {
        type: 'object',
        additionalProperties: false,
        required: Object.keys(OPERATIONS),
        ...doc(
          "The console's fixed calls (§7), each once.",
          Object.fromEntries((Object.keys(OPERATIONS) as OperationKey[]).map((n) => [n, operationExample(n)])),
        ),
        properties: Object.fromEntries(
          (Object.keys(OPERATIONS) as Array<keyof typeof OPERATIONS>).map((n) => [n, operation(n)]),
        ),
      },
      userInfo,
      transfers,
      changes,
    },
  };
}
