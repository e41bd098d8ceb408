/**
 * §1 access by token: a link carrying `?value=<token>` (before the hash or in the hash's own query).
 *
 * `stripTokenLink` has no imports and uses nothing but URL and history, because the build also inlines its source
 * into index.html (vite.config.ts): the token must leave the address bar before any asset or module is requested,
 * or it would travel in Referer headers. The console calls it again for a link followed inside the open console
 * (a hash change reloads nothing).
 */
export interface AddressBar {
  location: { href: string };
  history: { state: unknown; replaceState(data: unknown, unused: string, url?: string | URL | null): void };
}

/** Where the inline copy leaves what it took, for main.tsx to pick up. */
export const TOKEN_LINK_STASH = '__ccsTokenLink';

/**
 * Takes every `value` parameter out of the address and rewrites the current history entry without them.
 * Answers the values found (several when a link repeats the parameter), or null when there was none.
 */
export function stripTokenLink(bar: AddressBar): string[] | null {
  const url = new URL(bar.location.href);
  let values: string[] | null = null;
  if (url.searchParams.has('value')) {
    values = url.searchParams.getAll('value');
    url.searchParams.delete('value');
  }
  const hash = url.hash.replace(/^#/, '');
  const q = hash.indexOf('?');
  if (q >= 0) {
    const params = new URLSearchParams(hash.slice(q + 1));
    if (params.has('value')) {
      values = (values || []).concat(params.getAll('value'));
      params.delete('value');
      const rest = params.toString();
      url.hash = hash.slice(0, q) + (rest ? '?' + rest : '');
    }
  }
  if (values === null) return null;
  bar.history.replaceState(bar.history.state, '', url.toString());
  return values;
}

/** The values the inline copy took before the console loaded (once), else whatever the address still carries. */
export function takeTokenLink(win: AddressBar): string[] | null {
  const slot = win as unknown as Record<string, unknown>;
  const stashed = slot[TOKEN_LINK_STASH];
  delete slot[TOKEN_LINK_STASH];
  const now = stripTokenLink(win);
  if (!Array.isArray(stashed)) return now;
  return now ? [...(stashed as string[]), ...now] : (stashed as string[]);
}

/** The script index.html runs first of all: strip the token and stash it. */
export function inlineStripScript(): string {
  return `window.${TOKEN_LINK_STASH}=(${stripTokenLink.toString()})(window)||undefined;`;
}
