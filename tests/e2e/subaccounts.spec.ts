import {
  expect,
  field,
  injectFault,
  login,
  resetUpstream,
  rows,
  snap,
  storedToken,
  test,
  waitForRows,
} from './support';

const LIST = '/#/subaccount/subaccountList';
/** The resource's record screens live under react-admin's /<name> paths. */
const CREATE = '/#/subaccounts/create';

test.beforeEach(async ({ page }) => {
  await resetUpstream(page);
  await login(page, 'merchant', 'merchant123');
});

test('create, edit, disable, enable and delete a sub-account, each visible in the list', async ({ page }) => {
  await page.goto(LIST);
  await waitForRows(page);
  await snap(page, 'subaccounts-list');

  // Create
  await page.getByRole('link', { name: /新建|Create/ }).click();
  await expect(page).toHaveURL(/\/create$/);
  await expect(field(page, 'password')).toBeVisible();
  // Labels follow react-admin's convention (resources.<resource>.fields.<source>), in the user's language.
  await expect(page.getByRole('textbox', { name: /手机号|Phone/ })).toBeVisible();
  await field(page, 'tel').fill('13712345678');
  await field(page, 'password').fill('secret88');
  await field(page, 'remark').fill('前台小王');
  await snap(page, 'subaccount-create');
  await page.getByRole('button', { name: /保存|Save/ }).click();
  await expect(page).toHaveURL(/#\/subaccount\/subaccountList(\?|$)/);
  await waitForRows(page);
  await field(page, 'tel').fill('13712345678');
  await expect(page).toHaveURL(/13712345678/);
  await expect(rows(page)).toHaveCount(1);
  const row = rows(page).first();
  await expect(row).toContainText('前台小王');
  await expect(row).toContainText(/已启用|Enabled/);

  // Edit
  await row.getByRole('link', { name: /编辑|Edit/ }).click();
  await expect(page).toHaveURL(/\/\d+$/);
  await expect(field(page, 'remark')).toHaveValue('前台小王');
  await field(page, 'remark').fill('前台小李');
  await page.getByRole('button', { name: /保存|Save/ }).click();
  await expect(rows(page).first()).toContainText('前台小李');

  // Disable, then enable (each confirmed)
  await rows(page).first().locator('[data-action=disable]').click();
  await page
    .getByRole('dialog')
    .getByRole('button', { name: /确认|Confirm/ })
    .click();
  await expect(rows(page).first()).toContainText(/已禁用|Disabled/);
  await rows(page).first().locator('[data-action=enable]').click();
  await page
    .getByRole('dialog')
    .getByRole('button', { name: /确认|Confirm/ })
    .click();
  await expect(rows(page).first()).toContainText(/已启用|Enabled/);

  // Delete
  await rows(page)
    .first()
    .getByRole('button', { name: /删除|Delete/ })
    .click();
  await page
    .getByRole('dialog')
    .getByRole('button', { name: /确认|Confirm/ })
    .click();
  await expect(page.getByText(/没有找到|No .* found/).first()).toBeVisible();
  await expect(rows(page)).toHaveCount(0);
});

test('a failed save shows the server message and keeps what was typed', async ({ page }) => {
  await page.goto(CREATE);
  await injectFault(page, '/api/v2/subaccount/create', 'error', { msg: '该手机号已被其他子账号使用' });
  await field(page, 'tel').fill('13700000001');
  await field(page, 'password').fill('secret88');
  await field(page, 'remark').fill('不要丢');
  await page.getByRole('button', { name: /保存|Save/ }).click();
  await expect(page.getByText('该手机号已被其他子账号使用')).toBeVisible();
  await expect(page).toHaveURL(/\/create/);
  await expect(field(page, 'tel')).toHaveValue('13700000001');
  await expect(field(page, 'remark')).toHaveValue('不要丢');
});

test('form rules come from the schema: a bad phone is refused before any call', async ({ page }) => {
  await page.goto(CREATE);
  await field(page, 'tel').fill('12345');
  await page.getByRole('button', { name: /保存|Save/ }).click();
  await expect(page.getByText(/请输入正确的手机号|valid mainland mobile/)).toBeVisible();
});

test('a session that expires before Save keeps what was typed: a clear message, the login, then the form back (§8)', async ({
  page,
}) => {
  await page.goto(CREATE);
  await field(page, 'tel').fill('13712340000');
  await field(page, 'password').fill('secret88');
  await field(page, 'remark').fill('过期前填写的备注');
  await page.request.post('/__upstream/expire', { data: { token: await storedToken(page) } });
  await page.getByRole('button', { name: /保存|Save/ }).click();
  // §8's message, never react-admin's developer text; then the login page (the page reloads 1.5 s later), which
  // leads back to the form.
  await expect(
    page.getByText(/未授权：授权验证失败|Unauthorized: Authorization verification failed/).first(),
  ).toBeVisible();
  await expect(page.getByText(/Invalid dataProvider response|missing id/)).toHaveCount(0);
  await expect(page).toHaveURL(/#\/user\/login\?redirect=%2Fsubaccounts%2Fcreate&notice=expired/, { timeout: 10_000 });
  await page.locator('input[name=username]').fill('merchant');
  await page.locator('input[name=password]').fill('merchant123');
  await page.getByRole('button', { name: /^(登录|Sign in)$/ }).click();
  await expect(page).toHaveURL(/#\/subaccounts\/create$/);
  await expect(field(page, 'remark')).toHaveValue('过期前填写的备注');
  await expect(field(page, 'tel')).toHaveValue('13712340000');
  await expect(
    page.getByText(/已恢复您重新登录前填写的内容|What you typed before signing in again is back/),
  ).toBeVisible();
  // Passwords are never kept; the draft is used once.
  await expect(field(page, 'password')).toHaveValue('');
  await page.reload();
  await expect(field(page, 'tel')).toBeVisible();
  await expect(field(page, 'remark')).toHaveValue('');
  // Saving now works and creates the record once (a sub-account needs its password to log in with).
  await field(page, 'tel').fill('13712340000');
  await field(page, 'password').fill('secret88');
  await page.getByRole('button', { name: /保存|Save/ }).click();
  await expect(page).toHaveURL(/#\/subaccount\/subaccountList(\?|$)/);
});

test('another account signing in after the expiry does not get the draft', async ({ page }) => {
  await page.goto(CREATE);
  await field(page, 'tel').fill('13712340001');
  await field(page, 'password').fill('secret88');
  await field(page, 'remark').fill('merchant 的草稿');
  await page.request.post('/__upstream/expire', { data: { token: await storedToken(page) } });
  await page.getByRole('button', { name: /保存|Save/ }).click();
  await expect(page).toHaveURL(/#\/user\/login\?redirect=/, { timeout: 10_000 });
  await page.locator('input[name=username]').fill('kuaishou');
  await page.locator('input[name=password]').fill('kuaishou123');
  await page.getByRole('button', { name: /^(登录|Sign in)$/ }).click();
  await expect(page).toHaveURL(/#\/subaccounts\/create$/);
  await expect(field(page, 'tel')).toBeVisible();
  await expect(field(page, 'remark')).toHaveValue('');
  await expect(field(page, 'tel')).toHaveValue('');
});
