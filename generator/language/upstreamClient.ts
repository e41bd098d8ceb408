import {
  ARRAY_ENCODINGS,
  BODY_ENCODINGS,
  CONVENTIONS,
  DATE_ENCODINGS,
  TOKEN_SOURCES,
} from '../../vocabulary/upstreamProfile';
import { doc } from './doc';
import { IDENT } from './terms';
import { CONFIG_KEY, HEADER_NAME, code, dotted, wire } from './upstreamWire';

/** upstream.yaml's `clients`: each service, its token, envelope and paging (§7, §8). */

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

export const clients = {
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
};
