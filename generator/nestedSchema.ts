import type { FieldModel, ObjectFieldModel } from './model';

/** A JSON Schema object node built from leaf fields. */
export interface ObjectNode {
  type: 'object';
  additionalProperties: false;
  required: string[];
  properties: Record<string, unknown>;
}

/**
 * The JSON Schema object for a set of leaf fields, nested ones (dotted names) under their object fields: what a record
 * or a form body looks like on the wire. `leaf` gives each field's schema and whether it is required.
 */
export function nestedObject(
  fields: readonly FieldModel[],
  objects: readonly ObjectFieldModel[],
  leaf: (f: FieldModel) => { schema: Record<string, unknown>; required: boolean },
): ObjectNode {
  const root: ObjectNode = { type: 'object', additionalProperties: false, required: [], properties: {} };
  const nodeAt = (path: readonly string[]): ObjectNode => {
    let node = root;
    path.forEach((segment, i) => {
      if (!Object.hasOwn(node.properties, segment)) {
        const name = path.slice(0, i + 1).join('.');
        const object = objects.find((o) => o.name === name);
        node.properties[segment] = {
          ...(object?.description ? { description: object.description } : {}),
          type: 'object',
          additionalProperties: false,
          required: [],
          properties: {},
        };
        if (object?.required) node.required.push(segment);
      }
      node = node.properties[segment] as ObjectNode;
    });
    return node;
  };
  for (const f of fields) {
    const node = nodeAt(f.path.slice(0, -1));
    const { schema, required } = leaf(f);
    const key = f.path[f.path.length - 1];
    node.properties[key] = schema;
    if (required) node.required.push(key);
  }
  return root;
}
