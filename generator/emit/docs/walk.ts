/**
 * The reference's view of a meta-schema: every key it allows, as a tree of nodes with the `$ref`s resolved. A key
 * documented under a `$ref` that appeared earlier on the same page is not expanded again but points to where it was
 * (so `show`, `create`, `edit` and `form` share one field-list section, and a field's nested `properties` point back).
 */
export type JsonSchema = Record<string, unknown>;

export interface KeyNode {
  /** Where the key sits, dotted: `fields.<field>.seed.kind`, `list.filters[].op`. */
  path: string;
  schema: JsonSchema;
  /** The vocabulary term the key takes (`widget`, `text` …), when it refers to one. */
  term?: string;
  required: boolean;
  children: KeyNode[];
  /** The path of the section this key's shape is documented under, when it was documented before. */
  sameAs?: string;
}

/** Resolves the two kinds of reference the meta-schemas use: `#/$defs/x` and `vocabulary.schema.json#/$defs/x`. */
export interface Resolver {
  local: Record<string, JsonSchema>;
  vocabulary: Record<string, JsonSchema>;
}

function resolve(schema: JsonSchema, r: Resolver): { schema: JsonSchema; ref?: string; term?: string } {
  const ref = schema.$ref;
  if (typeof ref !== 'string') return { schema };
  const [file, pointer] = ref.split('#/$defs/');
  const target = file === '' ? r.local[pointer] : r.vocabulary[pointer];
  if (!target) throw new Error(`reference docs: cannot resolve ${ref}`);
  const { $ref: _ref, ...own } = schema;
  // The key's own description and example (beside the $ref) say more than the shared part's.
  return { schema: { ...target, ...own }, ref, term: file === '' ? undefined : pointer };
}

/** The object schemas a key's value may be (itself, an array's items, or an anyOf alternative), resolved. */
function shapes(schema: JsonSchema, r: Resolver): Array<{ schema: JsonSchema; suffix: string; ref?: string }> {
  const out: Array<{ schema: JsonSchema; suffix: string; ref?: string }> = [];
  if (schema.properties || (typeof schema.additionalProperties === 'object' && schema.additionalProperties))
    out.push({ schema, suffix: '' });
  if (typeof schema.items === 'object' && schema.items) {
    const items = resolve(schema.items as JsonSchema, r);
    if (!items.term) out.push({ schema: items.schema, suffix: '[]', ref: items.ref });
  }
  for (const alt of (schema.anyOf as JsonSchema[] | undefined) ?? []) {
    const a = resolve(alt, r);
    if (!a.term) out.push(...shapes(a.schema, r).map((s) => ({ ...s, ref: s.ref ?? a.ref })));
  }
  return out;
}

/** The name a map's keys stand for in a path: `fields.<field>`, `clients.<client>`. */
function placeholder(path: string): string {
  const last = path.split('.').pop()!.replace(/\[\]$/, '');
  const singular = last.endsWith('ies') ? `${last.slice(0, -3)}y` : last.endsWith('s') ? last.slice(0, -1) : last;
  return `<${singular || 'name'}>`;
}

/** Every key of a meta-schema, depth first, in the order the meta-schema declares them. */
export function walkSchema(root: JsonSchema, r: Resolver): KeyNode[] {
  const seen = new Map<string, string>();
  const visit = (path: string, raw: JsonSchema, required: boolean): KeyNode => {
    const { schema, ref, term } = resolve(raw, r);
    const node: KeyNode = { path, schema, term, required, children: [] };
    if (term) return node;
    if (ref && seen.has(ref)) return { ...node, sameAs: seen.get(ref) };
    if (ref) seen.set(ref, path);
    return expand(node);
  };
  /** Adds the keys of every shape the value may take; a shared shape documented before is pointed to instead. */
  const expand = (node: KeyNode): KeyNode => {
    for (const shape of shapes(node.schema, r)) {
      if (shape.ref && seen.has(shape.ref) && seen.get(shape.ref) !== node.path) {
        node.sameAs ??= seen.get(shape.ref);
        continue;
      }
      if (shape.ref) seen.set(shape.ref, node.path);
      const base = `${node.path}${shape.suffix}`;
      const required = new Set((shape.schema.required as string[] | undefined) ?? []);
      const props = (shape.schema.properties ?? {}) as Record<string, JsonSchema>;
      for (const [k, v] of Object.entries(props)) {
        if (k === '$schema' || node.children.some((c) => c.path === join(base, k))) continue;
        node.children.push(visit(join(base, k), v, required.has(k)));
      }
      const extra = shape.schema.additionalProperties;
      if (typeof extra === 'object' && extra !== null)
        node.children.push(visit(join(base, placeholder(node.path)), extra as JsonSchema, false));
    }
    return node;
  };
  return expand({ path: '', schema: root, required: true, children: [] }).children;
}

const join = (base: string, key: string) => (base ? `${base}.${key}` : key);
