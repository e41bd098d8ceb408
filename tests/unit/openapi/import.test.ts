/**
 * Issue 35 item 1: the draft schema an OpenAPI operation gives — its mapping (fields, list call, filters, record calls,
 * description, TODOs) and that it compiles with the project as it is, with no edit.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:http';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { readProjectFiles, readSources } from '../../../generator/load';
import { loadDocument } from '../../../generator/openapi/document';
import { draftSchema } from '../../../generator/openapi/importer';
import { clientsOf } from '../../../generator/openapi/listCall';
import { compileModel } from '../../../generator/pipeline';
import { freshDir, REPO_ROOT } from '../generator/support';

const FIXTURE = 'tests/fixtures/openapi/gift-cards.yaml';
type Json = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any

async function draftOf(source: string, operation: string, name?: string) {
  return draftSchema({ doc: await loadDocument(source, REPO_ROOT), operation, name, clients: clientsOf(REPO_ROOT) });
}

describe('a draft from the gift-card document (movie-service convention, §7)', async () => {
  const { name, yaml } = await draftOf(FIXTURE, 'listGiftCards');
  const draft = parse(yaml) as Json;

  it('names the resource and its operation, and takes the description from the document', () => {
    expect(name).toBe('giftCards');
    expect(draft.upstream.openapi).toBe('listGiftCards');
    expect(draft.description).toContain("The merchant's gift cards, newest first");
    expect(draft.label['zh-CN']).toBe('礼品卡列表');
  });

  it('maps the record: types, formats, enum labels, required, bounds, patterns, nested objects, read-only', () => {
    const f = draft.fields;
    expect(f.face_value).toMatchObject({
      type: 'number',
      minimum: 10,
      maximum: 5000,
      required: true,
      label: { 'zh-CN': '面值' },
    });
    expect(f.card_no).toMatchObject({ type: 'string', pattern: '^GC\\d{10}$', readOnly: true });
    expect(f.status.enum).toEqual(
      [0, 1, 2].map((value, i) => ({
        value,
        label: { 'zh-CN': ['未激活', '已激活', '已冻结'][i], en: ['未激活', '已激活', '已冻结'][i] },
      })),
    );
    expect(f.created_at).toMatchObject({ type: 'string', format: 'date-time', sortable: true });
    expect(f.expires_on).toMatchObject({ format: 'date', widget: 'date' });
    expect(f.holder.properties.level).toMatchObject({ type: 'integer', minimum: 1, maximum: 5, readOnly: true });
    expect(f.remark).toMatchObject({ maxLength: 50 });
    expect(f.remark.readOnly).toBeUndefined();
  });

  it('maps the list call to the movie client (page, page_size, data.data, data.total) and its filters', () => {
    expect(draft.upstream).toMatchObject({ client: 'movie', list: { method: 'POST', path: '/api/v2/giftCard/list' } });
    expect(draft.upstream.paging).toBeUndefined();
    expect(draft.upstream.list.rows).toBeUndefined();
    expect(draft.list.filters).toEqual([
      { field: 'card_no', op: 'contains' },
      { field: 'status', op: 'equals' },
      { field: 'created_at', op: 'dateRange', params: { from: 'start_time', to: 'end_time' } },
    ]);
    expect(draft.list.sort).toEqual({ field: 'created_at', order: 'DESC' });
  });

  it('takes the detail and create calls from the sibling operations', () => {
    expect(draft.upstream.get).toEqual({ method: 'GET', path: '/api/v2/giftCard/detail' });
    expect(draft.upstream.create).toEqual({ method: 'POST', path: '/api/v2/giftCard/create' });
    expect(draft.create).toEqual(['face_value', 'holder_tel', 'remark']);
    expect(draft.actions).toEqual([
      { name: 'get', place: 'row' },
      { name: 'add', place: 'toolbar' },
    ]);
    expect(draft.show).toContain('holder.nickname');
  });

  it('marks every guess with a TODO comment', () => {
    const todos = yaml.split('\n').filter((l) => l.includes('# TODO:'));
    expect(todos.join('\n')).toMatch(/English labels made from the field names.*card_no/);
    expect(todos.join('\n')).toMatch(/which date does start_time–end_time bound\? guessed created_at/);
    expect(todos.join('\n')).toMatch(/§2 route/);
  });

  it('compiles with the project as it stands: no edit needed', () => {
    const texts = [...readSources(REPO_ROOT), { kind: 'resource' as const, file: `schemas/${name}.yaml`, text: yaml }];
    const model = compileModel(texts, readProjectFiles(REPO_ROOT), null);
    expect(model.resources.map((r) => r.name)).toContain('giftCards');
  });
});

describe('other document shapes', () => {
  it('converts Swagger 2.0 and matches a gateway-style list (pageNo, pageSize) to the gateway client', async () => {
    const dir = freshDir('openapi-swagger2');
    writeFileSync(path.join(dir, 'swagger.json'), JSON.stringify(SWAGGER2));
    const { yaml } = await draftOf(path.join(dir, 'swagger.json'), 'GET /api/members', 'members');
    const draft = parse(yaml) as Json;
    expect(draft.upstream).toMatchObject({ client: 'gateway', list: { method: 'GET', path: '/api/members' } });
    expect(draft.upstream.list.rows).toBe('data.records');
    expect(draft.fields.level.enum.map((o: Json) => o.label.en)).toEqual(['Silver', 'Gold']);
    expect(draft.fields.email).toMatchObject({ type: 'string', format: 'email', required: true });
  });

  it('refuses an operation the document does not have, by name', async () => {
    await expect(draftOf(FIXTURE, 'listTickets')).rejects.toThrow(/no operation "listTickets"/);
  });
});

const member = {
  type: 'object',
  required: ['id', 'email'],
  properties: {
    id: { type: 'integer' },
    email: { type: 'string', format: 'email', description: 'Login e-mail' },
    level: {
      type: 'string',
      enum: ['silver', 'gold'],
      'x-enum-descriptions': ['Silver', 'Gold'],
      description: 'Member level',
    },
  },
};

const SWAGGER2 = {
  swagger: '2.0',
  info: { title: 'Members', version: '1' },
  paths: {
    '/api/members': {
      get: {
        operationId: 'listMembers',
        parameters: [
          { name: 'pageNo', in: 'query', type: 'integer' },
          { name: 'pageSize', in: 'query', type: 'integer' },
          { name: 'level', in: 'query', type: 'string' },
        ],
        responses: {
          200: {
            description: 'ok',
            schema: {
              type: 'object',
              properties: {
                code: { type: 'integer' },
                totalCount: { type: 'integer' },
                data: {
                  type: 'object',
                  properties: { records: { type: 'array', items: { $ref: '#/definitions/Member' } } },
                },
              },
            },
          },
        },
      },
    },
    '/api/members/{id}': {
      delete: {
        parameters: [{ name: 'id', in: 'path', required: true, type: 'integer' }],
        responses: { 200: { description: 'ok' } },
      },
    },
  },
  definitions: { Member: member },
};

it('reads the document from a URL, as a service publishes it', async () => {
  const text = readFileSync(path.join(REPO_ROOT, FIXTURE), 'utf8');
  const server = createServer((_, res) => res.writeHead(200, { 'content-type': 'application/yaml' }).end(text));
  // Issue 35's port range (9700–9799): beside the browser test's.
  const port = Number(process.env.OPENAPI_TEST_PORT ?? 9760);
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  try {
    const { name, yaml } = await draftOf(`http://127.0.0.1:${port}/openapi.yaml`, 'POST /api/v2/giftCard/list');
    expect(name).toBe('giftCards');
    expect(yaml).toContain(`# Draft from http://127.0.0.1:${port}/openapi.yaml`);
  } finally {
    server.close();
  }
});

describe('drafts that compile whatever the convention of the document', () => {
  const compiles = (name: string, yaml: string) => {
    const texts = [...readSources(REPO_ROOT), { kind: 'resource' as const, file: `schemas/${name}.yaml`, text: yaml }];
    return compileModel(texts, readProjectFiles(REPO_ROOT), null).resources.some((r) => r.name === name);
  };

  it('leaves out a record call of an envelope service with the id in its path, with a TODO', async () => {
    const dir = freshDir('openapi-swagger2-compile');
    writeFileSync(path.join(dir, 'swagger.json'), JSON.stringify(SWAGGER2));
    const { yaml } = await draftOf(path.join(dir, 'swagger.json'), 'listMembers', 'members');
    expect((parse(yaml) as Json).upstream.delete).toBeUndefined();
    expect(yaml).toContain(
      '# TODO: DELETE /api/members/{id} (delete) carries the id in its path, which only a rest client sends',
    );
    expect(compiles('members', yaml)).toBe(true);
  });

  it('speaks a bare array of records (OpenAPI 3.1) through the rest client', async () => {
    const dir = freshDir('openapi-rest');
    writeFileSync(path.join(dir, 'rest.json'), JSON.stringify(REST31));
    const { yaml } = await draftOf(path.join(dir, 'rest.json'), 'GET /api/vouchers', 'vouchers');
    const draft = parse(yaml) as Json;
    expect(draft.upstream).toMatchObject({
      client: 'rest',
      get: { method: 'GET', path: '/api/vouchers/:id' },
      update: { method: 'PUT', path: '/api/vouchers/:id' },
    });
    expect(draft.fields.kind.enum).toEqual([
      { value: 'cash', label: { 'zh-CN': '代金券', en: '代金券' } },
      { value: 'gift', label: { 'zh-CN': '兑换券', en: '兑换券' } },
    ]);
    expect(compiles('vouchers', yaml)).toBe(true);
  });
});

const voucher = {
  type: 'object',
  properties: {
    id: { type: 'integer', readOnly: true },
    title: { type: ['string', 'null'], title: '券名', maxLength: 40 },
    kind: {
      oneOf: [
        { const: 'cash', title: '代金券' },
        { const: 'gift', title: '兑换券' },
      ],
      type: 'string',
      title: '券种',
    },
  },
};

const REST31 = {
  openapi: '3.1.0',
  info: { title: 'Vouchers', version: '1' },
  paths: {
    '/api/vouchers': {
      get: {
        parameters: [{ name: 'title', in: 'query', schema: { type: 'string' } }],
        responses: {
          200: {
            description: 'ok',
            content: {
              'application/json': { schema: { type: 'array', items: { $ref: '#/components/schemas/Voucher' } } },
            },
          },
        },
      },
    },
    '/api/vouchers/{id}': {
      parameters: [{ name: 'id', in: 'path', required: true, schema: { type: 'integer' } }],
      get: {
        responses: {
          200: {
            description: 'ok',
            content: { 'application/json': { schema: { $ref: '#/components/schemas/Voucher' } } },
          },
        },
      },
      put: {
        requestBody: { content: { 'application/json': { schema: { $ref: '#/components/schemas/Voucher' } } } },
        responses: { 200: { description: 'ok' } },
      },
    },
  },
  components: { schemas: { Voucher: voucher } },
};
