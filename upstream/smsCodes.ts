import { randomInt } from 'node:crypto';
import { SMS_RESEND_MS, VERIFICATION_CODE_LENGTH } from '../vocabulary/securityLimits';
import type { Account } from './accounts';

/** What a code is for: a code sent for one purpose never passes for another. */
export type SmsPurpose = 'password' | 'cash' | 'googleCancel';

/** A code is good for 5 minutes after it was sent. */
export const SMS_CODE_TTL_MS = 5 * 60_000;
/** Wrong guesses a code survives; the next wrong one voids it (a 6-digit code must not be brute-forced). */
export const SMS_MAX_ATTEMPTS = 5;

/** A text the upstream "sends": printed on its console, and readable through GET /__upstream/sms. */
export interface SentSms {
  tel: string;
  purpose: SmsPurpose;
  code: string;
  text: string;
  sentAt: number;
  expiresAt: number;
}

interface Pending {
  sms: SentSms;
  attempts: number;
  used: boolean;
}

const PURPOSE_TEXT: Record<SmsPurpose, string> = {
  password: '修改登录密码',
  cash: '修改安全密码',
  googleCancel: '解绑谷歌验证器',
};

export type SendResult = { ok: true; sms: SentSms } | { ok: false; retryAfterMs: number };
export type CheckResult = 'ok' | 'wrong' | 'expired';

/**
 * SMS verification codes (§5, §7, §9 length 6): one live code per account and purpose, single use, expiring,
 * at most one send per purpose every 60 s (the console's count-down button waits as long).
 */
export class SmsCodes {
  private readonly live = new Map<string, Pending>();
  private readonly outbox: SentSms[] = [];

  constructor(
    private readonly deliver: (sms: SentSms) => void,
    private readonly now: () => number = Date.now,
  ) {}

  send(account: Account, purpose: SmsPurpose): SendResult {
    const key = `${account.username}/${purpose}`;
    const now = this.now();
    const previous = this.live.get(key);
    if (previous && now - previous.sms.sentAt < SMS_RESEND_MS)
      return { ok: false, retryAfterMs: previous.sms.sentAt + SMS_RESEND_MS - now };
    const code = String(randomInt(0, 10 ** VERIFICATION_CODE_LENGTH)).padStart(VERIFICATION_CODE_LENGTH, '0');
    const sms: SentSms = {
      tel: account.tel,
      purpose,
      code,
      text: `您正在${PURPOSE_TEXT[purpose]}，验证码 ${code}，${SMS_CODE_TTL_MS / 60_000} 分钟内有效，请勿告诉他人。`,
      sentAt: now,
      expiresAt: now + SMS_CODE_TTL_MS,
    };
    this.live.set(key, { sms, attempts: 0, used: false });
    this.outbox.push(sms);
    this.deliver(sms);
    return { ok: true, sms };
  }

  /** Checks and, when right, uses up the code; too many wrong guesses void it. */
  check(account: Account, purpose: SmsPurpose, code: string): CheckResult {
    const pending = this.live.get(`${account.username}/${purpose}`);
    if (!pending || pending.used || pending.sms.expiresAt <= this.now()) return 'expired';
    if (pending.sms.code !== code) {
      pending.attempts += 1;
      if (pending.attempts >= SMS_MAX_ATTEMPTS) pending.used = true;
      return 'wrong';
    }
    pending.used = true;
    return 'ok';
  }

  /** Test hook: the newest text sent to a tel (optionally of one purpose). */
  lastTo(tel: string, purpose?: SmsPurpose): SentSms | undefined {
    return this.outbox.findLast((sms) => sms.tel === tel && (purpose === undefined || sms.purpose === purpose));
  }

  reset(): void {
    this.live.clear();
    this.outbox.length = 0;
  }
}

/** The default delivery: the upstream's console (there is no SMS gateway here). */
export function printSms(sms: SentSms): void {
  console.log(`[upstream] SMS to ${sms.tel}: ${sms.text}`);
}
