/**
 * Dotted sources (`relationToBusiness.authorizer_appid`): how console, generator and upstream reach a nested field of a
 * record, the way react-admin reads a `source`.
 */

/** A value at a dotted source of a record (react-admin's own notation). */
export function valueAt(record: Record<string, unknown> | undefined, name: string): unknown {
  let node: unknown = record;
  for (const key of name.split('.')) {
    if (node === null || typeof node !== 'object' || !Object.hasOwn(node, key)) return undefined;
    node = (node as Record<string, unknown>)[key];
  }
  return node;
}

/** Sets a value at a dotted source, creating the objects on the way. */
export function setValueAt(record: Record<string, unknown>, name: string, value: unknown): void {
  const keys = name.split('.');
  let node = record;
  for (const key of keys.slice(0, -1)) {
    if (node[key] === null || typeof node[key] !== 'object') node[key] = {};
    node = node[key] as Record<string, unknown>;
  }
  node[keys[keys.length - 1]] = value;
}
