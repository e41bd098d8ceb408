import { fetchUtils, HttpError } from 'ra-core';
import { getConfig } from '../config/runtimeConfig';
import { googleMark, googleVerification } from './googleVerification';
import { session } from './session';
import { cancelledError, classifyAnswer, GoogleVerificationRequiredError, networkError, timeoutError, UpstreamError } from './upstreamError';
import { GOOGLE_MARK_HEADER } from '../../vocabulary/securityEndpoints';
import type { ClientName, HttpMethod } from '../../vocabulary/upstream';

/**
 * The one path every upstream call takes (§7 clients, §8 errors): base URL and auth header per client,
 * timeout, JSON or blob answer, and one classification of failures into UpstreamError.
 */
export interface UpstreamRequest {
  client: ClientName;
  method: HttpMethod;
  path: string;
  /** Sent as the JSON body (POST/PUT) or the query string (GET/DELETE). */
  params?: Record<string, unknown>;
  /** A token to send instead of the stored one (token login checks a token before storing it). */
  token?: string;
  /** The caller gave up (react-query cancelled the query: the user pressed Cancel or left the screen). */
  signal?: AbortSignal;
  /**
   * false: a body code -5 rejects at once instead of asking for Google verification and retrying (the Google
   * calls themselves, and anything that must not wait on a dialog).
   */
  verifyOnGoogle?: boolean;
}

function baseUrl(client: ClientName): string {
  const config = getConfig();
  return client === 'movie' ? config.movieApiUrl : config.gatewayApiUrl;
}

/** §7: the movie service reads User-Token, the gateway reads Authorization. */
function authHeaders(client: ClientName, explicit?: string): Record<string, string> {
  if (client === 'movie') {
    const token = explicit ?? session.userToken();
    return token ? { 'User-Token': token } : {};
  }
  const token = explicit ?? session.accessToken();
  return token ? { Authorization: token } : {};
}

export function queryString(params: Record<string, unknown> | undefined): string {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(params ?? {})) {
    if (value === undefined || value === null || value === '') continue;
    search.set(key, Array.isArray(value) ? value.join(',') : String(value));
  }
  const text = search.toString();
  return text ? `?${text}` : '';
}

function buildRequest(req: UpstreamRequest): { url: string; init: RequestInit } {
  const withBody = req.method === 'POST' || req.method === 'PUT';
  const url = `${baseUrl(req.client)}${req.path}${withBody ? '' : queryString(req.params)}`;
  const headers = new Headers({ Accept: 'application/json', ...authHeaders(req.client, req.token) });
  if (withBody) headers.set('Content-Type', 'application/json');
  // §9: for 30 minutes after a Google check its mark goes along, so sensitive calls pass (read now: a retry after
  // the dialog carries the fresh one).
  const mark = req.token === undefined ? googleMark.read() : undefined;
  if (mark) headers.set(GOOGLE_MARK_HEADER, mark);
  return { url, init: { method: req.method, headers, body: withBody ? JSON.stringify(req.params ?? {}) : undefined } };
}

/** The token a request to this client carries, as sent (to tell a stale 401 from the current session's). */
function sentToken(client: ClientName, explicit?: string): string | undefined {
  return explicit ?? (client === 'movie' ? session.userToken() : session.accessToken());
}

function stamp<E>(error: E, token: string | undefined): E {
  if (error instanceof UpstreamError) error.sentToken = token;
  return error;
}

async function withTimeout<T>(run: (signal: AbortSignal) => Promise<T>, cancel?: AbortSignal): Promise<T> {
  const ms = getConfig().requestTimeoutMs;
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
      throw classifyAnswer(error.status, error.body, error.body !== undefined) ?? error;
    }
    throw networkError();
  } finally {
    clearTimeout(timer);
  }
}

/**
 * §8 code -5: the call waits for the Google dialog (one for all calls refused meanwhile), then goes again, once,
 * with the new mark. Cancelled — or refused again — it rejects with the -5 error as it is.
 */
async function withGoogleVerification<T>(req: UpstreamRequest, send: () => Promise<T>): Promise<T> {
  try {
    return await send();
  } catch (error) {
    if (!(error instanceof GoogleVerificationRequiredError) || req.verifyOnGoogle === false || req.signal?.aborted) throw error;
    if (!(await googleVerification.verify())) throw error;
    return send();
  }
}

/**
 * A JSON call. Resolves with the body when code is 1; rejects with UpstreamError otherwise (a -5 first asks for
 * Google verification and retries once).
 */
export function requestJson<T = Record<string, unknown>>(req: UpstreamRequest): Promise<T> {
  return withGoogleVerification(req, () => requestJsonOnce<T>(req));
}

async function requestJsonOnce<T>(req: UpstreamRequest): Promise<T> {
  const { url, init } = buildRequest(req);
  const token = sentToken(req.client, req.token);
  return withTimeout(async (signal) => {
    const { status, json } = await fetchUtils.fetchJson(url, { ...init, headers: init.headers as Headers, signal });
    const error = classifyAnswer(status, json, json !== undefined);
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
  // A JSON body saying code 1 is still not the file we asked for.
  if (answer.kind === 'json') throw classifyAnswer(200, undefined, false)!;
  return answer.blob;
}

/**
 * A download that the upstream may also answer with a successful JSON body instead of the file (a large export
 * started as a task): either is handed back; an error body is raised as the error it is.
 */
export function requestFileOrJson<T = Record<string, unknown>>(req: UpstreamRequest, expectedType: RegExp): Promise<{ kind: 'file'; blob: Blob } | { kind: 'json'; body: T }> {
  return withGoogleVerification(req, () => requestFileOrJsonOnce<T>(req, expectedType));
}

async function requestFileOrJsonOnce<T>(req: UpstreamRequest, expectedType: RegExp): Promise<{ kind: 'file'; blob: Blob } | { kind: 'json'; body: T }> {
  const { url, init } = buildRequest(req);
  const token = sentToken(req.client, req.token);
  return withTimeout(async (signal) => {
    const response = await fetch(url, { ...init, signal });
    const type = response.headers.get('Content-Type') ?? '';
    if (response.ok && expectedType.test(type)) return { kind: 'file' as const, blob: await response.blob() };
    const text = await response.text();
    let body: unknown;
    let isJson = false;
    try {
      body = JSON.parse(text);
      isJson = true;
    } catch {
      body = text;
    }
    const error = classifyAnswer(response.status, body, isJson);
    if (error) throw error;
    if (isJson) return { kind: 'json' as const, body: body as T };
    throw classifyAnswer(response.status, undefined, false)!;
  }, req.signal).catch((error: unknown) => {
    throw stamp(error, token);
  });
}

/** A service of its own (§7 notice gateway): its base URL, GET with a query, no token of ours, its success code. */
export interface ExternalRequest {
  baseUrl: string;
  path: string;
  params?: Record<string, unknown>;
  /** The body code that means success (the notice gateway: 0). */
  successCode: number;
  signal?: AbortSignal;
}

/**
 * A JSON GET to another service, through the same timeout and §8 classification as every call. Our tokens never
 * go there: the gateway is not ours to trust with them.
 */
export async function requestExternalJson<T = Record<string, unknown>>(req: ExternalRequest): Promise<T> {
  const url = `${req.baseUrl}${req.path}${queryString(req.params)}`;
  return withTimeout(async (signal) => {
    const { status, json } = await fetchUtils.fetchJson(url, { method: 'GET', headers: new Headers({ Accept: 'application/json' }), signal });
    const error = classifyAnswer(status, json, json !== undefined, req.successCode);
    if (error) throw error;
    return json as T;
  }, req.signal);
}

/**
 * §7: one movie-service upload path answers the raw stored URL instead of the usual envelope; rewrap it
 * so callers see `{ code: 1, data: { local_pic_url } }` like every other answer.
 */
export function rewrapUpload(answer: unknown): { code: number; msg?: string; data: { local_pic_url: string } } {
  // The raw value is the stored picture's URL or path; anything else (an HTML error page) is not an upload.
  if (typeof answer === 'string' && /^(https?:\/\/|\/)[^\s<>"']+$/.test(answer)) return { code: 1, data: { local_pic_url: answer } };
  const envelope = answer as { code?: number; msg?: string; data?: { local_pic_url?: string } } | undefined;
  if (envelope && typeof envelope === 'object' && typeof envelope.code === 'number') {
    return { code: envelope.code, msg: envelope.msg, data: { local_pic_url: envelope.data?.local_pic_url ?? '' } };
  }
  throw classifyAnswer(200, undefined, false)!;
}

/** Uploads a picture through the movie service (multipart), answering the rewrapped envelope. */
export async function uploadPicture(path: string, file: Blob, fieldName = 'file', extra: Record<string, string> = {}): Promise<{ local_pic_url: string }> {
  const form = new FormData();
  for (const [name, value] of Object.entries(extra)) form.append(name, value);
  form.append(fieldName, file);
  return withTimeout(async (signal) => {
    const response = await fetch(`${baseUrl('movie')}${path}`, { method: 'POST', headers: authHeaders('movie'), body: form, signal });
    const text = await response.text();
    let answer: unknown = text.trim();
    try {
      answer = JSON.parse(text);
    } catch {
      // the raw-value path: keep the text
    }
    if (!response.ok) throw classifyAnswer(response.status, answer, typeof answer === 'object')!;
    const wrapped = rewrapUpload(answer);
    const error = classifyAnswer(200, wrapped, true);
    if (error) throw error;
    return wrapped.data;
  });
}
