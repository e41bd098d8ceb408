/**
 * One key of the schema language as markdown: its own section with type, default, allowed values, description and
 * example, and a table of the keys beneath it — so a long description is a paragraph under its heading, never a
 * table cell.
 */
import { stringify } from 'yaml';
import type { JsonSchema, KeyNode } from './walk';

/** The anchor of a key's section: `fields.<field>.seed` → `fields-field-seed`. */
export const anchorOf = (path: string) =>
  path
    .replace(/[^A-Za-z0-9_-]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .toLowerCase();

const code = (v: unknown) => `\`${typeof v === 'string' ? v : JSON.stringify(v)}\``;

/** The key's type as a reader would say it: `string`, `array of object`, `map of object`, `text`. */
export function typeOf(node: { schema: JsonSchema; term?: string }): string {
  const s = node.schema;
  if (node.term === 'text') return 'text (`zh-CN`, `en`)';
  if (s.const !== undefined) return `constant ${code(s.const)}`;
  if (Array.isArray(s.enum))
    return [...new Set((s.enum as unknown[]).map((v) => (Number.isInteger(v) ? 'integer' : typeof v)))].join(' or ');
  if (Array.isArray(s.anyOf))
    return (s.anyOf as JsonSchema[]).map((a) => (a.$ref ? 'object' : typeOf({ schema: a }))).join(', or ');
  const types = Array.isArray(s.type) ? (s.type as string[]) : typeof s.type === 'string' ? [s.type] : [];
  if (types.length === 1 && types[0] === 'array' && typeof s.items === 'object') {
    const items = s.items as JsonSchema;
    return `array of ${items.$ref ? (String(items.$ref).includes('vocabulary') ? String(items.$ref).split('/').pop() : 'object') : typeOf({ schema: items })}`;
  }
  if ((types.length === 0 || types[0] === 'object') && typeof s.additionalProperties === 'object' && !s.properties) {
    const values = s.additionalProperties as JsonSchema;
    return `map of ${values.$ref || values.properties ? 'object' : typeOf({ schema: values })}`;
  }
  return types.join(' or ') || 'object';
}

/** What values the key takes beyond its type: the enum, pattern, bounds and lengths. */
export function allowedOf(s: JsonSchema): string {
  const parts: string[] = [];
  if (Array.isArray(s.enum)) parts.push((s.enum as unknown[]).map(code).join(', '));
  if (typeof s.pattern === 'string') parts.push(`matches ${code(s.pattern)}`);
  if (typeof s.format === 'string') parts.push(`format ${code(s.format)}`);
  if (s.minimum !== undefined) parts.push(`at least ${String(s.minimum)}`);
  if (s.maximum !== undefined) parts.push(`at most ${String(s.maximum)}`);
  if (s.minLength !== undefined) parts.push(`at least ${String(s.minLength)} character(s)`);
  if (s.maxLength !== undefined) parts.push(`at most ${String(s.maxLength)} characters`);
  if (s.minItems !== undefined) parts.push(`at least ${String(s.minItems)} item(s)`);
  if (s.uniqueItems === true) parts.push('no repeats');
  if (s.minProperties !== undefined) parts.push(`at least ${String(s.minProperties)} key(s)`);
  const names = s.propertyNames as JsonSchema | undefined;
  if (names && typeof names.pattern === 'string') parts.push(`keys match ${code(names.pattern)}`);
  return parts.join('; ');
}

/** The first sentence of a description, for tables. */
export function summaryOf(description: unknown): string {
  const text = typeof description === 'string' ? description : '';
  // A sentence ends at . ! or ? before a space — not the one in "e.g." or "i.e.".
  const end = [...text.matchAll(/[.!?](\s|$)/g)].find((m) => !/\b(e\.g|i\.e)$/.test(text.slice(0, m.index)));
  const first = end ? text.slice(0, end.index + 1) : text;
  return (first.length > 140 ? `${first.slice(0, 137).trimEnd()}…` : first).replace(/\|/g, '\\|').replace(/\n/g, ' ');
}

function exampleOf(s: JsonSchema): string[] {
  const example = Array.isArray(s.examples) ? s.examples[0] : undefined;
  if (example === undefined) return [];
  if (typeof example !== 'object' || example === null) return [`Example: ${code(example)}`, ''];
  return ['Example:', '', '```yaml', stringify(example).trimEnd(), '```', ''];
}

/** A table of keys: each a link to its section, its type, whether required, and its first sentence. */
export function keyTable(nodes: readonly KeyNode[], parent: string): string[] {
  if (nodes.length === 0) return [];
  const rows = nodes.map((n) => {
    const name = parent ? n.path.slice(parent.length).replace(/^\./, '') : n.path;
    return `| [\`${name}\`](#${anchorOf(n.path)}) | ${typeOf(n).replace(/\|/g, '\\|')} | ${n.required ? 'yes' : ''} | ${summaryOf(n.schema.description)} |`;
  });
  return ['| key | type | required | what it says |', '| --- | --- | --- | --- |', ...rows, ''];
}

/** One key's section, then its sub-keys' sections; `extra` adds hand-picked content (tables) after a key's text. */
export function keySection(node: KeyNode, extra: (path: string) => string[]): string[] {
  const s = node.schema;
  const facts = [
    `- **type:** ${typeOf(node)}`,
    node.required ? '- **required:** yes' : undefined,
    s.default !== undefined ? `- **default:** ${code(s.default)}` : undefined,
    allowedOf(s) ? `- **allowed:** ${allowedOf(s)}` : undefined,
    node.sameAs !== undefined ? `- **shape:** as [\`${node.sameAs}\`](#${anchorOf(node.sameAs)})` : undefined,
  ].filter((l): l is string => l !== undefined);
  const heading = node.path.includes('.') || node.path.includes('[]') ? '###' : '##';
  return [
    `<a id="${anchorOf(node.path)}"></a>`,
    '',
    `${heading} \`${node.path}\``,
    '',
    ...facts,
    '',
    ...(typeof s.description === 'string' ? [s.description, ''] : []),
    ...exampleOf(s),
    ...extra(node.path),
    ...keyTable(node.children, node.path),
    ...node.children.flatMap((c) => keySection(c, extra)),
  ];
}
