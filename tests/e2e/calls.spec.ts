/**
 * §7's calls as the browser makes them (issue 29 item 7), against the strict embedded upstream: users from the admin
 * gateway (§7 client 2: the access token in Authorization, pageNo/pageSize), the application list with exactly
 * page_size and is_saas (the console pages and filters the apps), the statistics variant's time and
 * start_time/end_time, the official materials' is_official_poster, and the channel batch with exactly channel_ids.
 * Each screen listens to the requests the page makes.
 */
import type { Page, Request } from '@playwright/test';
import { expect, login, resetUpstream, rows, snap, test, waitForRows } from './support';

test.beforeEach(async ({ page }) => {
  await resetUpstream(page);
  await login(page, 'merchant', 'merchant123');
});

/** The next request the page makes to a path (the list calls the screen makes as it opens). */
const requestTo = (page: Page, path: string) => page.waitForRequest((r) => new URL(r.url()).pathname === path);
const queryOf = (r: Request) => Object.fromEntries(new URL(r.url()).searchParams);
const stored = (page: Page, name: string) =>
  page.evaluate(
    (key) => (JSON.parse(localStorage.getItem(key) ?? '{}') as { value?: string }).value ?? '',
    `ccs_${name}`,
  );

test('users come from the admin gateway: the access token in Authorization, pageNo and pageSize (§7 client 2, §3)', async ({
  page,
}) => {
  const listed = requestTo(page, '/api/admin/user/list');
  await page.goto('/#/user/UserList');
  const request = await listed;
  await waitForRows(page);
  await expect(rows(page)).toHaveCount(10);
  await expect(page.getByText(/共 57 条|of 57/)).toBeVisible();
  const accessToken = await stored(page, 'access_token');
  expect(accessToken).toMatch(/^at_/);
  expect(request.headers().authorization).toBe(accessToken);
  expect(request.headers()['user-token']).toBeUndefined();
  expect(request.postDataJSON()).toMatchObject({ pageNo: 1, pageSize: 10 });
  expect(Object.keys(request.postDataJSON() as object)).not.toContain('page_size');
  // The next page is asked for by its number.
  const next = requestTo(page, '/api/admin/user/list');
  await page.getByRole('button', { name: /下一页|next page/i }).click();
  expect((await next).postDataJSON()).toMatchObject({ pageNo: 2, pageSize: 10 });
  // A user's detail is read from the gateway too.
  const detail = requestTo(page, '/api/admin/user/detail');
  await rows(page).first().locator('td.column-nickname').click();
  expect((await detail).headers().authorization).toBe(accessToken);
  await expect(page.getByTestId('description-list')).toContainText(/微信昵称|Nickname/);
  await snap(page, 'gateway-user-detail');
});

test('the application list sends exactly page_size and is_saas; the console filters and pages the apps (§7)', async ({
  page,
}) => {
  const listed = requestTo(page, '/api/v2/application/list');
  await page.goto('/#/application/applicationList');
  expect(queryOf(await listed)).toEqual({ page_size: '10000', is_saas: '1' });
  await waitForRows(page);
  await expect(rows(page)).toHaveCount(5);
  // A filter is applied to the rows already loaded: the same call again, nothing more in it.
  const filtered = requestTo(page, '/api/v2/application/list');
  await page.getByRole('combobox', { name: /^(平台|Platform)$/ }).click();
  await page.getByRole('option', { name: /微信小程序|WeChat mini-program/ }).click();
  expect(queryOf(await filtered)).toEqual({ page_size: '10000', is_saas: '1' });
  await expect
    .poll(async () => {
      const cells = await rows(page).locator('td.column-platform').allInnerTexts();
      return cells.length > 0 && cells.length < 5 && cells.every((c) => /微信小程序|WeChat/.test(c));
    })
    .toBe(true);
});

test('media statistics send a period as start_time/end_time and one day as time (§7 statistics variant)', async ({
  page,
}) => {
  const opened = requestTo(page, '/api/v2/statistics/media');
  await page.goto('/#/statistics/mediumStatistics');
  const period = queryOf(await opened);
  expect(Object.keys(period)).toEqual(expect.arrayContaining(['start_time', 'end_time']));
  expect(period).not.toHaveProperty('start_date');
  expect(period).not.toHaveProperty('time');
  await waitForRows(page);
  await expect(page.getByTestId('list-summary').locator('[data-summary=orders]')).not.toBeEmpty();
  await snap(page, 'media-statistics');
  const day = (await rows(page).first().locator('td.column-day').innerText()).trim();
  const oneDay = requestTo(page, '/api/v2/statistics/media');
  await page.goto(
    `/#/statistics/mediumStatistics?filter=${encodeURIComponent(JSON.stringify({ day: { from: day, to: day } }))}`,
  );
  const sent = queryOf(await oneDay);
  expect(sent.time).toBe(day);
  expect(sent).not.toHaveProperty('start_time');
  expect(sent).not.toHaveProperty('end_time');
  await expect
    .poll(async () => [...new Set((await rows(page).locator('td.column-day').allInnerTexts()).map((t) => t.trim()))])
    .toEqual([day]);
});

test('official materials send the source as is_official_poster, beside the list’s other filters (§7 poster variant)', async ({
  page,
}) => {
  const listed = requestTo(page, '/api/v2/poster/list');
  // The material group's second entry in the side menu.
  const group = page.locator('.RaSidebar-fixed [data-group=material]');
  await group
    .locator('[data-route=officialPosters]')
    .getByText(/官方素材|Official materials/)
    .click();
  const body = (await listed).postDataJSON() as Record<string, unknown>;
  expect(body).toMatchObject({ is_official_poster: 1 });
  expect(body).not.toHaveProperty('is_official');
  await waitForRows(page);
  await expect(page).toHaveURL(/#\/poster\/officialPoster/);
  // Official posters are published and unpublished here, never edited or deleted.
  await expect(
    rows(page)
      .first()
      .getByRole('button', { name: /上架|下架|Publish|Unpublish/ }),
  ).toBeVisible();
  await expect(
    rows(page)
      .first()
      .getByRole('button', { name: /删除|Delete/ }),
  ).toHaveCount(0);
});

test('the channel batch deletes the selected slots, sending exactly channel_ids (§7 batch)', async ({ page }) => {
  await page.goto('/#/statistics/extensionList');
  await waitForRows(page);
  await expect(page.getByText(/共 12 条|of 12/)).toBeVisible();
  const chosen = [0, 1].map((i) => rows(page).nth(i));
  const ids = await Promise.all(
    chosen.map(async (row) => Number((await row.locator('td.column-id').innerText()).trim())),
  );
  for (const row of chosen) await row.getByRole('checkbox').check();
  await page.getByRole('button', { name: /批量删除|^Delete$/ }).click();
  const batch = requestTo(page, '/api/v2/channel/batch');
  await page
    .getByRole('dialog')
    .getByRole('button', { name: /确认|Confirm/ })
    .click();
  expect((await batch).postDataJSON()).toEqual({ channel_ids: ids });
  await expect(page.getByText(/共 10 条|of 10/)).toBeVisible();
  for (const id of ids)
    await expect(rows(page).locator('td.column-id', { hasText: new RegExp(`^${id}$`) })).toHaveCount(0);
});
