import { describe, expect, it } from 'vitest';
import brandMeta from '../../../generator/meta/brand.schema.json' with { type: 'json' };
import permissionsMeta from '../../../generator/meta/permissions.schema.json' with { type: 'json' };
import resourceMeta from '../../../generator/meta/resource.schema.json' with { type: 'json' };
import routesMeta from '../../../generator/meta/routes.schema.json' with { type: 'json' };
import { widgetRules } from '../../../vocabulary/widgets';

type Node = Record<string, unknown>;

/** Every property a meta-schema declares, with its JSON pointer, walking nested objects, arrays and $defs. */
function properties(node: unknown, at = ''): Array<[string, Node]> {
  if (!node || typeof node !== 'object') return [];
  const n = node as Node;
  const out: Array<[string, Node]> = [];
  for (const [name, child] of Object.entries((n.properties as Record<string, Node> | undefined) ?? {})) {
    out.push([`${at}/properties/${name}`, child], ...properties(child, `${at}/properties/${name}`));
  }
  for (const key of ['items', 'additionalProperties']) if (n[key] && typeof n[key] === 'object') out.push(...properties(n[key], `${at}/${key}`));
  for (const [name, def] of Object.entries((n.$defs as Record<string, Node> | undefined) ?? {})) out.push(...properties(def, `${at}/$defs/${name}`));
  for (const key of ['anyOf', 'oneOf']) ((n[key] as unknown[] | undefined) ?? []).forEach((s, i) => out.push(...properties(s, `${at}/${key}/${i}`)));
  return out;
}

describe('the meta-schemas document every option (editors show these on hover)', () => {
  it.each([
    ['resource', resourceMeta],
    ['permissions', permissionsMeta],
    ['routes', routesMeta],
    ['brand', brandMeta],
  ])('%s.schema.json: every property has a description', (_name, meta) => {
    const props = properties(meta);
    expect(props.length).toBeGreaterThan(5);
    const undocumented = props.filter(([, p]) => typeof p.description !== 'string' && typeof p.$ref !== 'string').map(([at]) => at);
    expect(undocumented).toEqual([]);
  });

  it('the widget list of the language is exactly the field-kind table’s', () => {
    const widgetEnum = (resourceMeta.$defs.field.properties.widget as { enum: string[] }).enum;
    expect([...widgetEnum].sort()).toEqual(Object.keys(widgetRules).sort());
  });
});
