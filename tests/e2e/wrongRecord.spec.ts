import type { Page } from '@playwright/test';
import { expect, login, resetUpstream, test } from './support';

/**
 * Issue 29 item 4, "never the wrong record": promotion slots (schemas/channels.yaml) have no detail call, so one slot
 * is read through the list call with its id (`get: list`). A real list may ignore that parameter and answer its
 * first page; the console must then not show — or let an edit save over — another slot. The test plays such an
 * upstream by taking the id out of the list request on its way (the stand-in itself honours it).
 */

test.beforeEach(async ({ page }) => {
  await resetUpstream(page);
});

/** The list call loses its `id` parameter, as an upstream that ignores it would; answers how many calls it saw. */
async function listIgnoresId(page: Page): Promise<() => number> {
  let calls = 0;
  await page.route('**/api/v2/channel/list', async (route) => {
    const body = route.request().postDataJSON() as Record<string, unknown> | null;
    if (body && 'id' in body) {
      calls += 1;
      const { id: _id, ...rest } = body;
      return route.continue({ postData: JSON.stringify(rest) });
    }
    return route.continue();
  });
  return () => calls;
}

test('an edit whose list answers another record says "not found" and offers no save; the record is unchanged', async ({
  page,
}) => {
  await login(page, 'merchant', 'merchant123');
  const stripped = await listIgnoresId(page);
  const saves: string[] = [];
  page.on('request', (r) => {
    if (r.url().includes('/api/v2/channel/save')) saves.push(r.url());
  });
  await page.goto('/#/channels/7');
  await expect(page.getByTestId('detail-notice')).toContainText('未找到该推广位（编号 7）');
  expect(stripped()).toBeGreaterThan(0);
  await expect(page.getByRole('button', { name: '保存' })).toHaveCount(0);
  await expect(page.locator('form input[name="name"]')).toHaveCount(0);
  expect(saves).toEqual([]);
});

test('a detail whose list answers another record says "not found" rather than showing it', async ({ page }) => {
  await login(page, 'merchant', 'merchant123');
  await listIgnoresId(page);
  await page.goto('/#/channels/7/show');
  await expect(page.getByTestId('detail-notice')).toContainText('未找到该推广位（编号 7）');
  await expect(page.getByTestId('description-list')).toHaveCount(0);
});

test('with an upstream that honours the id, the same edit opens the slot asked for', async ({ page }) => {
  await login(page, 'merchant', 'merchant123');
  await page.goto('/#/channels/7');
  await expect(page.locator('form input[name="name"]')).toBeVisible();
  await expect(page.getByTestId('detail-notice')).toHaveCount(0);
});
