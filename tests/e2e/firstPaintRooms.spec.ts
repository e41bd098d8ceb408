/**
 * What a list draws a frame after its first rows (issue 32, §9) keeps its room until then, so nothing moves when it
 * comes: from 576 px up, the filters' inputs (kit/resources/filterRooms.tsx) — each room as large as its input, in
 * either language — and the values a list's address gives its filters are in the inputs once they are drawn.
 */
import { expect, field, login, resetUpstream, test } from './support';

/** Installed before the console loads: notes each filter's box the moment the filter form shows rooms. */
function watchRooms() {
  const page = window as unknown as { __filterRooms?: string[] | null };
  page.__filterRooms = null;
  // Each filter's box in react-admin's filter form, as width × height.
  const filterBoxes = () =>
    [...document.querySelectorAll('.RaList-actions form > [data-source]')].map((c) => {
      const box = c.getBoundingClientRect();
      return `${c.getAttribute('data-source')} ${box.width.toFixed(1)}×${box.height.toFixed(1)}`;
    });
  new MutationObserver(() => {
    if (page.__filterRooms === null && document.querySelector('.AppFilterRoom')) page.__filterRooms = filterBoxes();
  }).observe(document, { subtree: true, childList: true });
  Object.assign(window, { __filterBoxes: filterBoxes });
}

test.beforeEach(async ({ page }) => {
  await resetUpstream(page);
  await login(page, 'merchant', 'merchant123');
  await page.addInitScript(watchRooms);
});

for (const language of ['简体中文', 'English'])
  test(`each filter's room is as large as its input, in ${language}`, async ({ page }) => {
    if (language === 'English') {
      await page.getByRole('button', { name: '简体中文' }).click();
      await page.getByRole('menuitem', { name: 'English' }).click();
    }
    for (const path of ['/cinema/alllist', '/device/list', '/flower/flowerList']) {
      await page.goto(`/#${path}`);
      await page.reload();
      await page.locator('.RaList-actions form input:not([readonly])').first().waitFor();
      await expect(page.locator('.AppFilterRoom')).toHaveCount(0);
      const [rooms, inputs] = await page.evaluate(() => {
        const w = window as unknown as { __filterRooms: string[] | null; __filterBoxes: () => string[] };
        return [w.__filterRooms, w.__filterBoxes()];
      });
      expect(rooms, `${path}: the filters showed their rooms first`).not.toBeNull();
      expect(inputs.length, path).toBeGreaterThan(1);
      expect(rooms, path).toEqual(inputs);
    }
  });

test('a filtered list loaded from its address shows its filters’ values once the inputs are drawn', async ({
  page,
}) => {
  const filter = encodeURIComponent(JSON.stringify({ buyer_tel: '13', status: [1] }));
  await page.goto(`/#/cinema/alllist?filter=${filter}`);
  await page.reload();
  await expect(field(page, 'buyer_tel')).toHaveValue('13');
  await expect(page.locator('.AppFilterRoom')).toHaveCount(0);
  expect(
    await page.evaluate(() => (window as unknown as { __filterRooms: string[] | null }).__filterRooms),
    'the filters showed their rooms first',
  ).not.toBeNull();
});
