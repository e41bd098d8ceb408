import { LIST_SENDS } from '../../../vocabulary/upstream';
import { doc } from '../doc';
import { API_PATH, FIELD_PATH, IDENT, RECORD_API_PATH, SCALAR, vocab } from '../terms';

const params = {
  type: 'object',
  propertyNames: { pattern: '^[A-Za-z_][A-Za-z0-9_]*$' },
  additionalProperties: SCALAR,
  ...doc(
    'Fixed parameters sent with every call of this operation (§7: the application list always sends is_saas, the media list all). ' +
      'They tell apart calls that share a method and path: a create/update endpoint fixes one to different values (channel save: is_update 0 or 1), ' +
      'and a second schema may share an existing endpoint by fixing alone a parameter the first never sends — the first file stays as it is, ' +
      'and the embedded upstream answers a call with the route whose fixed parameters it matches most (check endpoint.clash).',
    { is_saas: 1 },
  ),
};

/** One upstream call. */
export const operation = {
  type: 'object',
  additionalProperties: false,
  required: ['path'],
  ...doc('One upstream call.', { method: 'POST', path: '/api/v2/subaccount/update', idParam: 'id' }),
  properties: {
    method: {
      ...vocab('httpMethod'),
      default: 'POST',
      ...doc(
        "HTTP method; GET sends the parameters in the query string. Most movie-service calls are POST (§7). A rest client's calls take ra-data-simple-rest's: get GET, create POST, update PUT, delete DELETE.",
        'GET',
      ),
    },
    path: {
      type: 'string',
      pattern: RECORD_API_PATH,
      ...doc(
        "Endpoint path under /api/ on the chosen client’s base URL. A rest client (upstream.yaml `convention: rest`) addresses one record at the list's path and `/:id` (get, update, delete) and creates at the list's path.",
        '/api/v2/subaccount/update',
      ),
    },
    idParam: {
      type: 'string',
      ...doc(
        'get, update, delete and row actions: the parameter that carries the record id (default: the resource’s recordId).',
        'sub_id',
      ),
    },
    idsParam: {
      type: 'string',
      ...doc(
        "Bulk actions: the parameter that carries the selected ids (default: the client's idsParam in upstream.yaml; §7 batch sends channel_ids).",
        'channel_ids',
      ),
    },
    params,
  },
};

/** The paged list call and where its answer keeps rows and total. */
export const listOperation = {
  type: 'object',
  additionalProperties: false,
  required: ['path'],
  ...doc('The paged list call and where its answer keeps rows and total.', {
    method: 'POST',
    path: '/api/v2/withdraw/agentList',
    rows: 'data.list',
    total: 'data.count',
  }),
  properties: {
    method: {
      enum: ['GET', 'POST'],
      default: 'POST',
      ...doc("HTTP method of the list call (a rest client's: GET).", 'GET'),
    },
    path: { type: 'string', pattern: API_PATH, ...doc('Endpoint path under /api/.', '/api/v2/order/allList') },
    rows: {
      type: 'string',
      pattern: FIELD_PATH,
      ...doc(
        "Dotted path of the rows array in the answer, where it differs from the client's (upstream.yaml): data.data (movie), data.list, or data (gateway).",
        'data.list',
      ),
    },
    total: {
      type: 'string',
      pattern: FIELD_PATH,
      ...doc(
        "Dotted path of the total count, where it differs from the client's (upstream.yaml): data.total (movie), data.count, or totalCount (gateway).",
        'data.count',
      ),
    },
    params,
    sends: {
      type: 'array',
      uniqueItems: true,
      items: { enum: [...LIST_SENDS] },
      default: [...LIST_SENDS],
      ...doc(
        "The list conventions this call takes, where it takes fewer than all four: `page` (the page number), `perPage` (the page size), `sort` (the sort field and its direction) and `filters` (the list's filters). What it leaves out the console does in the browser over the rows of one call: without `page` it asks once for up to 10000 rows (§9) — in the page-size parameter, when the call takes `perPage` — and pages them itself; without `sort` it sorts them, without `filters` it filters them. Sorting or filtering in the browser needs every row, so a call that leaves out `sort` or `filters` leaves out `page` too. §7: the application list sends only page_size and is_saas (`sends: [perPage]`, `params: { is_saas: 1 }`).",
        ['perPage'],
      ),
    },
  },
};

const paging = {
  type: 'object',
  additionalProperties: false,
  ...doc(
    "Names of the paging and sorting parameters, where they differ from the client's (upstream.yaml clients.<client>.paging: page/page_size for movie, pageNo/pageSize for gateway).",
    { page: 'pageNo', perPage: 'pageSize' },
  ),
  properties: {
    page: { type: 'string', ...doc('Parameter carrying the 1-based page number.', 'pageNo') },
    perPage: { type: 'string', ...doc('Parameter carrying the page size.', 'pageSize') },
    sort: { type: 'string', ...doc('Parameter carrying the sort field.', 'sort') },
    order: { type: 'string', ...doc('Parameter carrying the sort direction.', 'order') },
    ascending: { type: 'string', minLength: 1, ...doc('The direction value for ascending.', 'ASC') },
    descending: { type: 'string', minLength: 1, ...doc('The direction value for descending.', 'DESC') },
  },
};

/** Which upstream service serves the resource and how its calls look (§7). */
export const upstream = {
  type: 'object',
  additionalProperties: false,
  required: ['client'],
  ...doc('Which upstream service serves this resource and how its calls look (§7).', {
    client: 'movie',
    list: { path: '/api/v2/subaccount/list' },
    get: { method: 'GET', path: '/api/v2/subaccount/detail' },
  }),
  properties: {
    client: {
      type: 'string',
      pattern: IDENT,
      ...doc(
        'A client of upstream.yaml (`clients`): movie (§7 client 1, the movie-service API v2, User-Token header), gateway (§7 client 2, the admin API gateway, authorization header), or rest (a plain REST backend through ra-data-simple-rest: list, get, create, update and delete on one path, nothing else); its conventions apply unless this file overrides them.',
        'movie',
      ),
    },
    openapi: {
      type: 'string',
      minLength: 1,
      ...doc(
        'The operation of the service\'s OpenAPI document that is this resource\'s list call — its operationId, or "METHOD /path" — written by `npm run generate -- --from-openapi` (issue 35). `npm run generate -- --check-openapi <document>` compares the file with it and with the record calls beside it: a field the answer no longer has, a changed type or enum, a required parameter the file does not send.',
        'listGiftCards',
      ),
    },
    paging,
    list: { $ref: '#/$defs/listOperation' },
    get: {
      ...doc(
        'Read one record. `list` reads it from the list call filtered by its id, for upstreams without a detail call. A form page reads its one record with it (no id sent).',
        {
          method: 'GET',
          path: '/api/v2/subaccount/detail',
        },
      ),
      tsType: 'Operation | "list"',
      if: { type: 'string' },
      then: { const: 'list' },
      else: { $ref: '#/$defs/operation' },
    },
    create: {
      $ref: '#/$defs/operation',
      ...doc('Create a record from the create form.', { path: '/api/v2/channel/save', params: { is_update: 0 } }),
    },
    update: {
      $ref: '#/$defs/operation',
      ...doc('Save the edit form (or the form page).', { path: '/api/v2/channel/save', params: { is_update: 1 } }),
    },
    delete: { $ref: '#/$defs/operation', ...doc('Delete one record.', { path: '/api/v2/subaccount/delete' }) },
  },
};
