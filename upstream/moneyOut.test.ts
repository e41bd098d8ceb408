/**
 * Issue 30 items 3 and 10: a money-out call (schema `moneyOut`: 申请提现, 通过并打款) needs the merchant's security
 * password — none set: the unset code; wrong 5 times: locked 30 minutes, saying until when — and a withdrawal may
 * not exceed the withdrawable balance (schema `maximumFrom`), which the refusal names.
 */
import { beforeEach, describe, expect, it } from 'vitest';
import { profile, SECURITY_PASSWORD_PARAM, setSecurityPassword, upstreamForSuite } from './testkit';

let clock = Date.parse('2026-11-28T10:00:00');
const up = upstreamForSuite(() => ({ now: () => clock }));

let merchant: string;
beforeEach(async () => {
  up.upstream.reset();
  clock = Date.parse('2026-11-28T10:00:00');
  merchant = await up.api.login('merchant', 'merchant123');
});

type Row = Record<string, unknown>;
const post = (path: string, body: Row = {}, token = merchant) => up.api.post(path, body, { token });
const APPLY = '/api/v2/withdraw/agentApply';
const application = (amount: number, password?: string): Row => ({
  amount,
  account_name: '张三',
  bank_card: '6222020202020202',
  ...(password === undefined ? {} : { [SECURITY_PASSWORD_PARAM]: password }),
});
const credit = async () => (await post('/api/v2/withdraw/agentList', { page_size: 1 })).body.data.credit as number;
const withdrawals = async () =>
  (await post('/api/v2/withdraw/agentList', { page_size: 100 })).body.data.count as number;
const yuan = (n: number) => `¥${n.toFixed(2).replace(/\B(?=(\d{3})+\.)/g, ',')}`;

describe('the security password on money-out calls (item 3)', () => {
  it("sends an account without one to set it (the profile's unset code) and creates nothing", async () => {
    const before = await withdrawals();
    const answer = await post(APPLY, application(100, 'anything'));
    expect(answer.body).toEqual({
      code: profile.clients.movie.envelope!.securityPasswordUnset,
      msg: '请先设置安全密码',
    });
    expect(await withdrawals()).toBe(before);
  });

  it('applies with the right one, refuses a missing or wrong one, and never stores it', async () => {
    await setSecurityPassword(up.api, merchant, '13800138000', 'cash!pass1');
    const before = await withdrawals();
    expect((await post(APPLY, application(100))).body).toEqual({ code: 0, msg: '安全密码错误，还可尝试 4 次' });
    expect((await post(APPLY, application(100, 'merchant123'))).body).toEqual({
      code: 0,
      msg: '安全密码错误，还可尝试 3 次',
    });
    expect(await withdrawals()).toBe(before);
    const done = await post(APPLY, application(100, 'cash!pass1'));
    expect(done.body.code).toBe(1);
    expect(done.body.data).not.toHaveProperty(SECURITY_PASSWORD_PARAM);
    const detail = (await post('/api/v2/withdraw/agentDetail', { id: done.body.data.id })).body.data as Row;
    expect(JSON.stringify(detail)).not.toContain('cash!pass1');
    expect(await withdrawals()).toBe(before + 1);
  });

  it('locks after 5 wrong ones for 30 minutes, says until when, refuses the right one meanwhile; a success resets the count', async () => {
    await setSecurityPassword(up.api, merchant, '13800138000', 'cash!pass1');
    // A success in between starts the count afresh.
    for (let i = 0; i < 4; i++) await post(APPLY, application(100, 'wrong'));
    expect((await post(APPLY, application(100, 'cash!pass1'))).body.code).toBe(1);
    for (let i = 0; i < 4; i++)
      expect((await post(APPLY, application(100, 'wrong'))).body.msg).toBe(`安全密码错误，还可尝试 ${4 - i} 次`);
    expect((await post(APPLY, application(100, 'wrong'))).body).toEqual({
      code: 0,
      msg: '安全密码错误次数过多，已锁定至 2026-11-28 10:30:00',
    });
    expect((await post(APPLY, application(100, 'cash!pass1'))).body.msg).toBe(
      '安全密码错误次数过多，已锁定至 2026-11-28 10:30:00',
    );
    // The same password guards the fan payouts: locked there too.
    const [request] = (await post('/api/v2/withdraw/fanList', { status: 0, page_size: 1 })).body.data.list as Row[];
    expect(
      (await post('/api/v2/withdraw/fanApprove', { id: request.id, [SECURITY_PASSWORD_PARAM]: 'cash!pass1' })).body.msg,
    ).toMatch(/^安全密码错误次数过多/);
    clock += 30 * 60_000;
    expect((await post(APPLY, application(100, 'cash!pass1'))).body.code).toBe(1);
    expect(
      (await post('/api/v2/withdraw/fanApprove', { id: request.id, [SECURITY_PASSWORD_PARAM]: 'cash!pass1' })).body
        .code,
    ).toBe(1);
  });

  it('asks for it on a fan payout (通过并打款) but not on a rejection', async () => {
    await setSecurityPassword(up.api, merchant, '13800138000', 'cash!pass1');
    const [first, second] = (await post('/api/v2/withdraw/fanList', { status: 0, page_size: 2 })).body.data
      .list as Row[];
    expect((await post('/api/v2/withdraw/fanApprove', { id: first.id })).body.msg).toBe('安全密码错误，还可尝试 4 次');
    expect((await post('/api/v2/withdraw/fanReject', { id: second.id, reject_reason: '信息不符' })).body.code).toBe(1);
  });
});

describe('a withdrawal no larger than the withdrawable balance (item 10)', () => {
  it('refuses more than the balance with the balance in the message, and takes up to it', async () => {
    await setSecurityPassword(up.api, merchant, '13800138000', 'cash!pass1');
    const balance = await credit();
    expect(balance).toBeGreaterThan(100);
    expect(balance).toBeLessThan(50000);
    const over = Math.round((balance + 0.01) * 100) / 100;
    const refused = await post(APPLY, application(over, 'cash!pass1'));
    expect(refused.body).toEqual({
      code: 0,
      msg: `提现金额: 不能大于可提现金额 ${yuan(balance)}`,
      data: { errors: { amount: `不能大于可提现金额 ${yuan(balance)}` } },
    });
    expect((await post(APPLY, application(balance, 'cash!pass1'))).body.code).toBe(1);
  });
});
