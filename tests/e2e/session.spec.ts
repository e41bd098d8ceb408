import { expect, test } from '@playwright/test';
import { apiToken, injectFault, login, resetUpstream, waitForRows } from './support';

test.beforeEach(async ({ page }) => {
  await resetUpstream(page);
});

test('an unauthenticated visit goes to login with the wanted path, and back there after login (§2)', async ({ page }) => {
  await page.goto('/#/device/list?page=2&perPage=10');
  await expect(page).toHaveURL(/#\/user\/login\?redirect=%2Fdevice%2Flist%3Fpage%3D2/);
  await page.locator('input[name=username]').fill('merchant');
  await page.locator('input[name=password]').fill('merchant123');
  await page.getByRole('button', { name: /^(登录|Sign in)$/ }).click();
  await expect(page).toHaveURL(/#\/device\/list\?page=2/);
  await waitForRows(page);
  // Already logged in: /user/login goes straight on.
  await page.goto('/#/user/login');
  await expect(page).toHaveURL(/#\/cinema\/alllist/);
});

for (const evil of ['https://evil.example/', '//evil.example', '/\\evil.example', 'javascript:alert(1)', '%2F%2Fevil.example', 'https%3A%2F%2Fevil.example']) {
  test(`refuses the open redirect ${evil}`, async ({ page }) => {
    await page.goto(`/#/user/login?redirect=${encodeURIComponent(evil)}`);
    await page.locator('input[name=username]').fill('merchant');
    await page.locator('input[name=password]').fill('merchant123');
    await page.getByRole('button', { name: /^(登录|Sign in)$/ }).click();
    await expect(page).toHaveURL(/^http:\/\/localhost:\d+\/#\/cinema\/alllist/);
  });
}

test('token login with ?value=: the token leaves the address bar and the history (§1)', async ({ page }) => {
  const token = await apiToken(page, 'merchant', 'merchant123');
  await page.goto('/#/test/home');
  await page.goto(`/?value=${token}#/cinema/alllist`);
  await waitForRows(page);
  expect(page.url()).not.toContain(token);
  await page.goBack();
  expect(page.url()).not.toContain(token);
  await page.goForward();
  expect(page.url()).not.toContain(token);
  expect(await page.evaluate(() => JSON.parse(localStorage.getItem('ccs_user_token') ?? '{}').value)).toBe(token);
});

for (const [name, value, notice] of [
  ['empty', '', /登录令牌为空|token is empty/],
  ['malformed', 'a<b>', /格式不正确|malformed/],
  ['rejected', 'ut_00000000000000000000000000000000', /无效或已过期|invalid or expired/],
] as const) {
  test(`a ${name} token stays on the login page with a message and stores nothing`, async ({ page }) => {
    await page.goto(`/?value=${encodeURIComponent(value)}#/cinema/alllist`);
    await expect(page.getByTestId('login-notice')).toContainText(notice);
    expect(page.url()).not.toContain('value=');
    expect(await page.evaluate(() => Object.keys(localStorage).filter((k) => k.startsWith('ccs_') && k.includes('token')))).toEqual([]);
  });
}

test('a token the upstream expired logs out (once) and comes back to login', async ({ page }) => {
  await login(page, 'merchant', 'merchant123');
  await waitForRows(page);
  const token = await page.evaluate(() => JSON.parse(localStorage.getItem('ccs_user_token') ?? '{}').value as string);
  await page.request.post('/__upstream/expire', { data: { token } });
  await page.locator('[data-route=agentWithdrawals]').click();
  await expect(page).toHaveURL(/#\/user\/login\?redirect=%2Fdevice%2Flist.*notice=expired/, { timeout: 15_000 });
  await expect(page.getByTestId('login-notice')).toContainText(/未授权：授权验证失败|Unauthorized: Authorization verification failed/);
  await expect(page.locator('input[name=username]')).toBeVisible();
  expect(await page.evaluate(() => localStorage.getItem('ccs_user_token'))).toBeNull();
});

test('a token expired in storage counts as none', async ({ page }) => {
  await page.goto('/#/user/login');
  await page.evaluate(() => localStorage.setItem('ccs_user_token', JSON.stringify({ value: 'ut_whatever_old_token', expires: Date.now() - 1000 })));
  await page.goto('/#/cinema/alllist');
  await expect(page).toHaveURL(/#\/user\/login/);
});

test('getInfo failing shows “failed to request user info, retry” and logs out to login (§4)', async ({ page }) => {
  await login(page, 'merchant', 'merchant123');
  await waitForRows(page);
  await injectFault(page, '/api/v2/user/info', 'http500');
  await page.reload();
  await expect(page.getByTestId('login-notice')).toContainText(/请求用户信息失败，请重试|Failed to request user info, retry/);
  expect(await page.evaluate(() => localStorage.getItem('ccs_user_token'))).toBeNull();
});

test('the language switch applies without reload and persists, zh-CN by default', async ({ page }) => {
  await login(page, 'merchant', 'merchant123');
  await expect(page.locator('[data-route=orders]')).toContainText('全部订单');
  await page.getByRole('button', { name: '简体中文' }).click();
  await page.getByRole('menuitem', { name: 'English' }).click();
  await expect(page.locator('[data-route=orders]')).toContainText('All orders');
  await page.reload();
  await expect(page.locator('[data-route=orders]')).toContainText('All orders');
  await expect(page).toHaveTitle(/^All orders - /);
});

test('a ?value= link followed inside the open console logs in with that token and leaves no trace of it', async ({ page }) => {
  await login(page, 'merchant', 'merchant123');
  await waitForRows(page);
  const token = await apiToken(page, 'viewer', 'viewer123', true);
  await page.evaluate((t) => {
    const link = document.createElement('a');
    link.href = `/#/cinema/alllist?value=${t}`;
    document.body.appendChild(link);
    link.click();
  }, token);
  await expect.poll(() => page.evaluate(() => JSON.parse(localStorage.getItem('ccs_user_token') ?? '{}').value)).toBe(token);
  await waitForRows(page);
  expect(page.url()).not.toContain(token);
  await expect(page.getByRole('button', { name: /个人中心|Profile/ })).toContainText('13500135000');
});
