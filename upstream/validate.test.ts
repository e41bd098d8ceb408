import { afterAll, describe, expect, it } from 'vitest';
import { readSources } from '../generator/load';
import { compileModel } from '../generator/pipeline';
import { projectWith } from './testkit';
import { inputReader, problemMessage } from './validate';

/** One field per kind of constraint and coercion the create and update bodies meet. */
const TICKETS = `
name: tickets
label: { zh-CN: 票, en: Tickets }
route: /test/tickets
upstream:
  client: movie
  list: { path: /api/v2/test/tickets/list }
  create: { path: /api/v2/test/tickets/create }
  update: { path: /api/v2/test/tickets/edit }
fields:
  id: { type: integer, label: { zh-CN: ID, en: ID }, readOnly: true }
  code: { type: string, label: { zh-CN: 券码, en: Code }, required: true, pattern: '^[A-Z]{2}\\d{4}$', patternMessage: { zh-CN: 券码格式不对, en: Bad code } }
  seats: { type: integer, label: { zh-CN: 座位数, en: Seats }, minimum: 1, maximum: 8 }
  price: { type: number, widget: money, label: { zh-CN: 票价, en: Price } }
  kind:
    type: integer
    label: { zh-CN: 类型, en: Kind }
    enum:
      - { value: 1, label: { zh-CN: 普通, en: Plain } }
      - { value: 2, label: { zh-CN: 3D, en: 3D } }
  vip: { type: boolean, label: { zh-CN: 会员, en: VIP } }
  tags: { type: array, label: { zh-CN: 标签, en: Tags } }
  note: { type: string, label: { zh-CN: 备注, en: Note }, maxLength: 4 }
list:
  columns: [code]
`;

const project = projectWith({ 'tickets.yaml': TICKETS });
afterAll(() => project.remove());
const tickets = compileModel(readSources(project.root)).resources.find((r) => r.name === 'tickets')!;
const create = inputReader(tickets, 'create');
const update = inputReader(tickets, 'update');

describe('create and update bodies (ajv against the schema fields)', () => {
  it('coerces form strings to the field types: numbers, enum values, flags and lists', () => {
    const { values, problems } = create.read({
      code: 'AB1234',
      seats: '2',
      price: ' 12.5 ',
      kind: '2',
      vip: '1',
      tags: 'a, b',
      note: 7,
      extra: 'x',
    });
    expect(problems).toEqual([]);
    expect(values).toEqual({ code: 'AB1234', seats: 2, price: 12.5, kind: 2, vip: true, tags: ['a', 'b'], note: '7' });
  });

  it.each([
    [{ code: '' }, 'code', '不能为空'],
    [{ code: 'ab' }, 'code', '券码格式不对'],
    [{ code: 'AB1234', seats: '2.5' }, 'seats', '必须是整数'],
    [{ code: 'AB1234', seats: 'many' }, 'seats', '必须是数字'],
    [{ code: 'AB1234', seats: 0 }, 'seats', '不能小于 1'],
    [{ code: 'AB1234', seats: 9 }, 'seats', '不能大于 8'],
    [{ code: 'AB1234', price: true }, 'price', '必须是数字'],
    [{ code: 'AB1234', price: 'Infinity' }, 'price', '必须是数字'],
    [{ code: 'AB1234', kind: 3 }, 'kind', '取值无效'],
    [{ code: 'AB1234', vip: 'yes' }, 'vip', '必须是是或否'],
    [{ code: 'AB1234', tags: 5 }, 'tags', '必须是列表'],
    [{ code: 'AB1234', note: 'lengthy' }, 'note', '长度不能超过 4 个字符'],
    [{ code: 'AB1234', note: { a: 1 } }, 'note', '必须是文本'],
  ])('refuses %j: %s %s', (params, field, message) => {
    expect(create.read(params).problems).toEqual([{ field, message }]);
  });

  it('reports every field, the first in schema order, under its zh-CN label', () => {
    const { problems } = create.read({ note: 'too long', seats: 'x' });
    expect(problems).toEqual([
      { field: 'code', message: '不能为空' },
      { field: 'seats', message: '必须是数字' },
      { field: 'note', message: '长度不能超过 4 个字符' },
    ]);
    expect(problemMessage(create.fields, problems)).toBe('券码: 不能为空');
  });

  it('judges only what an update sends; a blank optional field is cleared, a blank required one refused', () => {
    expect(update.read({ id: 3, note: 'ok' })).toEqual({ values: { note: 'ok' }, problems: [] });
    expect(update.read({ id: 3, note: '  ', seats: null })).toEqual({
      values: { note: null, seats: null },
      problems: [],
    });
    expect(update.read({ id: 3, code: ' ' }).problems).toEqual([{ field: 'code', message: '不能为空' }]);
  });
});
