import type { Identifier } from 'react-admin';

/** A record's hidden detail route (§2 /cinema/detail/Details): the id travels in the `id` query parameter. */
export function detailPath(detailRoute: string, id: Identifier): string {
  return `${detailRoute}?id=${encodeURIComponent(String(id))}`;
}
