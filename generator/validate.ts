import { Ajv2020, type ErrorObject } from 'ajv/dist/2020.js';
import brandMeta from './meta/brand.schema.json' with { type: 'json' };
import permissionsMeta from './meta/permissions.schema.json' with { type: 'json' };
import resourceMeta from './meta/resource.schema.json' with { type: 'json' };
import routesMeta from './meta/routes.schema.json' with { type: 'json' };
import type { Diagnostic } from './diagnostics';
import { vocabularySchema } from './emit/vocabularySchema';
import type { LoadedSource, SourceKind } from './load';
import { didYouMean } from './suggest';

const ajv = new Ajv2020({ allErrors: true, verbose: true, strict: true, allowUnionTypes: true });
// tsType names the vocabulary's TypeScript type for the generated input types; it constrains nothing.
ajv.addKeyword({ keyword: 'tsType', schemaType: 'string' });
// patternTitle names a pattern's form in words for messages ("is not an absolute http(s) URL"); it constrains nothing.
ajv.addKeyword({ keyword: 'patternTitle', schemaType: 'string' });
// The vocabulary as the code has it now (its file beside the meta-schemas may be stale until the next generate).
ajv.addSchema([vocabularySchema(), resourceMeta, permissionsMeta, routesMeta, brandMeta]);

const validators: Record<SourceKind, ReturnType<typeof ajv.compile>> = {
  resource: ajv.getSchema(resourceMeta.$id)!,
  permissions: ajv.getSchema(permissionsMeta.$id)!,
  routes: ajv.getSchema(routesMeta.$id)!,
  brand: ajv.getSchema(brandMeta.$id)!,
};

/** Checks one file against its meta-schema; every problem becomes a located diagnostic. */
export function validateAgainstMeta(source: LoadedSource): Diagnostic[] {
  const validate = validators[source.kind];
  if (validate(source.data)) return [];
  const seen = new Set<string>();
  const out: Diagnostic[] = [];
  for (const error of validate.errors ?? []) {
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

function parsePointer(pointer: string): string[] {
  if (pointer === '') return [];
  return pointer.slice(1).split('/').map((t) => t.replace(/~1/g, '/').replace(/~0/g, '~'));
}

function toDiagnostic(source: LoadedSource, error: ErrorObject): Diagnostic {
  const path = parsePointer(error.instancePath);
  const here = (p: string[], key = false) => ({ file: source.file, ...source.locate(p, key), pointer: '/' + p.join('/') });
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
      return { ...here(path), message: `unknown ${last || 'value'} "${value}"${didYouMean(value, allowed) || `; expected one of: ${allowed.join(', ')}`}` };
    }
    case 'type':
      return { ...here(path), message: `${last || 'value'} must be ${String(error.params.type).replace(/,(?=[^,]*$)/, ' or ').replace(/,/g, ', ')}, not ${describe(error.data)}` };
    case 'pattern': {
      // A pattern with a `patternTitle` (e.g. brand.schema.json's httpUrl) names the form in words instead of the regex.
      const title = (error.parentSchema as { patternTitle?: string } | undefined)?.patternTitle;
      if (title) return { ...here(path), message: `${last || 'value'} "${String(error.data)}" is not ${title}` };
      return { ...here(path), message: `"${String(error.data)}" does not match the expected form ${String(error.params.pattern)}` };
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
