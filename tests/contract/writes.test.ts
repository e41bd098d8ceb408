/**
 * §7 writes and downloads (fixtures/writes.ts): the console's data provider (src/platform/providers/appDataProvider.ts) with
 * the generated asset, against a scripted movie service.
 */
import { beforeEach, describe, expect } from 'vitest';
import { createDataProvider } from '../../src/platform/providers/appDataProvider';
import { session } from '../../src/platform/providers/session';
import { upstreamMap } from '../unit/helpers/upstreamAsset';
import * as fx from './fixtures/writes';
import { contract, expectRequest, specService, TOKENS } from './harness';

const service = specService();
const provider = createDataProvider(upstreamMap);

beforeEach(() => session.store(TOKENS));

/** What an edit form holds: the record as read, with fields the save must not send back (read-only, or no field of it). */
const asRead = (record: Record<string, unknown>) => ({ ...record, status: 1, created_at: '2025-06-01 10:00:00' });

describe('§7 channel save, media create and rename', () => {
  contract(
    'editing a channel saves name, cost, id, nickname, app_id, is_update, media_id — nothing else',
    fx.channelEdit,
    async () => {
      service.answer(fx.channelEdit.answer);
      const { id, name, cost, nickname, app_id, media_id } = fx.channelEdit.request.sends;
      const data = asRead({ id, name, cost, nickname, app_id, media_id });
      await provider.update('channels', { id, data, previousData: data });
      expectRequest(service.only(), fx.channelEdit.request);
    },
  );

  contract('a new channel saves the same names but id', fx.channelCreate, async () => {
    service.answer(fx.channelCreate.answer);
    const { name, cost, nickname, app_id, media_id } = fx.channelCreate.request.sends;
    await provider.create('channels', { data: { name, cost, nickname, app_id, media_id } });
    expectRequest(service.only(), fx.channelCreate.request);
  });

  contract('create and edit are one call, told apart by is_update', fx.channelEdit, async () => {
    service.answer(fx.channelEdit.answer);
    const { id, name, cost, nickname, app_id, media_id } = fx.channelEdit.request.sends;
    await provider.create('channels', { data: { name, cost, nickname, app_id, media_id } });
    await provider.update('channels', {
      id,
      data: { id, name, cost, nickname, app_id, media_id },
      previousData: { id },
    });
    const [created, edited] = service.sent();
    expect(edited.call).toBe(created.call);
    expect(String(edited.params.is_update)).not.toBe(String(created.params.is_update));
  });

  contract('create media: app_id, name', fx.createMedia, async () => {
    service.answer(fx.createMedia.answer);
    await provider.create('media', { data: fx.createMedia.request.sends });
    expectRequest(service.only(), fx.createMedia.request);
  });

  contract('rename media: media_id, name', fx.renameMedia, async () => {
    service.answer(fx.renameMedia.answer);
    const { media_id, name } = fx.renameMedia.request.sends;
    const data = asRead({ id: media_id, app_id: 'wx5f1a', name });
    await provider.update('media', { id: media_id, data, previousData: data });
    expectRequest(service.only(), fx.renameMedia.request);
  });

  contract('batch: channel_ids — nothing else', fx.channelBatch, async () => {
    const batches = Object.entries(upstreamMap.channels.actions).filter(([, a]) => a.idsParam === 'channel_ids');
    expect(
      batches.map(([name]) => name),
      'a channel action sends channel_ids',
    ).not.toEqual([]);
    for (const [action] of batches) {
      service.answer(fx.channelBatch.answer);
      await provider.callAction('channels', { action, ids: fx.channelBatch.request.sends.channel_ids });
      expectRequest(service.sent().at(-1)!, fx.channelBatch.request);
    }
  });
});

describe('§7 sub-accounts', () => {
  contract('create, edit, enable and delete are POSTs, four calls', fx.subAccountWrites, async () => {
    service.answer(fx.subAccountWrites.answer);
    const record = { id: 15, tel: '13800000015', remark: 'vip', is_active: 0 };
    await provider.create('subaccounts', { data: record });
    await provider.update('subaccounts', { id: 15, data: record, previousData: record });
    await provider.callAction('subaccounts', { action: 'enable', record });
    await provider.delete('subaccounts', { id: 15, previousData: record });
    const sent = service.sent();
    for (const s of sent) expectRequest(s, fx.subAccountWrites.request);
    expect(new Set(sent.map((s) => s.call)).size, 'four different calls').toBe(4);
  });

  contract('detail is a GET', fx.subAccountDetail, async () => {
    service.answer(fx.subAccountDetail.answer);
    const { data } = await provider.getOne('subaccounts', { id: 15 });
    expectRequest(service.only(), fx.subAccountDetail.request);
    expect(data).toMatchObject(fx.subAccountDetail.answer.body.data);
  });
});

describe('§7 downloads', () => {
  contract(
    'export coupon codes: the date range goes out, an xlsx comes back named by it',
    fx.exportCouponCodes,
    async () => {
      service.answer(fx.exportCouponCodes.answer);
      const { from, to } = fx.exportCouponCodes.range;
      const outcome = await provider.exportList('couponCodes', { filter: { created_at: { from, to } }, label: '券码' });
      expect(Object.values(service.only().params)).toEqual(expect.arrayContaining([from, to]));
      expect(outcome.kind).toBe('file');
      if (outcome.kind !== 'file') return;
      expect(outcome.filename).toContain(from);
      expect(outcome.filename).toContain(to);
      expect(outcome.filename).toMatch(/\.xlsx$/);
    },
  );

  contract('coupon purchase record: an xlsx', fx.exportPurchaseRecord, async () => {
    service.answer(fx.exportPurchaseRecord.answer);
    const outcome = await provider.exportList('voucherPurchases', { filter: {}, label: '购券记录' });
    expect(outcome.kind).toBe('file');
    if (outcome.kind === 'file') expect(outcome.filename).toMatch(/\.xlsx$/);
  });
});
