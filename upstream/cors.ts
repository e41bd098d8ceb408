import type { MiddlewareHandler } from 'hono';
import { cors } from 'hono/cors';
import { SIMPLE_REST, type UpstreamProfile } from '../vocabulary/upstreamProfile';

/**
 * The console is normally served by this server (same origin, no CORS). A console on a dev server (vite on
 * another port) is still on loopback, so loopback origins are allowed — echoed, never '*', since requests carry
 * tokens.
 */
export function isLoopbackOrigin(origin: string | undefined): boolean {
  if (origin === undefined) return false;
  try {
    const { protocol, hostname } = new URL(origin);
    const loopback =
      hostname === 'localhost' || hostname.endsWith('.localhost') || hostname === '127.0.0.1' || hostname === '[::1]';
    return loopback && (protocol === 'http:' || protocol === 'https:');
  } catch {
    return false;
  }
}

/** Hono's cors middleware for loopback origins, allowing the headers the profile's clients send (tokens, the Google mark). */
function loopbackCors(profile: UpstreamProfile): MiddlewareHandler {
  const tokenHeaders = Object.values(profile.clients).flatMap((c) => (c.token ? [c.token.header] : []));
  // ra-data-simple-rest sends a Range header with a list, and reads the total from Content-Range.
  const rest = Object.values(profile.clients).some((c) => c.convention === 'rest') ? [SIMPLE_REST.rangeHeader] : [];
  return cors({
    origin: (origin) => origin,
    credentials: true,
    allowMethods: ['GET', 'POST', 'PUT', 'DELETE', 'OPTIONS'],
    allowHeaders: [...new Set([...tokenHeaders, 'Content-Type', profile.googleMarkHeader, ...rest])],
    exposeHeaders: ['Content-Disposition', SIMPLE_REST.totalHeader],
    maxAge: 600,
  });
}

/**
 * CORS for loopback origins only. Hono's would still send its credentials and expose headers to any origin, so other
 * origins bypass it and get no CORS headers at all; their preflight still gets its empty 204 (the browser then
 * refuses the call).
 */
export function corsFor(profile: UpstreamProfile): MiddlewareHandler {
  const loopback = loopbackCors(profile);
  return async (c, next) => {
    if (isLoopbackOrigin(c.req.header('origin'))) return loopback(c, next);
    if (c.req.method === 'OPTIONS') return c.body(null, 204);
    await next();
    // The answer differs by Origin, so no cache may hand this one to a loopback page.
    c.header('Vary', 'Origin', { append: true });
  };
}
