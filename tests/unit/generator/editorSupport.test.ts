/**
 * Editor completion (issue 9 item 8): every example and snippet the meta-schemas offer is valid where it is offered,
 * and the generated project schemas (generator/meta/project/) accept this project's files and refuse unknown names.
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { Ajv2020 } from 'ajv/dist/2020.js';
import { parse } from 'yaml';
import { describe, expect, it } from 'vitest';
import { ownSchemaPath } from '../../../generator/emit/ownNames';
import { PROJECT_SCHEMA_BASE } from '../../../generator/emit/projectSchemas';
import { vocabularySchema } from '../../../generator/emit/vocabularySchema';
import { META_SCHEMAS } from '../../../generator/language';
import { readProjectFiles, readSources } from '../../../generator/load';
import { compileModel, emitEditorSchemas } from '../../../generator/pipeline';
import type { SourceKind } from '../../../generator/load';
import { REPO_ROOT } from './support';

type Node = Record<string, unknown>;
/** A segment of an instance path: a key, an array index, or "some key of a map" (additionalProperties). */
type Segment = string | number | typeof ANY_KEY;
const ANY_KEY = Symbol('any key');

function newAjv() {
  const ajv = new Ajv2020({ allErrors: true, strict: true, strictRequired: false, allowUnionTypes: true });
  for (const keyword of ['tsType', 'patternTitle', 'markdownDescription'])
    ajv.addKeyword({ keyword, schemaType: 'string' });
  ajv.addKeyword({ keyword: 'defaultSnippets', schemaType: 'array' });
  ajv.addSchema([vocabularySchema(), ...Object.values(META_SCHEMAS)]);
  return ajv;
}
const ajv = newAjv();

/** The smallest document of each kind the meta-schema accepts: where examples are placed. */
const MINIMAL: Record<SourceKind, unknown> = {
  resource: {
    name: 'things',
    label: { 'zh-CN': '东西', en: 'Things' },
    route: '/things/list',
    upstream: { client: 'movie', list: { path: '/api/v2/things/list' } },
    fields: { title: { type: 'string', label: { 'zh-CN': '名称', en: 'Title' } } },
  },
  routes: { groups: {} },
  permissions: { roles: {} },
  brand: { id: 'default', title: '影票', logo: 'brands/default/logo.svg' },
  // Every fixed call is required: the project's own profile is the smallest complete one.
  upstream: parse(readFileSync(path.join(REPO_ROOT, 'upstream.yaml'), 'utf8')),
};

interface Offered {
  /** JSON pointer of the schema node. */
  at: string;
  node: Node;
  /** Where in a document a value of this node sits. */
  path: Segment[];
  /** At each depth of `path`, example values of the nodes met there (the containers an example is put into). */
  levels: unknown[][];
}

/**
 * Every schema node of a meta-schema with the instance path it describes, following local $refs (each node once, so
 * the recursive field definition ends) and if/then/else and anyOf branches.
 */
function offered(meta: Node, kind: SourceKind): Offered[] {
  const out: Offered[] = [];
  const seen = new Set<Node>();
  const resolve = (ref: string) =>
    ref
      .slice(2)
      .split('/')
      .reduce<Node>((n, k) => n[k] as Node, meta);
  const walk = (node: Node, at: string, p: Segment[], levels: unknown[][]) => {
    if (seen.has(node)) return;
    seen.add(node);
    const here = levels.slice(0, p.length + 1);
    here[p.length] = [...(here[p.length] ?? []), ...((node.examples as unknown[] | undefined) ?? [])];
    out.push({ at, node, path: p, levels: here });
    if (typeof node.$ref === 'string' && node.$ref.startsWith('#/'))
      walk(resolve(node.$ref), node.$ref.slice(1), p, here);
    for (const [k, child] of Object.entries((node.properties as Record<string, Node> | undefined) ?? {}))
      walk(child, `${at}/properties/${k}`, [...p, k], here);
    if (node.items && typeof node.items === 'object') walk(node.items as Node, `${at}/items`, [...p, 0], here);
    if (node.additionalProperties && typeof node.additionalProperties === 'object')
      walk(node.additionalProperties as Node, `${at}/additionalProperties`, [...p, ANY_KEY], here);
    for (const k of ['if', 'then', 'else'] as const)
      if (node[k] && typeof node[k] === 'object') walk(node[k] as Node, `${at}/${k}`, p, here);
    for (const k of ['anyOf', 'oneOf', 'allOf'] as const)
      ((node[k] as Node[] | undefined) ?? []).forEach((s, i) => walk(s, `${at}/${k}/${i}`, p, here));
  };
  walk(meta, '', [], [[MINIMAL[kind]]]);
  return out;
}

const isMap = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);

/** A whole document holding `value` at `p`: each container is an example of that place (else a bare one). */
function documentWith(p: Segment[], levels: unknown[][], value: unknown): unknown {
  let v = value;
  for (let depth = p.length - 1; depth >= 0; depth--) {
    const seg = p[depth];
    const candidates = levels[depth] ?? [];
    if (typeof seg === 'number') {
      const c = candidates.find(Array.isArray) as unknown[] | undefined;
      v = c ? [v, ...c.slice(1)] : [v];
    } else if (seg === ANY_KEY) {
      const c = candidates.find((x) => isMap(x) && Object.keys(x).length > 0) as Record<string, unknown> | undefined;
      v = c ? { ...c, [Object.keys(c)[0]]: v } : { sample: v };
    } else {
      const c = candidates.find(isMap) as Record<string, unknown> | undefined;
      v = { ...(c ?? {}), [seg]: v };
    }
  }
  return v;
}

/** A snippet body as the editor inserts it: every tab stop `${n:default}` replaced by its default, `$n` by nothing. */
function expand(body: unknown): unknown {
  const text = (s: string) => s.replace(/\$\{\d+:([^}]*)\}/g, '$1').replace(/\$\d+/g, '');
  if (typeof body === 'string') return text(body);
  if (Array.isArray(body)) return body.map(expand);
  if (isMap(body)) return Object.fromEntries(Object.entries(body).map(([k, v]) => [text(k), expand(v)]));
  return body;
}

const KINDS = Object.keys(META_SCHEMAS) as SourceKind[];
const errorsOf = (id: string, doc: unknown) => {
  const validate = ajv.getSchema(id)!;
  return validate(doc) ? [] : (validate.errors ?? []).map((e) => `${e.instancePath} ${e.message}`);
};

describe('every example and snippet of the meta-schemas is valid where an editor offers it', () => {
  it.each(KINDS)('%s: every key carries an example (hover shows it)', (kind) => {
    const nodes = offered(META_SCHEMAS[kind], kind);
    const keys = nodes.filter((n) => /\/properties\/[^/]+$/.test(n.at) && !/\/(if|then|else)\//.test(n.at));
    expect(keys.length).toBeGreaterThan(10);
    const hasExample = (n: Node): boolean =>
      Array.isArray(n.examples) ||
      (typeof n.$ref === 'string' &&
        n.$ref.startsWith('#/') &&
        hasExample(
          n.$ref
            .slice(2)
            .split('/')
            .reduce<Node>((x, k) => x[k] as Node, META_SCHEMAS[kind]),
        ));
    expect(keys.filter((n) => !hasExample(n.node)).map((n) => n.at)).toEqual([]);
    expect(
      keys
        .filter((n) => Array.isArray(n.node.examples) && typeof n.node.markdownDescription !== 'string')
        .map((n) => n.at),
    ).toEqual([]);
  });

  it.each(KINDS)('%s: each example, as the value of its key in a minimal document, passes the meta-schema', (kind) => {
    const meta = META_SCHEMAS[kind];
    expect(errorsOf(meta.$id, MINIMAL[kind])).toEqual([]);
    const failures: string[] = [];
    let count = 0;
    for (const n of offered(meta, kind)) {
      for (const example of (n.node.examples as unknown[] | undefined) ?? []) {
        count++;
        const errors = errorsOf(meta.$id, documentWith(n.path, n.levels, example));
        if (errors.length) failures.push(`${n.at} = ${JSON.stringify(example)}: ${errors.join('; ')}`);
      }
    }
    expect(count).toBeGreaterThan(10);
    expect(failures).toEqual([]);
  });

  it.each(KINDS)(
    '%s: each snippet, tab stops at their defaults, passes the meta-schema where it is offered',
    (kind) => {
      const meta = META_SCHEMAS[kind];
      const failures: string[] = [];
      let count = 0;
      for (const n of offered(meta, kind)) {
        for (const snippet of (n.node.defaultSnippets as Array<{ label: string; body: unknown }> | undefined) ?? []) {
          count++;
          expect(snippet.label, n.at).toMatch(/\S/);
          const errors = errorsOf(meta.$id, documentWith(n.path, n.levels, expand(snippet.body)));
          if (errors.length) failures.push(`${n.at} "${snippet.label}": ${errors.join('; ')}`);
        }
      }
      expect(count).toBeGreaterThan(0);
      expect(failures).toEqual([]);
    },
  );

  it('the resource language offers snippets for a new resource, field, filter, action, chart and page', () => {
    const labels = (at: string) =>
      offered(META_SCHEMAS.resource, 'resource')
        .filter((n) => n.at === at)
        .flatMap((n) => ((n.node.defaultSnippets as Array<{ label: string }>) ?? []).map((s) => s.label));
    expect(labels('')).toEqual(expect.arrayContaining(['New list resource', 'New form page', 'New dashboard']));
    for (const at of ['/$defs/field', '/$defs/filter', '/$defs/action', '/$defs/listChart', '/properties/views'])
      expect(labels(at).length, at).toBeGreaterThan(0);
    expect(labels('/$defs/dashboard/properties/charts/items').length).toBeGreaterThan(0);
  });

  it('a wrong example is caught (the check can fail)', () => {
    const n = offered(META_SCHEMAS.resource, 'resource').find((x) => x.at === '/$defs/menu/properties/order')!;
    expect(errorsOf(META_SCHEMAS.resource.$id, documentWith(['menu', 'order'], n.levels, 'first'))).not.toEqual([]);
    expect(expand({ '${1:name}': '${2:x} $3' })).toEqual({ name: 'x ' });
  });
});

describe('the project schemas (generator/meta/project/) narrow names to this project', () => {
  const PROJECT_DIR = path.join(REPO_ROOT, 'generator/meta/project');
  const projectAjv = newAjv();
  projectAjv.addKeyword({ keyword: 'errorMessage', schemaType: 'string' });
  // The files carry no $id (the YAML language server would resolve their refs against it): ajv knows them by this key.
  for (const file of readdirSync(PROJECT_DIR)
    .filter((f) => f.endsWith('.schema.json'))
    .sort()) {
    projectAjv.addSchema(
      JSON.parse(readFileSync(path.join(PROJECT_DIR, file), 'utf8')),
      `${PROJECT_SCHEMA_BASE}/${file}`,
    );
  }
  const validatorOf = (kind: SourceKind) => projectAjv.getSchema(`${PROJECT_SCHEMA_BASE}/${kind}.schema.json`)!;
  const check = (kind: SourceKind, doc: unknown) => {
    const validate = validatorOf(kind);
    return validate(doc)
      ? []
      : (validate.errors ?? []).map((e) => `${e.instancePath} ${e.message} ${JSON.stringify(e.params)}`);
  };
  const read = (file: string) => parse(readFileSync(path.join(REPO_ROOT, file), 'utf8')) as Record<string, unknown>;
  const inputs: Array<[SourceKind, string]> = [
    ['upstream', 'upstream.yaml'],
    ['routes', 'routes.yaml'],
    ['permissions', 'permissions.yaml'],
    ...readdirSync(path.join(REPO_ROOT, 'schemas'))
      .filter((f) => /\.ya?ml$/.test(f))
      .sort()
      .map((f): [SourceKind, string] => ['resource', `schemas/${f}`]),
    ...readdirSync(path.join(REPO_ROOT, 'brands'))
      .filter((f) => /\.ya?ml$/.test(f))
      .sort()
      .map((f): [SourceKind, string] => ['brand', `brands/${f}`]),
  ];

  it.each(inputs)('%s schema accepts %s', (kind, file) => {
    expect(check(kind, read(file))).toEqual([]);
  });

  it('each input file names its project schema in its yaml-language-server header', () => {
    for (const [kind, file] of inputs) {
      const header = readFileSync(path.join(REPO_ROOT, file), 'utf8').split('\n')[0];
      const target = header.match(/^# yaml-language-server: \$schema=(\S+)$/)?.[1];
      // A resource file's header names its own schema (ownNames.test.ts), which refs the shared one.
      const expected =
        kind === 'resource' ? path.join(REPO_ROOT, ownSchemaPath(file)) : path.join(PROJECT_DIR, `${kind}.schema.json`);
      expect(target && path.resolve(path.dirname(path.join(REPO_ROOT, file)), target), file).toBe(expected);
    }
  });

  it('.vscode/settings.json maps every kind of input file to its project schema', () => {
    const settings = JSON.parse(readFileSync(path.join(REPO_ROOT, '.vscode/settings.json'), 'utf8')) as {
      'yaml.schemas': Record<string, string | string[]>;
    };
    const mapped = Object.fromEntries(
      Object.entries(settings['yaml.schemas']).map(([schema, globs]) => [
        path.basename(schema, '.schema.json'),
        [globs].flat(),
      ]),
    );
    expect(mapped.resource).toContain('schemas/*.yaml');
    expect(mapped.routes).toContain('routes.yaml');
    expect(mapped.permissions).toContain('permissions.yaml');
    expect(mapped.brand).toContain('brands/*.yaml');
    expect(mapped.upstream).toContain('upstream.yaml');
    for (const schema of Object.keys(settings['yaml.schemas']))
      expect(readdirSync(path.join(REPO_ROOT, path.dirname(schema)))).toContain(path.basename(schema));
  });

  const orders = read('schemas/orders.yaml');
  const withKey = (doc: Record<string, unknown>, key: string, value: unknown) => ({ ...doc, [key]: value });

  it('refuses an unknown resource name in a reference (the meta-schema alone accepts it)', () => {
    const fields = {
      ...(orders.fields as object),
      media_id: {
        type: 'integer',
        widget: 'reference',
        label: { 'zh-CN': '媒体', en: 'Media' },
        reference: { resource: 'medya', display: 'name' },
      },
    };
    const doc = withKey(orders, 'fields', fields);
    expect(errorsOf(META_SCHEMAS.resource.$id, doc)).toEqual([]);
    expect(check('resource', doc).join('\n')).toMatch(
      /\/fields\/media_id\/reference\/resource must be equal to one of the allowed values/,
    );
  });

  it('refuses a field the referenced resource does not have, and accepts one it has', () => {
    const ref = (display: string) =>
      withKey(orders, 'fields', {
        ...(orders.fields as object),
        film_id: {
          type: 'integer',
          widget: 'reference',
          label: { 'zh-CN': '影片', en: 'Film' },
          reference: { resource: 'films', display },
        },
      });
    const films = read('schemas/films.yaml').fields as Record<string, unknown>;
    expect(check('resource', ref(Object.keys(films)[0]))).toEqual([]);
    expect(check('resource', ref('no_such_field')).join('\n')).toMatch(/\/fields\/film_id\/reference\/display/);
  });

  it('refuses an unknown icon and an unknown menu group', () => {
    expect(
      errorsOf(
        META_SCHEMAS.resource.$id,
        withKey(orders, 'menu', { ...(orders.menu as object), icon: 'NoSuchIconAnywhere' }),
      ),
    ).toEqual([]);
    expect(
      check('resource', withKey(orders, 'menu', { ...(orders.menu as object), icon: 'NoSuchIconAnywhere' })).join('\n'),
    ).toMatch(/\/menu\/icon/);
    expect(
      check('resource', withKey(orders, 'menu', { ...(orders.menu as object), group: 'nosuchgroup' })).join('\n'),
    ).toMatch(/\/menu\/group/);
    expect(check('resource', withKey(orders, 'menu', { ...(orders.menu as object), icon: 'Movie' }))).toEqual([]);
  });

  it('refuses an unknown permission key in a role and an unknown route key in a brand', () => {
    const permissions = read('permissions.yaml');
    expect(
      check(
        'permissions',
        withKey(permissions, 'roles', {
          viewer: { label: { 'zh-CN': '只读', en: 'Read only' }, grants: { order_alll: ['query'] } },
        }),
      ).join('\n'),
    ).toMatch(/\/roles\/viewer\/grants/);
    const brand = read('brands/starlight.yaml');
    expect(check('brand', withKey(brand, 'hidden_routes', ['posterz'])).join('\n')).toMatch(/\/hidden_routes\/0/);
  });

  it("takes a brand's English title, describe and copyright, refuses anything else under `en`; every shipped brand has an English title (issue 30 item 23)", () => {
    const brand = read('brands/starlight.yaml');
    expect(
      check(
        'brand',
        withKey(brand, 'en', { title: 'Starlight', describe: 'Tickets', copyright: '© {year} Starlight' }),
      ),
    ).toEqual([]);
    expect(check('brand', withKey(brand, 'en', { title: '' })).join('\n')).toMatch(/\/en\/title/);
    expect(check('brand', withKey(brand, 'en', { titel: 'Starlight' })).join('\n')).toMatch(/\/en/);
    for (const file of readdirSync(path.join(REPO_ROOT, 'brands')).filter((f) => /\.ya?ml$/.test(f))) {
      const { en } = read(`brands/${file}`) as { en?: { title?: string } };
      expect(en?.title, file).toMatch(/^[\x20-\x7e·–]+$/);
    }
  });
});

describe('the project schemas follow the project (npm run generate writes them, --check compares them)', () => {
  const texts = readSources(REPO_ROOT);
  const project = readProjectFiles(REPO_ROOT);
  const namesOf = (files: ReturnType<typeof emitEditorSchemas>) =>
    JSON.parse(files.find((f) => f.path.endsWith('/names.schema.json'))!.content) as {
      $defs: Record<string, { enum?: string[]; allOf?: unknown[] }>;
    };

  it('what is committed is what the generator writes now', () => {
    const files = emitEditorSchemas(compileModel(texts, project), project);
    expect(
      files
        .filter((f) => !f.path.includes('/schemas/'))
        .map((f) => path.basename(f.path))
        .sort(),
    ).toEqual([
      'brand.schema.json',
      'names.schema.json',
      'permissions.schema.json',
      'resource.schema.json',
      'routes.schema.json',
      'upstream.schema.json',
    ]);
    for (const f of files) expect(readFileSync(path.join(REPO_ROOT, f.path), 'utf8'), f.path).toBe(f.content);
  });

  it('a new schema adds its name, and its fields to the references that name it', () => {
    const coupons = [
      'name: giftCards',
      'label: { zh-CN: 礼品卡, en: Gift cards }',
      'route: /gift/cardList',
      'upstream: { client: movie, list: { path: /api/v2/gift/cards } }',
      'fields:',
      '  code: { type: string, label: { zh-CN: 券码, en: Code } }',
      'recordId: code',
      'list: { columns: [code] }',
    ].join('\n');
    const before = namesOf(emitEditorSchemas(compileModel(texts, project), project));
    const after = namesOf(
      emitEditorSchemas(
        compileModel([...texts, { kind: 'resource', file: 'schemas/giftCards.yaml', text: coupons }], project),
        project,
      ),
    );
    expect(before.$defs.resourceName.enum).not.toContain('giftCards');
    expect(after.$defs.resourceName.enum).toContain('giftCards');
    expect(after.$defs.routeKey.enum).toContain('giftCards');
    expect(JSON.stringify(after.$defs.reference.allOf)).toContain(
      '{"if":{"properties":{"resource":{"const":"giftCards"}},"required":["resource"]},"then":{"type":"object","properties":{"display":{"type":"string","enum":["code"]',
    );
  });
});
