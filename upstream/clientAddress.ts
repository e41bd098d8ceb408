import { getConnInfo } from '@hono/node-server/conninfo';
import type { Context } from 'hono';

/**
 * The address the request's connection comes from, as node's socket reports it; undefined when the app is called
 * without a socket (Hono's app.request in a unit test). Forwarding headers are not read: anyone can write them.
 */
export function clientAddressOf(c: Context): string | undefined {
  const env = c.env as { incoming?: unknown; server?: { incoming?: unknown } } | undefined;
  if (!env?.incoming && !env?.server?.incoming) return undefined;
  return getConnInfo(c).remote.address;
}
