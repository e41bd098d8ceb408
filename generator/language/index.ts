import type { SourceKind } from '../load';
import { brandSchema } from './brand';
import { permissionsSchema } from './permissions';
import { resourceSchema } from './resource';
import { routesSchema } from './routes';
import { upstreamSchema } from './upstream';

/** Where each meta-schema written from generator/language/ goes (beside the vocabulary's, which they refer to). */
export const META_SCHEMA_FILES: Record<SourceKind, string> = {
  resource: 'generator/meta/resource.schema.json',
  permissions: 'generator/meta/permissions.schema.json',
  routes: 'generator/meta/routes.schema.json',
  brand: 'generator/meta/brand.schema.json',
  upstream: 'generator/meta/upstream.schema.json',
};

/**
 * The meta-schema of each kind of input file, written in TypeScript (generator/language/: small parts, an example on
 * every key and the snippets built by one helper, doc.ts) and emitted as JSON for editors and ajv.
 */
export const META_SCHEMAS: Record<SourceKind, { $id: string } & Record<string, unknown>> = {
  resource: resourceSchema(),
  permissions: permissionsSchema(),
  routes: routesSchema(),
  brand: brandSchema(),
  upstream: upstreamSchema(),
};

/** Every meta-schema as the JSON file editors read. */
export function emitMetaSchemas(): Array<{ path: string; content: string }> {
  return (Object.keys(META_SCHEMA_FILES) as SourceKind[]).map((kind) => ({
    path: META_SCHEMA_FILES[kind],
    content: `${JSON.stringify(META_SCHEMAS[kind], null, 2)}\n`,
  }));
}
