/** What a handler answers; toResponse turns it into HTTP, so handlers stay free of the web framework. */
export type Answer =
  | { kind: 'json'; status: number; body: unknown }
  | { kind: 'file'; status: number; contentType: string; bytes: Uint8Array; filename?: string; asciiFilename?: string };

export const json = (body: unknown, status = 200): Answer => ({ kind: 'json', status, body });
export const ok = (data?: unknown, msg = '操作成功'): Answer => json(data === undefined ? { code: 1, msg } : { code: 1, msg, data });
export const fail = (msg: string): Answer => json({ code: 0, msg });

export const UNAUTHORIZED = json({ code: 401, msg: 'Authorization verification failed' }, 401);
export const forbidden = (key: string, action: string) => json({ code: 403, msg: `无权限：${key}/${action}` }, 403);
export const NOT_FOUND = json({ code: 404, msg: '接口不存在' }, 404);
/** A record that does not exist and one of another merchant's answer alike: nobody learns which ids others hold. */
export const RECORD_NOT_FOUND = json({ code: 404, msg: '记录不存在' }, 404);
export const METHOD_NOT_ALLOWED = json({ code: 405, msg: '请求方法不允许' }, 405);
export const SERVER_ERROR = json({ code: 500, msg: '服务器错误' }, 500);
export const BAD_REQUEST = json({ code: 0, msg: '请求格式错误' }, 400);
export const TOO_LARGE = json({ code: 413, msg: '请求体过大' }, 413);

export type Params = Record<string, unknown>;

/**
 * ASCII fallback plus the RFC 5987 UTF-8 name, so Chinese file names survive every browser. Hono has no helper for
 * this header, and three lines do not justify another dependency.
 */
function contentDisposition(filename: string, fallback = filename): string {
  const ascii = fallback.replace(/[^\x20-\x7e]/g, '_').replace(/["\\]/g, '_');
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(filename)}`;
}

/** The answer as HTTP. Content-Length is set here so a HEAD answer (Hono drops the body) still states it. */
export function toResponse(answer: Answer): Response {
  const bytes = answer.kind === 'json' ? Buffer.from(JSON.stringify(answer.body), 'utf8') : answer.bytes;
  const headers = new Headers({ 'Content-Length': String(bytes.length) });
  if (answer.kind === 'json') {
    headers.set('Content-Type', 'application/json; charset=utf-8');
    headers.set('Cache-Control', 'no-store');
  } else {
    headers.set('Content-Type', answer.contentType);
    if (answer.filename) headers.set('Content-Disposition', contentDisposition(answer.filename, answer.asciiFilename));
  }
  return new Response(new Uint8Array(bytes), { status: answer.status, headers });
}
