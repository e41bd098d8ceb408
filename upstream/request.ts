import type { Context } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { HTTPException } from 'hono/http-exception';
import { BAD_REQUEST, TOO_LARGE, toResponse, type Params } from './http';

/** §7 bodies are small JSON objects; the largest is an import of 5,000 rows. Anything past 8 MB is a bug or abuse. */
export const BODY_LIMIT = 8 * 1024 * 1024;

/**
 * Hono's body limit: a declared Content-Length over the cap answers 413 unread, a chunked body as soon as it grows
 * past it. The 413 closes the connection: once Hono has opened the body stream, @hono/node-server cannot drain the
 * rest of the upload (the stream keeps the request paused) and destroys the socket 500 ms later — under a request
 * the client may already have queued on it. Refused requests whose body was never opened (401, 403) are drained
 * and keep their connection.
 */
export const limitBody = bodyLimit({
  maxSize: BODY_LIMIT,
  onError: () => {
    const res = toResponse(TOO_LARGE);
    res.headers.set('Connection', 'close');
    return res;
  },
});

const badRequest = () => new HTTPException(400, { res: toResponse(BAD_REQUEST) });

/**
 * One bag of parameters per request: the query string, overlaid by the body (JSON object, or a urlencoded form).
 * GET operations thus read the query and POST operations the body, as §7 has them. Any other body must be a JSON
 * object, whatever its Content-Type; else 400.
 */
export async function readParams(c: Context): Promise<Params> {
  const query: Params = c.req.query();
  const text = (await c.req.text()).trim();
  if (text === '') return query;
  // A form body is read as a form, unless it is plainly JSON (curl -d sends JSON under the form content type).
  if (/application\/x-www-form-urlencoded/i.test(c.req.header('content-type') ?? '') && !/^[[{]/.test(text)) {
    return { ...query, ...Object.fromEntries(new URLSearchParams(text)) };
  }
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    throw badRequest();
  }
  if (parsed === null || typeof parsed !== 'object' || Array.isArray(parsed)) throw badRequest();
  return { ...query, ...(parsed as Params) };
}
