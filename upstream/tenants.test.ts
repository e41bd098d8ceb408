import { readSheet } from 'read-excel-file/node';
import { beforeEach, describe, expect, it } from 'vitest';
import { type Reply, upstreamForSuite } from './testkit';

// Lenient: tenancy must hold even where a service ignores what it does not know (strict mode would refuse `merchant`).
const up = upstreamForSuite({ strict: false });

/**
 * Every record belongs to one merchant (tenant). merchant (agent 1001) and kuaishou (agent 2001) are two merchants;
 * operator is a sub-account of merchant. Nobody reads or changes another merchant's records; a foreign id answers
 * exactly like a missing one.
 */
let merchant: string;
let kuaishou: string;
let operator: string;

beforeEach(async () => {
  up.upstream.reset();
  merchant = await up.api.login('merchant', 'merchant123');
  kuaishou = await up.api.login('kuaishou', 'kuaishou123');
  operator = await up.api.login('operator', 'operator123', true);
});

type Row = Record<string, unknown>;
const NOT_FOUND = { status: 404, body: { code: 404, msg: '记录不存在' } };
const sub = (path: string, body: Record<string, unknown>, token: string) =>
  up.api.post(`/api/v2/subaccount/${path}`, body, { token });
const subList = async (token: string): Promise<Row[]> => (await sub('list', { page_size: 1000 }, token)).body.data.data;
const subDetail = (id: unknown, token: string): Promise<Reply> =>
  up.api.get('/api/v2/subaccount/detail', { id: String(id) }, { token });
const orders = async (token: string): Promise<{ total: number; data: Row[] }> =>
  (await up.api.post('/api/v2/order/allList', { page_size: 1000 }, { token })).body.data;
const ids = (rows: Row[]) => rows.map((r) => r.id);

describe('lists are per merchant', () => {
  it('two merchants see their own records, with ids no other merchant has', async () => {
    const [mine, theirs] = [await orders(merchant), await orders(kuaishou)];
    expect(mine.total).toBe(57);
    expect(theirs.total).toBe(57);
    expect(ids(mine.data).filter((id) => ids(theirs.data).includes(id))).toEqual([]);
    const orderNos = new Set(mine.data.map((r) => r.order_no));
    expect(theirs.data.filter((r) => orderNos.has(r.order_no))).toEqual([]);
  });

  it('a sub-account works on its main account’s records', async () => {
    expect(ids((await orders(operator)).data)).toEqual(ids((await orders(merchant)).data));
  });

  it('a sub-account reads its main account’s records by id, and another merchant’s are not found', async () => {
    const [mine, theirs] = [(await orders(merchant)).data[0], (await orders(kuaishou)).data[0]];
    const detail = (id: unknown) => up.api.post('/api/v2/order/detail', { id }, { token: operator });
    expect((await detail(mine.id)).body.data).toEqual(mine);
    expect(await detail(theirs.id)).toMatchObject(NOT_FOUND);
    expect((await subDetail((await subList(merchant))[0].id, operator)).body.code).toBe(1);
    expect(await subDetail((await subList(kuaishou))[0].id, operator)).toMatchObject(NOT_FOUND);
  });

  it('list summaries (credit, daicredit) are the merchant’s own', async () => {
    const credit = async (token: string) =>
      (await up.api.post('/api/v2/withdraw/agentList', {}, { token })).body.data.credit;
    expect(typeof (await credit(kuaishou))).toBe('number');
    expect(await credit(merchant)).not.toBe(await credit(kuaishou));
    expect(await credit(operator)).toBe(await credit(merchant));
  });

  it('the owner is in no answer and is no filter', async () => {
    const rows = [...(await orders(merchant)).data, ...(await subList(kuaishou))];
    expect(rows).toHaveLength(2 * 57);
    for (const row of rows) {
      expect(Object.keys(row)).not.toContain('merchant');
      expect(Object.values(row)).not.toContain('kuaishou');
    }
    // Nor is it a filter: naming another merchant still lists the caller's own records.
    expect(
      ids(
        (await up.api.post('/api/v2/order/allList', { page_size: 1000, merchant: 'kuaishou' }, { token: merchant }))
          .body.data.data,
      ),
    ).toEqual(ids((await orders(merchant)).data));
  });
});

describe('another merchant’s record is not found, and nothing changes', () => {
  it('get', async () => {
    const theirs = (await subList(merchant))[0];
    expect(await subDetail(theirs.id, kuaishou)).toMatchObject(NOT_FOUND);
    expect((await subDetail(theirs.id, merchant)).body.data).toEqual(theirs);
    expect(
      await up.api.post('/api/v2/order/detail', { id: (await orders(merchant)).data[0].id }, { token: kuaishou }),
    ).toMatchObject(NOT_FOUND);
  });

  it('create: the new record is the creator’s alone', async () => {
    // The owner is not writable: naming another merchant in the body changes nothing.
    const created = await sub(
      'create',
      { tel: '13711112222', password: 'secret88', remark: '快手的前台', merchant: 'merchant' },
      kuaishou,
    );
    expect(created.body.code).toBe(1);
    const id = created.body.data.id;
    expect((await subList(kuaishou)).map((r) => r.tel)).toContain('13711112222');
    expect((await subList(merchant)).map((r) => r.tel)).not.toContain('13711112222');
    expect(await subDetail(id, merchant)).toMatchObject(NOT_FOUND);
    // Ids stay unique across merchants.
    const mine = await sub('create', { tel: '13711113333', password: 'secret88' }, merchant);
    expect(mine.body.data.id).not.toBe(id);
  });

  it('update', async () => {
    const theirs = (await subList(merchant))[0];
    expect(await sub('edit', { id: theirs.id, remark: '被改了' }, kuaishou)).toMatchObject(NOT_FOUND);
    expect((await subDetail(theirs.id, merchant)).body.data).toEqual(theirs);
  });

  it('delete', async () => {
    const theirs = (await subList(merchant))[0];
    expect(await sub('delete', { id: theirs.id }, kuaishou)).toMatchObject(NOT_FOUND);
    expect((await subList(merchant)).length).toBe(57);
  });

  it('enable / disable, one id or a bulk with one foreign id among its own', async () => {
    const theirs = (await subList(merchant)).find((r) => r.is_active === 1)!;
    expect(await sub('disable', { id: theirs.id }, kuaishou)).toMatchObject(NOT_FOUND);
    expect((await subDetail(theirs.id, merchant)).body.data.is_active).toBe(1);
    const own = (await subList(kuaishou)).filter((r) => r.is_active === 1).slice(0, 2);
    expect(await sub('disable', { ids: [...ids(own), theirs.id] }, kuaishou)).toMatchObject(NOT_FOUND);
    for (const r of own) expect((await subDetail(r.id, kuaishou)).body.data.is_active).toBe(1);
    expect((await sub('disable', { ids: ids(own) }, kuaishou)).body.code).toBe(1);
    for (const r of own) expect((await subDetail(r.id, kuaishou)).body.data.is_active).toBe(0);
  });

  it('export: only the caller’s rows, and foreign ids are not found', async () => {
    const exportOrders = (body: Record<string, unknown>, token: string) =>
      up.api.raw('/api/v2/order/export', {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', 'User-Token': token },
        body: JSON.stringify(body),
      });
    const foreign = (await orders(merchant)).data[0];
    const refused = await exportOrders({ ids: [foreign.id] }, kuaishou);
    expect(refused.status).toBe(404);
    expect(await refused.json()).toEqual(NOT_FOUND.body);
    const sheet = await readSheet(Buffer.from(await (await exportOrders({}, kuaishou)).arrayBuffer()));
    const exported = sheet.slice(1).map((row) => row[0]);
    expect(exported).toHaveLength(57);
    expect(exported).not.toContain(foreign.order_no);
    for (const row of (await orders(kuaishou)).data.slice(0, 5)) expect(exported).toContain(row.order_no);
  });
});
