import type { PropValue } from '../../../vocabulary/widgetElements';
import { literal, str } from '../code';

/** A JSX attribute: `flag`, `name="text"`, `name={…}`. */
export function attribute(name: string, value: PropValue | undefined): string | undefined {
  if (value === undefined) return undefined;
  if (value === true) return name;
  if (typeof value === 'string' && /^[^"{}<>\\\n]*$/.test(value)) return `${name}="${value}"`;
  if (typeof value === 'string') return `${name}={${str(value)}}`;
  if (typeof value === 'object') return `${name}={${literal(value)}}`;
  return `${name}={${String(value)}}`;
}

/** An attribute whose value is code (an identifier, an element), printed as-is. */
export const code = (name: string, source: string) => `${name}={${source}}`;

/** `<Tag a b>` or `<Tag a b />` without children; attributes already printed, undefined ones dropped. */
export function element(tag: string, attributes: ReadonlyArray<string | undefined>, children?: string): string {
  const attrs = attributes.filter((a): a is string => a !== undefined);
  const open = attrs.length ? `<${tag} ${attrs.join(' ')}` : `<${tag}`;
  return children === undefined ? `${open} />` : `${open}>${children}</${tag}>`;
}

/** Lines indented by `depth` steps of two spaces. */
export function indent(lines: readonly string[], depth: number): string[] {
  const pad = '  '.repeat(depth);
  return lines.map((l) => (l === '' ? l : pad + l));
}
