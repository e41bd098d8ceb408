import { writePath, type ClientProfile, type Code } from '../vocabulary/upstreamProfile';

/**
 * What a handler answers; toResponse turns it into HTTP in the convention of the route's client (upstream.yaml), so
 * handlers stay free of the web framework and of every code and field name the profile declares.
 */
export type Answer =
  /** A body of our own making (the test hooks' answers, a rest list's rows): sent as it is, with any headers given. */
  | { kind: 'json'; status: number; body: unknown; headers?: Readonly<Record<string, string>> }
  /**
   * An answer in the client's envelope: success (its success code), a refusal (`code`, else its refusal code) or the
   * Google check demand (§8 -5). `data` goes where the envelope keeps a record; `at` sets further dotted paths (a
   * list's rows and total, a fixed call's answer names).
   */
  | {
      kind: 'envelope';
      status: number;
      outcome: 'success' | 'refusal' | 'google';
      code?: Code;
      msg: string;
      data?: unknown;
      at?: Readonly<Record<string, unknown>>;
    }
  | { kind: 'file'; status: number; contentType: string; bytes: Uint8Array; filename?: string; asciiFilename?: string }
  /** A bare value (§7: the upload path answers the stored picture's URL, unwrapped). */
  | { kind: 'text'; status: number; text: string };

export type EnvelopeAnswer = Extract<Answer, { kind: 'envelope' }>;

export const json = (body: unknown, status = 200, headers?: Record<string, string>): Answer => ({
  kind: 'json',
  status,
  body,
  ...(headers ? { headers } : {}),
});
export const ok = (data?: unknown, msg = '操作成功', at?: Record<string, unknown>): EnvelopeAnswer => ({
  kind: 'envelope',
  status: 200,
  outcome: 'success',
  msg,
  data,
  at,
});
export const fail = (msg: string, data?: unknown): EnvelopeAnswer => ({
  kind: 'envelope',
  status: 200,
  outcome: 'refusal',
  msg,
  data,
});
/** A refusal by HTTP status, the status also as its code (401, 403, 404 …). */
export const refusal = (status: number, msg: string): EnvelopeAnswer => ({
  kind: 'envelope',
  status,
  outcome: 'refusal',
  code: status,
  msg,
});

export const UNAUTHORIZED = refusal(401, 'Authorization verification failed');
export const forbidden = (key: string, action: string) => refusal(403, `无权限：${key}/${action}`);
export const NOT_FOUND = refusal(404, '接口不存在');
/** A record that does not exist and one of another merchant's answer alike: nobody learns which ids others hold. */
export const RECORD_NOT_FOUND = refusal(404, '记录不存在');
export const METHOD_NOT_ALLOWED = refusal(405, '请求方法不允许');
export const SERVER_ERROR = refusal(500, '服务器错误');
export const BAD_REQUEST = refusal(400, '请求格式错误');
export const TOO_LARGE = refusal(413, '请求体过大');
/** §8: what a call that needs Google verification answers (HTTP 200, the client's Google code). */
export const GOOGLE_REQUIRED: EnvelopeAnswer = {
  kind: 'envelope',
  status: 200,
  outcome: 'google',
  msg: '请先进行谷歌验证',
};

export type Params = Record<string, unknown>;

/**
 * ASCII fallback plus the RFC 5987 UTF-8 name, so Chinese file names survive every browser. Hono has no helper for
 * this header, and three lines do not justify another dependency.
 */
function contentDisposition(filename: string, fallback = filename): string {
  const ascii = fallback.replace(/[^\x20-\x7e]/g, '_').replace(/["\\]/g, '_');
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(filename)}`;
}

/** An envelope answer as the client's body: `{ code, msg, data }` under the names its profile gives them. */
function envelopeBody(answer: EnvelopeAnswer, client: ClientProfile): unknown {
  const envelope = client.envelope;
  if (!envelope) {
    // Plain REST (ra-data-simple-rest): the record itself, or the error's message.
    return answer.outcome === 'success' ? (answer.data ?? {}) : { message: answer.msg };
  }
  const body: Record<string, unknown> = {};
  const code =
    answer.outcome === 'success'
      ? envelope.success[0]
      : answer.outcome === 'google'
        ? (envelope.googleRequired ?? envelope.refusal)
        : (answer.code ?? envelope.refusal);
  writePath(body, envelope.code, code);
  writePath(body, envelope.messages[0], answer.msg);
  if (answer.data !== undefined) writePath(body, envelope.data, answer.data);
  for (const [path, value] of Object.entries(answer.at ?? {})) writePath(body, path, value);
  return body;
}

/** The HTTP status an envelope answer goes out with: a REST client has no 200 refusal. */
const statusOf = (answer: EnvelopeAnswer, client: ClientProfile) =>
  !client.envelope && answer.outcome !== 'success' && answer.status === 200 ? 400 : answer.status;

/** The answer as HTTP. Content-Length is set here so a HEAD answer (Hono drops the body) still states it. */
export function toResponse(answer: Answer, client: ClientProfile): Response {
  if (answer.kind === 'envelope')
    return toResponse(json(envelopeBody(answer, client), statusOf(answer, client)), client);
  const bytes =
    answer.kind === 'json'
      ? Buffer.from(JSON.stringify(answer.body), 'utf8')
      : answer.kind === 'text'
        ? Buffer.from(answer.text, 'utf8')
        : answer.bytes;
  const headers = new Headers({ 'Content-Length': String(bytes.length) });
  if (answer.kind === 'json') {
    headers.set('Content-Type', 'application/json; charset=utf-8');
    headers.set('Cache-Control', 'no-store');
    for (const [name, value] of Object.entries(answer.headers ?? {})) headers.set(name, value);
  } else if (answer.kind === 'text') {
    headers.set('Content-Type', 'text/plain; charset=utf-8');
    headers.set('Cache-Control', 'no-store');
  } else {
    headers.set('Content-Type', answer.contentType);
    if (answer.filename) headers.set('Content-Disposition', contentDisposition(answer.filename, answer.asciiFilename));
  }
  return new Response(new Uint8Array(bytes), { status: answer.status, headers });
}
