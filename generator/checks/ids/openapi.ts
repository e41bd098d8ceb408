/**
 * The drift check (`npm run generate -- --check-openapi <document>`, generator/openapi/drift.ts, issue 35): a schema
 * that names its operation (`upstream.openapi`) compared with the services' API description.
 */
const R = ['resource'] as const;

export const OPENAPI_CHECKS = [
  {
    id: 'openapi.field.missing',
    kinds: R,
    keys: ['fields.*'],
    summary:
      'A field the schema uses is still in the answer’s record (a write-only field: in the create or update body).',
  },
  { id: 'openapi.field.type', kinds: R, keys: ['fields.*.type'], summary: 'A field’s type is the document’s.' },
  { id: 'openapi.field.enum', kinds: R, keys: ['fields.*.enum'], summary: 'A field’s values are the document’s enum.' },
  {
    id: 'openapi.param.unsent',
    kinds: R,
    keys: ['upstream.*', 'list.filters', 'upstream.list.params'],
    summary: 'Every parameter the document requires of a call is one the schema sends.',
  },
  {
    id: 'openapi.operation.path',
    kinds: R,
    keys: ['upstream.list'],
    summary: 'The named operation’s method and path are the schema’s list call.',
  },
  {
    id: 'openapi.operation.missing',
    kinds: R,
    keys: ['upstream.openapi'],
    summary: 'The named operation is in the document (a renamed one is reported with its new name).',
  },
  {
    id: 'openapi.rows.missing',
    kinds: R,
    keys: ['upstream.list'],
    summary: 'The answer has an array of records where the schema (or its client) reads the rows.',
  },
] as const;
