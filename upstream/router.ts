import type { Hono, MiddlewareHandler } from 'hono';
import type { ActionKey } from '../vocabulary/actions';
import type { HttpMethod } from '../vocabulary/upstream';
import { forbidden, toResponse, UNAUTHORIZED, type Answer, type Params } from './http';
import { holds } from './permissions';
import { limitBody, readParams } from './request';
import type { Session, Sessions } from './sessions';

export interface RequestContext {
  headers: Headers;
  /** Query string overlaid by the body (request.ts readParams). */
  params: Params;
  /** Set for every route with auth 'session' (the request is refused before the handler otherwise). */
  session?: Session;
}

export interface Route {
  method: HttpMethod;
  path: string;
  /** 'public' routes (login) need no token; 'session' routes answer 401 without a live one. */
  auth: 'public' | 'session';
  /** The permission key and §3 action the account must hold; none = open to any logged-in account. */
  permission?: { key: string; action: ActionKey };
  handle(ctx: RequestContext): Answer | Promise<Answer>;
}

export type UpstreamEnv = { Variables: { session?: Session } };

/**
 * Who may make this call, from the request line and headers alone: the token (401) and the permission (403).
 * Nothing reads the body before this has answered.
 */
function admit(route: Route, sessions: Sessions): MiddlewareHandler<UpstreamEnv> {
  return async (c, next) => {
    if (route.auth === 'session') {
      const session = sessions.resolve(c.req.raw.headers);
      if (!session) return toResponse(UNAUTHORIZED);
      if (route.permission && !holds(session.grants, route.permission.key, route.permission.action)) {
        return toResponse(forbidden(route.permission.key, route.permission.action));
      }
      c.set('session', session);
    }
    await next();
  };
}

/** Every upstream path is a fixed string from a schema; Hono routes them, this table keeps them unique. */
export class RouteTable {
  private readonly routes: Route[] = [];

  /** Two schemas claiming one method+path would silently shadow each other, so that fails start-up. */
  add(route: Route, owner: string): void {
    if (this.routes.some((r) => r.method === route.method && r.path === route.path)) {
      throw new Error(`${owner}: ${route.method} ${route.path} is already served by another route`);
    }
    this.routes.push(route);
  }

  paths(): string[] {
    return [...new Set(this.routes.map((r) => r.path))].sort();
  }

  /** Each route as admission (401/403), then Hono's body limit (413), then the parsed parameters (400), then the handler. */
  mount(app: Hono<UpstreamEnv>, sessions: Sessions): void {
    for (const route of this.routes) {
      app.on(route.method, route.path, admit(route, sessions), limitBody, async (c) => {
        const params = await readParams(c);
        return toResponse(await route.handle({ headers: c.req.raw.headers, params, session: c.get('session') }));
      });
    }
  }
}
