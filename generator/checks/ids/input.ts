import type { SourceKind } from '../../load';

const ALL: readonly SourceKind[] = ['resource', 'permissions', 'routes', 'brand', 'upstream'];

/** Reading a file: YAML syntax and safety (yamlSource.ts, load.ts) and its meta-schema (validate.ts, from ajv). */
export const INPUT_CHECKS = [
  { id: 'file.empty', kinds: ALL, keys: [], summary: 'The file is missing or holds nothing.' },
  { id: 'yaml.syntax', kinds: ALL, keys: [], summary: 'The text is YAML (or JSON) the parser can read.' },
  { id: 'yaml.duplicate-key', kinds: ALL, keys: [], summary: 'A key appears once in its map.' },
  { id: 'yaml.custom-tag', kinds: ALL, keys: [], summary: 'No custom tags (`!!js/function` …): plain data only.' },
  { id: 'yaml.alias', kinds: ALL, keys: [], summary: 'No aliases (`*name`): every value is written out.' },
  { id: 'yaml.merge-key', kinds: ALL, keys: [], summary: 'No merge keys (`<<`): every key is written out.' },
  { id: 'yaml.key-type', kinds: ALL, keys: [], summary: 'Map keys are plain strings.' },
  { id: 'yaml.forbidden-key', kinds: ALL, keys: [], summary: 'No `__proto__`, `constructor` or `prototype` keys.' },
  { id: 'yaml.unsupported', kinds: ALL, keys: [], summary: 'Only maps, lists and scalars.' },
  {
    id: 'schema.unknown-key',
    kinds: ALL,
    keys: [],
    summary: 'Every key is one the meta-schema knows (with a did-you-mean).',
  },
  { id: 'schema.required', kinds: ALL, keys: [], summary: 'Required keys are present.' },
  { id: 'schema.enum', kinds: ALL, keys: [], summary: 'A value is one of the allowed words (widget, action, type …).' },
  {
    id: 'schema.type',
    kinds: ALL,
    keys: [],
    summary: 'A value has the type the key takes (text, number, list, map …).',
  },
  {
    id: 'schema.pattern',
    kinds: ALL,
    keys: [],
    summary: 'A value has the form the key takes (a path, a URL, a name …).',
  },
  {
    id: 'schema.key-name',
    kinds: ALL,
    keys: [],
    summary: 'Map keys that are names (fields, roles …) have the form of one.',
  },
  { id: 'schema.const', kinds: ALL, keys: [], summary: 'A value is the one value the key allows there.' },
  { id: 'schema.minimum', kinds: ALL, keys: [], summary: 'A number is not below the key’s lower bound.' },
  { id: 'schema.maximum', kinds: ALL, keys: [], summary: 'A number is not above the key’s upper bound.' },
  { id: 'schema.min-items', kinds: ALL, keys: [], summary: 'A list is not shorter than the key allows.' },
  { id: 'schema.max-items', kinds: ALL, keys: [], summary: 'A list is not longer than the key allows.' },
  { id: 'schema.min-length', kinds: ALL, keys: [], summary: 'A text is not empty (or shorter than allowed).' },
  { id: 'schema.unique-items', kinds: ALL, keys: [], summary: 'A list names each item once.' },
  {
    id: 'schema.alternatives',
    kinds: ALL,
    keys: [],
    summary: 'A value matches one of the forms the key allows (oneOf/anyOf/not).',
  },
  { id: 'schema.invalid', kinds: ALL, keys: [], summary: 'Any other meta-schema rule.' },
] as const;
