import { fetchUtils, HttpError } from 'ra-core';
import { getConfig } from '../config/runtimeConfig';
import { getUpstreamAsset } from '../config/upstreamAsset';
import { googleMark, googleVerification } from './googleVerification';
import { session } from './session';
import { cancelledError, classifyAnswer, GoogleVerificationRequiredError, networkError, SecurityPasswordUnsetError, timeoutError, UpstreamError } from './upstreamError';
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
  const tokens = explicit !== undefined ? { userToken: explicit, accessToken: explicit } : { userToken: session.userToken(), accessToken: session.accessToken() };
  const header = tokenHeader(client, tokens);
  return header ? { [header[0]]: header[1] } : {};
}

const isBlank = (value: unknown) => value === undefined || value === null || value === '';

/** Name/value pairs for a query string or a form body: arrays as the client sends them, objects by bracketed keys. */
function pairs(params: Record<string, unknown> | undefined, arrays: ArrayEncoding, prefix = ''): Array<[string, string]> {
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

function buildRequest(req: UpstreamRequest, client: ClientProfile): { url: string; init: RequestInit } {
  const withBody = req.method === 'POST' || req.method === 'PUT';
  const url = `${baseUrl(client)}${req.path}${withBody ? '' : queryString(req.params, client.arrays)}`;
  const headers = clientHeaders(client, req.token);
  let body: string | undefined;
  if (withBody && client.body === 'form') {
    headers.set('Content-Type', 'application/x-www-form-urlencoded;charset=UTF-8');
    body = new URLSearchParams(pairs(req.params, client.arrays)).toString();
  } else if (withBody) {
    headers.set('Content-Type', 'application/json');
    body = JSON.stringify(req.params ?? {});
  }
  return { url, init: { method: req.method, headers, body } };
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

async function withTimeout<T>(client: ClientProfile, run: (signal: AbortSignal) => Promise<T>, cancel?: AbortSignal): Promise<T> {
  const ms = timeoutOf(client);
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), ms);
  try {
    return await run(cancel ? AbortSignal.any([controller.signal, cancel]) : controller.signal);
  } catch (error) {
    if (cancel?.aborted) throw cancelledError();
    if (controller.signal.aborted) throw timeoutError(ms);
    if (error instanceof UpstreamError) throw error;
    if (error instanceof HttpError) {
      // fetchUtils rejects non-2xx answers; classify them with their parsed body.
      throw classifyAnswer(error.status, error.body, error.body !== undefined, client.envelope) ?? error;
    }
    throw networkError();
  } finally {
    clearTimeout(timer);
  }
}

/**
 * §8 code -5: the call waits for the Google dialog (one for all calls refused meanwhile), then goes again, once,
 * with the new mark (beyond §8's "aborts": README). Cancelled — or refused again — it rejects with the -5 error.
 */
async function withGoogleVerification<T>(req: UpstreamRequest, send: () => Promise<T>): Promise<T> {
  try {
    return await send();
  } catch (error) {
    // A money-out call from an account without a security password: refused, and the user is sent to set one.
    if (error instanceof SecurityPasswordUnsetError) securityPasswordSetup.request();
    if (!(error instanceof GoogleVerificationRequiredError) || req.verifyOnGoogle === false || req.signal?.aborted) throw error;
    if (!(await googleVerification.verify())) throw error;
    return send();
  }
}

/**
 * A JSON call. Resolves with the body when its code is a success code; rejects with UpstreamError otherwise (a
 * Google-required code first asks for Google verification and retries once).
 */
export function requestJson<T = Record<string, unknown>>(req: UpstreamRequest): Promise<T> {
  return withGoogleVerification(req, () => requestJsonOnce<T>(req));
}

async function requestJsonOnce<T>(req: UpstreamRequest): Promise<T> {
  const client = clientProfile(req.client);
  const { url, init } = buildRequest(req, client);
  const token = sentToken(client, req.token);
  return withTimeout(client, async (signal) => {
    const { status, json } = await fetchUtils.fetchJson(url, { ...init, headers: init.headers as Headers, signal });
    const error = classifyAnswer(status, json, json !== undefined, client.envelope);
    if (error) throw error;
    return json as T;
  }, req.signal).catch((error: unknown) => {
    throw stamp(error, token);
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
export function requestFileOrJson<T = Record<string, unknown>>(req: UpstreamRequest, expectedType: RegExp): Promise<FileOrJson<T>> {
  return withGoogleVerification(req, () => requestFileOrJsonOnce<T>(req, expectedType));
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

/** The text of an answer as JSON, or as it is. */
function parsed(text: string): { body: unknown; isJson: boolean } {
  try {
    return { body: JSON.parse(text), isJson: true };
  } catch {
    return { body: text, isJson: false };
  }
}

async function requestFileOrJsonOnce<T>(req: UpstreamRequest, expectedType: RegExp): Promise<FileOrJson<T>> {
  const client = clientProfile(req.client);
  const { url, init } = buildRequest(req, client);
  const token = sentToken(client, req.token);
  return withTimeout(client, async (signal) => {
    const response = await fetch(url, { ...init, signal });
    const type = response.headers.get('Content-Type') ?? '';
    if (response.ok && expectedType.test(type)) return { kind: 'file' as const, blob: await response.blob(), filename: dispositionFileName(response.headers.get('Content-Disposition')) };
    const { body, isJson } = parsed(await response.text());
    const error = classifyAnswer(response.status, body, isJson, client.envelope);
    if (error) throw error;
    if (isJson) return { kind: 'json' as const, body: body as T };
    throw classifyAnswer(response.status, undefined, false, client.envelope)!;
  }, req.signal).catch((error: unknown) => {
    throw stamp(error, token);
  });
}

/** A multipart POST (§7's upload): the answer's text, parsed when it is JSON. Non-2xx answers reject classified. */
export async function requestMultipart(req: Pick<UpstreamRequest, 'client' | 'path'>, form: FormData): Promise<{ body: unknown; isJson: boolean }> {
  const client = clientProfile(req.client);
  return withTimeout(client, async (signal) => {
    const response = await fetch(`${baseUrl(client)}${req.path}`, { method: 'POST', headers: authHeaders(client), body: form, signal });
    const answer = parsed(await response.text());
    if (!response.ok) throw classifyAnswer(response.status, answer.body, answer.isJson, client.envelope)!;
    return answer;
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
  return (url, options = {}) => {
    const client = clientProfile(name);
    const token = sentToken(client);
    const headers = clientHeaders(client, undefined, new Headers(options.headers));
    return withTimeout(client, async (signal) => {
      const answer = await fetchUtils.fetchJson(url, { ...options, headers, signal });
      const error = answer.body.trim() === '' ? undefined : classifyAnswer(answer.status, answer.json, answer.json !== undefined, client.envelope);
      if (error) throw error;
      return answer;
    }, options.signal ?? undefined).catch((error: unknown) => {
      throw stamp(error, token);
    });
  };
}
