import { apiToken, expect, injectFault, login, resetUpstream, storedToken, test, waitForRows } from './support';

test.beforeEach(async ({ page }) => {
  await resetUpstream(page);
});

test('an unauthenticated visit goes to login with the wanted path, and back there after login (§2)', async ({
  page,
}) => {
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

for (const evil of [
  'https://evil.example/',
  '//evil.example',
  '/\\evil.example',
  'javascript:alert(1)',
  '%2F%2Fevil.example',
  'https%3A%2F%2Fevil.example',
]) {
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
  // Signed in with it: the token is kept where the console keeps tokens, not in the address.
  expect(await page.evaluate(() => JSON.parse(localStorage.getItem('ccs_user_token') ?? '{}').value)).toBe(token);
  // Neither history entry holds it (back may land on the login page, which is not this test's business).
  await page.goBack();
  expect(page.url()).not.toContain(token);
  await page.goForward();
  expect(page.url()).not.toContain(token);
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
    expect(
      await page.evaluate(() => Object.keys(localStorage).filter((k) => k.startsWith('ccs_') && k.includes('token'))),
    ).toEqual([]);
  });
}

test('a token the upstream expired logs out (once) and comes back to login', async ({ page }) => {
  await login(page, 'merchant', 'merchant123');
  await waitForRows(page);
  const token = await page.evaluate(() => JSON.parse(localStorage.getItem('ccs_user_token') ?? '{}').value as string);
  await page.request.post('/__upstream/expire', { data: { token } });
  await page.locator('[data-route=agentWithdrawals]').click();
  await expect(page).toHaveURL(/#\/user\/login\?redirect=%2Fdevice%2Flist.*notice=expired/, { timeout: 15_000 });
  await expect(page.getByTestId('login-notice')).toContainText(
    /未授权：授权验证失败|Unauthorized: Authorization verification failed/,
  );
  await expect(page.locator('input[name=username]')).toBeVisible();
  expect(await page.evaluate(() => localStorage.getItem('ccs_user_token'))).toBeNull();
});

test('a token expired in storage counts as none', async ({ page }) => {
  await page.goto('/#/user/login');
  await page.evaluate(() =>
    localStorage.setItem(
      'ccs_user_token',
      JSON.stringify({ value: 'ut_whatever_old_token', expires: Date.now() - 1000 }),
    ),
  );
  await page.goto('/#/cinema/alllist');
  await expect(page).toHaveURL(/#\/user\/login/);
});

test('getInfo failing shows “failed to request user info, retry” and logs out to login (§4)', async ({ page }) => {
  await login(page, 'merchant', 'merchant123');
  await waitForRows(page);
  await injectFault(page, '/api/v2/user/info', 'http500');
  await page.reload();
  await expect(page.getByTestId('login-notice')).toContainText(
    /请求用户信息失败，请重试|Failed to request user info, retry/,
  );
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

test('a ?value= link followed inside the open console asks first, then switches and leaves no trace of the token', async ({
  page,
}) => {
  await login(page, 'merchant', 'merchant123');
  await waitForRows(page);
  const merchantToken = await storedToken(page);
  const token = await apiToken(page, 'viewer', 'viewer123', true);
  await page.evaluate((t) => {
    const link = document.createElement('a');
    link.href = `/#/cinema/alllist?value=${t}`;
    document.body.appendChild(link);
    link.click();
  }, token);
  const dialog = page.getByTestId('token-link-dialog');
  await expect(dialog).toContainText('merchant');
  await expect(dialog).toContainText('13500135000');
  expect(page.url()).not.toContain(token);
  await Promise.all([page.waitForEvent('load'), page.getByTestId('token-link-switch').click()]);
  expect(await storedToken(page)).toBe(token);
  await waitForRows(page);
  expect(page.url()).not.toContain(token);
  await expect(page.getByRole('button', { name: /个人中心|Profile/ })).toContainText('13500135000');
  // Switching ended the merchant's session upstream too.
  expect((await page.request.post('/api/v2/user/info', { headers: { 'User-Token': merchantToken } })).status()).toBe(
    401,
  );
});

test('a ?value= link opened while signed in as somebody else asks; declining keeps the session and drops the token (login CSRF)', async ({
  page,
}) => {
  await login(page, 'merchant', 'merchant123');
  await waitForRows(page);
  const merchantToken = await storedToken(page);
  const token = await apiToken(page, 'viewer', 'viewer123', true);
  await page.goto(`/?value=${token}#/device/list`);
  const dialog = page.getByTestId('token-link-dialog');
  await expect(dialog).toContainText(/您当前登录的账号是 merchant|You are signed in as merchant/);
  expect(page.url()).not.toContain(token);
  expect(await storedToken(page)).toBe(merchantToken);
  await page.getByTestId('token-link-stay').click();
  await waitForRows(page);
  expect(page.url()).not.toContain('value=');
  expect(await storedToken(page)).toBe(merchantToken);
  await expect(page.getByRole('button', { name: /个人中心|Profile/ })).toContainText('merchant');
  // The link's own session was not touched either: the console just did not take it.
  expect((await page.request.post('/api/v2/user/info', { headers: { 'User-Token': token } })).status()).toBe(200);
});

test('a refused ?value= link while signed in says so and keeps the session', async ({ page }) => {
  await login(page, 'merchant', 'merchant123');
  await waitForRows(page);
  const merchantToken = await storedToken(page);
  await page.goto('/?value=ut_00000000000000000000000000000000#/cinema/alllist');
  await expect(page.getByTestId('token-link-dialog')).toContainText(/无效或已过期|invalid or expired/);
  await page.getByTestId('token-link-ok').click();
  await waitForRows(page);
  expect(await storedToken(page)).toBe(merchantToken);
});

test('a link with several value parameters is refused like a malformed token and stores nothing', async ({ page }) => {
  const first = await apiToken(page, 'merchant', 'merchant123');
  const second = await apiToken(page, 'viewer', 'viewer123', true);
  await page.goto(`/?value=${first}&value=${second}#/cinema/alllist`);
  await expect(page.getByTestId('login-notice')).toContainText(/格式不正确|malformed/);
  expect(page.url()).not.toContain('value=');
  expect(await page.evaluate(() => localStorage.getItem('ccs_user_token'))).toBeNull();
  await page.goto(`/#/cinema/alllist?value=${first}&value=${first}`);
  await expect(page.getByTestId('login-notice')).toContainText(/格式不正确|malformed/);
  expect(await page.evaluate(() => localStorage.getItem('ccs_user_token'))).toBeNull();
});

test('the token of a ?value= link never travels in a Referer, and leaves the address before any module loads (§1)', async ({
  page,
}) => {
  const token = await apiToken(page, 'merchant', 'merchant123');
  const referers: string[] = [];
  page.on('request', (request) => {
    const referer = request.headers().referer;
    if (referer) referers.push(`${request.url()} <- ${referer}`);
  });
  // Hold the console's entry module: whatever takes the token out of the address must have run without it.
  let addressWhileModuleHeld = '';
  await page.route(/\/assets\/index-[^/]+\.js$/, async (route) => {
    addressWhileModuleHeld = await page.evaluate(() => window.location.href);
    await route.continue();
  });
  const response = await page.goto(`/?value=${token}#/cinema/alllist`);
  expect(response?.headers()['referrer-policy']).toBe('no-referrer');
  await waitForRows(page);
  expect(addressWhileModuleHeld).not.toBe('');
  expect(addressWhileModuleHeld).not.toContain(token);
  expect(referers.filter((r) => r.includes(token))).toEqual([]);
  expect(referers).toEqual([]);
});

for (const wanted of ['/', '/device/list?page=2', '/test/home']) {
  test(`a signed-out visit to ${wanted} shows the login form at once: no logout/redirect loop`, async ({ page }) => {
    await page.addInitScript(() => {
      const counts = { tokenReads: 0, navigations: 0 };
      (window as unknown as { __counts: typeof counts }).__counts = counts;
      const getItem = Storage.prototype.getItem;
      Storage.prototype.getItem = function (key: string) {
        if (key === 'ccs_user_token') counts.tokenReads++;
        return getItem.call(this, key);
      };
      for (const method of ['pushState', 'replaceState'] as const) {
        const original = history[method];
        history[method] = function (...args: Parameters<History['pushState']>) {
          counts.navigations++;
          return original.apply(this, args);
        };
      }
    });
    await page.goto(`/#${wanted}`);
    await expect(page.locator('input[name=username]')).toBeVisible();
    if (wanted !== '/') expect(new URL(page.url()).hash).toBe(`#/user/login?redirect=${encodeURIComponent(wanted)}`);
    const counts = await page.evaluate(
      () => (window as unknown as { __counts: { tokenReads: number; navigations: number } }).__counts,
    );
    // The loop this guards against read the token ~500 times a second for 12–17 s and navigated thousands of times.
    expect(counts.tokenReads).toBeLessThanOrEqual(10);
    expect(counts.navigations).toBeLessThanOrEqual(4);
  });
}
