import { fetchUtils, HttpError } from 'ra-core';
import { getConfig } from '../config/runtimeConfig';
import { session } from './session';
import { cancelledError, classifyAnswer, networkError, timeoutError, UpstreamError } from './upstreamError';
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

/** A JSON call. Resolves with the body when code is 1; rejects with UpstreamError otherwise. */
export async function requestJson<T = Record<string, unknown>>(req: UpstreamRequest): Promise<T> {
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
  const { url, init } = buildRequest(req);
  const token = sentToken(req.client, req.token);
  return withTimeout(async (signal) => {
    const response = await fetch(url, { ...init, signal });
    const type = response.headers.get('Content-Type') ?? '';
    if (response.ok && expectedType.test(type)) return response.blob();
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
    // A JSON body saying code 1 is still not the file we asked for.
    throw error ?? classifyAnswer(response.status, undefined, false)!;
  }, req.signal).catch((error: unknown) => {
    throw stamp(error, token);
  });
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
export async function uploadPicture(path: string, file: Blob, fieldName = 'file'): Promise<{ local_pic_url: string }> {
  const form = new FormData();
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
