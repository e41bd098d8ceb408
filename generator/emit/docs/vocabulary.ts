/**
 * The reference's tables of shared terms: the vocabulary page (every term every input file shares, from vocabulary/)
 * and, on the resource page, the seed kinds and what a seed's bounds count in — listed nowhere else but the
 * meta-schema's one-line enum before.
 */
import { SEED_KINDS } from '../../../vocabulary/seedKinds';
import { vocabularySchema } from '../vocabularySchema';

/** What `seed.min`/`max` count in, by the field they seed (upstream/seed/ reads them so). */
const SEED_UNITS: ReadonlyArray<[string, string]> = [
  ['number, `money` (yuan), `percent`', 'the value itself: `min: 10, max: 200` seeds 10–200, to `decimals` places'],
  ['`date`, `datetime`', 'days before now: `min: 0, max: 30` seeds the last 30 days'],
  ['`date`, `datetime` with `after`', 'hours after the other date field: `after: created_at, min: 1, max: 48`'],
  [
    '`date`, `datetime` with `futureWhen`',
    'days ahead of now for the records `futureWhen` selects, days ago for the others',
  ],
  ['`scale`', 'factors of the `of` field: `min: 0.72, max: 0.9` is 72–90 % of it'],
];

export function seedKindsTable(): string[] {
  return [
    '| kind | what it seeds |',
    '| --- | --- |',
    ...Object.entries(SEED_KINDS).map(([k, d]) => `| \`${k}\` | ${d} |`),
    '',
  ];
}

/** The resource page's additions: the seed kinds under `seed.kind`, the units under `seed.min`. */
export function seedExtras(path: string): string[] {
  if (path.endsWith('.seed.kind')) return ['The kinds:', '', ...seedKindsTable()];
  if (path.endsWith('.seed.min'))
    return [
      'What `min` and `max` count in:',
      '',
      '| field | unit |',
      '| --- | --- |',
      ...SEED_UNITS.map(([f, u]) => `| ${f} | ${u} |`),
      '',
    ];
  return [];
}

/** docs/reference/vocabulary.md: each shared term, its description and its values. */
export function vocabularyPage(generated: string): string {
  const schema = vocabularySchema();
  const sections = Object.entries(schema.$defs).flatMap(([name, def]) => {
    const values = 'enum' in def ? def.enum : undefined;
    const body =
      name === 'seedKind' ? seedKindsTable() : values ? [values.map((v) => `\`${String(v)}\``).join(', '), ''] : [];
    const description =
      name === 'seedKind'
        ? 'A generator of realistic values for `seed.kind` (vocabulary/seedKinds.ts):'
        : def.description;
    return [`## \`${name}\``, '', description, '', ...body];
  });
  const lines = [generated, '', '# The shared vocabulary', '', schema.description, '', ...sections];
  return `${lines.join('\n').trimEnd()}\n`;
}
