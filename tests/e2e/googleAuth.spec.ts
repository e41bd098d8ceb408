import type { Page } from '@playwright/test';
import { expect, login, resetUpstream, rows, snap, test, waitForRows } from './support';
import { openUserMenuEntry, smsCode, toast, totp } from './security';

const ORDERS_LIST = '/api/v2/order/allList';
const CASH_UPDATE = '/api/v2/user/updateCashPassword';

test.beforeEach(async ({ page }) => {
  await resetUpstream(page);
  await login(page, 'merchant', 'merchant123');
  await waitForRows(page);
});

/** Binds Google auth through the dialog, as a user with an authenticator app would; answers the secret. */
async function bindThroughDialog(page: Page): Promise<string> {
  await openUserMenuEntry(page, 'google-auth');
  const dialog = page.getByTestId('google-settings');
  await expect(page.getByTestId('google-qr')).toBeVisible();
  const secret = (await page.getByTestId('google-secret').innerText()).trim();
  expect(secret).toMatch(/^[A-Z2-7]{32}$/);
  await expect(page.getByTestId('google-code')).toHaveAttribute('placeholder', '6位动态码');
  await snap(page, 'google-bind');
  await page.getByTestId('google-bind').click();
  await expect(dialog).toContainText('必填');
  await page.getByTestId('google-code').fill(totp(secret));
  await page.getByTestId('google-bind').click();
  await expect(toast(page, '绑定成功')).toBeVisible();
  await expect(dialog).toBeHidden();
  return secret;
}

test('bind Google auth, then a -5 on the security password opens the check dialog and the change goes through (§2, §4, §8)', async ({
  page,
}) => {
  const secret = await bindThroughDialog(page);
  await openUserMenuEntry(page, 'google-auth');
  await expect(page.getByTestId('google-bound')).toBeVisible();
  await page.keyboard.press('Escape');

  const calls: string[] = [];
  page.on('request', (r) => {
    if (r.url().endsWith(CASH_UPDATE)) calls.push(r.headers()['google-mark'] ?? '');
  });
  await openUserMenuEntry(page, 'change-security-password');
  const dialog = page.getByTestId('password-dialog-security');
  await page.getByTestId('sms-send').click();
  await expect(toast(page, '发送成功')).toBeVisible();
  await dialog.getByLabel('新密码').fill('abc@123');
  await dialog.getByLabel('确认密码').fill('abc@123');
  await dialog.getByLabel('短信验证码').fill(await smsCode(page, '13800138000', 'cash'));
  await page.getByTestId('password-submit').click();

  const check = page.getByTestId('google-check-dialog');
  await expect(check).toBeVisible();
  await expect(page.getByTestId('google-code')).toHaveAttribute('placeholder', '6位动态码');
  await page.getByTestId('google-check-submit').click();
  await expect(check).toContainText('必填');
  await page.getByTestId('google-code').fill('12345');
  await page.getByTestId('google-check-submit').click();
  await expect(check).toContainText('请输入 6 位数字动态码');
  // As an authenticator app shows it: '123 456', typed with a Chinese input method's full-width digits.
  const code = totp(secret, 1);
  const fullWidth = [...`${code.slice(0, 3)} ${code.slice(3)}`]
    .map((c) => (c === ' ' ? c : String.fromCharCode(c.charCodeAt(0) + 0xfee0)))
    .join('');
  await page.getByTestId('google-code').fill(fullWidth);
  await snap(page, 'google-check');
  await page.getByTestId('google-check-submit').click();
  await expect(toast(page, '验证成功')).toBeVisible();
  await expect(check).toBeHidden();
  // The refused call went again, once, with the mark — and the change went through.
  await expect(toast(page, '密码修改成功')).toBeVisible();
  await expect(dialog).toBeHidden();
  expect(calls).toHaveLength(2);
  expect(calls[0]).toBe('');
  expect(calls[1]).toMatch(/^gm_/);
  // §9: the mark is stored for 30 minutes, under the storage prefix.
  const stored = await page.evaluate(
    () => JSON.parse(localStorage.getItem('ccs_google_mark') ?? '{}') as { expires?: number },
  );
  expect(stored.expires! - Date.now()).toBeGreaterThan(29 * 60_000);
  expect(stored.expires! - Date.now()).toBeLessThanOrEqual(30 * 60_000);
});

test('any call the upstream refuses with -5 is retried after the check; Cancel gives the error back', async ({
  page,
}) => {
  const secret = await bindThroughDialog(page);
  const demand = await page.request.post('/__upstream/google-required', { data: { path: ORDERS_LIST } });
  expect(demand.ok()).toBe(true);

  // Cancel: the list's request fails with 'Google verification required', nothing else happens.
  await page.evaluate(() => localStorage.removeItem('ccs_google_mark'));
  await page.reload();
  await expect(page.getByTestId('google-check-dialog')).toBeVisible();
  await page.getByTestId('google-check-cancel').click();
  // The list says it failed, with the server's message, in place of its rows (issue 30 item 5).
  await expect(page.getByTestId('list-load-failed')).toContainText('需要谷歌验证');
  await expect(page.getByTestId('google-check-dialog')).toHaveCount(0);

  // Pass it: the refused list request goes again, once, with the new mark, and the rows show. (Before the screen's
  // own request, the console's early ask for the opening list — issue 13 — may be refused too: no dialog is up yet
  // to ask, so it fails quietly and the screen asks again.)
  const listCalls: Array<string | undefined> = [];
  page.on('request', (r) => {
    if (r.url().endsWith(ORDERS_LIST)) listCalls.push(r.headers()['google-mark']);
  });
  await page.reload();
  await expect(page.getByTestId('google-check-dialog')).toHaveCount(1);
  await page.getByTestId('google-code').fill(totp(secret, 1));
  await page.getByTestId('google-check-submit').click();
  await expect(toast(page, '验证成功')).toBeVisible();
  await waitForRows(page);
  await expect(rows(page)).toHaveCount(10);
  expect(listCalls.filter((mark) => mark !== undefined)).toHaveLength(1);
  expect(listCalls.at(-1)).toMatch(/^gm_/);
  expect(listCalls.length).toBeLessThanOrEqual(3);
  // Within 30 minutes nothing asks again.
  await page.reload();
  await waitForRows(page);
  await expect(page.getByTestId('google-check-dialog')).toHaveCount(0);
});

test('cancel the binding with an SMS code (§7 Google send cancel captcha, Google cancel)', async ({ page }) => {
  await bindThroughDialog(page);
  await openUserMenuEntry(page, 'google-auth');
  await expect(page.getByTestId('google-bound')).toBeVisible();
  await page.getByTestId('sms-send').click();
  await expect(toast(page, '发送成功')).toBeVisible();
  await page.getByTestId('google-sms-code').fill(await smsCode(page, '13800138000', 'googleCancel'));
  await snap(page, 'google-cancel');
  await page.getByTestId('google-cancel').click();
  await expect(toast(page, '已解除绑定')).toBeVisible();
  await openUserMenuEntry(page, 'google-auth');
  await expect(page.getByTestId('google-qr')).toBeVisible();
});
