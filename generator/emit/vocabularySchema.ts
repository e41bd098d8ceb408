import { ACTION_KEYS } from '../../vocabulary/actions';
import { MENU_AREAS, PRIMARY_COLORS } from '../../vocabulary/brand';
import { NAMED_ENUMS } from '../../vocabulary/enums';
import { SEED_KINDS } from '../../vocabulary/seedKinds';
import { HTTP_METHODS } from '../../vocabulary/upstream';
import { CHIP_COLORS, FIELD_TYPES, FILTER_OPS, WIDGETS } from '../../vocabulary/widgets';

export const VOCABULARY_SCHEMA_ID = 'https://cinema-console.local/meta/vocabulary.schema.json';
/** Beside the hand-written meta-schemas, which refer to it relatively (editors resolve it by path, ajv by $id). */
export const VOCABULARY_SCHEMA_FILE = 'generator/meta/vocabulary.schema.json';

/**
 * The shared vocabulary (vocabulary/*.ts) as JSON Schema definitions: the one list of action keys, widgets, filter
 * operators … that every meta-schema refers to. `tsType` names the vocabulary's TypeScript type, so the input types
 * generated from the meta-schemas use it instead of a copy. Pure.
 */
export function vocabularySchema() {
  const list = (values: readonly (string | number)[], tsType: string, description: string) => ({
    enum: [...values],
    tsType,
    description,
  });
  return {
    $schema: 'https://json-schema.org/draft/2020-12/schema',
    $id: VOCABULARY_SCHEMA_ID,
    $comment: 'generated — do not edit; edit vocabulary/*.ts and run npm run generate',
    title: 'Shared vocabulary',
    description:
      'The terms every input file shares (vocabulary/*.ts): §3 action keys, widgets, filter operators, HTTP methods, menu areas, colours, seed kinds.',
    $defs: {
      text: {
        type: 'object',
        additionalProperties: false,
        required: ['zh-CN', 'en'],
        tsType: 'Text',
        description: 'User-facing text in both languages.',
        properties: {
          'zh-CN': { type: 'string', minLength: 1, description: 'Simplified Chinese (the default language).' },
          en: { type: 'string', minLength: 1, description: 'English.' },
        },
      },
      actionKey: list(ACTION_KEYS, 'ActionKey', 'A §3 action key.'),
      httpMethod: list(HTTP_METHODS, 'HttpMethod', 'An HTTP method of an upstream call.'),
      fieldType: list(FIELD_TYPES, 'FieldType', 'JSON type of the value, as the upstream sends it.'),
      widget: list(
        WIDGETS,
        'Widget',
        'How the field is shown, edited and filtered (vocabulary/widgets.ts). Default: from the type and enum.',
      ),
      filterOp: list(
        FILTER_OPS,
        'FilterOp',
        'equals, contains (text), in (any of several values) or dateRange (from/to).',
      ),
      chipColor: list(CHIP_COLORS, 'ChipColor', 'Chip colour for the `chip` widget.'),
      menuArea: list(
        MENU_AREAS,
        'MenuArea',
        "The brand menu area this entry belongs to: a brand's menu_rebate_hidden, menu_billing_hidden or menu_cash_hidden flag hides it (§1, §6).",
      ),
      primaryColor: list(PRIMARY_COLORS, 'PrimaryColor', 'One of the 8 preset theme colours (§9), lower-case hex.'),
      namedEnum: list(
        Object.keys(NAMED_ENUMS),
        'NamedEnum',
        `A list of values the spec fixes, by name: ${Object.keys(NAMED_ENUMS).join(', ')} (vocabulary/enums.ts).`,
      ),
      seedKind: list(
        Object.keys(SEED_KINDS),
        'SeedKind',
        `A generator of realistic values: ${Object.entries(SEED_KINDS)
          .map(([k, d]) => `${k} (${d})`)
          .join('; ')}.`,
      ),
    },
  };
}

export function emitVocabularySchema(): string {
  return `${JSON.stringify(vocabularySchema(), null, 2)}\n`;
}
