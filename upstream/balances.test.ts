/**
 * One account, one set of balance figures (issue 10 review, §2 /dashboard, /device/list, /fund/*): the dashboard's
 * withdrawable balance and pending settlement are what the agent withdrawals list carries as credit and daicredit,
 * and both come from the fund screens' rows — the balance statement's newest balance, the unsettled ticket orders'
 * profit — for every merchant.
 */
import { describe, expect, it } from 'vitest';
import { upstreamForSuite } from './testkit';

const up = upstreamForSuite();
type Row = Record<string, unknown>;

async function figures(username: string, password: string) {
  const token = await up.api.login(username, password);
  const post = async (p: string, body: Row = {}) => (await up.api.post(p, body, { token })).body;
  const dashboard = (await up.api.get('/api/v2/dashboard/overview', {}, { token })).body.data;
  const withdrawals = (await post('/api/v2/withdraw/agentList', { page_size: 10 })).data;
  const balance = await post('/api/v2/fund/balanceList', { page_size: 1000 });
  const funds = await post('/api/v2/fund/orderFundList', { page_size: 1000 });
  return { dashboard, withdrawals, balance, funds, post };
}

const rowsOf = (body: { data: Row }): Row[] =>
  (Object.values(body.data).find(Array.isArray) as Row[] | undefined) ?? [];

describe('balance figures agree across the dashboard, /device/list and the fund screens', () => {
  it.each([['merchant', 'merchant123']])('for %s', async (username, password) => {
    const { dashboard, withdrawals, balance, funds } = await figures(username, password);
    // The newest row of the balance statement (by time, then id) holds the balance.
    const rows = rowsOf(balance);
    expect(rows.length).toBeGreaterThan(10);
    const newest = [...rows].sort(
      (a, b) => String(b.created_at).localeCompare(String(a.created_at)) || Number(b.id) - Number(a.id),
    )[0];
    expect(balance.data.balance).toBe(newest.balance);
    expect(dashboard.withdrawable).toBe(newest.balance);
    expect(withdrawals.credit).toBe(newest.balance);

    const unsettled = rowsOf(funds).filter((r) => r.status === 0);
    expect(unsettled.length).toBeGreaterThan(0);
    const pending = Math.round(unsettled.reduce((n, r) => n + Number(r.profit), 0) * 100) / 100;
    expect(dashboard.pending_settlement).toBeCloseTo(pending, 2);
    expect(withdrawals.daicredit).toBeCloseTo(pending, 2);
  });

  it('a filtered withdrawal list still shows the account’s figures, not the page’s', async () => {
    const { withdrawals, post } = await figures('merchant', 'merchant123');
    const reviewed = (await post('/api/v2/withdraw/agentList', { page_size: 10, status: 1 })).data;
    expect(reviewed.credit).toBe(withdrawals.credit);
    expect(reviewed.daicredit).toBe(withdrawals.daicredit);
  });
});
