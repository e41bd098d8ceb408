import { compile } from 'json-schema-to-typescript';
import type { FieldModel, ResourceModel } from '../model';
import { nestedObject } from '../nestedSchema';
import { HEADER, pascal } from './code';

/** The record's JSON Schema (what the upstream sends), the input of json-schema-to-typescript; nested fields nest. */
export function recordJsonSchema(resource: ResourceModel): Record<string, unknown> {
  // A writeOnly field (a password) is required in forms but never comes back in a record; a field that applies only
  // under a condition (appliesWhen) may be absent.
  const root = nestedObject(resource.fields, resource.objects, (f) => ({
    schema: propertySchema(f),
    required: (f.required && !f.writeOnly && !f.appliesWhen) || f.name === resource.recordId,
  }));
  return {
    title: `${pascal(resource.name)}Record`,
    description: `A record of ${resource.label.en} (${resource.route}).`,
    ...root,
  };
}

/** One field as a record property: its type, enum values or item type (generator/writableSchema.ts adds the constraints). */
export function propertySchema(f: FieldModel): Record<string, unknown> {
  const description = [f.label.en, f.description].filter(Boolean).join(' — ');
  const base: Record<string, unknown> = { description };
  if (f.type === 'array') return { ...base, type: 'array', items: { type: 'string' } };
  if (f.enum) return { ...base, enum: f.enum.map((o) => o.value) };
  return { ...base, type: f.type };
}

/** src/generated/types/<name>.ts */
export async function emitRecordType(resource: ResourceModel): Promise<string> {
  return emitRecordTypeOf(recordJsonSchema(resource), resource);
}

/** The record type from its JSON Schema (recordJsonSchema): depends on that, the resource's name and its file alone. */
export async function emitRecordTypeOf(
  schema: Record<string, unknown>,
  resource: Pick<ResourceModel, 'name' | 'file'>,
): Promise<string> {
  // json-schema-to-typescript works on a deep copy: the schema stays as given (a cache key in pipeline.ts).
  const ts = await compile(schema as Parameters<typeof compile>[0], `${pascal(resource.name)}Record`, {
    bannerComment: HEADER(resource.file).trimEnd(),
    additionalProperties: false,
    format: true,
    style: { singleQuote: true, printWidth: 120 },
    strictIndexSignatures: true,
  });
  return ts;
}
