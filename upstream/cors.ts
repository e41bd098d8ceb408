import type { IncomingMessage, ServerResponse } from 'node:http';

/**
 * The console is normally served by this server (same origin, no CORS). A console on a dev server (vite on
 * another port) is still on loopback, so loopback origins are allowed — echoed, never '*', since requests carry
 * tokens.
 */
export function allowedOrigin(req: IncomingMessage): string | undefined {
  const origin = req.headers.origin;
  if (typeof origin !== 'string') return undefined;
  try {
    const { protocol, hostname } = new URL(origin);
    const loopback = hostname === 'localhost' || hostname.endsWith('.localhost') || hostname === '127.0.0.1' || hostname === '[::1]';
    return loopback && (protocol === 'http:' || protocol === 'https:') ? origin : undefined;
  } catch {
    return undefined;
  }
}

/** Adds the CORS headers for an allowed origin; true when the request was a preflight (already answered). */
export function applyCors(req: IncomingMessage, res: ServerResponse): boolean {
  const origin = allowedOrigin(req);
  if (origin) {
    res.setHeader('Access-Control-Allow-Origin', origin);
    res.setHeader('Access-Control-Allow-Credentials', 'true');
    res.setHeader('Access-Control-Expose-Headers', 'Content-Disposition');
  }
  res.setHeader('Vary', 'Origin');
  if (req.method !== 'OPTIONS') return false;
  if (origin) {
    res.setHeader('Access-Control-Allow-Methods', 'GET, POST, PUT, DELETE, OPTIONS');
    res.setHeader('Access-Control-Allow-Headers', 'User-Token, Authorization, Content-Type');
    res.setHeader('Access-Control-Max-Age', '600');
  }
  res.writeHead(204);
  res.end();
  return true;
}
