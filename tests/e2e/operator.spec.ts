import type { Page } from '@playwright/test';
import { apiToken, expect, field, login, menuRoutes, resetUpstream, rows, snap, test, waitForRows } from './support';

const LIST = '/#/subaccount/subaccountList';

test.beforeEach(async ({ page }) => {
  await resetUpstream(page);
});

/** An administrator edits the operator's role on the upstream (test hook). */
async function grantOperator(page: Page, subaccountActions: string[]) {
  const response = await page.request.post('/__upstream/grants', {
    data: {
      username: 'operator',
      grants: { order_all: ['query', 'get'], withdraw_agent: ['query', 'get'], SubaccountList: subaccountActions },
    },
  });
  expect(response.ok()).toBe(true);
}

/**
 * A sub-account within the operator's grants, its row alone on the list: a sub-account edits only those (issue 30
 * item 6b) — every seeded one holds something the operator lacks.
 */
const WITHIN = '13712349999';
async function showWithin(page: Page) {
  const token = await apiToken(page, 'merchant', 'merchant123');
  const res = await page.request.post('/api/v2/subaccount/create', {
    headers: { 'User-Token': token },
    data: { tel: WITHIN, password: 'secret88', remark: '可编辑', permissions: ['order_all:query'] },
  });
  expect(((await res.json()) as { code: number }).code).toBe(1);
}
async function filterWithin(page: Page) {
  await waitForRows(page);
  await field(page, 'tel').fill(WITHIN);
  await expect(rows(page)).toHaveCount(1);
}

test('operator sees orders, withdrawals and sub-accounts, but no buttons that change sub-accounts (§6)', async ({
  page,
}) => {
  await login(page, 'operator', 'operator123', 'sub');
  await page.goto(LIST);
  await waitForRows(page);
  const first = rows(page).first();
  await expect(page.getByRole('link', { name: /新建|Create/ })).toHaveCount(0);
  await expect(first.getByRole('link', { name: /编辑|Edit/ })).toHaveCount(0);
  await expect(first.locator('[data-action=disable], [data-action=enable]')).toHaveCount(0);
  await expect(first.getByRole('button', { name: /删除|Delete/ })).toHaveCount(0);
  await expect(first.getByRole('link', { name: /查看|Show/ })).toHaveCount(1);
  await snap(page, 'operator-subaccounts');
  await page.goto('/#/cinema/alllist');
  await waitForRows(page);
  await expect(page.locator('[data-action=export]')).toHaveCount(0);
  await page.goto('/#/device/list');
  await waitForRows(page);
});

test('an upstream 403 shows Forbidden, keeps the typed values and changes nothing', async ({ page }) => {
  // The operator may edit sub-accounts when the console loads its permissions…
  await grantOperator(page, ['query', 'get', 'edit']);
  await showWithin(page);
  await login(page, 'operator', 'operator123', 'sub');
  await page.goto(LIST);
  await filterWithin(page);
  const remarks = () => rows(page).locator('td.column-remark').allInnerTexts();
  const before = await remarks();
  await rows(page)
    .first()
    .getByRole('link', { name: /编辑|Edit/ })
    .click();
  // The list (with its own remark filter) stays on screen until the form has rendered.
  await expect(page.getByRole('button', { name: /保存|Save/ })).toBeVisible();
  await expect(field(page, 'remark')).not.toHaveValue('');
  // …and loses the right while the form is open: the screen still offers Save, the upstream refuses.
  await grantOperator(page, ['query', 'get']);
  await field(page, 'remark').fill('越权修改');
  await page.getByRole('button', { name: /保存|Save/ }).click();
  await expect(
    page.getByText(/禁止访问：无权限：SubaccountList\/edit|Forbidden: 无权限：SubaccountList\/edit/),
  ).toBeVisible();
  await expect(field(page, 'remark')).toHaveValue('越权修改');
  await snap(page, 'operator-forbidden');
  await page.goto(LIST);
  await filterWithin(page);
  expect(await remarks()).toEqual(before);
  // The refusal reloaded the operator's grants: the list no longer offers Edit.
  await expect(
    rows(page)
      .first()
      .getByRole('link', { name: /编辑|Edit/ }),
  ).toHaveCount(0);
});

test('a 403 after an administrator changed the grants rebuilds the menu and buttons, without a reload (§6)', async ({
  page,
}) => {
  await grantOperator(page, ['query', 'get', 'edit']);
  await showWithin(page);
  await login(page, 'operator', 'operator123', 'sub');
  await page.goto(LIST);
  await filterWithin(page);
  await expect(
    rows(page)
      .first()
      .getByRole('link', { name: /编辑|Edit/ }),
  ).toHaveCount(1);
  expect(await menuRoutes(page)).toContain('agentWithdrawals');
  await page.evaluate(() => ((window as unknown as { sameDocument: boolean }).sameDocument = true));
  // The administrator takes withdrawals and editing away; the console still shows them.
  const response = await page.request.post('/__upstream/grants', {
    data: { username: 'operator', grants: { order_all: ['query', 'get'], SubaccountList: ['query', 'get'] } },
  });
  expect(response.ok()).toBe(true);
  await page.locator('[data-route=agentWithdrawals]').click();
  // The list request is refused; the user info is fetched again and the screen follows it.
  await expect(page.getByTestId('error-403')).toBeVisible();
  await expect.poll(() => menuRoutes(page)).not.toContain('agentWithdrawals');
  await page.locator('[data-route=subaccounts]').click();
  await filterWithin(page);
  await expect(
    rows(page)
      .first()
      .getByRole('link', { name: /编辑|Edit/ }),
  ).toHaveCount(0);
  expect(await page.evaluate(() => (window as unknown as { sameDocument?: boolean }).sameDocument)).toBe(true);
});

for (const width of [1280, 390]) {
  test(`at ${width} px, a list asks nothing the account would be refused: a reference it may not read is named by its noun and number, no filter over it, no actions column without a button (§6)`, async ({
    page,
  }) => {
    // The operator holds posters (query only) but not cinemas: the cinema list and detail would answer 403.
    await page.setViewportSize({ width, height: 900 });
    const refused: string[] = [];
    const consoleErrors: string[] = [];
    page.on('response', (r) => {
      if (r.status() === 403 || /\/api\/v2\/cinema\//.test(r.url())) refused.push(`${r.status()} ${r.url()}`);
    });
    page.on('console', (m) => {
      if (m.type() === 'error') consoleErrors.push(m.text());
    });
    await login(page, 'operator', 'operator123', 'sub');
    await page.goto('/#/poster/sharePoster');
    await waitForRows(page);
    const cell = page.locator('[data-reference-unreadable]').filter({ visible: true }).first();
    await expect(cell).toHaveText(/^影院 #\d+$/);
    await cell.hover();
    await expect(page.getByRole('tooltip')).toHaveText('您没有查看影院的权限，只能看到它的编号');
    // No cinema selector among the filters, and no 操作 column (or card buttons) for an account without a row action.
    await expect(page.locator('.filter-field[data-source=cinema_id]')).toHaveCount(0);
    await expect(page.locator('.filter-field[data-source=status]')).toBeVisible();
    await expect(page.getByRole('columnheader', { name: /操作|Actions/ })).toHaveCount(0);
    await expect(page.locator('[data-action], .column-undefined')).toHaveCount(0);
    await snap(page, `operator-posters-${width}`);
    expect(refused).toEqual([]);
    expect(consoleErrors).toEqual([]);
  });
}

test('a list keeps its actions column for an account holding one of its row actions', async ({ page }) => {
  await login(page, 'merchant', 'merchant123');
  await page.goto('/#/poster/sharePoster');
  await waitForRows(page);
  await expect(page.getByRole('columnheader', { name: '操作' })).toHaveCount(1);
  await expect(page.locator('[data-reference-unreadable]')).toHaveCount(0);
  await expect(page.locator('.filter-field[data-source=cinema_id]')).toBeVisible();
});
