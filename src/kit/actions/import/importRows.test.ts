import { describe, expect, it } from 'vitest';
import * as yup from 'yup';
import { cellName, checkSheet, MAX_IMPORT_ROWS, readRows, type ImportColumn } from './importRows';

const columns: ImportColumn[] = [
  { source: 'name', type: 'string' },
  { source: 'tel', type: 'string' },
  { source: 'share_rate', type: 'number' },
  {
    source: 'status',
    type: 'integer',
    choices: [
      { id: 1, name: 'enums.status.1' },
      { id: 0, name: 'enums.status.0' },
    ],
  },
  { source: 'contact.city', type: 'string' },
];
const rules = yup.object({
  name: yup.string().required('required'),
  tel: yup.string().matches(/^1[3-9]\d{9}$/, { message: 'bad tel', excludeEmptyString: true }),
  share_rate: yup.number().typeError('not a number').min(0, 'too low').max(100, 'too high'),
  status: yup.number().oneOf([0, 1], 'bad status'),
  contact: yup.object({ city: yup.string().max(4, 'too long') }),
});
const LABELS: Record<string, string> = {
  name: '代理名称',
  tel: '手机号',
  share_rate: '分成比例',
  status: '状态',
  'contact.city': '城市',
  'enums.status.1': '正常',
  'enums.status.0': '暂停',
};
const labels = { column: (c: ImportColumn) => LABELS[c.source], choice: (c: { name: string }) => LABELS[c.name] };

describe('checkSheet: files refused as a whole', () => {
  it('refuses a sheet with a header and no data rows', () => {
    expect(checkSheet([])).toEqual({ key: 'app.import.empty' });
    expect(checkSheet([['代理名称'], ['', null]])).toEqual({ key: 'app.import.empty' });
  });
  it(`refuses more than ${MAX_IMPORT_ROWS} data rows, saying how many`, () => {
    const sheet = [['代理名称'], ...Array.from({ length: MAX_IMPORT_ROWS + 1 }, (_, i) => [`a${i}`])];
    expect(checkSheet(sheet)).toEqual({
      key: 'app.import.tooMany',
      args: { count: MAX_IMPORT_ROWS + 1, max: MAX_IMPORT_ROWS },
    });
    expect(checkSheet(sheet.slice(0, MAX_IMPORT_ROWS + 1))).toBeUndefined();
  });
  it('refuses formula text and names its cell', () => {
    expect(
      checkSheet([
        ['代理名称', '手机号'],
        ['a', '13800138000'],
        ['b', '=HYPERLINK("x")'],
      ]),
    ).toEqual({ key: 'app.import.formula', args: { cell: 'B3' } });
    expect(cellName(1, 26)).toBe('AA1');
  });
});

describe('readRows: each row read against the columns and checked by the form rules', () => {
  it('finds columns by label or field name, converts numbers and option labels, nests dotted fields', () => {
    const { rows, unknownHeaders } = readRows(
      [
        ['代理名称', 'tel', '分成比例', '状态', '城市', '备注X'],
        ['星光', '13800138000', '12.5', '暂停', '上海', 'ignored'],
      ],
      columns,
      rules,
      labels,
    );
    expect(unknownHeaders).toEqual(['备注X']);
    expect(rows).toEqual([
      {
        line: 2,
        cells: { name: '星光', tel: '13800138000', share_rate: '12.5', status: '暂停', 'contact.city': '上海' },
        values: { name: '星光', tel: '13800138000', share_rate: 12.5, status: 0, contact: { city: '上海' } },
        errors: {},
      },
    ]);
  });
  it('reports each bad cell under its field, with the sheet row number, and skips blank rows', () => {
    const { rows } = readRows(
      [
        ['代理名称', '手机号', '分成比例', '状态', '城市'],
        ['', '12345', 'abc', '7', '乌鲁木齐市区'],
        [],
        ['ok', '', '', '1', ''],
      ],
      columns,
      rules,
      labels,
    );
    expect(rows.map((r) => r.line)).toEqual([2, 4]);
    expect(rows[0].errors).toEqual({
      name: 'required',
      tel: 'bad tel',
      share_rate: 'not a number',
      status: 'bad status',
      'contact.city': 'too long',
    });
    expect(rows[1].errors).toEqual({});
    expect(rows[1].values).toEqual({ name: 'ok', status: 1 });
  });
});
