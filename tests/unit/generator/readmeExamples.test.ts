/**
 * The README's examples — the worked examples of docs/guide/schema-language.md, which the README points to — work
 * as written. Each whole resource file it shows is written into a temporary copy of the
 * repository — replacing the repository's own schema of that name or route, as a developer following the README
 * would — and the project is generated and type-checked with the app around it. Each fragment it shows (a `views`
 * list, an `upstream` block …) is checked against the part of the meta-schema it belongs to.
 */
import { readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { RESOURCE_SCHEMA_ID } from '../../../generator/language/resource';
import { readProjectFiles, readSources } from '../../../generator/load';
import { compileModel, emitAll } from '../../../generator/pipeline';
import { validatorAt } from '../../../generator/validate';
import { copyInputs, freshDir, REPO_ROOT, typecheckApp } from './support';

// The worked examples moved from the README into the schema-language guide (issue 31 item 7).
const README = readFileSync(path.join(REPO_ROOT, 'docs/guide/schema-language.md'), 'utf8');
const blocks = [...README.matchAll(/```yaml\n([\s\S]*?)```/g)].map((m) => m[1]);
const WHOLE = '# yaml-language-server: $schema=../generator/meta/project/resource.schema.json';
// A whole file starts with the modeline and names itself (the bare modeline shown alone is no file).
const wholeFiles = blocks.filter((b) => b.startsWith(WHOLE) && /^name: /m.test(b));
const fragments = blocks.filter((b) => !b.startsWith('# yaml-language-server') && !b.includes('$schema'));

describe('the README examples', () => {
  it('show at least a list, a form page, a dashboard and the view and upstream fragments', () => {
    const pages = wholeFiles.map((b) => (parse(b) as { page?: string }).page ?? 'list');
    expect(pages).toEqual(expect.arrayContaining(['list', 'form', 'dashboard']));
    expect(fragments.length).toBeGreaterThanOrEqual(2);
  });

  it.each(fragments.map((f) => [Object.keys(parse(f) as object).join(', '), f]))(
    'fragment (%s) fits the meta-schema',
    (_keys, fragment) => {
      for (const [key, value] of Object.entries(parse(fragment) as Record<string, unknown>)) {
        expect(validatorAt(`${RESOURCE_SCHEMA_ID}#/properties/${key}`)(value), key).toEqual([]);
      }
    },
  );

  it('every whole file generates and type-checks in a copy of the repository', { timeout: 180_000 }, async () => {
    const dir = freshDir('readme-examples');
    copyInputs(REPO_ROOT, dir);
    const schemas = path.join(dir, 'schemas');
    for (const example of wholeFiles) {
      const { name, route } = parse(example) as { name: string; route: string };
      for (const file of readdirSync(schemas)) {
        const existing = parse(readFileSync(path.join(schemas, file), 'utf8')) as { name?: string; route?: string };
        if (existing.name === name || existing.route === route) rmSync(path.join(schemas, file));
      }
      writeFileSync(path.join(schemas, `${name}.yaml`), example);
    }
    const files = await emitAll(compileModel(readSources(dir), readProjectFiles(dir)));
    const result = await typecheckApp(dir, files);
    expect(result.output).toBe('');
    expect(result.code).toBe(0);
  });
});
