import { FILTER_OPS } from '../../vocabulary/widgets';
import { HTTP_METHODS, LIST_SENDS } from '../../vocabulary/upstream';
import { vocabularySchema } from '../emit/vocabularySchema';
import { upstreamSchema } from './upstream';
import { API_PATH, FIELD_PATH, IDENT, RECORD_API_PATH } from './terms';

/**
 * The runtime asset's schema (dist/upstream.json: the profile and the generated mapping, vocabulary/upstream.ts
 * UpstreamAsset). The console checks a replaced asset against it at start-up, as it checks config.json, so a
 * deployment's edit is refused with the key it got wrong rather than failing on the first call.
 */
const name = { type: 'string', minLength: 1 };
const scalar = { type: ['string', 'number', 'boolean'] };
const params = { type: 'object', additionalProperties: scalar };
const method = { enum: [...HTTP_METHODS] };
const path = { type: 'string', pattern: API_PATH };
const recordPath = { type: 'string', pattern: RECORD_API_PATH };
const dotted = { type: 'string', pattern: FIELD_PATH };
const names = { type: 'array', items: name };

const operation = {
  type: 'object',
  additionalProperties: false,
  required: ['method', 'path', 'idParam', 'idsParam', 'params'],
  properties: { method, path: recordPath, idParam: name, idsParam: name, params },
};

const resource = {
  type: 'object',
  additionalProperties: false,
  required: ['name', 'client', 'recordId', 'singleton', 'paging', 'filters', 'summary', 'actions', 'writable'],
  properties: {
    name: { type: 'string', pattern: IDENT },
    client: { type: 'string', pattern: IDENT },
    recordId: name,
    singleton: { type: 'boolean' },
    paging: {
      type: 'object',
      additionalProperties: false,
      required: ['page', 'perPage', 'sort', 'order', 'ascending', 'descending'],
      properties: { page: name, perPage: name, sort: name, order: name, ascending: name, descending: name },
    },
    list: {
      type: 'object',
      additionalProperties: false,
      // rows and total: an envelope client's; a rest list answers its rows, its total in Content-Range.
      required: ['method', 'path', 'params'],
      properties: {
        method: { enum: ['GET', 'POST'] },
        path,
        rows: dotted,
        total: dotted,
        params,
        sends: { type: 'array', uniqueItems: true, items: { enum: [...LIST_SENDS] } },
      },
    },
    get: { anyOf: [{ const: 'list' }, operation] },
    create: operation,
    update: operation,
    delete: operation,
    filters: {
      type: 'array',
      items: {
        type: 'object',
        additionalProperties: false,
        required: ['field', 'op', 'param'],
        properties: {
          field: dotted,
          op: { enum: [...FILTER_OPS] },
          param: name,
          params: {
            type: 'object',
            additionalProperties: false,
            required: ['from', 'to'],
            properties: { from: name, to: name, day: name },
          },
          required: { type: 'boolean' },
        },
      },
    },
    summary: {
      type: 'array',
      items: {
        type: 'object',
        additionalProperties: false,
        required: ['name', 'from'],
        properties: { name, from: dotted },
      },
    },
    actions: {
      type: 'object',
      additionalProperties: {
        type: 'object',
        additionalProperties: false,
        required: [...operation.required, 'payload'],
        properties: { ...operation.properties, payload: names },
      },
    },
    writable: {
      type: 'object',
      additionalProperties: false,
      required: ['create', 'update'],
      properties: { create: names, update: names },
    },
    export: {
      type: 'object',
      additionalProperties: false,
      required: ['fileName', 'columns'],
      properties: {
        fileName: { type: 'string' },
        range: {
          type: 'object',
          additionalProperties: false,
          required: ['field', 'required'],
          properties: { field: dotted, required: { type: 'boolean' } },
        },
        columns: names,
        hidden: names,
        masked: names,
      },
    },
  },
};

/** Editor hints and type names: what a validator in the browser need not carry. */
const ANNOTATIONS = new Set([
  'description',
  'markdownDescription',
  'examples',
  'defaultSnippets',
  'tsType',
  'patternTitle',
  '$comment',
  'title',
  'default',
]);

/** Keywords whose value maps names to schemas: their keys are names (a property called `description`), never annotations. */
const NAME_MAPS = new Set(['properties', 'patternProperties', '$defs']);

function withoutAnnotations(value: unknown, keysAreNames = false): unknown {
  if (Array.isArray(value)) return value.map((v) => withoutAnnotations(v));
  if (value === null || typeof value !== 'object') return value;
  return Object.fromEntries(
    Object.entries(value)
      .filter(([k]) => keysAreNames || !ANNOTATIONS.has(k))
      .map(([k, v]) => [k, withoutAnnotations(v, !keysAreNames && NAME_MAPS.has(k))]),
  );
}

/** What every fixed call of the asset holds (generator/model/profile.ts spells them out, empty where the call has none). */
const SPELLED_OUT = ['params', 'answer', 'values'] as const;
const NOTHING = { type: 'object', additionalProperties: false };

interface ObjectSchema {
  required: string[];
  properties: Record<string, unknown>;
}

/**
 * The profile as the asset holds it: the console reads every call's params, answer and values (vocabulary
 * upstreamProfile.ts), so each is required, and one the call has none of must be empty. upstream.yaml leaves those
 * out (its meta-schema has no such key for such a call): without this, the build's own asset, copied and mounted by a
 * deployment, would fail here.
 */
function spelledOut(profile: Record<string, unknown>) {
  const operations = (profile.properties as Record<string, { properties: Record<string, ObjectSchema> }>).operations
    .properties;
  for (const operation of Object.values(operations)) {
    for (const key of SPELLED_OUT) operation.properties[key] ??= NOTHING;
    operation.required = [...new Set([...operation.required, ...SPELLED_OUT])];
  }
  return profile;
}

/**
 * One self-contained schema (the profile's meta-schema and the vocabulary inlined under $defs), without annotations:
 * what the console validates a replaced upstream.json against.
 */
export function upstreamAssetSchema() {
  const profile = upstreamSchema() as Record<string, unknown>;
  const vocabulary = vocabularySchema();
  // The profile refers to the vocabulary by its file name; here both live in one document.
  const inlined = JSON.parse(
    JSON.stringify({ ...profile, $schema: undefined, $id: undefined }).replaceAll(
      '"vocabulary.schema.json#/$defs/',
      '"#/$defs/vocabulary/$defs/',
    ),
  );
  return withoutAnnotations({
    $schema: 'https://json-schema.org/draft/2020-12/schema',
    type: 'object',
    additionalProperties: false,
    required: ['profile', 'resources', 'permissions'],
    properties: {
      $comment: { type: 'string' },
      profile: { $ref: '#/$defs/profile' },
      resources: { type: 'object', additionalProperties: { $ref: '#/$defs/resource' } },
      permissions: {
        type: 'object',
        additionalProperties: false,
        required: ['identities'],
        properties: {
          identities: { type: 'object', additionalProperties: { type: 'array', minItems: 1, items: name } },
        },
      },
    },
    $defs: {
      profile: spelledOut(inlined),
      resource,
      vocabulary: { $defs: vocabulary.$defs },
    },
  });
}
