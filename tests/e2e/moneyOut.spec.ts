import { expect, login, resetUpstream, rows, storedToken, test, waitForRows } from './support';
import { setSecurityPassword, toast } from './security';

// Issue 30 item 3: money-out actions (schema `moneyOut`) ask for the security password, which the upstream checks;
// item 10: a withdrawal is checked against the withdrawable balance in the form, with the balance in the message.

test.beforeEach(async ({ page }) => {
  await resetUpstream(page);
  await login(page, 'merchant', 'merchant123');
});

/** The withdrawable balance above the list, as shown (¥29,332.91). */
async function withdrawable(page: import('@playwright/test').Page): Promise<string> {
  await page.goto('/#/device/list');
  await waitForRows(page);
  return (await page.getByTestId('list-summary').locator('[data-summary=credit]').innerText())
    .split('\n')
    .at(-1)!
    .trim();
}

async function openApplication(page: import('@playwright/test').Page) {
  await page.getByRole('link', { name: '申请提现' }).click();
  await expect(page).toHaveURL(/#\/agentWithdrawals\/create$/);
  await page.getByRole('spinbutton', { name: '提现金额' }).fill('100');
  await page.getByRole('textbox', { name: '收款人' }).fill('张三');
  await page.getByRole('textbox', { name: '收款账号' }).fill('6222020202020202');
}

test('申请提现 asks for the security password; without one set, the merchant is sent to set it', async ({ page }) => {
  await withdrawable(page);
  await openApplication(page);
  const submit = page.getByRole('button', { name: '申请提现' });
  // Required, like every field the form asks for.
  await submit.click();
  await expect(page.getByText('必填')).toBeVisible();
  await page.getByLabel('安全密码').fill('whatever1');
  await submit.click();
  await expect(toast(page, '请先设置安全密码')).toBeVisible();
  await expect(page.getByTestId('password-dialog-security')).toBeVisible();
  // Nothing typed is lost (behind the dialog, which hides the form from the accessibility tree).
  await expect(page.locator('input[name=account_name]')).toHaveValue('张三');
});

test('申请提现 with a wrong security password is refused with the tries left, then locked with the time; the right one applies', async ({
  page,
}) => {
  await setSecurityPassword(page, await storedToken(page), 'cash!pass1');
  await withdrawable(page);
  await openApplication(page);
  const submit = page.getByRole('button', { name: '申请提现' });
  await page.getByLabel('安全密码').fill('wrong!pass1');
  await submit.click();
  await expect(toast(page, '安全密码错误，还可尝试 4 次')).toBeVisible();
  await expect(page).toHaveURL(/#\/agentWithdrawals\/create$/);
  await page.getByLabel('安全密码').fill('cash!pass1');
  await submit.click();
  await expect(page).toHaveURL(/#\/device\/list/);
  await waitForRows(page);

  await openApplication(page);
  for (let left = 4; left >= 1; left--) {
    await page.getByLabel('安全密码').fill(`wrong!pass${left}`);
    await submit.click();
    await expect(toast(page, `安全密码错误，还可尝试 ${left} 次`)).toBeVisible();
  }
  await page.getByLabel('安全密码').fill('wrong!pass0');
  await submit.click();
  await expect(toast(page, /^安全密码错误次数过多，已锁定至 \d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}/)).toBeVisible();
});

test('申请提现 refuses more than the withdrawable balance in the form, naming the balance, and sends nothing', async ({
  page,
}) => {
  const balance = await withdrawable(page);
  const amount = Number(balance.replace(/[¥,]/g, ''));
  expect(amount).toBeLessThan(50000);
  await openApplication(page);
  await page.getByRole('spinbutton', { name: '提现金额' }).fill(String(Math.round((amount + 1) * 100) / 100));
  await page.getByLabel('安全密码').fill('cash!pass1');
  let sent = false;
  page.on('request', (r) => {
    if (new URL(r.url()).pathname === '/api/v2/withdraw/agentApply') sent = true;
  });
  await page.getByRole('button', { name: '申请提现' }).click();
  await expect(page.getByText(`不能大于可提现金额 ${balance}`)).toBeVisible();
  expect(sent).toBe(false);
});

test('通过并打款 asks for the security password in its dialog; 驳回 does not', async ({ page }) => {
  await page.goto(`/#/device/tag?filter=${encodeURIComponent(JSON.stringify({ status: 0 }))}`);
  await waitForRows(page);
  await rows(page).first().locator('[data-action=approve]').click();
  const dialog = page.getByTestId('action-dialog');
  await expect(dialog.getByLabel('安全密码')).toBeVisible();
  await dialog.getByTestId('action-dialog-submit').click();
  await expect(dialog.getByText('必填')).toBeVisible();
  await dialog.getByRole('button', { name: '取消' }).click();
  await rows(page).first().locator('[data-action=reject]').click();
  await expect(dialog.getByLabel('安全密码')).toHaveCount(0);
});
