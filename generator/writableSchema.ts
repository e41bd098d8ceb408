import { propertySchema } from './emit/recordTypes';
import type { ActionModel, FieldModel, Params, ResourceModel } from './model';

export type WriteMode = 'create' | 'update';

/**
 * Fields a create (or update) may set: the create (edit, or a form page's) form's fields when the schema lists them,
 * else every field that is not readOnly.
 */
export function writableFields(r: ResourceModel, mode: WriteMode): FieldModel[] {
  const view = mode === 'create' ? r.create : r.page === 'form' ? r.form : r.edit;
  const fields = view ? r.fields.filter((f) => view.includes(f.name)) : r.fields;
  return fields.filter((f) => !f.readOnly && f.name !== r.recordId);
}

/** The constraints a schema field declares, under their JSON Schema names (they already are JSON Schema). */
function constraints(f: FieldModel): Record<string, unknown> {
  const { minLength, maxLength, pattern, minimum, maximum } = f;
  return Object.fromEntries(
    Object.entries({ minLength, maxLength, pattern, minimum, maximum }).filter(([, v]) => v !== undefined),
  );
}

/**
 * The JSON Schema a create or update body's writable fields must meet, keyed by each field's source (nested fields by
 * their dotted name: the upstream reads them out of the body first): the record property (recordTypes.ts) with its
 * `type` kept beside an `enum`, so a validator can coerce form strings to it, plus the field's constraints. Formats
 * are left out: checking them needs a format library.
 */
export function writableJsonSchema(r: ResourceModel, mode: WriteMode): Record<string, unknown> {
  const fields = writableFields(r, mode);
  // A required field that applies only while another has some values is required only then (schema appliesWhen).
  const conditional = fields.filter((f) => f.required && f.appliesWhen);
  const typeOf = (name: string) => r.fields.find((f) => f.name === name)?.type;
  return {
    type: 'object',
    required: fields.filter((f) => f.required && !f.appliesWhen).map((f) => f.name),
    properties: Object.fromEntries(
      fields.map((f) => [f.name, { ...propertySchema(f), type: f.type, ...constraints(f) }]),
    ),
    ...(conditional.length > 0 && {
      allOf: conditional.map((f) => ({
        if: {
          properties: { [f.appliesWhen!.field]: { type: typeOf(f.appliesWhen!.field), enum: f.appliesWhen!.in } },
          required: [f.appliesWhen!.field],
        },
        then: { required: [f.name] },
      })),
    }),
  };
}

/**
 * Whether a field applies once the record holds these values (an action's effect): always without `appliesWhen`;
 * with it, when the values set its field to one of its values — undefined when they do not say.
 */
export function appliesGiven(f: FieldModel, given: Params | undefined): boolean | undefined {
  if (!f.appliesWhen) return true;
  if (!given || !Object.hasOwn(given, f.appliesWhen.field)) return undefined;
  return f.appliesWhen.in.some((v) => String(v) === String(given[f.appliesWhen!.field]));
}

/** The fields an action's dialog asks for (`form`), in order. */
export function actionFormFields(r: ResourceModel, a: ActionModel): FieldModel[] {
  return a.form.map((name) => r.fields.find((f) => f.name === name)!);
}

/**
 * The JSON Schema an action's dialog values must meet: each field's type and constraints, required when the field is
 * required and applies in the state the action's effect leaves the record in (a rejection's reason once rejected).
 */
export function actionFormJsonSchema(r: ResourceModel, a: ActionModel): Record<string, unknown> {
  const fields = actionFormFields(r, a);
  return {
    type: 'object',
    required: fields.filter((f) => f.required && appliesGiven(f, a.effect) === true).map((f) => f.name),
    properties: Object.fromEntries(
      fields.map((f) => [f.name, { ...propertySchema(f), type: f.type, ...constraints(f) }]),
    ),
  };
}
