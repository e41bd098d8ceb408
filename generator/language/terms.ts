/**
 * Pieces every file of the schema language shares: references into the generated vocabulary schema and the forms
 * of names, paths and icons.
 */
export const vocab = (name: string) => ({ $ref: `vocabulary.schema.json#/$defs/${name}` });

/** A §2 path: /cinema/alllist. */
export const ROUTE = '^(/[A-Za-z0-9_-]+)+$';
/** A camelCase identifier: resource, view and page names, action names. */
export const IDENT = '^[a-z][a-zA-Z0-9]*$';
/** A field name as the upstream spells it (snake_case or camelCase). */
export const FIELD_NAME = '^[A-Za-z_][A-Za-z0-9_]*$';
/** A field or a nested field: relationToBusiness.authorizer_appid. */
export const FIELD_PATH = '^[A-Za-z_][A-Za-z0-9_]*(\\.[A-Za-z_][A-Za-z0-9_]*)*$';
/** An @mui/icons-material icon name. */
export const ICON = '^[A-Z][A-Za-z0-9]*$';
/** An endpoint under /api/. */
export const API_PATH = '^/api/[A-Za-z0-9_./-]+$';
/** An endpoint of one record: under a rest client, the collection's path and `/:id` (/api/rest/products/:id). */
export const RECORD_API_PATH = '^/api/[A-Za-z0-9_./-]+(/:id)?$';
/** `<feature>/<Export>`: a component a hand-written feature exports. */
export const FEATURE_COMPONENT = '^[a-z][a-zA-Z0-9]*/[A-Z][A-Za-z0-9]*$';
/** A permission key as the upstream sends it in getInfo's permissions[].identity. */
export const PERMISSION_KEY = '^[A-Za-z][A-Za-z0-9_]*$';

/** A value a fixed parameter, an enum option, an effect or a preset filter may hold. */
export const SCALAR = { type: ['string', 'integer', 'number', 'boolean'] };
