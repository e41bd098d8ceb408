import { NAMED_ENUMS } from '../../vocabulary/enums';
import { widgetBounds } from '../../vocabulary/widgetBounds';
import { defaultWidget } from '../../vocabulary/widgets';
import type { FieldInput, FieldsInput } from '../input';
import type { FieldModel, ObjectFieldModel, SeedModel } from './types';

/** A field's options: its own list, or a list the spec fixes, by name (vocabulary/enums.ts). */
function enumOptions(e: FieldInput['enum']): FieldModel['enum'] {
  if (e === undefined) return undefined;
  // Filled in once every resource is built (enumSources.ts).
  if (!Array.isArray(e) && typeof e === 'object') return [];
  if (typeof e === 'string') return NAMED_ENUMS[e].map((o) => ({ value: o.value, label: o.label, color: 'default' }));
  return e.map((o) => ({ value: o.value, label: o.label, color: o.color ?? 'default' }));
}

function seedOf(s: FieldInput['seed']): SeedModel {
  if (!s) return {};
  return {
    ...s,
    running: s.running && { of: s.running.of, start: s.running.start ?? 0, by: s.running.by },
    aggregate: s.aggregate && { ...s.aggregate, where: { ...s.aggregate.where } },
  };
}

function leaf(name: string, f: FieldInput): FieldModel {
  const widget = f.widget ?? defaultWidget(f.type, f.enum !== undefined, f.format);
  return {
    name,
    path: name.split('.'),
    type: f.type,
    // Object fields are flattened before they get here; every leaf has passed the label check (crossRefs).
    label: f.label ?? { 'zh-CN': name, en: name },
    description: f.description,
    widget,
    enum: enumOptions(f.enum),
    enumFrom: typeof f.enum === 'object' && !Array.isArray(f.enum) ? f.enum.from : undefined,
    format: f.format,
    // A percentage is 0–100 % unless the schema narrows it: 0–100 stored, or 0–1 with percentBase 1.
    minimum: f.minimum ?? widgetBounds(widget, f.percentBase).minimum,
    maximum: f.maximum ?? widgetBounds(widget, f.percentBase).maximum,
    maximumFrom: f.maximumFrom && { summary: f.maximumFrom.summary },
    minLength: f.minLength,
    maxLength: f.maxLength,
    pattern: f.pattern,
    patternMessage: f.patternMessage,
    required: f.required ?? false,
    appliesWhen: f.appliesWhen && { field: f.appliesWhen.field, in: [...f.appliesWhen.in] },
    readOnly: f.readOnly ?? false,
    writeOnly: f.writeOnly ?? false,
    sortable: f.sortable ?? false,
    reference: f.reference && {
      resource: f.reference.resource,
      display: f.reference.display,
      loadAll: f.reference.loadAll || undefined,
    },
    ellipsis: f.ellipsis,
    default: f.default,
    percentBase: f.percentBase,
    accept: f.accept,
    maxSize: f.maxSize,
    seed: seedOf(f.seed),
  };
}

/**
 * The record's leaf fields in schema order, nested ones under their dotted source (`relationToBusiness.authorizer_appid`,
 * which react-admin reads as a path), plus the object fields that group them.
 */
export function flattenFields(fields: FieldsInput, prefix = ''): { fields: FieldModel[]; objects: ObjectFieldModel[] } {
  const out: FieldModel[] = [];
  const objects: ObjectFieldModel[] = [];
  for (const [key, f] of Object.entries(fields)) {
    const name = prefix + key;
    if (f.type === 'object') {
      objects.push({ name, description: f.description, required: f.required ?? false });
      const nested = flattenFields(f.properties ?? {}, `${name}.`);
      out.push(...nested.fields);
      objects.push(...nested.objects);
    } else {
      out.push(leaf(name, f));
    }
  }
  return { fields: out, objects };
}
