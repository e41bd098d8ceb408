import { Ajv2020, type ErrorObject } from 'ajv/dist/2020.js';
import type { Diagnostic } from './diagnostics';
import { vocabularySchema } from './emit/vocabularySchema';
import { META_SCHEMAS } from './language';
import type { LoadedSource, SourceKind } from './load';
import { didYouMean } from './suggest';
import type { CheckId } from './checks/registry';

// strictRequired off: a field's if/then names keys (properties, label) declared beside it, not inside the branch.
const ajv = new Ajv2020({ allErrors: true, verbose: true, strict: true, strictRequired: false, allowUnionTypes: true });
// tsType names the vocabulary's TypeScript type for the generated input types; it constrains nothing.
ajv.addKeyword({ keyword: 'tsType', schemaType: 'string' });
// patternTitle names a pattern's form in words for messages ("is not an absolute http(s) URL"); it constrains nothing.
ajv.addKeyword({ keyword: 'patternTitle', schemaType: 'string' });
// Editor hints (hover markdown, completion snippets); they constrain nothing.
ajv.addKeyword({ keyword: 'markdownDescription', schemaType: 'string' });
ajv.addKeyword({ keyword: 'defaultSnippets', schemaType: 'array' });
// The vocabulary as the code has it now (its file beside the meta-schemas may be stale until the next generate).
ajv.addSchema([vocabularySchema(), ...Object.values(META_SCHEMAS)]);

const validators = Object.fromEntries(
  Object.entries(META_SCHEMAS).map(([kind, meta]) => [kind, ajv.getSchema(meta.$id)!]),
) as Record<SourceKind, ReturnType<typeof ajv.compile>>;

/** The meta-schema's errors for a value of a kind of file (none when it passes). */
export function metaErrors(kind: SourceKind, data: unknown): ErrorObject[] {
  const validate = validators[kind];
  return validate(data) ? [] : [...(validate.errors ?? [])];
}

/** The validator of one instance against a schema by its id and JSON pointer (the language tests check examples with it). */
export function validatorAt(ref: string): (data: unknown) => ErrorObject[] {
  const validate = ajv.getSchema(ref) ?? ajv.compile({ $ref: ref });
  return (data) => (validate(data) ? [] : [...(validate.errors ?? [])]);
}

/** Checks one file against its meta-schema; every problem becomes a located diagnostic. */
export function validateAgainstMeta(source: LoadedSource): Diagnostic[] {
  const errors = metaErrors(source.kind, source.data);
  if (errors.length === 0) return [];
  const seen = new Set<string>();
  const out: Diagnostic[] = [];
  for (const error of errors) {
    const d = toDiagnostic(source, error);
    if (d.message === '') continue;
    const id = `${d.pointer}\u0000${d.message}`;
    if (!seen.has(id)) {
      seen.add(id);
      out.push(d);
    }
  }
  return out;
}

/** The vocabulary's terms (their tsType) in words, for "unknown …" messages. */
const TERM_NAMES: Record<string, string> = {
  ActionKey: 'action',
  Widget: 'widget',
  FilterOp: 'filter operator',
  HttpMethod: 'HTTP method',
  FieldType: 'type',
  ChipColor: 'colour',
  MenuArea: 'menu area',
  PrimaryColor: 'primary colour',
  NamedEnum: 'named list',
  SeedKind: 'seed kind',
};

function parsePointer(pointer: string): string[] {
  if (pointer === '') return [];
  return pointer
    .slice(1)
    .split('/')
    .map((t) => t.replace(/~1/g, '/').replace(/~0/g, '~'));
}

/** A located message of the meta-schema, before its id is added. */
type Located = Omit<Diagnostic, 'id'>;

/** ajv keywords by their check id (registered in checks/ids/input.ts); any other keyword is schema.invalid. */
const KEYWORD_IDS: Record<string, CheckId> = {
  additionalProperties: 'schema.unknown-key',
  required: 'schema.required',
  enum: 'schema.enum',
  type: 'schema.type',
  pattern: 'schema.pattern',
  propertyNames: 'schema.key-name',
  const: 'schema.const',
  minimum: 'schema.minimum',
  exclusiveMinimum: 'schema.minimum',
  maximum: 'schema.maximum',
  exclusiveMaximum: 'schema.maximum',
  minItems: 'schema.min-items',
  maxItems: 'schema.max-items',
  minLength: 'schema.min-length',
  uniqueItems: 'schema.unique-items',
  oneOf: 'schema.alternatives',
  anyOf: 'schema.alternatives',
  not: 'schema.alternatives',
};

/** The check id of an ajv error: a key named by propertyNames is a key-name problem whatever rule refused it. */
export function metaCheckId(error: ErrorObject): CheckId {
  if (
    (error as ErrorObject & { propertyName?: string }).propertyName !== undefined &&
    error.keyword !== 'propertyNames'
  ) {
    return 'schema.key-name';
  }
  return KEYWORD_IDS[error.keyword] ?? 'schema.invalid';
}

function toDiagnostic(source: LoadedSource, error: ErrorObject): Diagnostic {
  return { ...locatedMessage(source, error), id: metaCheckId(error) };
}

function locatedMessage(source: LoadedSource, error: ErrorObject): Located {
  const path = parsePointer(error.instancePath);
  const here = (p: string[], key = false) => ({
    file: source.file,
    ...source.locate(p, key),
    pointer: '/' + p.join('/'),
  });
  // For a list entry (/keys/dashboard/actions/1) name the list's item, not the index: "unknown action".
  const segment = path[path.length - 1] ?? '';
  const last = /^\d+$/.test(segment) && path.length > 1 ? path[path.length - 2].replace(/s$/, '') : segment;
  // propertyNames reports the offending key name; locate and name that key, not the map holding it.
  const keyName = (error as ErrorObject & { propertyName?: string }).propertyName;
  if (keyName !== undefined && error.keyword !== 'propertyNames') {
    const pattern = error.keyword === 'pattern' ? ` (it must match ${String(error.params.pattern)})` : '';
    return { ...here([...path, keyName], true), message: `invalid key name "${keyName}"${pattern}` };
  }
  switch (error.keyword) {
    case 'additionalProperties': {
      const key = String(error.params.additionalProperty);
      const known = Object.keys((error.parentSchema as { properties?: object } | undefined)?.properties ?? {});
      return { ...here([...path, key], true), message: `unknown key "${key}"${didYouMean(key, known)}` };
    }
    case 'required':
      return { ...here(path, true), message: `missing required key "${String(error.params.missingProperty)}"` };
    case 'enum': {
      const allowed = (error.params.allowedValues as unknown[]).map(String);
      const value = String(error.data);
      // A vocabulary term names itself ("unknown action"), wherever it sits (a role's grants are keyed by permission key).
      const term =
        TERM_NAMES[(error.parentSchema as { tsType?: string } | undefined)?.tsType ?? ''] ?? (last || 'value');
      return {
        ...here(path),
        message: `unknown ${term} "${value}"${didYouMean(value, allowed) || `; expected one of: ${allowed.join(', ')}`}`,
      };
    }
    case 'type':
      return {
        ...here(path),
        message: `${last || 'value'} must be ${String(error.params.type)
          .replace(/,(?=[^,]*$)/, ' or ')
          .replace(/,/g, ', ')}, not ${describe(error.data)}`,
      };
    case 'pattern': {
      // A pattern with a `patternTitle` (e.g. brand.schema.json's httpUrl) names the form in words instead of the regex.
      const title = (error.parentSchema as { patternTitle?: string } | undefined)?.patternTitle;
      if (title) return { ...here(path), message: `${last || 'value'} "${String(error.data)}" is not ${title}` };
      return {
        ...here(path),
        message: `"${String(error.data)}" does not match the expected form ${String(error.params.pattern)}`,
      };
    }
    case 'propertyNames':
    case 'if':
      // Their inner errors (reported alongside, at their own positions) say everything.
      return { ...here(path), message: '' };
    default:
      return { ...here(path), message: `${last || 'value'} ${error.message ?? 'is invalid'}` };
  }
}

function describe(value: unknown): string {
  if (value === null) return 'null';
  if (Array.isArray(value)) return 'a list';
  if (typeof value === 'object') return 'a map';
  return `${typeof value} ${JSON.stringify(value)}`;
}
