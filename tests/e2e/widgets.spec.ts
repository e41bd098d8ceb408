/**
 * The schema language's widgets in a real browser (issue 9 item 4): a month picked from a month calendar, a date range
 * picked in two day pickers, an image uploaded through §7's upload path (a wrong file refused before sending), and a
 * selector holding all 3000 cinemas from one request (§9), searched in the browser and virtualised.
 */
import type { Page } from '@playwright/test';
import { expect, field, login, resetUpstream, rows, test } from './support';

/** The smallest valid PNG (1×1). */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
);
const pad = (n: number) => String(n).padStart(2, '0');

test.beforeEach(async ({ page }) => {
  await resetUpstream(page);
  await login(page, 'merchant', 'merchant123');
});

/** Column texts of the table on screen, by the header's label. */
async function column(page: Page, header: string): Promise<string[]> {
  const headers = await page.locator('table thead th').allInnerTexts();
  const index = headers.findIndex((h) => h.trim() === header);
  expect(index, `column ${header}`).toBeGreaterThanOrEqual(0);
  return rows(page)
    .locator(`td:nth-child(${index + 1})`)
    .allInnerTexts();
}

test('a statement period is picked from a month calendar and filters the statements', async ({ page }) => {
  await page.goto('/#/fund/accountStatement');
  // One statement per month since the account's first movement (derived from the balance statement, issue 30 item 8).
  await expect.poll(async () => rows(page).count()).toBeGreaterThan(1);
  // The current month: the newest statement's period (the statements run up to it).
  const now = new Date();
  const period = `${now.getFullYear()}-${pad(now.getMonth() + 1)}`;
  await page
    .getByRole('button', { name: /选择日期|Choose date/ })
    .first()
    .click();
  const calendar = page.getByRole('dialog');
  await calendar.getByText(`${now.getMonth() + 1}月`, { exact: true }).click();
  await expect(page).toHaveURL(new RegExp(encodeURIComponent(`"period":"${period}"`)));
  await expect(rows(page)).toHaveCount(1);
  expect(await column(page, '账期')).toEqual([period]);
});

test('a date range is picked in two day pickers and filters the orders', async ({ page }) => {
  await page.goto('/#/cinema/alllist');
  await expect(rows(page)).toHaveCount(10);
  const range = page.getByTestId('range-created_at');
  const from = new Date(Date.now() - 6 * 86_400_000);
  const to = new Date();
  const day = (d: Date) => `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}`;
  // Typed into the sectioned fields (year, month, day), as a keyboard user would.
  for (const [i, d] of [
    [0, from],
    [1, to],
  ] as const) {
    await range.getByRole('spinbutton', { name: '年份' }).nth(i).click();
    await page.keyboard.type(day(d).replaceAll('-', ''));
  }
  await expect(page).toHaveURL(new RegExp(encodeURIComponent(`"to":"${day(to)}"`)));
  await expect(page).toHaveURL(new RegExp(encodeURIComponent(`"from":"${day(from)}"`)));
  // The old rows stay on screen until the filtered ones arrive (§9 progress bar): wait for the filtered page.
  await expect
    .poll(async () => {
      const created = await column(page, '下单时间');
      return created.length > 0 && created.every((c) => c.slice(0, 10) >= day(from) && c.slice(0, 10) <= day(to));
    })
    .toBe(true);
});

/**
 * Opens a list whose pickers are mounted, then watches the next screen: what its date range stand-in shows the moment
 * it is drawn (before the pickers mount) and, given an index, focuses that field of it as a Tab or a click would.
 */
async function watchNextStandIn(page: Page, focus?: number) {
  await page.goto('/#/device/list');
  await expect(page.getByRole('spinbutton', { name: '年份' }).first()).toBeVisible();
  await page.evaluate((focusAt) => {
    const watch = new MutationObserver(() => {
      const inputs = document.querySelector('#main-content [aria-busy="true"]')?.querySelectorAll('input');
      if (!inputs || inputs.length < 2) return;
      watch.disconnect();
      Object.assign(window, {
        standIn: {
          labels: [...inputs].map((i) => i.labels?.[0]?.textContent),
          values: [...inputs].map((i) => i.value),
        },
      });
      if (focusAt !== null) inputs[focusAt].focus();
    });
    watch.observe(document, { subtree: true, childList: true });
  }, focus ?? null);
  return () => page.evaluate(() => (window as unknown as { standIn: { labels: string[]; values: string[] } }).standIn);
}

test('a date range shows a stand-in with the same labels first; reaching for it focuses that end of the pickers (issue 13)', async ({
  page,
}) => {
  const standIn = await watchNextStandIn(page, 1);
  await page.goto('/#/cinema/alllist');
  const range = page.getByTestId('range-created_at');
  await expect(range.getByRole('spinbutton', { name: '年份' })).toHaveCount(2);
  expect((await standIn()).labels).toEqual(['下单时间 起', '下单时间 止']);
  expect(await range.locator('label').allTextContents()).toEqual(['下单时间 起', '下单时间 止']);
  // The focus went on to the pickers' second field: typing fills its day.
  await expect(range.getByRole('spinbutton', { name: '年份' }).nth(1)).toBeFocused();
  await page.keyboard.type('20260115');
  await expect(page).toHaveURL(new RegExp(encodeURIComponent('"to":"2026-01-15"')));
});

test('the stand-in shows the period a list was opened with, as the pickers then do (issue 13)', async ({ page }) => {
  const standIn = await watchNextStandIn(page);
  await page.goto(
    `/#/cinema/alllist?filter=${encodeURIComponent(JSON.stringify({ created_at: { from: '2026-11-01' } }))}`,
  );
  await expect(field(page, 'created_at.from')).toHaveValue('2026-11-01');
  expect((await standIn()).values).toEqual(['2026-11-01', '']);
});

test('a selector loads all 3000 cinemas in one request, searches and virtualises them', async ({ page }) => {
  const lists: string[] = [];
  page.on('request', (r) => {
    if (r.url().includes('/api/v2/cinema/list')) lists.push(r.postData() ?? '');
  });
  await page.goto('/#/poster/sharePoster');
  await expect(rows(page)).toHaveCount(10);
  const input = page.getByRole('combobox', { name: '适用影院' });
  await input.click();
  const listbox = page.getByRole('listbox');
  await expect(listbox).toHaveAttribute('data-options', '3000');
  const shown = await listbox.getByRole('option').count();
  expect(shown).toBeGreaterThan(5);
  expect(shown).toBeLessThan(60);
  expect(lists).toHaveLength(1);
  expect(JSON.parse(lists[0])).toMatchObject({ page: 1, page_size: 10000 });
  // Scrolling far down draws the options there.
  await listbox.evaluate((el) => (el.scrollTop = el.scrollHeight));
  await expect(listbox.locator('[data-option-index="2999"]')).toBeVisible();
  // Searching happens in the browser: no further request.
  const name = (await rows(page).first().locator('td').nth(2).innerText()).trim();
  await input.fill(name);
  await expect(listbox.getByRole('option')).toHaveCount(1);
  await listbox.getByRole('option', { name }).click();
  await expect(page).toHaveURL(/cinema_id/);
  // The old rows stay on screen until the filtered ones arrive (§9 progress bar): wait for the filtered page.
  await expect
    .poll(async () => {
      const cinemas = await column(page, '适用影院');
      return cinemas.length > 0 && cinemas.every((c) => c === name);
    })
    .toBe(true);
  expect(lists).toHaveLength(1);
});

test('a poster image is uploaded through the upload path; a wrong file is refused before sending', async ({ page }) => {
  const uploads: string[] = [];
  page.on('request', (r) => {
    if (r.url().includes('/api/v2/upload/pic')) uploads.push(r.method());
  });
  await page.goto('/#/poster/sharePoster');
  await page.getByRole('link', { name: '上传海报' }).click();
  const file = page.getByTestId('upload-file-image');
  await file.setInputFiles({ name: 'notes.gif', mimeType: 'image/gif', buffer: Buffer.from('GIF89a') });
  await expect(page.getByText('只能上传 PNG/JPEG 格式的图片')).toBeVisible();
  await file.setInputFiles({
    name: 'huge.png',
    mimeType: 'image/png',
    buffer: Buffer.concat([PNG, Buffer.alloc(2 * 1024 * 1024)]),
  });
  await expect(page.getByText('图片不能超过 2 MB')).toBeVisible();
  expect(uploads).toEqual([]);

  await file.setInputFiles({ name: 'poster.png', mimeType: 'image/png', buffer: PNG });
  const preview = page.getByTestId('upload-image').locator('img');
  await expect(preview).toHaveAttribute('src', /^\/static\/uploads\/\d+\.png$/);
  expect(await preview.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBe(1);
  expect(uploads).toEqual(['POST']);

  await page.locator('input[name="title"]').fill('周末特惠海报');
  await page.locator('input[name="appid"]').fill('wx1234567890abcdef');
  await page.getByRole('button', { name: '保存' }).click();
  await expect(page.getByText('周末特惠海报')).toBeVisible();
});
