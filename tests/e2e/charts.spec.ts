/**
 * Charts and cards (issue 30 item 18, §2 /dashboard and the statistics screens): the dashboard's figure cards share
 * out over balanced rows (5 cards: 3 + 2 at 1280 px, one row at 1920 px — never 4 and an orphan), and a chart's value
 * axes write their ticks as the field's widget writes values (¥ and thousands for money, thousands for counts).
 */
import { expect, login, resetUpstream, test } from './support';

test.beforeEach(async ({ page }) => {
  await resetUpstream(page);
  await login(page, 'merchant', 'merchant123');
});

const rowSizes = (page: import('@playwright/test').Page) =>
  page
    .getByTestId('figure-row')
    .filter({ visible: true })
    .evaluateAll((rows) => rows.map((r) => r.children.length));
const ticks = (axis: import('@playwright/test').Locator) =>
  axis.locator('.MuiChartsAxis-tickLabel').evaluateAll((labels) => labels.map((l) => l.textContent ?? ''));

for (const [width, rows] of [
  [1280, [3, 2]],
  [1920, [5]],
] as const) {
  test(`dashboard cards in balanced rows at ${width} px`, async ({ page }) => {
    await page.setViewportSize({ width, height: 900 });
    await page.goto('/#/dashboard');
    await expect(page.locator('[data-figure=withdrawable]').filter({ visible: true })).toBeVisible();
    await expect.poll(() => rowSizes(page)).toEqual(rows);
  });
}

test('dashboard axes: the order counts grouped, the turnover in yuan with thousands', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto('/#/dashboard');
  const chart = page.locator('[data-chart=trend]').filter({ visible: true });
  const axes = chart.locator('.MuiChartsAxis-directionY');
  await expect(axes).toHaveCount(2);
  await expect.poll(async () => (await ticks(axes.nth(1))).length).toBeGreaterThan(1);
  const money = await ticks(axes.nth(1));
  // ¥0, ¥500, ¥1,000 …: every tick whole, with its ¥ and the thousands separated, none cut off ("100…").
  for (const tick of money) expect(tick).toMatch(/^¥\d{1,3}(,\d{3})*$/);
  expect(money.some((t) => t.includes(','))).toBe(true);
  for (const tick of await ticks(axes.nth(0))) expect(tick).toMatch(/^\d{1,3}(,\d{3})*$/);
  // The markers sit on the line: straight segments through the points (M/L only), no smoothing curve (C) between them.
  const paths = await chart
    .locator('path.MuiLineChart-line')
    .evaluateAll((lines) => lines.map((l) => l.getAttribute('d') ?? ''));
  expect(paths).toHaveLength(2);
  for (const d of paths) expect(d).toMatch(/^M[\d.,\sLM-]+$/);
});

test('a statistics chart writes large counts with thousands, never cut off', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto('/#/statistics/mediumStatistics');
  const axis = page.getByTestId('list-chart').locator('.MuiChartsAxis-directionY');
  await expect.poll(async () => (await ticks(axis)).some((t) => t.length >= 5)).toBe(true);
  const labels = await ticks(axis);
  for (const tick of labels) expect(tick).toMatch(/^\d{1,3}(,\d{3})*$/);
  expect(labels.some((t) => t.includes(','))).toBe(true);
});
