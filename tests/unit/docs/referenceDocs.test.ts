/**
 * The schema-language reference (docs/reference/, issue 31 item 7): rendered from the meta-schemas, and kept fresh by
 * `npm run generate -- --check`, which compares every emitted file with the disk.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { checksFor, keyChecks, registryKeyOf, renderChecksSection } from '../../../generator/emit/docs/checksSection';
import { CHECKS_REFERENCE_FILE } from '../../../generator/emit/checksReference';
import { emitReferenceDocs, referencePage } from '../../../generator/emit/docs/pages';
import { emitLanguage } from '../../../generator/pipeline';
import { checkOutput } from '../../../generator/write';
import { freshDir, REPO_ROOT } from '../generator/support';

const fragment = {
  title: 'Routes file',
  description: 'A small language fragment.',
  type: 'object',
  required: ['pages'],
  properties: {
    pages: {
      type: 'array',
      items: { $ref: '#/$defs/page' },
      description: 'The pages. Each is one route.',
      examples: [[{ key: 'home' }]],
    },
    again: { type: 'array', items: { $ref: '#/$defs/page' }, description: 'More pages.' },
  },
  $defs: {
    page: {
      type: 'object',
      required: ['key'],
      properties: {
        key: { type: 'string', pattern: '^[a-z]+$', description: 'The route key.', examples: ['home'] },
        kind: { enum: ['list', 'form'], default: 'list', description: 'What it shows.' },
        label: { $ref: 'vocabulary.schema.json#/$defs/text', description: 'Its title.' },
      },
    },
  },
};

describe('the reference docs', () => {
  it('render a language fragment: a section per key with type, default, allowed values, example, shared shapes once', () => {
    const page = referencePage('routes', fragment, []);
    expect(page).toContain('# Routes file (`routes.yaml`)');
    expect(page).toContain('| [`pages`](#pages) | array of object | yes | The pages. |');
    expect(page).toContain(
      '### `pages[].key`\n\n- **type:** string\n- **required:** yes\n- **allowed:** matches `^[a-z]+$`',
    );
    expect(page).toContain(
      '### `pages[].kind`\n\n- **type:** string\n- **default:** `list`\n- **allowed:** `list`, `form`',
    );
    expect(page).toContain('- **type:** text (`zh-CN`, `en`)');
    expect(page).toContain('```yaml\n- key: home\n```');
    expect(page).toContain('- **shape:** as [`pages`](#pages)');
    expect(page).not.toContain('again[].key');
    expect(page.trimEnd().endsWith('[checks.md](checks.md).')).toBe(true);
  });

  it('end each page with the checks of its kind, by id', () => {
    const section = renderChecksSection('routes', [{ id: 'route.duplicate', summary: 'two pages share a path' }]).join(
      '\n',
    );
    expect(section).toContain('| [`route.duplicate`](checks.md#route.duplicate) | two pages share a path |');
  });

  it('name under each key the registered checks that look at it, linked to their row in checks.md', () => {
    expect(registryKeyOf('fields.<field>.reference.display')).toBe('fields.*.reference.display');
    expect(registryKeyOf('list.filters[].op')).toBe('list.filters.*.op');
    const entries = [
      { id: 'reference.display.unknown', summary: 's', keys: ['fields.*.reference.display'] },
      { id: 'endpoint.path', summary: 's', keys: ['upstream.*.path'] },
    ];
    expect(keyChecks(entries, 'fields.<field>.reference.display')).toEqual([
      '- **checks:** [`reference.display.unknown`](checks.md#reference.display.unknown)',
      '',
    ]);
    expect(keyChecks(entries, 'upstream.list.path')[0]).toContain('endpoint.path');
    expect(keyChecks(entries, 'fields.<field>.reference')).toEqual([]);
    // The registry feeds the pages: every check that reads resource files is listed on resource.md, linked to its row.
    const resource = emitReferenceDocs().find((f) => f.path === 'docs/reference/resource.md')!.content;
    const checksPage = readFileSync(path.join(REPO_ROOT, 'docs/reference/checks.md'), 'utf8');
    for (const c of checksFor('resource')) {
      expect(resource).toContain(`[\`${c.id}\`](checks.md#${c.id})`);
      expect(checksPage).toContain(`<a id="${c.id}"></a>`);
    }
    expect(resource).toMatch(
      /### `fields\.<field>\.reference\.display`[^#]*- \*\*checks:\*\* \[`reference\.display\.unknown`\]/,
    );
  });

  it('are committed as generated (npm run generate -- --check compares them)', async () => {
    const docs = (await emitLanguage()).filter((f) => f.path.startsWith('docs/reference/'));
    const pages = [...emitReferenceDocs().map((f) => f.path), CHECKS_REFERENCE_FILE];
    expect(docs.map((f) => f.path).sort()).toEqual(pages.sort());
    expect(checkOutput(REPO_ROOT, 'src/generated', docs).stale).toEqual([]);
  });

  it('a stale page fails the check', () => {
    const dir = freshDir('reference-docs-stale');
    const docs = emitReferenceDocs();
    for (const f of docs) {
      const abs = path.join(dir, path.basename(f.path));
      writeFileSync(abs, f.content);
    }
    const flat = docs.map((f) => ({ ...f, path: path.basename(f.path) }));
    expect(checkOutput(dir, 'out', flat).stale).toEqual([]);
    // A description changed in generator/language/ but the page not regenerated: the committed page is stale.
    const edited = referencePage('routes', { ...fragment, description: 'Changed.' }, []);
    writeFileSync(path.join(dir, 'routes.md'), referencePage('routes', fragment, []));
    expect(readFileSync(path.join(dir, 'routes.md'), 'utf8')).not.toBe(edited);
    expect(checkOutput(dir, 'out', flat).stale).toEqual(['routes.md']);
  });
});
