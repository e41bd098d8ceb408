import { filterOps } from '../../vocabulary/widgets';
import type { FieldModel, Model, ResourceModel } from '../model';

/**
 * One editor schema per resource file (generator/meta/project/schemas/<file>.schema.json, issue 31): the project's
 * resource schema plus the names only this file knows — its own fields wherever a key names one (columns, filters,
 * sort, effects, `visibleWhen`, view presets, `appliesWhen`, seed rules …), the operators each filter field's widget
 * takes, and the routes other files already use. The file's `# yaml-language-server` header points at it
 * (schemaHeaders.ts). It follows the last good generate: a field added and used in one edit is known once saved.
 */
export const OWN_SCHEMA_DIR = 'generator/meta/project/schemas';
const COMMENT = 'generated from this resource file and the project — do not edit; run npm run generate';

/** The per-file schema of a resource file: schemas/orders.yaml → generator/meta/project/schemas/orders.schema.json. */
export const ownSchemaPath = (file: string) =>
  `${OWN_SCHEMA_DIR}/${file.replace(/^.*\//, '').replace(/\.(ya?ml|json)$/, '')}.schema.json`;

const ref = (name: string) => ({ $ref: `#/$defs/${name}` });
const obj = (properties: Record<string, unknown>) => ({ type: 'object', properties });
const arr = (items: unknown) => ({ type: 'array', items });
const keys = (name: string) => ({ type: 'object', propertyNames: ref(name) });
const sorted = (values: Iterable<string>) => [...new Set(values)].sort();
/** One of `values` — none when there are none (JSON Schema wants a non-empty enum). */
const oneOf = (values: string[], none: string) => (values.length ? { enum: values } : { not: {}, errorMessage: none });

const isNumber = (f: FieldModel) => f.type === 'integer' || f.type === 'number';
const isDate = (f: FieldModel) => f.widget === 'date' || f.widget === 'datetime';
const hasValues = (f: FieldModel) => f.enum !== undefined || f.type === 'boolean';

/** The kinds of own field a key may name, each an enum of this file's leaf fields (dotted inside object fields). */
function fieldKinds(r: ResourceModel) {
  const kind = (test: (f: FieldModel) => boolean, what: string) => {
    const values = sorted(r.fields.filter(test).map((f) => f.name));
    // No errorMessage: the YAML language server's own message lists the allowed names.
    return {
      type: 'string',
      ...oneOf(values, `${r.file} has no ${what.replace(/^an? /, '')}.`),
      description: `${what} of ${r.file}.`,
    };
  };
  return {
    field: kind(() => true, 'a field'),
    shown: kind((f) => !f.writeOnly, 'a field that can be shown (not writeOnly)'),
    sortable: kind((f) => f.sortable, 'a sortable field'),
    number: kind(isNumber, 'a number field'),
    date: kind(isDate, 'a date or datetime field'),
    withValues: kind(hasValues, 'a field with fixed values (enum or boolean)'),
    referencing: kind((f) => f.reference !== undefined, 'a reference field'),
  };
}

/** A filter's `op` as its field's widget allows: one condition per set of operators, not per field. */
function filterOpsByField(r: ResourceModel) {
  const byOps = new Map<string, string[]>();
  for (const f of r.fields) {
    const ops = filterOps(f.widget).join(',');
    byOps.set(ops, [...(byOps.get(ops) ?? []), f.name]);
  }
  return [...byOps]
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([ops, fields]) => ({
      if: { properties: { field: { enum: fields.sort() } }, required: ['field'] },
      then: {
        properties: {
          op: {
            ...oneOf(ops ? ops.split(',') : [], ''),
            errorMessage: `The field's widget takes ${ops || 'no filter'}.`,
          },
        },
      },
    }));
}

/**
 * A route no other file uses: one of this file's own, or none of the project's (names.schema.json `usedRoute`: every
 * resource's, view's and detail page's, and routes.yaml's pages no schema serves).
 */
function freeRoute(r: ResourceModel) {
  const own = sorted([r.route, ...(r.detail ? [r.detail.route] : []), ...r.views.map((v) => v.route)]);
  return {
    type: 'string',
    anyOf: [{ enum: own }, { not: { $ref: '../names.schema.json#/$defs/usedRoute' } }],
    errorMessage: 'This route is already used by another file (or a routes.yaml page).',
  };
}

function actionSchema() {
  return obj({
    payload: arr(ref('field')),
    effect: keys('field'),
    visibleWhen: obj({ field: ref('withValues') }),
    export: obj({ columns: arr(ref('field')) }),
    shows: arr(ref('field')),
    form: arr(ref('field')),
  });
}

/** A field's keys naming another field of the same record (recursive through object fields). */
function fieldSchema() {
  const when = obj({ field: ref('field') });
  const numbers = arr(ref('number'));
  return obj({
    appliesWhen: obj({ field: ref('withValues') }),
    properties: { type: 'object', additionalProperties: ref('ownField') },
    seed: obj({
      after: ref('date'),
      sum: numbers,
      minus: numbers,
      product: numbers,
      scale: obj({ of: ref('number') }),
      running: obj({ of: ref('number'), by: ref('field') }),
      from: obj({ reference: ref('referencing') }),
      terms: obj({ value: ref('number'), threshold: ref('number') }),
      futureWhen: when,
      onlyWhen: when,
      phase: obj({ start: ref('date'), end: ref('date') }),
    }),
  });
}

function ownSchema(r: ResourceModel) {
  const list = obj({
    columns: arr(ref('shown')),
    hiddenColumns: arr(ref('shown')),
    filters: arr({ ...obj({ field: ref('field') }), allOf: filterOpsByField(r) }),
    sort: obj({ field: ref('sortable') }),
    chart: obj({ x: ref('field'), series: arr(ref('number')) }),
    summary: arr(obj({ compute: obj({ field: ref('number'), where: keys('field') }) })),
  });
  return {
    $schema: 'https://json-schema.org/draft/2020-12/schema',
    $comment: COMMENT,
    title: `${r.file} (its own names)`,
    description: `The project's resource schema, with the names of ${r.file}'s own fields where a key names one.`,
    allOf: [{ $ref: '../resource.schema.json' }],
    ...obj({
      route: ref('route'),
      detail: obj({ route: ref('route') }),
      recordLabel: ref('field'),
      fields: { type: 'object', additionalProperties: ref('ownField') },
      list,
      show: arr(ref('field')),
      create: arr(ref('field')),
      edit: arr(ref('field')),
      form: arr(ref('field')),
      actions: arr(ref('action')),
      views: arr(
        obj({ route: ref('route'), filter: keys('field'), columns: arr(ref('shown')), actions: arr(ref('action')) }),
      ),
      dashboard: obj({ cards: arr(ref('field')) }),
      exportLog: obj({
        ...Object.fromEntries(['file', 'source', 'link', 'size', 'expires'].map((k) => [k, ref('field')])),
        status: obj({ field: ref('field') }),
      }),
    }),
    $defs: { ...fieldKinds(r), route: freeRoute(r), action: actionSchema(), ownField: fieldSchema() },
  };
}

/** Pretty-printed JSON with lists of names and lone $refs on one line each (short to read and diff). */
const compact = (value: unknown) =>
  JSON.stringify(value, null, 2)
    .replace(
      /\[\n\s*("[^"\n]*"(?:,\n\s*"[^"\n]*")*)\n\s*\]/g,
      (_, names: string) => `[${names.split(/,\n\s*/).join(', ')}]`,
    )
    .replace(/\{\n\s*("\$ref": "[^"\n]*")\n\s*\}/g, '{ $1 }');

/** Every resource file's own schema, sorted by path. Pure. */
export function emitOwnSchemas(model: Model): Array<{ path: string; content: string }> {
  return model.resources
    .filter((r) => !r.file.endsWith('.json'))
    .map((r) => ({ path: ownSchemaPath(r.file), content: `${compact(ownSchema(r))}\n` }))
    .sort((a, b) => a.path.localeCompare(b.path));
}
