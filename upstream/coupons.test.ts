/**
 * The coupon screens' calls (§2 coupon routes, §7): a refund request is approved or rejected by whoever holds
 * coupon_ks with edit; the coupon-code export needs its date range and is named by it; the seeded coupons add up.
 */
import { readSheet } from 'read-excel-file/node';
import { beforeEach, describe, expect, it } from 'vitest';
import { SEED_DATE, upstreamForSuite } from './testkit';

const up = upstreamForSuite();

let kuaishou: string;
let merchant: string;

beforeEach(async () => {
  up.upstream.reset();
  kuaishou = await up.api.login('kuaishou', 'kuaishou123');
  merchant = await up.api.login('merchant', 'merchant123');
});

type Row = Record<string, unknown>;
const listOf = async (path: string, token: string, params: Row = {}) =>
  (await up.api.post(path, { page_size: 100, ...params }, { token })).body.data as { total: number; data: Row[] };

describe('short-video refund requests (§2 /couponKs/RequestRefund)', () => {
  const refunds = (params: Row = {}) => listOf('/api/v2/couponKs/refundList', kuaishou, params);

  it.each([
    ['refundApprove', 1],
    ['refundReject', 2],
  ])('%s moves a pending request to status %i and leaves the others alone', async (call, status) => {
    const pending = (await refunds({ status: 0 })).data;
    expect(pending.length).toBeGreaterThan(1);
    const [target, other] = pending;
    const r = await up.api.post(`/api/v2/couponKs/${call}`, { id: target.id }, { token: kuaishou });
    expect(r.body).toMatchObject({ code: 1 });
    const after = (await refunds()).data;
    expect(after.find((x) => x.id === target.id)?.status).toBe(status);
    expect(after.find((x) => x.id === other.id)?.status).toBe(0);
    expect((await refunds({ status: 0 })).total).toBe(pending.length - 1);
  });

  it("refuses another merchant's request (404) and a token without edit (403)", async () => {
    const target = (await refunds({ status: 0 })).data[0];
    const foreign = await up.api.post('/api/v2/couponKs/refundApprove', { id: target.id }, { token: merchant });
    expect(foreign.status).toBe(404);
    const operator = await up.api.login('operator', 'operator123', true);
    expect((await up.api.post('/api/v2/couponKs/refundReject', { id: target.id }, { token: operator })).status).toBe(
      403,
    );
    expect((await refunds()).data.find((x) => x.id === target.id)?.status).toBe(0);
  });

  it('a refund never exceeds its order, and only handled requests carry a handling time after the request', async () => {
    for (const x of (await refunds()).data) {
      expect(Number(x.refund_amount)).toBeLessThanOrEqual(Number(x.order_amount));
      if (x.status === 0) expect(x.handled_at).toBeNull();
      else expect(String(x.handled_at) > String(x.applied_at)).toBe(true);
    }
  });
});

describe('coupon-code export (§7: date range, xlsx named by the range)', () => {
  const exportCodes = (body: Row) =>
    up.api.raw('/api/v2/local/couponCodeExport', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', 'User-Token': merchant },
      body: JSON.stringify(body),
    });

  it('answers the codes issued in the range, in a file named by it', async () => {
    const [from, to] = ['2025-06-01', '2025-06-10'];
    const res = await exportCodes({ start_time: from, end_time: to });
    expect(res.status).toBe(200);
    const disposition = res.headers.get('content-disposition')!;
    expect(disposition).toContain(`filename="couponCodes_${from}_${to}.xlsx"`);
    expect(decodeURIComponent(disposition.split("filename*=UTF-8''")[1])).toBe(`券码列表_${from}_${to}.xlsx`);
    const [header, ...rows] = await readSheet(Buffer.from(await res.arrayBuffer()));
    expect(header).toEqual(['券码', '券名称', '面额', '购买手机号', '状态', '发放时间', '核销时间']);
    const listed = await listOf('/api/v2/local/couponCodes', merchant, { start_time: from, end_time: to });
    expect(listed.total).toBeGreaterThan(0);
    expect(listed.total).toBeLessThan(57);
    expect(rows.map((row) => row[0]).sort()).toEqual(listed.data.map((x) => x.code).sort());
  });

  it('names the English file in English', async () => {
    const res = await exportCodes({ start_time: '2025-05-01', end_time: '2025-06-15', lang: 'en' });
    expect(decodeURIComponent(res.headers.get('content-disposition')!.split("filename*=UTF-8''")[1])).toBe(
      'Coupon_codes_2025-05-01_2025-06-15.xlsx',
    );
  });

  it.each([{}, { start_time: '2025-06-01' }, { start_time: '2025-06-01', end_time: '2025-02-30' }])(
    'refuses %j without a whole range',
    async (body) => {
      const res = await exportCodes(body);
      expect(res.headers.get('content-type')).toMatch(/json/);
      expect(await res.json()).toMatchObject({ code: 0, msg: '请选择导出的日期范围' });
    },
  );
});

describe('seeded coupons add up', () => {
  it('claims never exceed the stock, redemptions never the claims, and validity ends after it starts', async () => {
    for (const c of (await listOf('/api/v2/coupon/list', merchant)).data) {
      expect(Number.isInteger(c.claimed)).toBe(true);
      expect(Number(c.claimed)).toBeLessThanOrEqual(Number(c.stock));
      expect(Number(c.redeemed)).toBeLessThanOrEqual(Number(c.claimed));
      expect(String(c.valid_from) > String(c.created_at) && String(c.valid_to) > String(c.valid_from)).toBe(true);
    }
  });

  it("a coupon's status follows its validity period as of the seed date (not started, running or paused, ended)", async () => {
    const asOf = `${SEED_DATE} 23:59:59`;
    const coupons = (await listOf('/api/v2/coupon/list', merchant)).data;
    const phase = (c: Row) => (String(c.valid_from) > asOf ? 'before' : String(c.valid_to) < asOf ? 'after' : 'during');
    for (const c of coupons)
      expect([c.status, phase(c)]).toEqual([
        { before: 0, during: c.status === 2 ? 2 : 1, after: 3 }[phase(c)],
        phase(c),
      ]);
    // The seed has each phase, so the rule is seen at work.
    expect(new Set(coupons.map(phase))).toEqual(new Set(['before', 'during', 'after']));
  });

  it("a short-video order's amount is its unit price times its quantity", async () => {
    for (const o of (await listOf('/api/v2/couponKs/orderList', kuaishou)).data) {
      expect(o.amount).toBeCloseTo(Number(o.unit_price) * Number(o.quantity), 2);
    }
  });
});
