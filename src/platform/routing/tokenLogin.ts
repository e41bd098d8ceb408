/**
 * §1 access by token: `?value=<token>` logs in with that token. The token leaves the address bar and the
 * history entry before anything is fetched (tokenLink.ts); it is stored only once the upstream accepted it.
 */
export type TokenOutcome = 'ok' | 'empty' | 'malformed' | 'rejected';

/** What a token may look like: opaque, URL-safe, of sane length. Anything else is refused unsent. */
const WELL_FORMED = /^[A-Za-z0-9._~+/=-]{16,512}$/;

export function tokenShape(token: string): TokenOutcome {
  if (token.trim() === '') return 'empty';
  return WELL_FORMED.test(token) ? 'ok' : 'malformed';
}

/**
 * Judges the `value` parameters a link carried. A link repeating the parameter is refused like a malformed
 * token: which one would be meant is ambiguous, and taking the first lets a crafted link smuggle its own.
 */
export function judgeTokenLink(values: readonly string[]): { outcome: TokenOutcome; token?: string } {
  if (values.length !== 1) return { outcome: values.length === 0 ? 'empty' : 'malformed' };
  const outcome = tokenShape(values[0]);
  return outcome === 'ok' ? { outcome, token: values[0] } : { outcome };
}
