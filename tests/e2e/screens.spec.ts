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

test.beforeEach(async ({ page }) => {
  await resetUpstream(page);
  await login(page, 'merchant', 'merchant123');
});

test('all orders: list, filter, sort, paginate, detail (§2 /cinema/alllist)', async ({ page }) => {
  await page.goto('/#/cinema/alllist');
  await waitForRows(page);
  await expect(rows(page)).toHaveCount(10);
  await snap(page, 'orders-list');

  // Filter by buyer phone fragment: every row left shows it.
  const firstPhone = (await rows(page).first().locator('td.column-buyer_tel').innerText()).trim();
  const fragment = firstPhone.slice(3, 7);
  await field(page, 'buyer_tel').fill(fragment);
  await expect(page).toHaveURL(/buyer_tel/);
  // The old rows stay on screen until the filtered ones arrive (§9 progress bar): wait for the filtered page.
  await expect
    .poll(async () => {
      const cells = await rows(page).locator('td.column-buyer_tel').allInnerTexts();
      return cells.length > 0 && cells.every((cell) => cell.includes(fragment));
    })
    .toBe(true);
  await field(page, 'buyer_tel').fill('');
  await expect(page).not.toHaveURL(/buyer_tel/);

  // Sort by amount ascending, then descending.
  // The sort label, not the column's layout menu beside it (issue 34).
  await page.getByRole('button', { name: /按订单金额.*排序|sort.*amount/i }).click();
  await expect(page).toHaveURL(/sort=amount/);
  const amounts = async () =>
    (await rows(page).locator('td.column-amount').allInnerTexts()).map((t) => Number(t.replace(/[¥,]/g, '')));
  await expect
    .poll(async () => {
      const a = await amounts();
      return a.length > 1 && a.every((v, i) => i === 0 || a[i - 1] >= v)
        ? 'desc'
        : a.every((v, i) => i === 0 || a[i - 1] <= v)
          ? 'asc'
          : 'none';
    })
    .not.toBe('none');

  // Next page shows other orders.
  const before = await rows(page).locator('td.column-order_no').allInnerTexts();
  await page
    .getByRole('button', { name: /page 2|第 2 页|2/ })
    .first()
    .click();
  await expect(page).toHaveURL(/page=2/);
  await expect
    .poll(async () => (await rows(page).locator('td.column-order_no').allInnerTexts()).join())
    .not.toBe(before.join());

  // The detail route, hidden from the menu.
  const orderNo = (await rows(page).nth(2).locator('td.column-order_no').innerText()).trim();
  await rows(page).filter({ hasText: orderNo }).locator('td.column-film_name').click();
  await expect(page).toHaveURL(/#\/cinema\/detail\/Details\?id=/);
  // The header's title names the order (订单 DY…); its description list shows the number too.
  await expect(page.getByTestId('description-list').getByText(orderNo)).toBeVisible();
  await expect(page.getByText(/订单详情|Order detail/).first()).toBeVisible();
  await snap(page, 'order-detail');

  // And through the row's 查看 button.
  await page.goBack();
  await waitForRows(page);
  const other = (await rows(page).first().locator('td.column-order_no').innerText()).trim();
  await rows(page)
    .first()
    .getByRole('link', { name: /查看|Show/ })
    .click();
  await expect(page).toHaveURL(/#\/cinema\/detail\/Details\?id=/);
  await expect(page.getByTestId('description-list').getByText(other)).toBeVisible();
});

test('agent withdrawals show the credit/daicredit summary (§7 data.count/data.list)', async ({ page }) => {
  await page.goto('/#/device/list');
  await waitForRows(page);
  const summary = page.getByTestId('list-summary');
  await expect(summary.locator('[data-summary=credit]')).toContainText('¥');
  await expect(summary.locator('[data-summary=daicredit]')).toContainText('¥');
  await expect(page.getByText(/共 \d+ 条|of \d+/)).toBeVisible();
  await snap(page, 'withdrawals-list');
});

test('申请提现 opens a form that says what it does and shows what may be withdrawn (§2 /device/list, issue 13 polish)', async ({
  page,
}) => {
  await page.goto('/#/device/list');
  await waitForRows(page);
  const credit = (await page.getByTestId('list-summary').locator('[data-summary=credit]').innerText())
    .split('\n')
    .at(-1)!
    .trim();
  await page.getByRole('link', { name: '申请提现' }).click();
  await expect(page).toHaveURL(/#\/agentWithdrawals\/create$/);
  // Title, breadcrumb and button say 申请提现 — not 新建代理提现, 新建 and 保存.
  await expect(page.locator('#react-admin-title')).toHaveText('申请提现', { useInnerText: true });
  await expect(page.getByTestId('breadcrumb').locator('[aria-current=page]')).toHaveText('申请提现');
  await expect(page.getByRole('button', { name: '申请提现' })).toBeVisible();
  await expect(page.getByRole('button', { name: '保存' })).toHaveCount(0);
  // The withdrawable balance of the list answer, above the form.
  await expect(page.getByTestId('form-summary').locator('[data-summary=credit]')).toContainText('可提现金额');
  await expect(page.getByTestId('form-summary').locator('[data-summary=credit]')).toContainText(credit);
  await snap(page, 'withdrawal-apply');

  await page.getByRole('button', { name: '简体中文' }).click();
  await page.getByRole('menuitem', { name: 'English' }).click();
  await expect(page.locator('#react-admin-title')).toHaveText('Apply for withdrawal', { useInnerText: true });
  await expect(page.getByRole('button', { name: 'Apply for withdrawal' })).toBeVisible();
  await expect(page.getByTestId('form-summary').locator('[data-summary=credit]')).toContainText('Withdrawable');
});

test('驳回 a fan withdrawal names the request, asks why, and the detail shows the reason (§2 /device/tag, §3; issue 13 polish)', async ({
  page,
}) => {
  await page.goto(`/#/device/tag?filter=${encodeURIComponent(JSON.stringify({ status: 0 }))}`);
  await waitForRows(page);
  const row = rows(page).first();
  const nickname = (await row.locator('td.column-nickname').innerText()).trim();
  const amount = (await row.locator('td.column-amount').innerText()).trim();
  await row.locator('[data-action=reject]').click();
  const dialog = page.getByTestId('action-dialog');
  await expect(dialog.getByRole('heading', { name: '驳回' })).toBeVisible();
  await expect(dialog).toContainText('确定驳回这笔提现申请？');
  // Which request: its number, the fan and the amount, as the list shows them.
  const record = dialog.getByTestId('action-dialog-record');
  await expect(record).toContainText('申请编号');
  await expect(record).toContainText(nickname);
  await expect(record).toContainText(amount);
  const id = (await record.locator('.ra-field-id').innerText()).split('\n').at(-1)!.trim();
  // Not without a reason.
  await dialog.getByTestId('action-dialog-submit').click();
  await expect(dialog.getByText('必填')).toBeVisible();
  await snap(page, 'fan-withdrawal-reject', { fullPage: false });
  await dialog.getByRole('textbox', { name: '驳回原因' }).fill('提现账户实名信息与粉丝不一致');
  await dialog.getByTestId('action-dialog-submit').click();
  await expect(dialog).toBeHidden();
  await expect(page.getByText('驳回成功')).toBeVisible();
  await page.goto(`/#/fanWithdrawals/${id}/show`);
  const details = page.getByTestId('description-list');
  await expect(details).toContainText('已驳回');
  await expect(details).toContainText('提现账户实名信息与粉丝不一致');

  // 通过 names the request too, also on a phone.
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto(`/#/device/tag?filter=${encodeURIComponent(JSON.stringify({ status: 0 }))}`);
  await waitForRows(page);
  await rows(page).first().locator('[data-action=approve]').click();
  await expect(dialog.getByTestId('action-dialog-record')).toContainText('到账方式');
  await expect(dialog.getByTestId('action-dialog-submit')).toHaveText('通过并打款');
  // The picture once the dialog's entry transition is over.
  await page.waitForTimeout(400);
  await snap(page, 'fan-withdrawal-approve-390', { fullPage: false });
});

test('material center filters by official/custom (§3 poster filters)', async ({ page }) => {
  await page.goto('/#/poster/sharePoster');
  await waitForRows(page);
  await page.getByRole('combobox', { name: /来源|Source/ }).click();
  await page.getByRole('option', { name: /官方素材|Official/ }).click();
  await expect(page).toHaveURL(/is_official/);
  // The old rows stay on screen until the filtered ones arrive: wait for the filtered page.
  await expect
    .poll(async () => {
      const cells = await rows(page).locator('td.column-is_official').allInnerTexts();
      return cells.length > 0 && cells.every((c) => /官方素材|Official/.test(c.trim()));
    })
    .toBe(true);
  await expect(rows(page).first().locator('img')).toBeVisible();
  await snap(page, 'posters-list');
});

test('export downloads the xlsx of the filtered orders, named after the date range (§7); an error answer is shown, not saved', async ({
  page,
}) => {
  await page.goto('/#/cinema/alllist');
  await waitForRows(page);
  const from = '2026-01-01';
  const d = new Date();
  const to = `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`;
  await page.goto(`/#/cinema/alllist?filter=${encodeURIComponent(JSON.stringify({ created_at: { from, to } }))}`);
  await waitForRows(page);
  const [download] = await Promise.all([page.waitForEvent('download'), page.locator('[data-action=export]').click()]);
  // Named in the user's language after the list and its range (§7).
  expect(download.suggestedFilename()).toBe(`全部订单_${from}_${to}.xlsx`);
  const file = await download.path();
  const { readFileSync } = await import('node:fs');
  expect(readFileSync(file).subarray(0, 2).toString()).toBe('PK');

  await injectFault(page, '/api/v2/order/export', 'error', { msg: '导出条数超过上限' });
  let downloaded = false;
  page.on('download', () => (downloaded = true));
  await page.locator('[data-action=export]').click();
  await expect(page.getByText('导出条数超过上限')).toBeVisible();
  expect(downloaded).toBe(false);
});

test("an export whose session expired shows §8's message, never a browser error, and saves nothing", async ({
  page,
}) => {
  await page.goto('/#/cinema/alllist');
  await waitForRows(page);
  await page.request.post('/__upstream/expire', { data: { token: await storedToken(page) } });
  let downloaded = false;
  page.on('download', () => (downloaded = true));
  await page.locator('[data-action=export]').click();
  await expect(
    page.getByText(/未授权：授权验证失败|Unauthorized: Authorization verification failed/).first(),
  ).toBeVisible();
  await expect(page.getByText(/createObjectURL|Failed to execute/)).toHaveCount(0);
  expect(downloaded).toBe(false);
  await expect(page).toHaveURL(/#\/user\/login\?redirect=%2Fcinema%2Falllist/, { timeout: 10_000 });
});

test('dashboard: counts and turnover on their own axes; balances are the ones /device/list and the fund screens show (§2)', async ({
  page,
}) => {
  // The screenshot shows the chart drawn, not half-way through its entry animation.
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await page.goto('/#/dashboard');
  const chart = page.locator('[data-chart=trend]').filter({ visible: true });
  await expect(chart.locator('svg').first()).toBeVisible();
  // Two value axes: the order counts on the left, the turnover in yuan on the right.
  await expect(chart.locator('.MuiChartsAxis-directionY')).toHaveCount(2);
  await expect(chart.locator('.MuiChartsAxis-directionY').filter({ hasText: '¥' })).toHaveCount(1);
  const figure = async (name: string) =>
    (await page.locator(`[data-figure=${name}]`).filter({ visible: true }).innerText()).split('\n').at(-1)!.trim();
  await expect.poll(async () => figure('withdrawable')).toMatch(/¥[\d,]+\.\d{2}/);
  const withdrawable = await figure('withdrawable');
  const pending = await figure('pending_settlement');
  await snap(page, 'dashboard');

  await page.goto('/#/device/list');
  await waitForRows(page);
  await expect(page.locator('[data-summary=credit]').filter({ visible: true })).toContainText(withdrawable);
  await expect(page.locator('[data-summary=daicredit]').filter({ visible: true })).toContainText(pending);
  await page.goto('/#/fund/balanceFund');
  await waitForRows(page);
  await expect(page.locator('[data-summary=balance]').filter({ visible: true })).toContainText(withdrawable);
});
