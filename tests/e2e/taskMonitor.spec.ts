import type { Locator } from '@playwright/test';
import { expect, login, resetUpstream, snap, test, waitForRows } from './support';

test.beforeEach(async ({ page }) => {
  await resetUpstream(page);
  await page.clock.install();
});

const STATE = ['normal', 'active', 'success', 'exception'];
const PERCENT = [0, 50, 100, 100];

/**
 * What the card shows must agree with §4 at every moment, whatever the moment is (the clock also runs in real
 * time): each item's bar per its status, the overall progress as the share of finished items, the title.
 */
async function checkConsistent(card: Locator): Promise<number[]> {
  const items = await card.getByTestId('task-item').evaluateAll((els) =>
    els.map((el) => {
      const bar = el.querySelector('[data-state]')!;
      return {
        status: Number(el.getAttribute('data-status')),
        state: bar.getAttribute('data-state'),
        percent: Number(bar.getAttribute('data-percent')),
      };
    }),
  );
  for (const item of items) {
    expect(item.state).toBe(STATE[item.status]);
    expect(item.percent).toBe(PERCENT[item.status]);
  }
  const finished = items.filter((i) => i.status >= 2).length;
  await expect(card.getByTestId('task-progress')).toHaveText(`${Math.round((finished / items.length) * 100)}%`);
  await expect(card.getByTestId('task-title')).toHaveText(finished < items.length ? '任务进行中' : '任务已完成');
  return items.map((i) => i.status);
}

test('a batch task reports into the drawer: §4 item states, titles and overall progress; kept across reload; deleted by the user', async ({
  page,
}) => {
  await login(page, 'merchant', 'merchant123');
  await waitForRows(page);
  await page.goto('/#/test/home');
  await page.getByTestId('demo-task').click();
  await page.goto('/#/cinema/alllist');
  await waitForRows(page);
  await page.getByTestId('task-monitor-button').click();
  const card = page.getByTestId('task-card');
  await expect(card).toHaveCount(1);
  await expect(card.getByTestId('task-item')).toHaveCount(3);

  // Step through the whole task; statuses only ever move forward, and the screen agrees with §4 throughout.
  let previous = [0, 0, 0];
  let sawRunning = false;
  for (let step = 0; step < 8; step++) {
    const statuses = await checkConsistent(card);
    statuses.forEach((s, i) => expect(s).toBeGreaterThanOrEqual(previous[i]));
    if (statuses.includes(1) && !sawRunning) {
      sawRunning = true;
      await snap(page, 'task-monitor-running');
    }
    previous = statuses;
    await page.clock.fastForward(1500);
  }
  expect(await checkConsistent(card)).toEqual([2, 2, 3]);
  await expect(page.getByTestId('task-drawer-title')).toHaveText('任务已完成');
  await expect(card.locator('[data-item="R-1003"]')).toContainText('设备离线，同步失败');
  await expect(page.getByTestId('task-running-count').locator('.MuiBadge-badge')).toBeHidden();
  await snap(page, 'task-monitor-finished');

  await page.reload();
  await waitForRows(page);
  await page.getByTestId('task-monitor-button').click();
  await expect(page.getByTestId('task-card')).toHaveCount(1);
  expect(await checkConsistent(page.getByTestId('task-card'))).toEqual([2, 2, 3]);
  await page.getByTestId('task-delete').click();
  await expect(page.getByTestId('task-card')).toHaveCount(0);
  await expect(page.getByTestId('task-drawer')).toContainText('暂无任务');
  // No task left: the drawer claims nothing finished.
  await expect(page.getByTestId('task-drawer-title')).toHaveText('任务');
});
