import { FILTER_OPS } from '../../vocabulary/widgets';
import { HTTP_METHODS, LIST_SENDS } from '../../vocabulary/upstream';
import { vocabularySchema } from '../emit/vocabularySchema';
import { upstreamSchema } from './upstream';
import { API_PATH, FIELD_PATH, IDENT } from './terms';

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
const dotted = { type: 'string', pattern: FIELD_PATH };
const names = { type: 'array', items: name };

const operation = {
  type: 'object',
  additionalProperties: false,
  required: ['method', 'path', 'idParam', 'idsParam', 'params'],
  properties: { method, path, idParam: name, idsParam: name, params },
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
      required: ['method', 'path', 'rows', 'total', 'params'],
      properties: { method: { enum: ['GET', 'POST'] }, path, rows: dotted, total: dotted, params, sends: { type: 'array', uniqueItems: true, items: { enum: [...LIST_SENDS] } } },
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
          params: { type: 'object', additionalProperties: false, required: ['from', 'to'], properties: { from: name, to: name, day: name } },
          required: { type: 'boolean' },
        },
      },
    },
    summary: { type: 'array', items: { type: 'object', additionalProperties: false, required: ['name', 'from'], properties: { name, from: dotted } } },
    actions: {
      type: 'object',
      additionalProperties: {
        type: 'object',
        additionalProperties: false,
        required: [...operation.required, 'payload'],
        properties: { ...operation.properties, payload: names },
      },
    },
    writable: { type: 'object', additionalProperties: false, required: ['create', 'update'], properties: { create: names, update: names } },
    export: {
      type: 'object',
      additionalProperties: false,
      required: ['fileName', 'columns'],
      properties: {
        fileName: { type: 'string' },
        range: { type: 'object', additionalProperties: false, required: ['field', 'required'], properties: { field: dotted, required: { type: 'boolean' } } },
        columns: names,
      },
    },
  },
};

/** Editor hints and type names: what a validator in the browser need not carry. */
const ANNOTATIONS = new Set(['description', 'markdownDescription', 'examples', 'defaultSnippets', 'tsType', 'patternTitle', '$comment', 'title', 'default']);

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

/**
 * One self-contained schema (the profile's meta-schema and the vocabulary inlined under $defs), without annotations:
 * what the console validates a replaced upstream.json against.
 */
export function upstreamAssetSchema() {
  const profile = upstreamSchema() as Record<string, unknown>;
  const vocabulary = vocabularySchema();
  // The profile refers to the vocabulary by its file name; here both live in one document.
  const inlined = JSON.parse(JSON.stringify({ ...profile, $schema: undefined, $id: undefined }).replaceAll('"vocabulary.schema.json#/$defs/', '"#/$defs/vocabulary/$defs/'));
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
        properties: { identities: { type: 'object', additionalProperties: { type: 'array', minItems: 1, items: name } } },
      },
    },
    $defs: {
      profile: inlined,
      resource,
      vocabulary: { $defs: vocabulary.$defs },
    },
  });
}
