import type { HistoryProfile } from './history';
import type { HttpMethod, ListPaging } from './upstream';

/**
 * The upstream profile (upstream.yaml; §7, §8): every convention of the services the console talks to that the spec
 * leaves open, declared as data. The console reads it at start-up (the runtime asset upstream.json) and the embedded
 * upstream serves by it, so a team with the real services adapts the console by editing YAML, never TypeScript.
 *
 * Names on the left of a mapping are the console's own words (logical names: `username`, `userToken`); names and
 * dotted paths on the right are the service's (`username`, `data.user_token`).
 */

/**
 * How a client's calls and answers are shaped. `envelope`: JSON bodies `{ code, msg, data }` with a success code
 * (§7 clients 1 and 2, the notice gateway). `rest`: plain REST through ra-data-simple-rest (HTTP statuses, the
 * record or the array as the body, `Content-Range` for totals).
 */
export const CONVENTIONS = ['envelope', 'rest'] as const;
export type Convention = (typeof CONVENTIONS)[number];

/**
 * The rest convention as ra-data-simple-rest speaks it. That library fixes it — not a profile, not a schema — so it is
 * named here once, for the generator's checks and the embedded upstream: a list is `GET <path>?filter={…}&range=[first,
 * last]&sort=["field","ASC"]` answering the rows as the body and the total in `Content-Range` (`<unit>
 * <first>-<last>/<total>`); one record is `<path>/<id>` (GET, PUT, DELETE); a create POSTs to `<path>`; several records
 * are read with `filter={"id":[…]}`. Bodies are JSON; an error says why in its `message` (upstreamError.ts).
 */
export const SIMPLE_REST = {
  /** The list's query parameters, each a JSON text. */
  query: { filter: 'filter', range: 'range', sort: 'sort' },
  /** The answer header carrying a list's total; a cross-origin service must expose it (Access-Control-Expose-Headers). */
  totalHeader: 'Content-Range',
  /** The request header the library sends with a list (`<path>=<first>-<last>`); a cross-origin service must allow it. */
  rangeHeader: 'Range',
  /** A schema's record path ends in this segment (`/api/rest/products/:id`): where the id goes. */
  idSegment: ':id',
  /** The field a record is addressed by, and the filter key of a read of several records. */
  idField: 'id',
  /** Each call's method. */
  methods: { list: 'GET', get: 'GET', create: 'POST', update: 'PUT', delete: 'DELETE' },
  /** react-admin's own paging names: what a rest resource's mapping carries (the library encodes them in range and sort). */
  paging: { page: 'page', perPage: 'perPage', sort: 'sort', order: 'order', ascending: 'ASC', descending: 'DESC' },
} as const;

/** A record's path under the rest convention: the collection's path and the id segment. */
export const restRecordPath = (collection: string) => `${collection}/${SIMPLE_REST.idSegment}`;

/** How a request body is encoded: JSON, or an urlencoded form. GET calls send their parameters in the query string. */
export const BODY_ENCODINGS = ['json', 'form'] as const;
export type BodyEncoding = (typeof BODY_ENCODINGS)[number];

/**
 * How an array travels where it cannot be JSON (a query string, a form body): `comma` (ids=1,2), `repeat`
 * (ids=1&ids=2) or `brackets` (ids[]=1&ids[]=2). In a JSON body an array is a JSON array.
 */
export const ARRAY_ENCODINGS = ['comma', 'repeat', 'brackets'] as const;
export type ArrayEncoding = (typeof ARRAY_ENCODINGS)[number];

/**
 * How a date-range filter's bounds are sent: `text` as the pickers hold them ('2025-06-01'), `unix` (seconds) or
 * `unixMs`, the day's first moment for `from` and its last for `to`, in the browser's time zone.
 */
export const DATE_ENCODINGS = ['text', 'unix', 'unixMs'] as const;
export type DateEncoding = (typeof DATE_ENCODINGS)[number];

/** Which of the login answer's tokens a client sends. */
export const TOKEN_SOURCES = ['userToken', 'accessToken'] as const;
export type TokenSource = (typeof TOKEN_SOURCES)[number];

/** A code as the service sends it; a number and its digit string are the same code (`1` and `"1"`). */
export type Code = number | string;

export interface ClientToken {
  /** The request header that carries it (§7: User-Token, authorization). */
  header: string;
  /** The header's value, `{token}` standing for the token ('Bearer {token}'). */
  format: string;
  /** Which token of the login answer. */
  from: TokenSource;
}

export interface ClientEnvelope {
  /** Where the code is in an answer. */
  code: string;
  /** The codes that mean success (§8: 1; the notice gateway: 0). */
  success: Code[];
  /** The code the embedded upstream answers a refusal with (the console treats every code but success as one). */
  refusal: Code;
  /** Where the server's message is, in order of preference (§8: msg, or message). */
  messages: string[];
  /** Where a record (get, create, update) is in an answer. */
  data: string;
  /** §8: the body code that means "Google verification required" (-5); absent where the client has none. */
  googleRequired?: Code;
  /**
   * The code refusing a money-out call from an account that has set no security (withdrawal) password: the console
   * sends the user to set one (issue 30 item 3). Absent where the client has none.
   */
  securityPasswordUnset?: Code;
  /** §8: an HTTP 401 whose answer has this field true does not end the session (isLogin). */
  sessionAlive?: string;
  /**
   * The code refusing an action another operator has already carried out (a schema action with `conflict`, issue 33):
   * the console shows the message and the row leaves its list. Absent where the client has none.
   */
  conflict?: Code;
}

/** A client's paging names (ListPaging) and where its list answer keeps the rows and the total. */
export interface ClientPaging extends ListPaging {
  rows: string;
  total: string;
}

export interface ClientProfile {
  description?: string;
  convention: Convention;
  /** The runtime config key (config.json) holding the client's base URL. */
  baseUrl: string;
  /** Absent: no token of ours goes there (the notice gateway is another party). */
  token?: ClientToken;
  body: BodyEncoding;
  arrays: ArrayEncoding;
  dates: DateEncoding;
  /** §9: 300000. */
  timeoutMs: number;
  /** The envelope convention's: absent for a rest client (its answers are the records, its errors HTTP statuses). */
  envelope?: ClientEnvelope;
  /** The envelope convention's: a rest client pages and sorts as ra-data-simple-rest does (SIMPLE_REST). */
  paging?: ClientPaging;
  /** The parameter a bulk action's selection travels in unless the schema names another (envelope clients). */
  idsParam?: string;
}

/** One fixed call of the console: which client, how, where, and the names of what goes and comes back. */
export interface OperationProfile {
  description?: string;
  client: string;
  method: HttpMethod;
  path: string;
  /** Logical parameter → the parameter the service reads. */
  params: Record<string, string>;
  /** Logical answer → its dotted path in the answer. */
  answer: Record<string, string>;
  /** Named values the call sends for one of its parameters (the SMS call's `type: cash`). */
  values: Record<string, string | number>;
  /** The answer is a bare value rather than the client's envelope (§7 upload: the console rewraps it). */
  raw?: boolean;
}

/** How to read the user info answer (§3, §6). */
export interface UserInfoMapping {
  /** Logical field → its dotted path inside the info object. */
  fields: Record<UserInfoField, string>;
  /** §6: which field says sub-account, and which of its values mean a main account (anything else is a sub-account). */
  subAccount: { field: string; mainValues: Array<string | number | boolean>; subValue: string | number | boolean };
  /** §3: permissions, each with an identity and children carrying the action identities. */
  permissions: { list: string; id: string; actions: string; action: string };
}

export const USER_INFO_FIELDS = ['username', 'tel', 'agentId', 'businessType', 'roleId', 'roleName'] as const;
export type UserInfoField = (typeof USER_INFO_FIELDS)[number];

/** Exports (§7 "download ... xlsx blob") and imports: the parameters our protocol adds to the schema's own call. */
export interface TransferProfile {
  /** A large export answers a task, shaped like operations.exportTask's answer, instead of the file. */
  /**
   * `columns`: the parameter that tells the service which columns to write, in order; absent when the service cannot
   * be told — the console then keeps the columns shown out of the file it gets, by their headers (issue 30 item 9).
   */
  export: { params: { columns?: string; language: string } };
  import: { params: { rows: string }; answer: { created: string; failed: string } };
}

export interface UpstreamProfile {
  clients: Record<string, ClientProfile>;
  /** The request header that carries a live Google mark (§4, §9: 30 minutes after a passed check). */
  googleMarkHeader: string;
  /**
   * The parameter a money-out call (a schema action with `moneyOut: true`: a withdrawal) carries the security
   * (withdrawal) password in; absent, no schema may mark one (issue 30 item 3).
   */
  securityPasswordParam?: string;
  operations: Record<OperationName, OperationProfile>;
  userInfo: UserInfoMapping;
  transfers: TransferProfile;
  /** The call answering a record's history (issue 33); absent: the services keep none, and the console shows none. */
  history?: HistoryProfile;
  /** A change stream live lists listen to instead of asking at their pace (issue 33); absent, they ask. */
  changes?: ChangeStream;
}

/** upstream.yaml `changes`: Server-Sent Events naming the resource whose records changed (issue 33, ours). */
export interface ChangeStream {
  client: string;
  /** A GET, with the client's token header. */
  path: string;
  /** The event names that mean a record was added, changed or removed. */
  events: string[];
  /** Where in an event's JSON data the resource's name is. */
  resource: string;
}

/**
 * The console's fixed calls, with the logical names each sends and reads (`?` = may be absent). The meta-schema of
 * upstream.yaml is built from this table, so a profile that leaves one out, or misnames a logical name, is refused
 * with its file and line.
 */
export const OPERATIONS = {
  login: {
    doc: '§7 Login, main account: username, password → code, data.user_token (code 1 is success).',
    params: ['username', 'password'],
    answer: ['userToken', 'accessToken?'],
    values: [],
  },
  subLogin: {
    doc: '§7 Login, the sub-account variant.',
    params: ['username', 'password'],
    answer: ['userToken', 'accessToken?'],
    values: [],
  },
  userInfo: {
    doc: '§7 Get info: no payload → data with the user fields (read by `userInfo`).',
    params: [],
    answer: ['info'],
    values: [],
  },
  logout: {
    doc: 'Ends the session upstream (ours: the spec only clears the token).',
    params: [],
    answer: [],
    values: [],
  },
  sendPasswordSms: {
    doc: '§7 Send SMS code for password change: optional type `cash` for the withdrawal password.',
    params: ['type'],
    answer: [],
    values: ['cash'],
  },
  updatePassword: {
    doc: '§7 Update password: password, confirm_password, code.',
    params: ['password', 'confirm', 'code'],
    answer: [],
    values: [],
  },
  updateCashPassword: {
    doc: '§7 Update withdrawal password: password, confirm_password, code.',
    params: ['password', 'confirm', 'code'],
    answer: [],
    values: [],
  },
  googleConfig: {
    doc: '§7 Google get config (answer ours: bound, or the secret and its otpauth URI).',
    params: [],
    answer: ['bound', 'secret?', 'otpauthUrl?'],
    values: [],
  },
  googleBind: {
    doc: '§7 Google bind: google_secret, google_code.',
    params: ['secret', 'code'],
    answer: [],
    values: [],
  },
  googleSendCancelSms: { doc: '§7 Google send cancel captcha.', params: [], answer: [], values: [] },
  googleCancel: { doc: '§7 Google cancel: sms_code.', params: ['smsCode'], answer: [], values: [] },
  googleCheck: {
    doc: '§7 Google check: google_code → code 1 with data mark.',
    params: ['code'],
    answer: ['mark'],
    values: [],
  },
  notices: {
    doc: '§7 Notices: GET pageNo, pageSize to the notice gateway; code 0 is success.',
    params: ['page', 'perPage'],
    answer: ['rows', 'total?'],
    values: [],
  },
  upload: {
    doc: '§7 the one upload path: a multipart file, answered by a raw value the console rewraps as code 1 with data.local_pic_url.',
    params: ['file', 'field'],
    answer: ['url'],
    values: [],
  },
  exportTask: {
    doc: 'Where a large export stands (ours: §7 knows only the blob).',
    params: ['taskId'],
    answer: ['taskId', 'status', 'progress', 'total', 'filename', 'link?', 'message?'],
    values: [],
  },
  download: {
    doc: 'An export file from the download log (ours: a keyed link, no token).',
    params: ['key'],
    answer: [],
    values: [],
  },
} as const satisfies Record<
  string,
  { doc: string; params: readonly string[]; answer: readonly string[]; values: readonly string[] }
>;

export type OperationName = keyof typeof OPERATIONS;
export const OPERATION_NAMES = Object.keys(OPERATIONS) as OperationName[];

/** A logical answer name without its optional mark. */
export const answerName = (declared: string) => declared.replace(/\?$/, '');

/** Reads a dotted path (data.list, totalCount) out of an answer. */
export function readPath(body: unknown, path: string): unknown {
  return path
    .split('.')
    .reduce<unknown>(
      (node, key) =>
        node !== null && typeof node === 'object' && Object.hasOwn(node, key)
          ? (node as Record<string, unknown>)[key]
          : undefined,
      body,
    );
}

/** Sets a dotted path in a plain object, creating the objects on the way. */
export function writePath(target: Record<string, unknown>, dotted: string, value: unknown): void {
  const keys = dotted.split('.');
  let node = target;
  for (const key of keys.slice(0, -1)) {
    const next = node[key];
    if (next === null || typeof next !== 'object' || Array.isArray(next)) node[key] = {};
    node = node[key] as Record<string, unknown>;
  }
  node[keys[keys.length - 1]] = value;
}

/** Logical parameters → the service's names (undefined values are left out). */
export function wireParams(
  op: Pick<OperationProfile, 'params'>,
  logical: Record<string, unknown>,
): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const [name, value] of Object.entries(logical)) {
    if (value === undefined) continue;
    const wire = op.params[name];
    if (wire === undefined) throw new Error(`the profile's operation has no parameter "${name}"`);
    out[wire] = value;
  }
  return out;
}

/** The service's parameters → logical names (what the embedded upstream's handlers read). */
export function logicalParams(
  op: Pick<OperationProfile, 'params'>,
  wire: Record<string, unknown>,
): Record<string, unknown> {
  return Object.fromEntries(
    Object.entries(op.params)
      .filter(([, w]) => Object.hasOwn(wire, w))
      .map(([name, w]) => [name, wire[w]]),
  );
}

/** An answer → its logical values. */
export function readAnswer(op: Pick<OperationProfile, 'answer'>, body: unknown): Record<string, unknown> {
  return Object.fromEntries(Object.entries(op.answer).map(([name, path]) => [name, readPath(body, path)]));
}

/** Logical values → an answer body (what the embedded upstream sends). */
export function writeAnswer(
  op: Pick<OperationProfile, 'answer'>,
  logical: Record<string, unknown>,
  into: Record<string, unknown> = {},
): Record<string, unknown> {
  for (const [name, value] of Object.entries(logical)) {
    const path = op.answer[name];
    if (path === undefined) throw new Error(`the profile's operation has no answer "${name}"`);
    if (value !== undefined) writePath(into, path, value);
  }
  return into;
}

/** Whether a code is one of these (a number and its digit string alike). */
export const codeIn = (code: unknown, codes: readonly Code[]): boolean =>
  (typeof code === 'number' || typeof code === 'string') && codes.some((c) => String(c) === String(code).trim());

/** The header a client's token travels in, with its value (undefined: the client takes none, or there is none). */
export function tokenHeader(
  client: ClientProfile,
  tokens: Partial<Record<TokenSource, string>>,
): [string, string] | undefined {
  if (!client.token) return undefined;
  const token = tokens[client.token.from];
  return token ? [client.token.header, client.token.format.replace('{token}', token)] : undefined;
}

/** The token a header value carries under a client's format; undefined when it does not have that form. */
export function tokenFromHeader(client: ClientProfile, value: string | null): string | undefined {
  if (!client.token || value === null) return undefined;
  const [before, after] = client.token.format.split('{token}');
  const text = value.trim();
  if (!text.startsWith(before) || !text.endsWith(after)) return undefined;
  const token = text.slice(before.length, text.length - after.length).trim();
  return token === '' ? undefined : token;
}
