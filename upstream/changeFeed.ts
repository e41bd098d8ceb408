import type { Hono } from 'hono';
import { streamSSE } from 'hono/streaming';
import type { ResourceModel } from '../generator/model';
import { writePath } from '../vocabulary/upstreamProfile';
import type { Conventions } from './conventions';
import { UNAUTHORIZED } from './http';
import { merchantOf, type Route, type UpstreamEnv } from './router';
import type { Sessions } from './sessions';

/** What happened to a resource's records, by the event names upstream.yaml `changes.events` lists (first, second, third). */
export type ChangeKind = 'created' | 'changed' | 'removed';
const KIND_INDEX: Record<ChangeKind, number> = { created: 0, changed: 1, removed: 2 };

type Listener = (resource: string, kind: ChangeKind) => void;

/**
 * The change stream (issue 33, upstream.yaml `changes`): every write a merchant's records take — through a schema's
 * call or a test hook — is told to that merchant's open streams, never another's. Outlives a reload of the schemas.
 */
export class ChangeFeed {
  private listeners = new Map<string, Set<Listener>>();

  publish(merchant: string, resource: string, kind: ChangeKind): void {
    for (const listener of this.listeners.get(merchant) ?? []) listener(resource, kind);
  }

  subscribe(merchant: string, listener: Listener): () => void {
    const set = this.listeners.get(merchant) ?? new Set<Listener>();
    set.add(listener);
    this.listeners.set(merchant, set);
    return () => set.delete(listener);
  }
}

/** The calls of a resource that only read: its list and get, and its export (a file, no record changes). */
function readPaths(r: ResourceModel): Set<string> {
  const paths = [r.upstream.list?.path, r.upstream.get === 'list' ? undefined : r.upstream.get?.path];
  for (const a of r.actions) if (a.name === 'export') paths.push(a.call?.path);
  for (const v of r.views) for (const a of v.actions) if (a.name === 'export') paths.push(a.call?.path);
  return new Set(paths.filter((p): p is string => p !== undefined));
}

/** A resource's routes, each write telling the caller's merchant's streams once it succeeded. */
export function announcingWrites(r: ResourceModel, routes: readonly Route[], feed: ChangeFeed): Route[] {
  const reads = readPaths(r);
  const kindOf = (route: Route): ChangeKind =>
    route.path === r.upstream.create?.path ? 'created' : route.path === r.upstream.delete?.path ? 'removed' : 'changed';
  return routes.map((route) =>
    reads.has(route.path) || route.auth !== 'session'
      ? route
      : {
          ...route,
          async handle(ctx) {
            const answer = await route.handle(ctx);
            const done = answer.kind !== 'envelope' || answer.outcome === 'success';
            if (done && answer.status < 300) feed.publish(merchantOf(ctx), r.name, kindOf(route));
            return answer;
          },
        },
  );
}

/** How often an open stream says it is alive (a comment line), so proxies keep it open. */
const KEEP_ALIVE_MS = 15_000;

/**
 * GET <changes.path>: Server-Sent Events for the caller's merchant, with the client's token header as every call of
 * that client. Each event is named as upstream.yaml lists it and carries `{ <resource path>: name }` as its data.
 */
export function mountChangeStream(
  app: Hono<UpstreamEnv>,
  feed: ChangeFeed,
  sessions: Sessions,
  conventions: Conventions,
) {
  const changes = conventions.profile.changes;
  if (!changes) return;
  app.get(changes.path, (c) => {
    const { token, from, refused } = conventions.tokenOf(c.req.raw.headers, changes.client);
    if (refused) return conventions.render(refused, changes.client);
    const session = sessions.resolve(token, from);
    if (!session) return conventions.render(UNAUTHORIZED, changes.client);
    return streamSSE(c, async (stream) => {
      const unsubscribe = feed.subscribe(session.account.merchant, (resource, kind) => {
        const event = changes.events[Math.min(KIND_INDEX[kind], changes.events.length - 1)];
        const data: Record<string, unknown> = {};
        writePath(data, changes.resource, resource);
        void stream.writeSSE({ event, data: JSON.stringify(data) });
      });
      stream.onAbort(unsubscribe);
      while (!stream.aborted) {
        await stream.sleep(KEEP_ALIVE_MS);
        if (!stream.aborted) await stream.write(': alive\n\n');
      }
      unsubscribe();
    });
  });
}
