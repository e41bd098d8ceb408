import { Validator, type OutputUnit } from '@cfworker/json-schema';
import schema from '../../generated/upstreamAsset.schema.json';

/**
 * A replaced upstream.json checked against the asset's schema (generator/language/upstreamAsset.ts). Loaded only for
 * an asset that is not the build's own, so the usual start-up never carries the validator. @cfworker/json-schema
 * interprets the schema (no code generation, so the page's CSP needs no 'unsafe-eval').
 */
const validator = new Validator(schema as object, '2020-12', false);

/** Keywords that only say a part below them failed; their parts are reported themselves. */
const WRAPPERS = new Set([
  'properties',
  'additionalProperties',
  '$ref',
  'items',
  'prefixItems',
  'allOf',
  'if',
  'then',
  'else',
]);

function describe(unit: OutputUnit): string {
  const at = unit.instanceLocation.replace(/^#/, '') || '/';
  // additionalProperties: false reports the key itself against the `false` schema.
  if (unit.keyword === 'false') return `${at}: unknown key`;
  return `${at}: ${unit.error}`;
}

/** Every problem of the asset, named by its place (JSON pointer) in it; none when it passes. */
export function schemaProblems(asset: unknown): string[] {
  const { valid, errors } = validator.validate(asset);
  if (valid) return [];
  const leaves = errors.filter((e) => !WRAPPERS.has(e.keyword));
  return [...new Set((leaves.length > 0 ? leaves : errors).map(describe))];
}
