/**
 * One OpenAPI schema property → one field of the schema language (issue 35): type, format, enum with its labels,
 * bounds, pattern, read/write-only, nested objects. What the document does not say becomes a TODO, never a silent guess.
 */
import { isObject, properties, resolve, type Json, type Located } from './document';
import type { Todo } from './yamlDraft';

type Path = (string | number)[];
export interface FieldContext {
  api: Json;
  todos: Todo[];
}

const FORMATS = new Set(['date-time', 'date', 'uri', 'email']);
const CJK = /[\u3400-\u9fff]/;
const GUESSED_EN = 'English labels made from the field names (the document has Chinese only):';

/** Both languages of a text the document gives in one (or none): the missing one guessed, with a TODO. */
export function bilingual(
  text: string | undefined,
  name: string,
  at: Path,
  todos: Todo[],
): { 'zh-CN': string; en: string } {
  const fallback = humanize(name);
  if (!text) {
    todos.push({ path: at, text: `the document gives no title or description: both labels are the field name` });
    return { 'zh-CN': fallback, en: fallback };
  }
  if (CJK.test(text)) {
    // One comment for all the labels whose English is the field name, not one per field.
    const shared = at.length > 2 && todos.find((t) => t.text.startsWith(GUESSED_EN));
    if (shared) shared.text += `, ${name}`;
    else if (at.length > 2) todos.push({ path: at.slice(0, 1), text: `${GUESSED_EN} ${name}` });
    else todos.push({ path: at, text: 'English text made from the name' });
    return { 'zh-CN': text, en: fallback };
  }
  todos.push({ path: at, text: 'Chinese text: the document has only English' });
  return { 'zh-CN': text, en: text };
}

/** snake_case or camelCase → "Snake case". */
export function humanize(name: string): string {
  const words = name
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .replace(/[_.-]+/g, ' ')
    .trim()
    .toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

/** A short label: the title, else a description's first clause (面值（元），开卡时确定 → 面值). */
function labelText(schema: Json): string | undefined {
  if (typeof schema.title === 'string' && schema.title.trim()) return schema.title.trim();
  if (typeof schema.description !== 'string') return undefined;
  const first = schema.description.split(/[，,。.;；\n（(]/)[0].trim();
  return first || undefined;
}

export function jsonType(schema: Json): string | undefined {
  const t = Array.isArray(schema.type) ? schema.type.find((x) => x !== 'null') : schema.type;
  if (typeof t === 'string') return t;
  if (Array.isArray(schema.enum) && schema.enum.length)
    return typeof schema.enum[0] === 'number' ? 'integer' : typeof schema.enum[0];
  return isObject(schema.properties) ? 'object' : undefined;
}

/** The field for a property, or undefined (with a TODO at `at`'s parent) when the language has no such field. */
export function fieldOf(ctx: FieldContext, name: string, prop: Located, at: Path): Json | undefined {
  const s = prop.node;
  const type = jsonType(s);
  if (type === 'object') return objectField(ctx, name, prop, at);
  if (
    !type ||
    (type === 'array' && jsonType(resolve(ctx.api, { node: s.items, pointer: '' })?.node ?? {}) !== 'string')
  ) {
    ctx.todos.push({
      path: at.slice(0, -1),
      text: `"${name}" left out: a ${type ?? 'untyped'} value the schema language has no field for (arrays hold strings)`,
    });
    return undefined;
  }
  const field: Json = { type, label: bilingual(labelText(s), name, [...at, 'label'], ctx.todos) };
  if (typeof s.description === 'string' && s.description.trim() !== labelText(s))
    field.description = s.description.trim();
  if (typeof s.format === 'string' && FORMATS.has(s.format)) field.format = s.format;
  if (s.format === 'date') field.widget = 'date';
  if (s.format === 'password') Object.assign(field, { widget: 'password', writeOnly: true });
  const options = enumOptions(ctx, name, s, [...at, 'enum']);
  if (options) field.enum = options;
  for (const key of ['minimum', 'maximum', 'minLength', 'maxLength', 'pattern'] as const)
    if (s[key] !== undefined) field[key] = s[key];
  if (s.readOnly === true) field.readOnly = true;
  if (s.writeOnly === true) field.writeOnly = true;
  return field;
}

function objectField(ctx: FieldContext, name: string, prop: Located, at: Path): Json | undefined {
  const nested: Json = {};
  for (const [key, p] of Object.entries(properties(ctx.api, prop))) {
    const f = fieldOf(ctx, key, p, [...at, 'properties', key]);
    if (f) nested[key] = prop.node.readOnly === true ? { ...f, readOnly: true } : f;
  }
  if (Object.keys(nested).length === 0) {
    ctx.todos.push({
      path: at.slice(0, -1),
      text: `"${name}" left out: an object the document gives no properties for`,
    });
    return undefined;
  }
  const field: Json = { type: 'object', properties: nested };
  if (typeof s(prop).description === 'string') field.description = s(prop).description;
  return field;
}

const s = (p: Located) => p.node;

/** Enum values with their labels: x-enum-descriptions (or x-enumDescriptions, x-enumNames), a oneOf of consts, or
 *  "0: 未激活, 1: 已激活" in the description. */
function enumOptions(ctx: FieldContext, name: string, schema: Json, at: Path): Json[] | undefined {
  const oneOf = (Array.isArray(schema.oneOf) ? schema.oneOf : Array.isArray(schema.anyOf) ? schema.anyOf : []).filter(
    (o): o is Json => isObject(o) && 'const' in o,
  );
  const values = enumValues(schema) ?? [];
  if (values.length === 0) return undefined;
  const named = ['x-enum-descriptions', 'x-enumDescriptions', 'x-enumNames', 'x-enum-varnames']
    .map((k) => schema[k])
    .find(Array.isArray);
  const described = typeof schema.description === 'string' ? labelsIn(schema.description) : {};
  const labelOf = (value: unknown, i: number): string | undefined => {
    const fromOneOf = oneOf.find((o) => o.const === value);
    const text = fromOneOf?.title ?? fromOneOf?.description ?? named?.[i] ?? described[String(value)];
    return typeof text === 'string' ? text : undefined;
  };
  const texts = values.map(labelOf);
  const missing = texts.filter((t) => !t).length;
  const cjk = texts.some((t) => t && CJK.test(t));
  ctx.todos.push({
    path: at,
    text: missing
      ? `the document names ${missing} of ${values.length} values: the others show as themselves; label them`
      : `${cjk ? 'English' : 'Chinese'} labels copied from the document's ${cjk ? 'Chinese' : 'English'}: translate them`,
  });
  void name;
  return values.map((value, i) => {
    const text = texts[i] ?? String(value);
    return { value, label: { 'zh-CN': text, en: text } };
  });
}

/** The values an enum schema (or a oneOf/anyOf of consts) allows. */
export function enumValues(schema: Json): unknown[] | undefined {
  if (Array.isArray(schema.enum)) return schema.enum;
  const consts = [
    ...(Array.isArray(schema.oneOf) ? schema.oneOf : []),
    ...(Array.isArray(schema.anyOf) ? schema.anyOf : []),
  ];
  const values = consts.filter((o): o is Json => isObject(o) && 'const' in o).map((o) => o.const);
  return values.length ? values : undefined;
}

/** "0: 未激活, 1: 已激活" or "0-未激活；1-已激活" or "0=未激活" → { 0: 未激活, 1: 已激活 }. */
function labelsIn(description: string): Record<string, string> {
  const out: Record<string, string> = {};
  for (const m of description.matchAll(/(-?\w+)\s*[:：=-]\s*([^,，;；\s]+)/g)) out[m[1]] = m[2];
  return out;
}
