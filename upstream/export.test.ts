import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RunningUpstream } from './server';
import { safeText } from './render';
import { client, projectWith, start, type Client } from './testkit';
import { buildXlsx, columnName, XLSX_TYPE } from './xlsx';
import { unzip } from './zip';

let upstream: RunningUpstream;
let api: Client;
let token: string;

beforeAll(async () => {
  upstream = await start();
  api = client(upstream.url);
  token = await api.login('merchant', 'merchant123');
});
afterAll(() => upstream.close());

async function exportOrders(body: Record<string, unknown>) {
  const res = await api.raw('/api/v2/order/export', {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', 'User-Token': token },
    body: JSON.stringify(body),
  });
  return { res, bytes: new Uint8Array(await res.arrayBuffer()) };
}

/** Rows of sheet1 as text (inline strings and numbers), by cell reference. */
function cells(xml: string): Map<string, string> {
  const out = new Map<string, string>();
  for (const m of xml.matchAll(/<c r="([A-Z]+\d+)"[^>]*>(?:<is><t[^>]*>([^<]*)<\/t><\/is>|<v>([^<]*)<\/v>)<\/c>/g)) {
    out.set(m[1], (m[2] ?? m[3]).replace(/&lt;/g, '<').replace(/&gt;/g, '>').replace(/&quot;/g, '"').replace(/&amp;/g, '&'));
  }
  return out;
}

/** Tags open and close in order: enough to catch a broken part without an XML library. */
function wellFormed(xml: string): boolean {
  const stack: string[] = [];
  for (const m of xml.replace(/<\?xml[^>]*\?>/, '').matchAll(/<(\/?)([\w:]+)[^>]*?(\/?)>/g)) {
    if (m[3]) continue;
    if (!m[1]) stack.push(m[2]);
    else if (stack.pop() !== m[2]) return false;
  }
  return stack.length === 0;
}

describe('order export', () => {
  it('answers an xlsx attachment holding the list columns and rows', async () => {
    const { res, bytes } = await exportOrders({});
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe(XLSX_TYPE);
    expect(res.headers.get('content-disposition')).toMatch(/^attachment; filename=".+\.xlsx"; filename\*=UTF-8''/);
    const files = unzip(bytes);
    expect([...files.keys()].sort()).toEqual([
      '[Content_Types].xml', '_rels/.rels', 'xl/_rels/workbook.xml.rels', 'xl/styles.xml', 'xl/workbook.xml', 'xl/worksheets/sheet1.xml',
    ]);
    for (const [name, data] of files) expect(wellFormed(data.toString('utf8')), name).toBe(true);
    expect(files.get('xl/workbook.xml')!.toString()).toContain('<sheet name="全部订单"');

    const sheet = cells(files.get('xl/worksheets/sheet1.xml')!.toString('utf8'));
    expect(['A1', 'B1', 'C1', 'H1', 'J1'].map((ref) => sheet.get(ref))).toEqual(['订单号', '影片', '影院', '订单状态', '下单时间']);
    const first = (await api.post('/api/v2/order/allList', { page_size: 100 }, { token })).body.data.data;
    expect(sheet.get('A2')).toBe(first[0].order_no);
    expect(sheet.get('J2')).toBe(first[0].created_at);
    expect(Number(sheet.get('G2'))).toBeCloseTo(first[0].amount, 2);
    expect(sheet.has('A58')).toBe(true);
    expect(sheet.has('A59')).toBe(false);
  });

  it('renders labels: enum label, hall type label, money in the 0.00 style', async () => {
    const { bytes } = await exportOrders({ status: [4] });
    const xml = unzip(bytes).get('xl/worksheets/sheet1.xml')!.toString('utf8');
    const sheet = cells(xml);
    const statuses = [...sheet].filter(([ref]) => /^H\d+$/.test(ref) && ref !== 'H1').map(([, v]) => v);
    expect(statuses.length).toBeGreaterThan(0);
    expect(new Set(statuses)).toEqual(new Set(['已完成']));
    expect(sheet.get('D2')).toMatch(/厅|影院/);
    expect(xml).toMatch(/<c r="G2" s="1"><v>[\d.]+<\/v><\/c>/);
  });

  it('exports only the given ids when told', async () => {
    const { bytes } = await exportOrders({ ids: [3, 5] });
    const sheet = cells(unzip(bytes).get('xl/worksheets/sheet1.xml')!.toString('utf8'));
    expect(sheet.has('A3')).toBe(true);
    expect(sheet.has('A4')).toBe(false);
  });

  it('passes `unzip -t` (Info-ZIP; .ci/run installs it)', () => {
    // No silent skip: without the tool this test fails, it never passes without checking.
    expect(() => execFileSync('unzip', ['-v'], { stdio: 'ignore' }), 'the unzip tool is missing (apt-get install unzip)').not.toThrow();
    const dir = mkdtempSync(path.join(tmpdir(), 'upstream-xlsx-'));
    try {
      const file = path.join(dir, 'book.xlsx');
      writeFileSync(file, buildXlsx('测试', ['名称', '金额'], [['<&>"', { money: 1.5 }], [null, 3]]));
      expect(execFileSync('unzip', ['-t', file]).toString()).toContain('No errors detected');
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});

/** A resource whose exported text users write themselves: the case formula injection is about. */
const NOTES = `
name: notes
label: { zh-CN: 备注, en: Notes }
route: /test/notes
upstream:
  client: movie
  list: { path: /api/v2/test/notes/list }
  create: { path: /api/v2/test/notes/create }
fields:
  id: { type: integer, label: { zh-CN: ID, en: ID }, readOnly: true, sortable: true }
  note: { type: string, label: { zh-CN: 备注, en: Note }, required: true }
  amount: { type: number, widget: money, label: { zh-CN: 金额, en: Amount } }
  count: { type: integer, label: { zh-CN: 数量, en: Count } }
list:
  columns: [note, amount, count]
  sort: { field: id, order: ASC }
create: [note, amount, count]
actions:
  - { name: add, place: toolbar }
  - { name: export, place: toolbar, call: { path: /api/v2/test/notes/export } }
`;

describe('formula injection (OWASP): exported text never runs as a formula', () => {
  it('prefixes text that starts with = + - @ tab or CR with a quote; numbers and money stay typed', async () => {
    const project = projectWith({ 'notes.yaml': NOTES });
    const notes = await start({ root: project.root });
    try {
      const api2 = client(notes.url);
      const t = await api2.login('merchant', 'merchant123');
      const texts = ['=HYPERLINK("http://evil.example","点我")', '+1+1', '-2+3', '@SUM(A1)', '\tcmd', '\r=1', '正常备注', '1+1'];
      for (const [i, note] of texts.entries()) {
        expect((await api2.post('/api/v2/test/notes/create', { note, amount: -12.5, count: -i }, { token: t })).body.code).toBe(1);
      }
      const res = await api2.raw('/api/v2/test/notes/export', { method: 'POST', headers: { 'Content-Type': 'application/json', 'User-Token': t }, body: '{}' });
      const xml = unzip(new Uint8Array(await res.arrayBuffer())).get('xl/worksheets/sheet1.xml')!.toString('utf8');
      const sheet = cells(xml);
      const exported = texts.map((_, i) => sheet.get(`A${i + 59}`));
      expect(exported).toEqual(["'=HYPERLINK(\"http://evil.example\",\"点我\")", "'+1+1", "'-2+3", "'@SUM(A1)", "'\tcmd", "'\r=1", '正常备注', '1+1']);
      // Typed cells: a negative amount and a negative count are numbers, not text.
      expect(xml).toContain('<c r="B59" s="1"><v>-12.5</v></c>');
      expect(xml).toContain('<c r="C60"><v>-1</v></c>');
    } finally {
      await notes.close();
      project.remove();
    }
  });

  it.each([
    ['=1+1', "'=1+1"],
    ['+86 138', "'+86 138"],
    ['-', "'-"],
    ['@', "'@"],
    ['\t', "'\t"],
    ['\r', "'\r"],
    ['a=1', 'a=1'],
    ['', ''],
  ])('safeText(%j) = %j', (text, expected) => {
    expect(safeText(text)).toBe(expected);
  });
});

describe('xlsx writer', () => {
  it('names columns like Excel', () => {
    expect([0, 25, 26, 27, 51, 52, 701, 702].map(columnName)).toEqual(['A', 'Z', 'AA', 'AB', 'AZ', 'BA', 'ZZ', 'AAA']);
  });

  it('escapes markup, drops control characters and skips empty cells', () => {
    const xml = unzip(buildXlsx('x', ['a', 'b'], [['<b>&"\u0001', null]])).get('xl/worksheets/sheet1.xml')!.toString('utf8');
    expect(xml).toContain('&lt;b&gt;&amp;&quot;</t>');
    expect(xml).not.toContain('\u0001');
    expect(xml).not.toContain('r="B2"');
  });

  it('is byte-identical for the same rows', () => {
    expect(buildXlsx('s', ['h'], [['v']]).equals(buildXlsx('s', ['h'], [['v']]))).toBe(true);
  });
});
