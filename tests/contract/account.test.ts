/**
 * §7 calls of the user menu and the Google dialogs (fixtures/account.ts): the console's feature APIs
 * (features/accountSecurity/api.ts, features/googleAuth/api.ts) against a scripted movie service.
 */
import { beforeEach, describe, expect, vi } from 'vitest';
import { sendPasswordSms, updatePassword } from '../../src/features/accountSecurity/api';
import {
  googleBind,
  googleCancel,
  googleCheck,
  googleConfig,
  googleSendCancelSms,
} from '../../src/features/googleAuth/api';
import { googleMark, googleVerification } from '../../src/platform/providers/googleVerification';
import { session } from '../../src/platform/providers/session';
import { shownIn } from '../unit/helpers/shown';
import * as fx from './fixtures/account';
import { contract, expectRequest, rejection, specService, TOKENS } from './harness';

const service = specService();
const shown = await shownIn('en');

beforeEach(() => session.store(TOKENS));

describe('§7 password change', () => {
  contract('the SMS code for the login password: no type', fx.sendSms, async () => {
    service.answer(fx.sendSms.answer);
    await sendPasswordSms('login');
    expectRequest(service.only(), fx.sendSms.request);
  });

  contract("the SMS code for the withdrawal password: type 'cash'", fx.sendCashSms, async () => {
    service.answer(fx.sendCashSms.answer);
    await sendPasswordSms('security');
    expectRequest(service.only(), fx.sendCashSms.request);
  });

  contract('a refused SMS shows the server msg', fx.smsRefused, async () => {
    service.answer(fx.smsRefused.answer);
    expect(shown((await rejection(sendPasswordSms('login'))).message)).toBe(fx.smsRefused.shows);
  });

  contract('update password: password, confirm_password, code', fx.updatePassword, async () => {
    service.answer(fx.updatePassword.answer);
    await updatePassword('login', fx.updatePassword.request.sends);
    expectRequest(service.only(), fx.updatePassword.request);
  });

  contract('update withdrawal password: the same payload, to a call of its own', fx.updateCashPassword, async () => {
    service.answer(fx.updateCashPassword.answer);
    await updatePassword('login', fx.updatePassword.request.sends);
    await updatePassword('security', fx.updateCashPassword.request.sends);
    const [login, cash] = service.sent();
    expectRequest(cash, fx.updateCashPassword.request);
    expect(cash.call, 'two calls').not.toBe(login.call);
  });

  contract('a refused update shows the server msg', fx.passwordRefused, async () => {
    service.answer(fx.passwordRefused.answer);
    expect(shown((await rejection(updatePassword('login', fx.updatePassword.request.sends))).message)).toBe(
      fx.passwordRefused.shows,
    );
  });
});

describe('§7 Google calls', () => {
  contract('get config: no payload', fx.googleConfig, async () => {
    service.answer(fx.googleConfig.answer);
    await googleConfig();
    expectRequest(service.only(), fx.googleConfig.request);
  });

  contract('bind: google_secret, google_code', fx.googleBind, async () => {
    service.answer(fx.googleBind.answer);
    const { google_secret, google_code } = fx.googleBind.request.sends;
    await googleBind(google_secret, google_code);
    expectRequest(service.only(), fx.googleBind.request);
  });

  contract('cancel: sms_code', fx.googleCancel, async () => {
    service.answer(fx.googleCancel.answer);
    await googleCancel(fx.googleCancel.request.sends.sms_code);
    expectRequest(service.only(), fx.googleCancel.request);
  });

  contract('send cancel captcha: no payload', fx.googleSendCancelCaptcha, async () => {
    service.answer(fx.googleSendCancelCaptcha.answer);
    await googleSendCancelSms();
    expectRequest(service.only(), fx.googleSendCancelCaptcha.request);
  });

  contract('check: google_code, and code 1 answers the mark in data.mark', fx.googleCheck, async () => {
    service.answer(fx.googleCheck.answer);
    expect(await googleCheck(fx.googleCheck.request.sends.google_code)).toBe(fx.googleCheck.mark);
    expectRequest(service.only(), fx.googleCheck.request);
  });

  contract('check: code "1" as a string answers the mark too', fx.googleCheckStringCode, async () => {
    service.answer(fx.googleCheckStringCode.answer);
    expect(await googleCheck('492039')).toBe(fx.googleCheckStringCode.mark);
  });

  contract('check: a wrong code shows the server msg', fx.googleCheckWrong, async () => {
    service.answer(fx.googleCheckWrong.answer);
    expect(shown((await rejection(googleCheck('000000'))).message)).toBe(fx.googleCheckWrong.shows);
  });

  contract('a -5 to a Google call aborts it without opening another dialog', fx.googleCallsNotVerified, async () => {
    service.answer(fx.googleCallsNotVerified.answer);
    const opened = vi.fn(async () => true);
    const unregister = googleVerification.register(opened);
    try {
      expect((await rejection(googleCheck('492039'))).kind).toBe('google');
      expect(opened).not.toHaveBeenCalled();
      expect(service.sent()).toHaveLength(1);
    } finally {
      unregister();
    }
  });

  contract('the mark a passed check answers is kept 30 minutes', fx.googleMarkKept, async () => {
    service.answer(fx.googleMarkKept.answer);
    const mark = await googleCheck('492039');
    // What the check dialog does with it (features/googleAuth/GoogleCheckDialog.tsx).
    const now = Date.now();
    googleMark.store(mark, now);
    expect(googleMark.read(now + fx.googleMarkKept.keptMs - 1)).toBe(fx.googleMarkKept.mark);
    expect(googleMark.read(now + fx.googleMarkKept.keptMs)).toBeUndefined();
  });
});
