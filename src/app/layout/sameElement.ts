import { isValidElement } from 'react';

/**
 * Whether two React elements describe the same tree: the same type and key, and equal props — elements among them
 * compared the same way, arrays item by item, anything else by identity. Bounded in depth: a route table is a few
 * levels of <Route> elements, and past the bound two different objects count as different.
 */
export function sameElement(a: unknown, b: unknown, depth = 6): boolean {
  if (Object.is(a, b)) return true;
  if (depth === 0) return false;
  if (Array.isArray(a) && Array.isArray(b))
    return a.length === b.length && a.every((x, i) => sameElement(x, b[i], depth - 1));
  if (!isValidElement(a) || !isValidElement(b) || a.type !== b.type || a.key !== b.key) return false;
  return sameProps(a.props as Props, b.props as Props, depth - 1);
}

type Props = Record<string, unknown>;

/** Two components' props, compared as sameElement compares elements' (a memo comparator). */
export function sameProps(a: Props, b: Props, depth = 6): boolean {
  const keys = Object.keys(a);
  return (
    keys.length === Object.keys(b).length && keys.every((k) => Object.hasOwn(b, k) && sameElement(a[k], b[k], depth))
  );
}
