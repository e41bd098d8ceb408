import { logicalParams, type OperationName, type UpstreamProfile } from '../vocabulary/upstreamProfile';
import { ok, type Answer, type EnvelopeAnswer, type Params } from './http';
import type { RequestContext, Route } from './router';

/** A fixed call's handler: its parameters under the console's names (`input`), beside the request's own. */
export type FixedHandler = (ctx: RequestContext & { input: Params }) => Answer | Promise<Answer>;

/**
 * A route for one of the profile's fixed calls (upstream.yaml `operations`): its client, method and path, exactly its
 * declared parameters (strict mode refuses others), and the handler reading them by the console's names.
 */
export function fixedRoute(
  profile: UpstreamProfile,
  name: OperationName,
  auth: Route['auth'],
  handle: FixedHandler,
  extra: Pick<Route, 'verify'> = {},
): Route {
  const op = profile.operations[name];
  return {
    method: op.method,
    path: op.path,
    client: op.client,
    auth,
    accepts: new Set(Object.values(op.params)),
    ...extra,
    handle: (ctx) => handle({ ...ctx, input: logicalParams(op, ctx.params) }),
  };
}

/**
 * A success answering the call's answer names (`{ userToken }`) at the paths the profile gives them (data.user_token).
 * A name the profile leaves out (an optional one: the login's access token) is not sent — the service it stands for
 * has none.
 */
export function answered(
  profile: UpstreamProfile,
  name: OperationName,
  values: Record<string, unknown>,
  msg: string,
): EnvelopeAnswer {
  const op = profile.operations[name];
  const at: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(values)) {
    if (value !== undefined && Object.hasOwn(op.answer, key)) at[op.answer[key]] = value;
  }
  return ok(undefined, msg, at);
}
