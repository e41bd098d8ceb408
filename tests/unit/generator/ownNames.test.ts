/**
 * Editor checks as you type for a file's own names (issue 31): each resource file's header points to its own schema
 * (generator/meta/project/schemas/), which refuses a misspelt own field wherever a key names one, a filter operator its
 * field's widget does not take, and a route another file uses — located, as the YAML language server shows it.
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { Ajv2020 } from 'ajv/dist/2020.js';
import { LineCounter, parseDocument } from 'yaml';
import { describe, expect, it } from 'vitest';
import { ownSchemaPath } from '../../../generator/emit/ownNames';
import { PROJECT_SCHEMA_BASE } from '../../../generator/emit/projectSchemas';
import { ownHeader, withOwnHeader } from '../../../generator/emit/schemaHeaders';
import { vocabularySchema } from '../../../generator/emit/vocabularySchema';
import { META_SCHEMAS } from '../../../generator/language';
import { REPO_ROOT } from './support';

const PROJECT_DIR = path.join(REPO_ROOT, 'generator/meta/project');

function projectAjv() {
  const ajv = new Ajv2020({
    allErrors: true,
    strict: true,
    strictRequired: false,
    strictTypes: false,
    allowUnionTypes: true,
  });
  for (const keyword of ['tsType', 'patternTitle', 'markdownDescription', 'errorMessage'])
    ajv.addKeyword({ keyword, schemaType: 'string' });
  ajv.addKeyword({ keyword: 'defaultSnippets', schemaType: 'array' });
  ajv.addSchema([vocabularySchema(), ...Object.values(META_SCHEMAS)]);
  // No $id in the files (the YAML language server resolves their relative $refs against their own paths): ajv knows
  // each by its place under one base, so `../resource.schema.json` resolves the same way.
  for (const file of readdirSync(PROJECT_DIR, { recursive: true, encoding: 'utf8' })
    .filter((f) => f.endsWith('.schema.json'))
    .sort()) {
    ajv.addSchema(
      JSON.parse(readFileSync(path.join(PROJECT_DIR, file), 'utf8')),
      `${PROJECT_SCHEMA_BASE}/${file.split(path.sep).join('/')}`,
    );
  }
  // Compiled before the per-file schemas that ref it (else ajv meets it half-compiled through their recursive refs).
  ajv.getSchema(`${PROJECT_SCHEMA_BASE}/resource.schema.json`);
  return ajv;
}
const ajv = projectAjv();

const resourceFiles = readdirSync(path.join(REPO_ROOT, 'schemas'))
  .filter((f) => /\.ya?ml$/.test(f))
  .sort()
  .map((f) => `schemas/${f}`);
const textOf = (file: string) => readFileSync(path.join(REPO_ROOT, file), 'utf8');

/** What the editor would say about `text` as the file `file`: each problem with its line and the value there. */
function problems(file: string, text: string) {
  const validate = ajv.getSchema(
    `${PROJECT_SCHEMA_BASE}/${ownSchemaPath(file).replace('generator/meta/project/', '')}`,
  )!;
  const lines = new LineCounter();
  const doc = parseDocument(text, { lineCounter: lines });
  if (validate(doc.toJS())) return [];
  return (validate.errors ?? []).map((e) => {
    const at = e.instancePath
      .split('/')
      .slice(1)
      .map((s) => s.replace(/~1/g, '/').replace(/~0/g, '~'));
    const keyName = (e.params as { propertyName?: string }).propertyName;
    const node = doc.getIn(at, true) as { range?: [number, number] } | undefined;
    const line = node?.range ? lines.linePos(node.range[0]).line : undefined;
    return { path: e.instancePath, line, value: keyName ?? doc.getIn(at), keyword: e.keyword };
  });
}

/** The file with `from` replaced by `to` on the first line holding `near` (a misspelling as one types it). */
function misspell(file: string, near: string, from: string, to: string) {
  const lines = textOf(file).split('\n');
  const i = lines.findIndex((l) => l.includes(near));
  expect(i, `${file}: ${near}`).toBeGreaterThanOrEqual(0);
  lines[i] = lines[i].replace(from, to);
  return { text: lines.join('\n'), line: i + 1 };
}

describe("each resource file's own schema (generator/meta/project/schemas/)", () => {
  it.each(resourceFiles)('%s: its header points to its own schema, which accepts it', (file) => {
    const text = textOf(file);
    const target = text.split('\n')[0].match(/^# yaml-language-server: \$schema=(\S+)$/)?.[1];
    expect(target && path.resolve(path.join(REPO_ROOT, 'schemas'), target)).toBe(
      path.join(REPO_ROOT, ownSchemaPath(file)),
    );
    expect(problems(file, text)).toEqual([]);
  });

  const cases: Array<[string, string, string, string, string, string]> = [
    // what, file, the line to change, from, to, the path the editor marks
    ['a column', 'schemas/orders.yaml', 'columns:', 'order_no', 'ordr_no', '/list/columns/'],
    ['a sort field', 'schemas/orders.yaml', 'sort: { field: created_at', 'created_at', 'created', '/list/sort/field'],
    [
      'a filter field',
      'schemas/orders.yaml',
      '{ field: buyer_tel, op: contains }',
      'buyer_tel',
      'buyer_phone',
      '/list/filters/',
    ],
    [
      'a visibleWhen field',
      'schemas/alipayCoupons.yaml',
      'visibleWhen: { field: status',
      'status',
      'stauts',
      '/visibleWhen/field',
    ],
    ['an effect key', 'schemas/alipayCoupons.yaml', 'effect: { status: 2 }', 'status', 'stauts', '/effect'],
    [
      'an appliesWhen field',
      'schemas/fanWithdrawals.yaml',
      'appliesWhen: { field: status',
      'status',
      'stats',
      '/appliesWhen/field',
    ],
    ['a view preset key', 'schemas/orders.yaml', 'filter: { status: 1 }', 'status', 'state', '/views/'],
    [
      'a reference.display',
      'schemas/conversions.yaml',
      'reference: { resource: channels, display: name }',
      'name',
      'nmae',
      '/reference/display',
    ],
  ];

  it.each(cases)('refuses a misspelt %s, located at the misspelt name (%s)', (_what, file, near, from, to, at) => {
    const { text, line } = misspell(file, near, from, to);
    const found = problems(file, text);
    expect(found.map((p) => p.path).join('\n')).toContain(at);
    expect(found.filter((p) => p.keyword === 'enum' || p.keyword === 'propertyNames')).toContainEqual(
      expect.objectContaining({ line, value: expect.stringContaining(to) }),
    );
  });

  it("refuses a filter operator its field's widget does not take", () => {
    const { text } = misspell(
      'schemas/orders.yaml',
      '{ field: buyer_tel, op: contains }',
      'op: contains',
      'op: dateRange',
    );
    expect(problems('schemas/orders.yaml', text)).toContainEqual(
      expect.objectContaining({ path: expect.stringMatching(/^\/list\/filters\/\d+\/op$/), value: 'dateRange' }),
    );
  });

  it("refuses a route another file uses, and keeps the file's own", () => {
    const { text, line } = misspell(
      'schemas/orders.yaml',
      'route: /cinema/alllist',
      '/cinema/alllist',
      '/swiper/filmList',
    );
    expect(problems('schemas/orders.yaml', text)).toContainEqual(
      expect.objectContaining({ path: '/route', line, value: '/swiper/filmList' }),
    );
    const free = misspell('schemas/orders.yaml', 'route: /cinema/alllist', '/cinema/alllist', '/cinema/brandNew');
    expect(problems('schemas/orders.yaml', free.text)).toEqual([]);
  });
});

describe("a resource file's header (npm run generate points it at the file's own schema)", () => {
  const own = ownHeader('schemas/giftCards.yaml');

  it('names the per-file schema relative to schemas/', () => {
    expect(own).toBe('# yaml-language-server: $schema=../generator/meta/project/schemas/giftCards.schema.json');
  });

  it('switches the shared header or one copied from another file, adds one where there is none, and keeps its own', () => {
    const body = 'name: giftCards\nroute: /gift/cards\n';
    expect(
      withOwnHeader(
        'schemas/giftCards.yaml',
        `# yaml-language-server: $schema=../generator/meta/project/resource.schema.json\n${body}`,
      ),
    ).toBe(`${own}\n${body}`);
    expect(
      withOwnHeader(
        'schemas/giftCards.yaml',
        `# yaml-language-server: $schema=../generator/meta/project/schemas/orders.schema.json\r\n${body}`,
      ),
    ).toBe(`${own}\r\n${body}`);
    expect(withOwnHeader('schemas/giftCards.yaml', `# gift cards\n${body}`)).toBe(`${own}\n# gift cards\n${body}`);
    expect(withOwnHeader('schemas/giftCards.yaml', `${own}\n${body}`)).toBe(`${own}\n${body}`);
  });
});
