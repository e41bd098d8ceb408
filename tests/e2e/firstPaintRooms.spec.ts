/**
 * What a list draws a frame after its first rows (issue 32, §9) keeps its room until then, so nothing moves when it
 * comes: the row buttons (kit/actions/RowButtons) — every column as wide, every row as tall, in either language
 * (English labels are longer, and in the brand's sentence case) and with destructive (outlined) buttons — and, from
 * 576 px up, the filters' inputs (kit/resources/filterRooms.tsx): each room as large as its input; and the values a
 * list's address gives its filters are in the inputs once they are drawn.
 */
import type { Page } from '@playwright/test';
import { expect, field, login, resetUpstream, test } from './support';

/** The first row's cell widths and the rows' heights, as a string to compare. */
interface TableShape {
  cells: number[];
  rows: number[];
}

/** Installed before the console loads: notes the table's shape the moment a row shows rooms instead of buttons. */
function watchRooms() {
  const page = window as unknown as { __roomShape?: TableShape | null; __filterRooms?: string[] | null };
  page.__roomShape = null;
  page.__filterRooms = null;
  // Each filter's box in react-admin's filter form, as width × height.
  const filterBoxes = () =>
    [...document.querySelectorAll('.RaList-actions form > [data-source]')].map((c) => {
      const box = c.getBoundingClientRect();
      return `${c.getAttribute('data-source')} ${box.width.toFixed(1)}×${box.height.toFixed(1)}`;
    });
  const measure = (): TableShape => {
    const rows = [...document.querySelectorAll('tbody tr')];
    return {
      cells: [...(rows[0] as HTMLTableRowElement).cells].map((c) => c.getBoundingClientRect().width),
      rows: rows.map((r) => r.getBoundingClientRect().height),
    };
  };
  new MutationObserver(() => {
    if (page.__roomShape === null && document.querySelector('tbody tr .AppRowButtonSpace'))
      page.__roomShape = measure();
    if (page.__filterRooms === null && document.querySelector('.AppFilterRoom')) page.__filterRooms = filterBoxes();
  }).observe(document, { subtree: true, childList: true });
  Object.assign(window, { __measureTable: measure, __filterBoxes: filterBoxes });
}

/** The shape with rooms (asserted seen) and the shape once the buttons are drawn. */
async function shapesOf(page: Page): Promise<{ rooms: TableShape; buttons: TableShape }> {
  await page.locator('tbody tr .AppActionsColumn :is(a, button)').first().waitFor();
  await expect(page.locator('.AppRowButtonSpace')).toHaveCount(0);
  const rooms = await page.evaluate(() => (window as unknown as { __roomShape: TableShape | null }).__roomShape);
  expect(rooms, 'a row showed the buttons’ room before the buttons').not.toBeNull();
  const buttons = await page.evaluate(() =>
    (window as unknown as { __measureTable: () => TableShape }).__measureTable(),
  );
  return { rooms: rooms!, buttons };
}

const round = (shape: TableShape) => ({
  cells: shape.cells.map((w) => Math.round(w * 2) / 2),
  rows: shape.rows.map((h) => Math.round(h * 2) / 2),
});

test.beforeEach(async ({ page }) => {
  await resetUpstream(page);
  await login(page, 'merchant', 'merchant123');
  await page.addInitScript(watchRooms);
});

// Orders: one button; pricing rules: view, edit and 停用 (outlined) or 启用 by the rule's state.
for (const path of ['/cinema/alllist', '/price/list'])
  test(`the row buttons take the room kept for them: nothing moves when they come (${path})`, async ({ page }) => {
    // A fresh document, so the watcher is installed before the list draws (a hash change alone would not load it).
    await page.goto(`/#${path}`);
    await page.reload();
    const zh = await shapesOf(page);
    expect(round(zh.buttons)).toEqual(round(zh.rooms));

    await page.getByRole('button', { name: '简体中文' }).click();
    await page.getByRole('menuitem', { name: 'English' }).click();
    await page.reload();
    const en = await shapesOf(page);
    expect(round(en.buttons)).toEqual(round(en.rooms));
  });

// Text fields, a select, a date range (orders); a select and a range (agent withdrawals); four kinds (flower orders).
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
