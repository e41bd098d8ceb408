import type { fetchUtils } from 'ra-core';
import { getConfig } from '../config/runtimeConfig';
import { getUpstreamAsset } from '../config/upstreamAsset';
import { googleMark, googleVerification } from './googleVerification';
import { session } from './session';
import {
  cancelledError,
  classifyAnswer,
  GoogleVerificationRequiredError,
  networkError,
  SecurityPasswordUnsetError,
  timeoutError,
  UpstreamError,
} from './upstreamError';
import { securityPasswordSetup } from './securityPasswordSetup';
import type { ClientName, HttpMethod } from '../../../vocabulary/upstream';
import { tokenHeader, type ArrayEncoding, type ClientProfile } from '../../../vocabulary/upstreamProfile';

/**
 * The one path every upstream call takes (§7 clients, §8 errors): each client's base URL, token header, encodings,
 * timeout and envelope come from the upstream profile (upstream.yaml, loaded as upstream.json), and every failure is
 * classified once into UpstreamError. Nothing here names a service's path, header or code.
 */
export interface UpstreamRequest {
  client: ClientName;
  method: HttpMethod;
  path: string;
  /** Sent as the body (POST/PUT, in the client's encoding) or the query string (GET/DELETE). */
  params?: Record<string, unknown>;
  /** A token to send instead of the stored one (token login checks a token before storing it). */
  token?: string;
  /** The caller gave up (react-query cancelled the query: the user pressed Cancel or left the screen). */
  signal?: AbortSignal;
  /**
   * false: a Google-required code rejects at once instead of asking for Google verification and retrying (the Google
   * calls themselves, and anything that must not wait on a dialog).
   */
  verifyOnGoogle?: boolean;
}

/** A client of the profile; an unknown one is a bug of ours (the asset is checked at start-up). */
export function clientProfile(name: ClientName): ClientProfile {
  const clients = getUpstreamAsset().profile.clients;
  if (!Object.hasOwn(clients, name)) throw new Error(`upstream.json declares no client "${name}"`);
  return clients[name];
}

export function baseUrl(client: ClientProfile): string {
  const value = (getConfig() as unknown as Record<string, unknown>)[client.baseUrl];
  return typeof value === 'string' ? value : '';
}

/** The token header a request to this client carries (none for a client that takes no token: the notice gateway). */
export function authHeaders(client: ClientProfile, explicit?: string): Record<string, string> {
  const tokens =
    explicit !== undefined
      ? { userToken: explicit, accessToken: explicit }
      : { userToken: session.userToken(), accessToken: session.accessToken() };
  const header = tokenHeader(client, tokens);
  return header ? { [header[0]]: header[1] } : {};
}

const isBlank = (value: unknown) => value === undefined || value === null || value === '';

/** Name/value pairs for a query string or a form body: arrays as the client sends them, objects by bracketed keys. */
function pairs(
  params: Record<string, unknown> | undefined,
  arrays: ArrayEncoding,
  prefix = '',
): Array<[string, string]> {
  const out: Array<[string, string]> = [];
  for (const [key, value] of Object.entries(params ?? {})) {
    const name = prefix ? `${prefix}[${key}]` : key;
    if (isBlank(value)) continue;
    if (Array.isArray(value)) {
      if (arrays === 'comma') out.push([name, value.join(',')]);
      else for (const item of value) out.push([arrays === 'brackets' ? `${name}[]` : name, String(item)]);
    } else if (typeof value === 'object') out.push(...pairs(value as Record<string, unknown>, arrays, name));
    else out.push([name, String(value)]);
  }
  return out;
}

export function queryString(params: Record<string, unknown> | undefined, arrays: ArrayEncoding): string {
  const text = new URLSearchParams(pairs(params, arrays)).toString();
  return text ? `?${text}` : '';
}

/**
 * What every request to a client carries: Accept JSON, its token header, and — §9: for 30 minutes after a Google
 * check — the check's mark, so sensitive calls pass (read now: a retry after the dialog carries the fresh one). Like
 * a token, the mark goes only to a client that takes our tokens.
 */
function clientHeaders(client: ClientProfile, explicit?: string, headers = new Headers()): Headers {
  headers.set('Accept', 'application/json');
  for (const [name, value] of Object.entries(authHeaders(client, explicit))) headers.set(name, value);
  const mark = explicit === undefined && client.token ? googleMark.read() : undefined;
  if (mark) headers.set(getUpstreamAsset().profile.googleMarkHeader, mark);
  return headers;
}

/** The address and body of a call built from its params, in the client's encodings. */
function encode(req: UpstreamRequest): Pick<Call<unknown>, 'url' | 'body' | 'headers'> {
  const withBody = req.method === 'POST' || req.method === 'PUT';
  const url = (client: ClientProfile) =>
    `${baseUrl(client)}${req.path}${withBody ? '' : queryString(req.params, client.arrays)}`;
  if (!withBody) return { url };
  const form = (client: ClientProfile) => client.body === 'form';
  return {
    url,
    headers: (client) => ({
      'Content-Type': form(client) ? 'application/x-www-form-urlencoded;charset=UTF-8' : 'application/json',
    }),
    body: (client) =>
      form(client)
        ? new URLSearchParams(pairs(req.params, client.arrays)).toString()
        : JSON.stringify(req.params ?? {}),
  };
}

/** The token a request to this client carries, as sent (to tell a stale 401 from the current session's). */
function sentToken(client: ClientProfile, explicit?: string): string | undefined {
  if (explicit !== undefined) return explicit;
  if (!client.token) return undefined;
  return client.token.from === 'accessToken' ? session.accessToken() : session.userToken();
}

function stamp<E>(error: E, token: string | undefined): E {
  if (error instanceof UpstreamError) error.sentToken = token;
  return error;
}

/** The client's timeout (upstream.yaml), never longer than the deployment's (config.json requestTimeoutMs). */
const timeoutOf = (client: ClientProfile) => Math.min(client.timeoutMs, getConfig().requestTimeoutMs);

async function withTimeout<T>(
  client: ClientProfile,
  run: (signal: AbortSignal) => Promise<T>,
  cancel?: AbortSignal,
): Promise<T> {
  const ms = timeoutOf(client);
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), ms);
  try {
    return await run(cancel ? AbortSignal.any([controller.signal, cancel]) : controller.signal);
  } catch (error) {
    if (cancel?.aborted) throw cancelledError();
    if (controller.signal.aborted) throw timeoutError(ms);
    if (error instanceof UpstreamError) throw error;
    throw networkError();
  } finally {
    clearTimeout(timer);
  }
}

/**
 * One call as the request core sends it (issue 31 item 15: JSON, form, download, upload and the rest client all go
 * through send): where it goes, what it carries besides the client's headers, and how its answer is read. A reader
 * rejects an answer by throwing its UpstreamError, so a -5 found in any answer asks for Google verification.
 */
interface Call<T> extends Pick<UpstreamRequest, 'client' | 'method' | 'token' | 'signal' | 'verifyOnGoogle'> {
  url: (client: ClientProfile) => string;
  headers?: (client: ClientProfile) => HeadersInit | undefined;
  body?: (client: ClientProfile) => BodyInit | undefined;
  read: (response: Response, client: ClientProfile) => Promise<T>;
}

/**
 * The one path every upstream call takes. §8 code -5: the call waits for the Google dialog (one for all calls refused
 * meanwhile), then goes again, once, with the new mark (beyond §8's "aborts": README). Cancelled — or refused again —
 * it rejects with the -5 error.
 */
async function send<T>(call: Call<T>): Promise<T> {
  try {
    return await sendOnce(call);
  } catch (error) {
    // A money-out call from an account without a security password: refused, and the user is sent to set one.
    if (error instanceof SecurityPasswordUnsetError) securityPasswordSetup.request();
    if (!(error instanceof GoogleVerificationRequiredError) || call.verifyOnGoogle === false || call.signal?.aborted)
      throw error;
    if (!(await googleVerification.verify())) throw error;
    return sendOnce(call);
  }
}

/** One try: the client's headers read now (a retry carries the fresh Google mark), its timeout, the sent token stamped. */
function sendOnce<T>(call: Call<T>): Promise<T> {
  const client = clientProfile(call.client);
  const token = sentToken(client, call.token);
  const headers = clientHeaders(client, call.token, new Headers(call.headers?.(client)));
  return withTimeout(
    client,
    async (signal) => {
      const response = await fetch(call.url(client), {
        method: call.method,
        headers,
        body: call.body?.(client),
        signal,
      });
      return call.read(response, client);
    },
    call.signal,
  ).catch((error: unknown) => {
    throw stamp(error, token);
  });
}

/** The text of an answer as JSON, or as it is. */
function parsed(text: string): { body: unknown; isJson: boolean } {
  try {
    return { body: JSON.parse(text), isJson: true };
  } catch {
    return { body: text, isJson: false };
  }
}

/**
 * A JSON call. Resolves with the body when its code is a success code; rejects with UpstreamError otherwise (a
 * Google-required code first asks for Google verification and retries once).
 */
export function requestJson<T = Record<string, unknown>>(req: UpstreamRequest): Promise<T> {
  return send({
    ...req,
    ...encode(req),
    read: async (response, client) => {
      const { body, isJson } = parsed(await response.text());
      const error = classifyAnswer(response.status, isJson ? body : undefined, isJson, client.envelope);
      if (error) throw error;
      return body as T;
    },
  });
}

/**
 * A download. An error body (JSON) arriving where a file was expected is read and raised as the error it
 * is, never handed back as a file.
 */
export async function requestBlob(req: UpstreamRequest, expectedType: RegExp): Promise<Blob> {
  const answer = await requestFileOrJson(req, expectedType);
  // A successful JSON body is still not the file we asked for.
  if (answer.kind === 'json') throw classifyAnswer(200, undefined, false, clientProfile(req.client).envelope)!;
  return answer.blob;
}

/**
 * A download that the upstream may also answer with a successful JSON body instead of the file (a large export
 * started as a task): either is handed back; an error body is raised as the error it is.
 */
export function requestFileOrJson<T = Record<string, unknown>>(
  req: UpstreamRequest,
  expectedType: RegExp,
): Promise<FileOrJson<T>> {
  return send({
    ...req,
    ...encode(req),
    read: async (response, client): Promise<FileOrJson<T>> => {
      const type = response.headers.get('Content-Type') ?? '';
      if (response.ok && expectedType.test(type))
        return {
          kind: 'file',
          blob: await response.blob(),
          filename: dispositionFileName(response.headers.get('Content-Disposition')),
        };
      const { body, isJson } = parsed(await response.text());
      const error = classifyAnswer(response.status, body, isJson, client.envelope);
      if (error) throw error;
      if (isJson) return { kind: 'json', body: body as T };
      throw classifyAnswer(response.status, undefined, false, client.envelope)!;
    },
  });
}

/** A file (with the name the server gave it, when it gave one) or a JSON body. */
type FileOrJson<T> = { kind: 'file'; blob: Blob; filename?: string } | { kind: 'json'; body: T };

/**
 * The file name a Content-Disposition header gives (RFC 6266: `filename*=UTF-8''…` before `filename="…"`), or
 * undefined. The caller still makes it safe for the disk.
 */
export function dispositionFileName(header: string | null): string | undefined {
  if (!header) return undefined;
  const extended = /filename\*\s*=\s*UTF-8''([^;]+)/i.exec(header);
  if (extended) {
    try {
      return decodeURIComponent(extended[1].trim());
    } catch {
      // a malformed escape: the plain name below, if any
    }
  }
  const plain = /filename\s*=\s*(?:"([^"]*)"|([^;\s]+))/i.exec(header);
  return plain?.[1] ?? plain?.[2] ?? undefined;
}

/**
 * A multipart POST (§7's upload), through the same core: token, Google mark and -5 retry, timeout, stamp. A non-2xx
 * answer rejects classified; `read` gets the text (parsed when it is JSON) and classifies the rest its own way.
 */
export function requestMultipart<T>(
  req: Pick<UpstreamRequest, 'client' | 'path' | 'signal'>,
  form: FormData,
  read: (answer: { body: unknown; isJson: boolean }, client: ClientProfile) => T,
): Promise<T> {
  return send({
    ...req,
    method: 'POST',
    url: (client) => `${baseUrl(client)}${req.path}`,
    body: () => form,
    read: async (response, client) => {
      const answer = parsed(await response.text());
      if (!response.ok) throw classifyAnswer(response.status, answer.body, answer.isJson, client.envelope)!;
      return read(answer, client);
    },
  });
}

/** What ra-data-simple-rest's httpClient answers (ra-core's fetchUtils.fetchJson). */
export type RestAnswer = Awaited<ReturnType<typeof fetchUtils.fetchJson>>;

/**
 * The httpClient ra-data-simple-rest calls for a rest client: the one path every call takes — the client's token
 * header (and Google mark), its timeout, cancellable by the caller's signal, §8's classification without an envelope
 * (the status decides; a 401 is the session's end, the server's `message` is shown) and the sent token stamped for
 * the 401 reaction. An empty answer (204 to a delete) passes; any other body must be JSON.
 */
export function restHttpClient(name: ClientName): (url: string, options?: fetchUtils.Options) => Promise<RestAnswer> {
  return (url, options = {}) =>
    send({
      client: name,
      method: (options.method ?? 'GET') as HttpMethod,
      url: () => url,
      // As fetchUtils.fetchJson: a string body is JSON unless the caller said otherwise.
      headers: () => {
        const headers = new Headers(options.headers);
        if (typeof options.body === 'string' && !headers.has('Content-Type'))
          headers.set('Content-Type', 'application/json');
        return headers;
      },
      body: () => options.body ?? undefined,
      signal: options.signal ?? undefined,
      read: async (response, client) => {
        const body = await response.text();
        const { body: json, isJson } = parsed(body);
        const answer = { status: response.status, headers: response.headers, body, json: isJson ? json : undefined };
        const error =
          response.ok && body.trim() === ''
            ? undefined
            : classifyAnswer(answer.status, answer.json, isJson, client.envelope);
        if (error) throw error;
        return answer;
      },
    });
}
