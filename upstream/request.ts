import type { Context, MiddlewareHandler } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { HTTPException } from 'hono/http-exception';
import { TOO_LARGE, type Answer, type Params } from './http';

/** §7 bodies are small JSON objects; the largest is an import of 5,000 rows. Anything past 8 MB is a bug or abuse. */
export const BODY_LIMIT = 8 * 1024 * 1024;

/**
 * Hono's body limit: a declared Content-Length over the cap answers 413 unread, a chunked body as soon as it grows
 * past it. The 413 closes the connection: once Hono has opened the body stream, @hono/node-server cannot drain the
 * rest of the upload (the stream keeps the request paused) and destroys the socket 500 ms later — under a request
 * the client may already have queued on it. Refused requests whose body was never opened (401, 403) are drained
 * and keep their connection. `render` shapes the 413 in the route's client convention.
 */
export function limitBody(render: (answer: Answer) => Response): MiddlewareHandler {
  return bodyLimit({
    maxSize: BODY_LIMIT,
    onError: () => {
      const res = render(TOO_LARGE);
      res.headers.set('Connection', 'close');
      return res;
    },
  });
}

/**
 * The test hooks' parameters (/__upstream/, our own protocol, not an upstream convention): the query string overlaid
 * by a JSON object body; anything else answers 400.
 */
export async function readHookParams(c: Context): Promise<Params> {
  const query: Params = c.req.query();
  const text = (await c.req.text()).trim();
  if (text === '') return query;
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    parsed = undefined;
  }
  if (parsed === null || typeof parsed !== 'object' || Array.isArray(parsed)) {
    throw new HTTPException(400, {
      res: Response.json({ code: 0, msg: '请求格式错误：测试接口只收 JSON 对象' }, { status: 400 }),
    });
  }
  return { ...query, ...(parsed as Params) };
}
