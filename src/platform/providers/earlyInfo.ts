import { callOperation } from './operations';

/** The user info answer, under the console's name (upstream.yaml operations.userInfo: `info`). */
export interface InfoBody {
  info: unknown;
}

/** §7 getInfo with the stored token (or the given one: a token link is checked before it is stored). */
export function requestInfo(token?: string): Promise<InfoBody> {
  return callOperation<'info'>('userInfo', {}, { token }).then((answer) => ({ info: answer.info }));
}

let early: { token: string; body: Promise<InfoBody> } | undefined;

/**
 * Asks for the user info before the console exists (boot.ts), so the answer is on its way while the console's code
 * downloads. The console's auth session takes it (once) instead of asking again.
 */
export function prefetchInfo(token: string): void {
  const body = requestInfo();
  // Whoever takes it handles its failure (§4: logout to login); untaken, a failure is nobody's business.
  body.catch(() => undefined);
  early = { token, body };
}

/** The early request for this token while nobody has taken it, left for takeEarlyInfo: a look, not a claim. */
export function peekEarlyInfo(token: string | undefined): Promise<InfoBody> | undefined {
  return token !== undefined && early?.token === token ? early.body : undefined;
}

/** The early request made for this token, once; undefined when there is none (or it was for another token). */
export function takeEarlyInfo(token: string): Promise<InfoBody> | undefined {
  if (early?.token !== token) return undefined;
  const { body } = early;
  early = undefined;
  return body;
}
