import type { Hono, MiddlewareHandler } from 'hono';
import type { ActionKey } from '../vocabulary/actions';
import type { HttpMethod } from '../vocabulary/upstream';
import type { Conventions } from './conventions';
import { fail, forbidden, UNAUTHORIZED, type Answer, type Params } from './http';
import { holds } from './permissions';
import { limitBody } from './request';
import { clientAddressOf } from './clientAddress';
import type { Session, Sessions } from './sessions';

/**
 * One way into a route: a permission key and §3 action, and — for a view's key (orders to grab) — the field values the
 * caller is then held to (`scope`): a view's holder sees and changes only the view's records.
 */
export interface Grant {
  key: string;
  action: ActionKey;
  scope?: Params;
}

export interface RequestContext {
  headers: Headers;
  /** Query string overlaid by the body (request.ts readParams). */
  params: Params;
  /** Set for every route with auth 'session' (the request is refused before the handler otherwise). */
  session?: Session;
  /** The field values the admitting grant holds the caller to; undefined = the whole of the merchant's records. */
  scope?: Params;
  /** The connecting socket's address (the login throttle counts by it); never a header a client could forge. */
  clientAddress?: string;
}

/** The caller's merchant (tenant): whose records a request may read and write. */
export function merchantOf(ctx: RequestContext): string {
  if (!ctx.session) throw new Error('a resource route without a session');
  return ctx.session.account.merchant;
}

export interface Route {
  method: HttpMethod;
  path: string;
  /** The upstream.yaml client that serves it: its token header, encodings and envelope apply. */
  client: string;
  /**
   * The parameters (top-level names, as sent) the call may carry; in strict mode anything else is refused with its
   * name. Undefined: not checked.
   */
  accepts?: ReadonlySet<string>;
  /** 'public' routes (login) need no token; 'session' routes answer 401 without a live one. */
  auth: 'public' | 'session';
  /** Any one of these admits; none = open to any logged-in account. */
  permission?: readonly Grant[];
  /**
   * Parameters the call always carries (§7: is_saas, is_update). Two routes may share a method and path when these
   * tell them apart (channel save: is_update 0 or 1); a call without them is refused with the missing name.
   */
  fixed?: Params;
  /** 'google': a sensitive call that needs a live Google mark when the account has bound Google auth (§8 code -5). */
  verify?: 'google';
  /** A money-out call (schema `moneyOut`): it carries the security password, which the call guard checks first. */
  moneyOut?: true;
  handle(ctx: RequestContext): Answer | Promise<Answer>;
}

export type UpstreamEnv = { Variables: { session?: Session } };

/** A last admission check after token and permission (the Google -5 demand): an answer refuses the call. */
export type Guard = (route: Route, session: Session, headers: Headers) => Answer | undefined;

/**
 * A check of the call's parameters once it is admitted and before its handler (a money-out call's security
 * password): an answer refuses the call; it may take parameters out that no handler should see.
 */
export type CallGuard = (route: Route, session: Session, params: Params) => Answer | undefined;

/** The grants of a route the session holds, the unscoped ones first. */
function heldGrants(route: Route, session: Session): Grant[] {
  return (route.permission ?? [])
    .filter((g) => holds(session.grants, g.key, g.action))
    .sort((a, b) => Number(Boolean(a.scope)) - Number(Boolean(b.scope)));
}

/**
 * Who may make this call, from the request line and headers alone: the token (401), and a permission for at least
 * one of the routes sharing the path (403). Nothing reads the body before this has answered.
 */
function admit(
  routes: readonly Route[],
  sessions: Sessions,
  conventions: Conventions,
  guard?: Guard,
): MiddlewareHandler<UpstreamEnv> {
  const client = routes[0].client;
  const answer = (a: Answer) => conventions.render(a, client);
  return async (c, next) => {
    // Routes sharing a path share a client: its token, in its header only.
    const { token, from, refused: leaked } = conventions.tokenOf(c.req.raw.headers, client);
    if (leaked) return answer(leaked);
    if (routes.every((r) => r.auth === 'public')) return next();
    const session = sessions.resolve(token, from);
    if (!session) return answer(UNAUTHORIZED);
    if (!routes.some((r) => !r.permission || heldGrants(r, session).length > 0)) {
      const first = routes[0].permission![0];
      return answer(forbidden(first.key, first.action));
    }
    // Routes sharing a path are alike in this (one is sensitive, all are): ask the guard for the first.
    const refused = guard?.(routes[0], session, c.req.raw.headers);
    if (refused) return answer(refused);
    c.set('session', session);
    await next();
  };
}

const matches = (fixed: Params | undefined, params: Params) =>
  Object.entries(fixed ?? {}).every(([k, v]) => String(params[k]) === String(v));

/**
 * The route of a shared path the call's fixed parameters name, or why none does. Where several match — a schema that
 * fixes nothing on a path another joined by fixing its own parameter — the one fixing most is meant (generator/checks/
 * endpoints.ts makes sure the other never sends that parameter).
 */
function dispatch(routes: readonly Route[], params: Params): Route | Answer {
  const fixedCount = (r: Route) => Object.keys(r.fixed ?? {}).length;
  const route = routes.filter((r) => matches(r.fixed, params)).sort((a, b) => fixedCount(b) - fixedCount(a))[0];
  if (route) return route;
  const names = [...new Set(routes.flatMap((r) => Object.keys(r.fixed ?? {})))].filter(
    (k) => !routes.some((r) => matches({ [k]: r.fixed?.[k] }, params)),
  );
  return fail(`参数错误：${names.join('、')}`);
}

/** Runs the chosen route for the session: its own permission (403), the admitting grant's scope, the handler. */
async function run(
  route: Route,
  params: Params,
  headers: Headers,
  session: Session | undefined,
  clientAddress: string | undefined,
  callGuard?: CallGuard,
): Promise<Answer> {
  if (route.auth === 'public') return route.handle({ headers, params, session, clientAddress });
  const held = route.permission ? heldGrants(route, session!) : [];
  if (route.permission && held.length === 0) return forbidden(route.permission[0].key, route.permission[0].action);
  // Only a call its caller may make has its parameters checked (a wrong security password counts only then).
  const refused = callGuard?.(route, session!, params);
  if (refused) return refused;
  if (!route.permission) return route.handle({ headers, params, session, clientAddress });
  // An unscoped grant sees everything; otherwise the caller's request picks one of its views (else the first).
  const unscoped = held.find((g) => !g.scope);
  const scope = unscoped ? undefined : (held.find((g) => matches(g.scope, params)) ?? held[0]).scope;
  return route.handle({ headers, params: scope ? { ...params, ...scope } : params, session, scope, clientAddress });
}

/** A fixed parameter of `a` tells its calls from `b`'s: `b` fixes it to another value, or never takes it (strict). */
function apart(a: Route, b: Route): boolean {
  return Object.entries(a.fixed ?? {}).some(([k, v]) =>
    b.fixed && Object.hasOwn(b.fixed, k)
      ? String(b.fixed[k]) !== String(v)
      : b.accepts !== undefined && !b.accepts.has(k),
  );
}

/** Every upstream path is a fixed string from a schema; Hono routes them, this table keeps each call unambiguous. */
export class RouteTable {
  private readonly routes: Route[] = [];

  /** A second route on a method and path must be told apart by its fixed parameters; anything else fails start-up. */
  add(route: Route, owner: string): void {
    const same = this.routes.filter((r) => r.method === route.method && r.path === route.path);
    if (same.some((r) => r.client !== route.client))
      throw new Error(`${owner}: ${route.method} ${route.path} is served for another client`);
    if (same.some((r) => !apart(r, route) && !apart(route, r)))
      throw new Error(`${owner}: ${route.method} ${route.path} is already served by another route`);
    this.routes.push(route);
  }

  paths(): string[] {
    return [...new Set(this.routes.map((r) => r.path))].sort();
  }

  /** The client serving a path (generic answers on it — a fault, a 405 — take its convention), `:id` segments matching any. */
  clientOf(path: string): string | undefined {
    const segments = path.split('/');
    const serves = (route: string) => {
      const parts = route.split('/');
      return (
        parts.length === segments.length &&
        parts.every((p, i) => p === segments[i] || (p.startsWith(':') && segments[i] !== ''))
      );
    };
    return this.routes.find((r) => r.path === path)?.client ?? this.routes.find((r) => serves(r.path))?.client;
  }

  /**
   * Each path as admission (the client's token: 401; permission: 403; then the guard's -5), then Hono's body limit
   * (413), then the parameters in the client's encoding (400/415), in strict mode only declared ones (400), then its route.
   */
  mount(
    app: Hono<UpstreamEnv>,
    sessions: Sessions,
    conventions: Conventions,
    guard?: Guard,
    callGuard?: CallGuard,
  ): void {
    const byCall = new Map<string, Route[]>();
    for (const r of this.routes)
      byCall.set(`${r.method} ${r.path}`, [...(byCall.get(`${r.method} ${r.path}`) ?? []), r]);
    for (const routes of byCall.values()) {
      const { method, path, client } = routes[0];
      const answer = (a: Answer) => conventions.render(a, client);
      app.on(
        method,
        path,
        admit(routes, sessions, conventions, guard),
        limitBody((a) => answer(a)),
        async (c) => {
          const read = await conventions.readParams(c, client);
          if ('refused' in read) return answer(read.refused);
          const chosen = dispatch(routes, read.params);
          if ('kind' in chosen) return answer(chosen);
          const unknown = conventions.unknownParams(read.params, chosen.accepts);
          if (unknown) return answer(unknown);
          // A record's path carries its id (`/:id`, the rest convention): the address wins over anything the body says.
          const params = { ...read.params, ...c.req.param() };
          return answer(await run(chosen, params, c.req.raw.headers, c.get('session'), clientAddressOf(c), callGuard));
        },
      );
    }
  }
}
