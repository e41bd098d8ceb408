import { compile, type JSONSchema } from 'json-schema-to-typescript';
import { META_SCHEMAS } from '../language';
import { vocabularySchema } from './vocabularySchema';

/** Where the input types go, one file per meta-schema. */
export const INPUT_TYPES_DIR = 'generator/generated/input';

/** The vocabulary's TypeScript types that `tsType` names, and the module of each (from generator/generated/input/). */
const VOCABULARY_TYPES: Record<string, string> = {
  Text: '../../../vocabulary/text',
  ActionKey: '../../../vocabulary/actions',
  HttpMethod: '../../../vocabulary/upstream',
  FieldType: '../../../vocabulary/widgets',
  Widget: '../../../vocabulary/widgets',
  FilterOp: '../../../vocabulary/widgets',
  ChipColor: '../../../vocabulary/widgets',
  MenuArea: '../../../vocabulary/brand',
  PrimaryColor: '../../../vocabulary/brand',
  SeedKind: '../../../vocabulary/seedKinds',
  NamedEnum: '../../../vocabulary/enums',
  ClientProfile: '../../../vocabulary/upstreamProfile',
  UserInfoMapping: '../../../vocabulary/upstreamProfile',
  TransferProfile: '../../../vocabulary/upstreamProfile',
  HistoryProfile: '../../../vocabulary/history',
  ChangeStream: '../../../vocabulary/upstreamProfile',
};

/**
 * json-schema-to-typescript names a referenced definition after its key and, where a reference adds its own
 * description, declares a numbered alias (`export type Text3 = Text`). For vocabulary terms those aliases would shadow
 * the vocabulary's own type: drop them and use the vocabulary type everywhere.
 */
function withVocabularyTypes(ts: string): string {
  let out = ts;
  for (const name of Object.keys(VOCABULARY_TYPES)) {
    out = out.replace(
      new RegExp(`(?:/\\*\\*(?:(?!\\*/)[\\s\\S])*\\*/\\n)?export type ${name}\\d* = ${name};?\\n`, 'g'),
      '',
    );
    out = out.replace(new RegExp(`\\b${name}\\d+\\b`, 'g'), name);
  }
  return out;
}

function importsFor(ts: string): string {
  const used = Object.keys(VOCABULARY_TYPES).filter((name) => new RegExp(`\\b${name}\\b`).test(ts));
  const byModule = new Map<string, string[]>();
  for (const name of used)
    byModule.set(VOCABULARY_TYPES[name], [...(byModule.get(VOCABULARY_TYPES[name]) ?? []), name]);
  return [...byModule]
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([from, names]) => `import type { ${names.sort().join(', ')} } from '${from}';\n`)
    .join('');
}

/**
 * The shapes of the input files, generated from their meta-schemas (json-schema-to-typescript): what the generator
 * and the embedded upstream read after validation. Vocabulary terms stay the vocabulary's own types (tsType).
 */
export async function emitInputTypes(): Promise<Array<{ path: string; content: string }>> {
  const vocabulary = vocabularySchema();
  const files = [];
  for (const [name, meta] of Object.entries(META_SCHEMAS)) {
    const ts = await compile(structuredClone(meta) as JSONSchema, name, {
      bannerComment: '',
      additionalProperties: false,
      strictIndexSignatures: false,
      // A definition used only through a tsType (EnumOption) is declared too.
      unreachableDefinitions: true,
      format: true,
      style: { singleQuote: true, printWidth: 120 },
      $refOptions: {
        resolve: {
          vocabulary: { order: 1, canRead: /vocabulary\.schema\.json$/, read: () => JSON.stringify(vocabulary) },
        },
      },
    });
    const header = `// generated — do not edit; edit ${name === 'resource' ? 'generator/language/resource/*.ts' : `generator/language/${name}.ts`} or vocabulary/*.ts and run npm run generate\n`;
    const body = withVocabularyTypes(ts).trim();
    files.push({ path: `${INPUT_TYPES_DIR}/${name}.ts`, content: `${header}${importsFor(body)}\n${body}\n` });
  }
  return files;
}
