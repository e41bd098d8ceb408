import { Secret, TOTP } from 'otpauth';
import { beforeEach, describe, expect, it } from 'vitest';
import { accounts } from './accounts';
import { GOOGLE_LOCK_MS, GoogleAuth } from './googleAuth';
import type { Session } from './sessions';
import { ep, profile, upstreamForSuite } from './testkit';

/** What an authenticator app shows for the secret at a moment. */
const codeAt = (secret: string, timestamp: number) =>
  new TOTP({ secret: Secret.fromBase32(secret), digits: 6, period: 30 }).generate({ timestamp });

describe('TOTP rules (RFC 6238), on a clock the test holds', () => {
  const merchant = accounts[0];
  let now = Date.UTC(2025, 5, 15, 8, 0, 10);
  let google: GoogleAuth;
  let secret: string;
  beforeEach(() => {
    now = Date.UTC(2025, 5, 15, 8, 0, 10);
    google = new GoogleAuth(() => now);
    const config = google.config(merchant);
    if (config.bound) throw new Error('fresh state is unbound');
    secret = config.secret;
    expect(config.otpauthUrl).toMatch(new RegExp(`^otpauth://totp/.*merchant\\?.*secret=${secret}`));
    expect(google.bind(merchant, secret, codeAt(secret, now))).toBe('ok');
  });

  it('offers the same secret until bound, and never again after', () => {
    const fresh = new GoogleAuth(() => now);
    const a = fresh.config(merchant);
    const b = fresh.config(merchant);
    expect(a).toEqual(b);
    expect(google.config(merchant)).toEqual({ bound: true });
  });

  it('binds only the secret it offered', () => {
    const fresh = new GoogleAuth(() => now);
    fresh.config(merchant);
    const own = new Secret().base32;
    expect(fresh.bind(merchant, own, codeAt(own, now))).toBe('secret');
  });

  it('accepts each code once, and never an older one', () => {
    now += 30_000;
    const code = codeAt(secret, now);
    expect(google.check(merchant, code)).toBe('ok');
    expect(google.check(merchant, code)).toBe('wrong');
    // The bind code (an earlier step) is still within the ±1 window, but older than the last one used.
    expect(google.check(merchant, codeAt(secret, now - 30_000))).toBe('wrong');
  });

  it('allows one step of clock drift either way, not two', () => {
    now += 120_000;
    expect(google.check(merchant, codeAt(secret, now - 60_000))).toBe('wrong');
    expect(google.check(merchant, codeAt(secret, now - 30_000))).toBe('ok');
    expect(google.check(merchant, codeAt(secret, now + 30_000))).toBe('ok');
    expect(google.check(merchant, codeAt(secret, now + 60_000 + 30_000))).toBe('wrong');
  });

  it('pauses after five wrong codes in a row, for five minutes', () => {
    for (let i = 0; i < 5; i++) expect(google.check(merchant, 'abcdef')).toBe('wrong');
    now += 30_000;
    expect(google.check(merchant, codeAt(secret, now))).toBe('locked');
    expect(google.lockedMinutes(merchant)).toBe(5);
    now += GOOGLE_LOCK_MS;
    expect(google.check(merchant, codeAt(secret, now))).toBe('ok');
  });

  it('marks last 30 minutes and belong to the session they were issued to', () => {
    const session = { userToken: 'ut_a', account: merchant } as Session;
    const other = { userToken: 'ut_b', account: merchant } as Session;
    const { mark } = google.issueMark(session);
    expect(google.markValid(session, mark)).toBe(true);
    expect(google.markValid(other, mark)).toBe(false);
    now += 1_800_000 - 1;
    expect(google.markValid(session, mark)).toBe(true);
    now += 1;
    expect(google.markValid(session, mark)).toBe(false);
  });
});

describe('Google verification over HTTP (§7, §8 code -5)', () => {
  const up = upstreamForSuite();
  beforeEach(() => up.upstream.reset());

  async function bindMerchant() {
    const token = await up.api.login('merchant', 'merchant123');
    const config = await up.api.post(ep.googleConfig, {}, { token });
    expect(config.body).toMatchObject({ code: 1, data: { bound: false } });
    const secret = config.body.data.secret as string;
    expect(config.body.data.otpauth_url).toContain(`secret=${secret}`);
    expect(
      (await up.api.post(ep.googleBind, { google_secret: secret, google_code: codeAt(secret, Date.now()) }, { token }))
        .body,
    ).toEqual({ code: 1, msg: '绑定成功' });
    return { token, secret };
  }

  it('binds, then answers config without the secret', async () => {
    const { token } = await bindMerchant();
    expect((await up.api.post(ep.googleConfig, {}, { token })).body.data).toEqual({ bound: true });
  });

  it('check: a fresh code gives a 30-minute mark; the same code again is refused', async () => {
    const { token, secret } = await bindMerchant();
    const code = codeAt(secret, Date.now() + 30_000);
    const r = await up.api.post(ep.googleCheck, { google_code: code }, { token });
    expect(r.body).toMatchObject({ code: 1, msg: '验证成功' });
    expect(r.body.data.mark).toMatch(/^gm_\w+$/);
    expect((await up.api.post(ep.googleCheck, { google_code: code }, { token })).body).toEqual({
      code: 0,
      msg: '动态码错误',
    });
  });

  it('check: refuses a malformed code, and pauses after five wrong ones', async () => {
    const { token, secret } = await bindMerchant();
    expect((await up.api.post(ep.googleCheck, { google_code: '12345' }, { token })).body).toEqual({
      code: 0,
      msg: '请输入6位动态码',
    });
    const good = codeAt(secret, Date.now() + 30_000);
    const wrong = good === '000000' ? '111111' : '000000';
    for (let i = 0; i < 5; i++) await up.api.post(ep.googleCheck, { google_code: wrong }, { token });
    expect((await up.api.post(ep.googleCheck, { google_code: good }, { token })).body).toEqual({
      code: 0,
      msg: '动态码错误次数过多，请 5 分钟后再试',
    });
  });

  it('with Google bound, the withdrawal-password change answers -5 until a mark comes along', async () => {
    const { token, secret } = await bindMerchant();
    const body = { password: 'abc123', confirm_password: 'abc123', code: '123456' };
    expect((await up.api.post(ep.updateCashPassword, body, { token })).body).toEqual({
      code: -5,
      msg: '请先进行谷歌验证',
    });
    const mark = (await up.api.post(ep.googleCheck, { google_code: codeAt(secret, Date.now() + 30_000) }, { token }))
      .body.data.mark as string;
    const withMark = await up.api.raw(ep.updateCashPassword, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', 'User-Token': token, [profile.googleMarkHeader]: mark },
      body: JSON.stringify(body),
    });
    // Past the demand, the ordinary checks run: no code was texted.
    expect(await withMark.json()).toEqual({ code: 0, msg: '验证码错误或已过期' });
    // Another session of the same account cannot borrow the mark.
    const other = await up.api.login('merchant', 'merchant123');
    const borrowed = await up.api.raw(ep.updateCashPassword, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', 'User-Token': other, [profile.googleMarkHeader]: mark },
      body: JSON.stringify(body),
    });
    expect((await borrowed.json()).code).toBe(-5);
  });

  it('an account without Google bound is never asked; a test can demand verification on any path', async () => {
    const token = await up.api.login('merchant', 'merchant123');
    await up.api.post('/__upstream/google-required', { path: '/api/v2/order/allList' });
    expect((await up.api.post('/api/v2/order/allList', {}, { token })).body.code).toBe(1);
    await up.api.post(ep.googleConfig, {}, { token }).then(async (c) => {
      const secret = c.body.data.secret as string;
      await up.api.post(ep.googleBind, { google_secret: secret, google_code: codeAt(secret, Date.now()) }, { token });
    });
    expect((await up.api.post('/api/v2/order/allList', {}, { token })).body.code).toBe(-5);
  });

  it('cancel needs the texted code; afterwards nothing demands a mark', async () => {
    const { token } = await bindMerchant();
    expect((await up.api.post(ep.googleSendCancelSms, {}, { token })).body).toEqual({ code: 1, msg: '发送成功' });
    const sms = (await up.api.get('/__upstream/sms', { tel: '13800138000', purpose: 'googleCancel' })).body.data;
    expect(sms.text).toContain('解绑谷歌验证器');
    const wrong = sms.code === '000000' ? '111111' : '000000';
    expect((await up.api.post(ep.googleCancel, { sms_code: wrong }, { token })).body).toEqual({
      code: 0,
      msg: '验证码错误或已过期',
    });
    expect((await up.api.post(ep.googleCancel, { sms_code: sms.code }, { token })).body).toEqual({
      code: 1,
      msg: '解绑成功',
    });
    expect((await up.api.post(ep.googleConfig, {}, { token })).body.data.bound).toBe(false);
    expect(
      (
        await up.api.post(
          ep.updateCashPassword,
          { password: 'abc123', confirm_password: 'abc123', code: '123456' },
          { token },
        )
      ).body.code,
    ).toBe(0);
  });

  it('check and cancel code refuse an account without Google', async () => {
    const token = await up.api.login('merchant', 'merchant123');
    expect((await up.api.post(ep.googleCheck, { google_code: '123456' }, { token })).body).toEqual({
      code: 0,
      msg: '尚未绑定谷歌验证器',
    });
    expect((await up.api.post(ep.googleSendCancelSms, {}, { token })).body).toEqual({
      code: 0,
      msg: '尚未绑定谷歌验证器',
    });
  });
});
