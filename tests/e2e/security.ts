/** Helpers for the account-security browser tests: texts the upstream "sent", TOTP codes, the user menu. */
import type { Page } from '@playwright/test';
import { Secret, TOTP } from 'otpauth';
import { expect } from './support';

/** The newest code the upstream texted to a phone (GET /__upstream/sms), as its owner reads it. */
export async function smsCode(page: Page, tel: string, purpose?: string): Promise<string> {
  const response = await page.request.get(`/__upstream/sms?tel=${tel}${purpose ? `&purpose=${purpose}` : ''}`);
  expect(response.ok()).toBe(true);
  return ((await response.json()) as { data: { code: string } }).data.code;
}

/** What an authenticator app shows for the secret, `stepsAhead` 30-s steps from now (each code works once). */
export function totp(secret: string, stepsAhead = 0): string {
  return new TOTP({ secret: Secret.fromBase32(secret), digits: 6, period: 30 }).generate({
    timestamp: Date.now() + stepsAhead * 30_000,
  });
}

export async function openUserMenuEntry(page: Page, entry: string) {
  await page.getByRole('button', { name: /个人中心|Profile/ }).click();
  await page.locator(`[data-menu=${entry}]`).click();
}

/** The toast on screen with this text. */
export function toast(page: Page, text: string | RegExp) {
  return page.locator('.MuiSnackbar-root').filter({ hasText: text });
}

/**
 * Sets the account's security (withdrawal) password as its owner would — the SMS code, then §7 update withdrawal
 * password — for the session holding `token` (money-out actions, schema `moneyOut`, need one).
 */
export async function setSecurityPassword(page: Page, token: string, password: string) {
  const headers = { 'User-Token': token };
  // The code goes to the account's own phone (§5: shown read-only in the dialog).
  const info = (await (await page.request.post('/api/v2/user/info', { headers })).json()) as { data: { tel: string } };
  const tel = info.data.tel;
  expect((await page.request.post('/api/v2/user/sendPasswordCode', { headers, data: { type: 'cash' } })).ok()).toBe(
    true,
  );
  const code = await smsCode(page, tel, 'cash');
  const answer = await page.request.post('/api/v2/user/updateCashPassword', {
    headers,
    data: { password, confirm_password: password, code },
  });
  expect(((await answer.json()) as { code: number }).code).toBe(1);
}
