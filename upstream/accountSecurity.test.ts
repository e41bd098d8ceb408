import { beforeEach, describe, expect, it } from 'vitest';
import { PASSWORD_MESSAGES_ZH } from '../vocabulary/passwordRule';
import { ep, upstreamForSuite, type Client } from './testkit';

const up = upstreamForSuite();
beforeEach(() => up.upstream.reset());

/** The code the upstream texted to a phone, as its owner would read it. */
async function smsTo(api: Client, tel: string, purpose?: string): Promise<string> {
  const r = await api.get('/__upstream/sms', purpose ? { tel, purpose } : { tel });
  expect(r.body.code).toBe(1);
  return r.body.data.code as string;
}

describe('SMS codes for a password change (§5, §7)', () => {
  it('texts a 6-digit code to the account’s own phone, and says so', async () => {
    const token = await up.api.login('merchant', 'merchant123');
    const r = await up.api.post(ep.sendPasswordSms, {}, { token });
    expect(r.body).toEqual({ code: 1, msg: '发送成功' });
    expect(await smsTo(up.api, '13800138000', 'password')).toMatch(/^\d{6}$/);
  });

  it('sends at most one code of a kind per 60 s (the console’s button counts down as long)', async () => {
    const token = await up.api.login('merchant', 'merchant123');
    expect((await up.api.post(ep.sendPasswordSms, {}, { token })).body.code).toBe(1);
    const again = await up.api.post(ep.sendPasswordSms, {}, { token });
    expect(again.body.code).toBe(0);
    expect(again.body.msg).toMatch(/^发送过于频繁，请 (60|59) 秒后再试$/);
    // Another kind has its own limit.
    expect((await up.api.post(ep.sendPasswordSms, { type: 'cash' }, { token })).body.code).toBe(1);
  });

  it('never texts a sub-account a withdrawal-password code (§6)', async () => {
    const token = await up.api.login('operator', 'operator123', true);
    expect((await up.api.post(ep.sendPasswordSms, { type: 'cash' }, { token })).body).toEqual({
      code: 0,
      msg: '子账号不能修改安全密码',
    });
    expect((await up.api.get('/__upstream/sms', { tel: '13900139000' })).status).toBe(404);
  });

  it('needs a session', async () => {
    expect((await up.api.post(ep.sendPasswordSms, {})).status).toBe(401);
  });
});

describe('updating the login password (§5 rules, server-side)', () => {
  const refusals: Array<[string, Record<string, unknown>, string]> = [
    ['no password', { password: '', confirm_password: '', code: '123456' }, PASSWORD_MESSAGES_ZH.required],
    [
      'letters only',
      { password: 'abcdefgh', confirm_password: 'abcdefgh', code: '123456' },
      PASSWORD_MESSAGES_ZH.composition,
    ],
    [
      'a character outside the set',
      { password: 'abc123~', confirm_password: 'abc123~', code: '123456' },
      PASSWORD_MESSAGES_ZH.composition,
    ],
    [
      'confirmation differs',
      { password: 'abc123', confirm_password: 'abc124', code: '123456' },
      PASSWORD_MESSAGES_ZH.mismatch,
    ],
    [
      'a 5-character code',
      { password: 'abc123', confirm_password: 'abc123', code: '12345' },
      PASSWORD_MESSAGES_ZH.code,
    ],
  ];
  it.each(refusals)('refuses %s with the §8 message', async (_case, body, msg) => {
    const token = await up.api.login('merchant', 'merchant123');
    expect((await up.api.post(ep.updatePassword, body, { token })).body).toEqual({ code: 0, msg });
  });

  it('changes the password with the texted code, once; other sessions end, this one stays', async () => {
    const token = await up.api.login('merchant', 'merchant123');
    const other = await up.api.login('merchant', 'merchant123');
    await up.api.post(ep.sendPasswordSms, {}, { token });
    const code = await smsTo(up.api, '13800138000');
    const body = { password: 'new!pass1', confirm_password: 'new!pass1', code };
    expect((await up.api.post(ep.updatePassword, body, { token })).body).toEqual({ code: 1, msg: '修改成功' });
    expect((await up.api.post('/api/v2/user/info', {}, { token })).status).toBe(200);
    expect((await up.api.post('/api/v2/user/info', {}, { token: other })).status).toBe(401);
    expect((await up.api.post('/api/v2/user/login', { username: 'merchant', password: 'merchant123' })).body.code).toBe(
      0,
    );
    expect((await up.api.post('/api/v2/user/login', { username: 'merchant', password: 'new!pass1' })).body.code).toBe(
      1,
    );
    // The code is used up.
    expect(
      (await up.api.post(ep.updatePassword, { ...body, password: 'again12', confirm_password: 'again12' }, { token }))
        .body,
    ).toEqual({ code: 0, msg: '验证码错误或已过期' });
  });

  it('a refused password does not use the code up; a wrong code does not change anything', async () => {
    const token = await up.api.login('merchant', 'merchant123');
    await up.api.post(ep.sendPasswordSms, {}, { token });
    const code = await smsTo(up.api, '13800138000');
    const wrong = code === '000000' ? '111111' : '000000';
    expect(
      (await up.api.post(ep.updatePassword, { password: 'abcdef', confirm_password: 'abcdef', code }, { token })).body
        .code,
    ).toBe(0);
    expect(
      (await up.api.post(ep.updatePassword, { password: 'abc123', confirm_password: 'abc123', code: wrong }, { token }))
        .body.msg,
    ).toBe('验证码错误或已过期');
    expect(
      (await up.api.post(ep.updatePassword, { password: 'abc123', confirm_password: 'abc123', code }, { token })).body
        .code,
    ).toBe(1);
  });

  it('a code for the withdrawal password does not pass for the login password', async () => {
    const token = await up.api.login('merchant', 'merchant123');
    await up.api.post(ep.sendPasswordSms, { type: 'cash' }, { token });
    const code = await smsTo(up.api, '13800138000', 'cash');
    expect(
      (await up.api.post(ep.updatePassword, { password: 'abc123', confirm_password: 'abc123', code }, { token })).body
        .msg,
    ).toBe('验证码错误或已过期');
  });

  it('five wrong guesses void the code', async () => {
    const token = await up.api.login('merchant', 'merchant123');
    await up.api.post(ep.sendPasswordSms, {}, { token });
    const code = await smsTo(up.api, '13800138000');
    const wrong = code === '000000' ? '111111' : '000000';
    for (let i = 0; i < 5; i++)
      await up.api.post(ep.updatePassword, { password: 'abc123', confirm_password: 'abc123', code: wrong }, { token });
    expect(
      (await up.api.post(ep.updatePassword, { password: 'abc123', confirm_password: 'abc123', code }, { token })).body
        .msg,
    ).toBe('验证码错误或已过期');
  });
});

describe('updating the withdrawal password', () => {
  it('works for a main account with a cash code', async () => {
    const token = await up.api.login('merchant', 'merchant123');
    await up.api.post(ep.sendPasswordSms, { type: 'cash' }, { token });
    const code = await smsTo(up.api, '13800138000', 'cash');
    expect(
      (await up.api.post(ep.updateCashPassword, { password: '8888@@', confirm_password: '8888@@', code }, { token }))
        .body,
    ).toEqual({ code: 1, msg: '修改成功' });
    // The login password is untouched.
    expect((await up.api.post('/api/v2/user/login', { username: 'merchant', password: 'merchant123' })).body.code).toBe(
      1,
    );
  });

  it('is refused to a sub-account (§6)', async () => {
    const token = await up.api.login('operator', 'operator123', true);
    const r = await up.api.post(
      ep.updateCashPassword,
      { password: 'abc123', confirm_password: 'abc123', code: '123456' },
      { token },
    );
    expect(r.body).toEqual({ code: 0, msg: '子账号不能修改安全密码' });
  });
});
