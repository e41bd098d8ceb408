/**
 * §1 access by token: `?value=<token>` logs in with that token. The token leaves the address bar and the
 * history entry before anything renders; it is stored only once the upstream accepted it.
 */
export type TokenOutcome = 'ok' | 'empty' | 'malformed' | 'rejected';

/** What a token may look like: opaque, URL-safe, of sane length. Anything else is refused unsent. */
const WELL_FORMED = /^[A-Za-z0-9._~+/=-]{16,512}$/;

export function tokenShape(token: string): TokenOutcome {
  if (token.trim() === '') return 'empty';
  return WELL_FORMED.test(token) ? 'ok' : 'malformed';
}

interface AddressBar {
  location: Pick<Location, 'href'>;
  history: Pick<History, 'replaceState' | 'state'>;
}

/**
 * Takes `value` out of the address — from the query before the hash or from the hash's own query — and
 * rewrites the current history entry without it. Returns the token, or null when there was none.
 */
export function takeTokenParam({ location, history }: AddressBar): string | null {
  const url = new URL(location.href);
  let token: string | null = null;
  if (url.searchParams.has('value')) {
    token = url.searchParams.get('value');
    url.searchParams.delete('value');
  }
  const hash = url.hash.replace(/^#/, '');
  const q = hash.indexOf('?');
  if (q >= 0) {
    const params = new URLSearchParams(hash.slice(q + 1));
    if (params.has('value')) {
      token ??= params.get('value');
      params.delete('value');
      const rest = params.toString();
      url.hash = hash.slice(0, q) + (rest ? `?${rest}` : '');
    }
  }
  if (token === null) return null;
  history.replaceState(history.state, '', url.toString());
  return token;
}
