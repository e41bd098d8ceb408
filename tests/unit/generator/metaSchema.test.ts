import { describe, expect, it } from 'vitest';
import brandMeta from '../../../generator/meta/brand.schema.json' with { type: 'json' };
import permissionsMeta from '../../../generator/meta/permissions.schema.json' with { type: 'json' };
import resourceMeta from '../../../generator/meta/resource.schema.json' with { type: 'json' };
import routesMeta from '../../../generator/meta/routes.schema.json' with { type: 'json' };
import { vocabularySchema } from '../../../generator/emit/vocabularySchema';

type Node = Record<string, unknown>;

/** Every property a meta-schema declares, with its JSON pointer, walking nested objects, arrays and $defs. */
function properties(node: unknown, at = ''): Array<[string, Node]> {
  if (!node || typeof node !== 'object') return [];
  const n = node as Node;
  const out: Array<[string, Node]> = [];
  for (const [name, child] of Object.entries((n.properties as Record<string, Node> | undefined) ?? {})) {
    out.push([`${at}/properties/${name}`, child], ...properties(child, `${at}/properties/${name}`));
  }
  for (const key of ['items', 'additionalProperties'])
    if (n[key] && typeof n[key] === 'object') out.push(...properties(n[key], `${at}/${key}`));
  for (const [name, def] of Object.entries((n.$defs as Record<string, Node> | undefined) ?? {}))
    out.push(...properties(def, `${at}/$defs/${name}`));
  for (const key of ['anyOf', 'oneOf'])
    ((n[key] as unknown[] | undefined) ?? []).forEach((s, i) => out.push(...properties(s, `${at}/${key}/${i}`)));
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
    const undocumented = props
      .filter(([, p]) => typeof p.description !== 'string' && typeof p.$ref !== 'string')
      .map(([at]) => at);
    expect(undocumented).toEqual([]);
  });

  it('vocabulary.schema.json: every term has a description', () => {
    const defs = Object.entries(vocabularySchema().$defs);
    expect(defs.length).toBeGreaterThan(5);
    expect(
      defs.filter(([, d]) => typeof d.description !== 'string' || d.description === '').map(([name]) => name),
    ).toEqual([]);
  });

  it.each([
    ['resource', resourceMeta],
    ['permissions', permissionsMeta],
    ['routes', routesMeta],
    ['brand', brandMeta],
  ])('%s.schema.json: every reference into the vocabulary names one of its definitions', (_name, meta) => {
    const refs = [...JSON.stringify(meta).matchAll(/"\$ref":"vocabulary\.schema\.json#\/\$defs\/([A-Za-z]+)"/g)].map(
      (m) => m[1],
    );
    expect(refs.length).toBeGreaterThan(0);
    const defined = Object.keys(vocabularySchema().$defs);
    expect(refs.filter((r) => !defined.includes(r))).toEqual([]);
  });
});
