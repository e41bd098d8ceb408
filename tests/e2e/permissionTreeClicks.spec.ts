import { expect, login, resetUpstream, snap, test } from './support';

/** The sub-account form's permission tree (§6): a name opens or closes its group; only a box grants (issue 30 item 15). */
test.beforeEach(async ({ page }) => {
  await resetUpstream(page);
});

test("clicking a group's name opens and closes it without granting; its box grants the whole group", async ({
  page,
}) => {
  await login(page, 'merchant', 'merchant123');
  await page.goto('/#/subaccounts/create');
  const cinema = page.locator('[data-grant-group="cinema"]');
  const box = page.locator('[data-grant-group-box="cinema"]');
  const granted = page.locator('[data-permission-tree] input[data-grant]:checked');
  await expect(box).not.toBeChecked();
  const toggle = cinema.getByRole('button', { name: /影票订单/ });
  await expect(toggle).toHaveAttribute('aria-expanded', 'false');

  await cinema.getByText('影票订单', { exact: true }).click();
  await expect(toggle).toHaveAttribute('aria-expanded', 'true');
  await expect(cinema.locator('[data-grant-key-box="order_all"]')).toBeVisible();
  await expect(box).not.toBeChecked();
  await expect(granted).toHaveCount(0);

  // A route's name grants nothing either.
  await cinema.locator('[data-grant-key="order_all"] [data-grant-key-label]').click();
  await expect(cinema.locator('[data-grant-key-box="order_all"]')).not.toBeChecked();
  await expect(granted).toHaveCount(0);

  await cinema.getByText('影票订单', { exact: true }).click();
  await expect(toggle).toHaveAttribute('aria-expanded', 'false');
  await expect(granted).toHaveCount(0);

  await box.check();
  await expect(box).toBeChecked();
  await toggle.click();
  await expect(cinema.locator('[data-grant="order_all:export"]')).toBeChecked();
  const all = await cinema.locator('input[data-grant]').count();
  expect(all).toBeGreaterThan(1);
  await expect(cinema.locator('input[data-grant]:checked')).toHaveCount(all);
  await snap(page, 'permission-tree-group-granted', { fullPage: false });
});
