import type { IncomingMessage } from 'node:http';
import type { ActionKey } from '../vocabulary/actions';
import type { HttpMethod } from '../vocabulary/upstream';
import type { Session } from './sessions';
import type { Answer, Params } from './http';

export interface RequestContext {
  req: IncomingMessage;
  url: URL;
  /** Query string overlaid by the body (http.ts parseParams). */
  params: Params;
  /** Set for every route with auth 'session' (the router refuses the request before the handler otherwise). */
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

/** Exact-path routing: every upstream path is a fixed string from a schema, so no patterns are needed. */
export class Router {
  private readonly byPath = new Map<string, Route[]>();

  /** Two schemas claiming one method+path would silently shadow each other, so that fails start-up. */
  add(route: Route, owner: string): void {
    const same = this.byPath.get(route.path) ?? [];
    if (same.some((r) => r.method === route.method)) throw new Error(`${owner}: ${route.method} ${route.path} is already served by another route`);
    this.byPath.set(route.path, [...same, route]);
  }

  /** The route, 'wrong-method' when the path exists under another method, or undefined. */
  match(method: string, path: string): Route | 'wrong-method' | undefined {
    const routes = this.byPath.get(path);
    if (!routes) return undefined;
    return routes.find((r) => r.method === method) ?? 'wrong-method';
  }

  paths(): string[] {
    return [...this.byPath.keys()].sort();
  }
}
