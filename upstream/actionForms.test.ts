/**
 * Actions whose dialog asks for something (schema `form`, issue 13 polish, §3): /device/tag's 驳回 takes a reason,
 * refuses to reject without one (the dialog's own rule, checked again here), stores it on the request, and the
 * detail answers it; 通过 asks for nothing and leaves no reason.
 */
import { beforeEach, describe, expect, it } from 'vitest';
import { SECURITY_PASSWORD_PARAM, setSecurityPassword, upstreamForSuite } from './testkit';

const up = upstreamForSuite();

let merchant: string;

beforeEach(async () => {
  up.upstream.reset();
  merchant = await up.api.login('merchant', 'merchant123');
});

type Row = Record<string, unknown>;
const post = (path: string, body: Row = {}) => up.api.post(path, body, { token: merchant });
const pending = async () =>
  (await post('/api/v2/withdraw/fanList', { status: 0, page_size: 100 })).body.data.list as Row[];
const detail = async (id: unknown) => (await post('/api/v2/withdraw/fanDetail', { id })).body.data as Row;

describe('a fan withdrawal rejected with its reason (§2 /device/tag)', () => {
  it('refuses a rejection without a reason, or with one too long, and changes nothing', async () => {
    const [request] = await pending();
    for (const reason of [undefined, '   ', '原'.repeat(101)]) {
      const answer = await post('/api/v2/withdraw/fanReject', {
        id: request.id,
        ...(reason === undefined ? {} : { reject_reason: reason }),
      });
      expect(answer.body.code).toBe(0);
      expect(answer.body.msg).toMatch(/^驳回原因: /);
      expect(answer.body.data.errors).toHaveProperty('reject_reason');
    }
    expect(await detail(request.id)).toMatchObject({ status: 0, reject_reason: null });
  });

  it('stores the reason with the rejection; the detail answers it', async () => {
    const [request] = await pending();
    const answer = await post('/api/v2/withdraw/fanReject', {
      id: request.id,
      reject_reason: '提现账户实名信息与粉丝不一致',
    });
    expect(answer.body.code).toBe(1);
    expect(await detail(request.id)).toMatchObject({ status: 2, reject_reason: '提现账户实名信息与粉丝不一致' });
  });

  it('approves without asking for a reason (only for the security password: it pays out)', async () => {
    const [request] = await pending();
    await setSecurityPassword(up.api, merchant, '13800138000', 'cash!pass1');
    expect(
      (await post('/api/v2/withdraw/fanApprove', { id: request.id, [SECURITY_PASSWORD_PARAM]: 'cash!pass1' })).body
        .code,
    ).toBe(1);
    expect(await detail(request.id)).toMatchObject({ status: 1, reject_reason: null });
  });
});
