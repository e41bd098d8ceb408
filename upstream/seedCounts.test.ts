import { describe, expect, it } from 'vitest';
import { start, upstreamForSuite } from './testkit';

/** UpstreamOptions.seedCounts: a long §9 selector list for benchmarks and tests, without a huge default seed. */
describe('seedCounts', () => {
  const up = upstreamForSuite({ seedCounts: { cinemas: 10000 } });
  const cinemas = async (token: string) =>
    (await up.api.post('/api/v2/cinema/list', { page: 1, page_size: 10000 }, { token })).body.data;

  it('seeds that many records of the named resource, with distinct names, the same on every start and reset', async () => {
    const token = await up.api.login('merchant', 'merchant123');
    const first = await cinemas(token);
    expect(first.total).toBe(10000);
    expect(first.data).toHaveLength(10000);
    expect(new Set(first.data.map((c: { name: string }) => c.name)).size).toBe(10000);
    expect(Math.max(...first.data.map((c: { id: number }) => c.id))).toBe(10000);
    up.upstream.reset();
    const again = await cinemas(await up.api.login('merchant', 'merchant123'));
    expect(again.data).toEqual(first.data);
  }, 60_000);

  it("leaves the other resources at their schemas' counts", async () => {
    const token = await up.api.login('merchant', 'merchant123');
    const orders = await up.api.post('/api/v2/order/allList', { page_size: 10 }, { token });
    expect(orders.body.data.total).toBe(57);
  });
});

describe('seedCounts refused', () => {
  it('names a resource the schemas do not have, or a count that is not a whole number', async () => {
    await expect(start({ seedCounts: { cinema: 10 } })).rejects.toThrow(/no resource "cinema"/);
    await expect(start({ seedCounts: { cinemas: -1 } })).rejects.toThrow(/whole number/);
  });
});
