import type { IncomingMessage, ServerResponse } from 'node:http';

/** What a handler answers; server.ts writes it, so handlers stay free of socket details. */
export type Answer =
  | { kind: 'json'; status: number; body: unknown }
  | { kind: 'file'; status: number; contentType: string; bytes: Uint8Array; filename?: string; asciiFilename?: string };

export const json = (body: unknown, status = 200): Answer => ({ kind: 'json', status, body });
export const ok = (data?: unknown, msg = '操作成功'): Answer => json(data === undefined ? { code: 1, msg } : { code: 1, msg, data });
export const fail = (msg: string): Answer => json({ code: 0, msg });

/** Thrown anywhere below a route to end the request with this answer (auth failures, bad bodies). */
export class AnswerError extends Error {
  constructor(readonly answer: Answer) {
    super(answer.kind === 'json' ? JSON.stringify(answer.body) : 'file answer');
  }
}

export const UNAUTHORIZED = json({ code: 401, msg: 'Authorization verification failed' }, 401);
export const forbidden = (key: string, action: string) => json({ code: 403, msg: `无权限：${key}/${action}` }, 403);
export const NOT_FOUND = json({ code: 404, msg: '接口不存在' }, 404);
/** A record that does not exist and one of another merchant's answer alike: nobody learns which ids others hold. */
export const RECORD_NOT_FOUND = json({ code: 404, msg: '记录不存在' }, 404);
export const METHOD_NOT_ALLOWED = json({ code: 405, msg: '请求方法不允许' }, 405);
export const SERVER_ERROR = json({ code: 500, msg: '服务器错误' }, 500);
export const BAD_REQUEST = json({ code: 0, msg: '请求格式错误' }, 400);
const TOO_LARGE = json({ code: 413, msg: '请求体过大' }, 413);

/** §7 bodies are small JSON objects; anything past 1 MB is a client bug or abuse. */
export const BODY_LIMIT = 1024 * 1024;

export function readBody(req: IncomingMessage, limit = BODY_LIMIT): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const declared = Number(req.headers['content-length']);
    if (declared > limit) {
      // Drain (and drop) the upload so the 413 reaches a client that is still sending.
      req.resume();
      return reject(new AnswerError(TOO_LARGE));
    }
    const chunks: Buffer[] = [];
    let size = 0;
    let failed = false;
    req.on('data', (chunk: Buffer) => {
      if (failed) return;
      size += chunk.length;
      if (size > limit) {
        failed = true;
        reject(new AnswerError(TOO_LARGE));
        return;
      }
      chunks.push(chunk);
    });
    req.on('end', () => failed || resolve(Buffer.concat(chunks)));
    req.on('error', (e) => failed || reject(e));
  });
}

/**
 * Answers without reading the request's body: it is drained and dropped (never buffered), so a client still
 * sending gets the answer and the connection stays usable.
 */
export function discardBody<T extends Answer | undefined>(req: IncomingMessage, answer?: T): T {
  req.resume();
  return answer as T;
}

export type Params = Record<string, unknown>;

/**
 * One bag of parameters per request: the query string, overlaid by the body (JSON object, or a urlencoded form).
 * GET operations thus read the query and POST operations the body, as §7 has them.
 */
export function parseParams(req: IncomingMessage, url: URL, body: Buffer): Params {
  const params: Params = Object.fromEntries(url.searchParams.entries());
  const text = body.toString('utf8').trim();
  if (text === '') return params;
  // A form body is read as a form, unless it is plainly JSON (curl -d sends JSON under the form content type).
  const type = String(req.headers['content-type'] ?? '');
  if (type.includes('application/x-www-form-urlencoded') && !/^[[{]/.test(text)) {
    return { ...params, ...Object.fromEntries(new URLSearchParams(text)) };
  }
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    throw new AnswerError(BAD_REQUEST);
  }
  if (parsed === null || typeof parsed !== 'object' || Array.isArray(parsed)) throw new AnswerError(BAD_REQUEST);
  return { ...params, ...(parsed as Params) };
}

export function writeAnswer(res: ServerResponse, answer: Answer, headOnly = false): void {
  if (res.headersSent || res.destroyed) return;
  if (answer.kind === 'json') {
    const bytes = Buffer.from(JSON.stringify(answer.body), 'utf8');
    res.writeHead(answer.status, { 'Content-Type': 'application/json; charset=utf-8', 'Content-Length': bytes.length, 'Cache-Control': 'no-store' });
    res.end(headOnly ? undefined : bytes);
    return;
  }
  const headers: Record<string, string | number> = { 'Content-Type': answer.contentType, 'Content-Length': answer.bytes.length };
  if (answer.filename) headers['Content-Disposition'] = contentDisposition(answer.filename, answer.asciiFilename);
  res.writeHead(answer.status, headers);
  res.end(headOnly ? undefined : answer.bytes);
}

/** ASCII fallback plus the RFC 5987 UTF-8 name, so Chinese file names survive every browser. */
function contentDisposition(filename: string, fallback = filename): string {
  const ascii = fallback.replace(/[^\x20-\x7e]/g, '_').replace(/["\\]/g, '_');
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(filename)}`;
}
