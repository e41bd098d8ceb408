import type { MiddlewareHandler } from 'hono';
import { cors } from 'hono/cors';
import { GOOGLE_MARK_HEADER } from '../vocabulary/securityEndpoints';

/**
 * The console is normally served by this server (same origin, no CORS). A console on a dev server (vite on
 * another port) is still on loopback, so loopback origins are allowed — echoed, never '*', since requests carry
 * tokens.
 */
export function isLoopbackOrigin(origin: string | undefined): boolean {
  if (origin === undefined) return false;
  try {
    const { protocol, hostname } = new URL(origin);
    const loopback = hostname === 'localhost' || hostname.endsWith('.localhost') || hostname === '127.0.0.1' || hostname === '[::1]';
    return loopback && (protocol === 'http:' || protocol === 'https:');
  } catch {
    return false;
  }
}

const loopbackCors = cors({
  origin: (origin) => origin,
  credentials: true,
  allowMethods: ['GET', 'POST', 'PUT', 'DELETE', 'OPTIONS'],
  allowHeaders: ['User-Token', 'Authorization', 'Content-Type', GOOGLE_MARK_HEADER],
  exposeHeaders: ['Content-Disposition'],
  maxAge: 600,
});

/**
 * Hono's cors middleware for loopback origins only. Hono's would still send its credentials and expose headers to
 * any origin, so other origins bypass it and get no CORS headers at all; their preflight still gets its empty 204
 * (the browser then refuses the call).
 */
export const corsForLoopback: MiddlewareHandler = async (c, next) => {
  if (isLoopbackOrigin(c.req.header('origin'))) return loopbackCors(c, next);
  if (c.req.method === 'OPTIONS') return c.body(null, 204);
  await next();
  // The answer differs by Origin, so no cache may hand this one to a loopback page.
  c.header('Vary', 'Origin', { append: true });
};
