import { describe, expect, it } from 'vitest';
import { upstreamMap } from '../../../tests/unit/helpers/upstreamAsset';
import { exportFileName, filterParams, listParams, listResult, readPath, toRecord } from './upstreamMapping';
import type { UpstreamResource } from '../../../vocabulary/upstream';

const movie: UpstreamResource = {
  name: 'orders',
  client: 'movie',
  recordId: 'id',
  paging: { page: 'page', perPage: 'page_size', sort: 'sort', order: 'order', ascending: 'asc', descending: 'desc' },
  singleton: false,
  list: { method: 'POST', path: '/api/v2/order/list', rows: 'data.data', total: 'data.total', params: {} },
  filters: [
    { field: 'tel', op: 'contains', param: 'tel' },
    { field: 'status', op: 'in', param: 'status' },
    { field: 'agent', op: 'equals', param: 'agent_id' },
    { field: 'created_at', op: 'dateRange', param: 'created_at', params: { from: 'start_time', to: 'end_time' } },
  ],
  summary: [],
  actions: {},
  writable: { create: [], update: [] },
};
const withdrawals: UpstreamResource = {
  ...movie,
  name: 'agentWithdrawals',
  list: { ...movie.list!, rows: 'data.list', total: 'data.count' },
  summary: [
    { name: 'credit', from: 'data.credit' },
    { name: 'daicredit', from: 'data.daicredit' },
  ],
};
const gateway: UpstreamResource = {
  ...movie,
  name: 'apps',
  client: 'gateway',
  recordId: 'app_id',
  paging: { page: 'pageNo', perPage: 'pageSize', sort: 'sort', order: 'order', ascending: 'asc', descending: 'desc' },
  list: { method: 'GET', path: '/api/apps', rows: 'data', total: 'totalCount', params: {} },
};

describe('request mapping', () => {
  it('movie paging is page/page_size, sort direction lower-case', () => {
    expect(
      listParams(movie, { pagination: { page: 3, perPage: 10 }, sort: { field: 'amount', order: 'ASC' }, filter: {} }),
    ).toEqual({
      page: 3,
      page_size: 10,
      sort: 'amount',
      order: 'asc',
    });
  });

  it('gateway paging is pageNo/pageSize', () => {
    expect(
      listParams(gateway, { pagination: { page: 1, perPage: 20 }, sort: { field: 'x', order: 'DESC' }, filter: {} }),
    ).toEqual({
      pageNo: 1,
      pageSize: 20,
      sort: 'x',
      order: 'desc',
    });
  });

  it('filters map by operator; empty values and unknown keys are not sent', () => {
    expect(
      filterParams(movie, {
        tel: '138',
        status: 2,
        agent: '',
        created_at: { from: '2026-10-01', to: '2026-10-31' },
        q: 'not a schema filter',
      }),
    ).toEqual({ tel: '138', status: [2], start_time: '2026-10-01', end_time: '2026-10-31' });
    expect(filterParams(movie, { agent: 7, created_at: { from: '', to: '2026-01-02' } })).toEqual({
      agent_id: 7,
      end_time: '2026-01-02',
    });
  });
});

describe('result mapping: the three shapes (§7)', () => {
  it('data.total + data.data', () => {
    expect(listResult(movie, { code: 1, data: { total: 31, data: [{ id: 1 }, { id: 2 }] } })).toEqual({
      data: [{ id: 1 }, { id: 2 }],
      total: 31,
    });
  });

  it('data.count + data.list with the credit/daicredit summary', () => {
    const result = listResult(withdrawals, {
      code: 1,
      data: { count: 12, list: [{ id: 9 }], credit: '1520.50', daicredit: 30 },
    });
    expect(result).toEqual({ data: [{ id: 9 }], total: 12, meta: { summary: { credit: '1520.50', daicredit: 30 } } });
  });

  it('totalCount + data (gateway), ids copied from the record id field', () => {
    const result = listResult(gateway, {
      code: 1,
      pageNo: 1,
      pageSize: 10,
      totalCount: 2,
      data: [{ app_id: 'wx1' }, { app_id: 'wx2' }],
    });
    expect(result).toEqual({
      data: [
        { app_id: 'wx1', id: 'wx1' },
        { app_id: 'wx2', id: 'wx2' },
      ],
      total: 2,
    });
  });

  it('a missing rows path yields no rows rather than a crash', () => {
    expect(listResult(movie, { code: 1, data: null })).toEqual({ data: [], total: 0 });
  });

  it('readPath walks dotted paths', () => {
    expect(readPath({ a: { b: { c: 3 } } }, 'a.b.c')).toBe(3);
    expect(readPath({ a: 1 }, 'a.b')).toBeUndefined();
  });

  it('toRecord keeps id when it is the id field', () => {
    expect(toRecord(movie, { id: 5, x: 1 })).toEqual({ id: 5, x: 1 });
  });
});

describe('the generated map drives it', () => {
  it('agent withdrawals read data.count/data.list with credit and daicredit', () => {
    const entry = upstreamMap.agentWithdrawals;
    expect(entry.list).toMatchObject({ rows: 'data.list', total: 'data.count' });
    expect(entry.summary.map((s) => s.name)).toEqual(['credit', 'daicredit']);
  });

  it('export files are named after the date range', () => {
    const entry = upstreamMap.orders;
    expect(exportFileName(entry, { created_at: { from: '2026-10-01', to: '2026-10-31' } }, '全部订单')).toBe(
      '全部订单_2026-10-01_2026-10-31.xlsx',
    );
  });

  it("a schema's file-name pattern names the file, in the user's language", () => {
    const entry = { ...upstreamMap.orders, export: { fileName: '券码导出_{from}至{to}', columns: [] } };
    expect(exportFileName(entry, { created_at: { from: '2026-10-01', to: '2026-10-31' } }, 'Coupon codes')).toBe(
      '券码导出_2026-10-01至2026-10-31.xlsx',
    );
    expect(
      exportFileName(
        { ...entry, export: { fileName: '{name} {today}', columns: [] } },
        {},
        'Coupon codes',
        new Date(2026, 10, 23),
      ),
    ).toBe('Coupon_codes_2026-11-23.xlsx');
  });
});

describe('export file names come from URL-controlled filter text, so they are checked (§7)', () => {
  const entry = upstreamMap.orders;
  const today = new Date(2026, 10, 23, 9, 30);
  it.each([
    [{ from: '2026-10-01', to: '2026-10-31' }, 'orders_2026-10-01_2026-10-31.xlsx'],
    [{ from: '2026-10-01' }, 'orders_2026-10-01_2026-11-23.xlsx'],
    [{}, 'orders_2026-11-23.xlsx'],
    [{ from: '../../../etc/evil', to: '2026-10-31' }, 'orders_2026-10-31.xlsx'],
    [{ from: '2026-10-01', to: '2026-10-31/../../x.exe' }, 'orders_2026-10-01_2026-11-23.xlsx'],
    [{ from: '2026-02-30', to: '2026-13-01' }, 'orders_2026-11-23.xlsx'],
    [{ from: '2026-10-01\u0000.bat', to: 'x.xlsx.exe' }, 'orders_2026-11-23.xlsx'],
    [{ from: 20261001, to: ['2026-10-31'] }, 'orders_2026-11-23.xlsx'],
    ['../../../etc/passwd', 'orders_2026-11-23.xlsx'],
  ])('%j → %s', (range, expected) => {
    const name = exportFileName(entry, { created_at: range }, 'orders', today);
    expect(name).toBe(expected);
    expect(name).toMatch(/^[A-Za-z0-9_-]+(_\d{4}-\d{2}-\d{2}){1,2}\.xlsx$/);
  });

  it("the list's title is reduced to safe characters too (letters of any script, digits, _ and -)", () => {
    expect(exportFileName(entry, {}, '../../订单 list\u0000.exe', today)).toBe('订单_list_exe_2026-11-23.xlsx');
  });
});
