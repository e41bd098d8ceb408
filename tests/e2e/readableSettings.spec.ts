import type { Page } from '@playwright/test';
import { PRIMARY_COLORS } from '../../vocabulary/brand';
import { E2E_PORT } from './playwright.config';
import { expect, login, resetUpstream, test, waitForRows } from './support';

/**
 * Every combination of the settings drawer's colour-bearing options stays readable (issue 30 item 19, WCAG 1.4.3 and
 * 1.4.11): menu text (side or top) and header text at 4.5:1, header and menu icons at 3:1, each against the background
 * it is actually drawn on (the nearest painted ancestors, blended), and no horizontal scrollbar across the header.
 * Enumerated: layout × menu theme × dark mode × the 8 preset colours. The other options (content width, fixed or
 * hiding header, fixed side menu, multi-tab) move things but paint nothing; colour-weak mode is an inverting filter
 * the user picks for itself, left out.
 */

const TEXT = 4.5;
const ICON = 3;

test.beforeEach(async ({ page }) => {
  await resetUpstream(page);
});

const setting = (page: Page, name: string) => page.locator(`[data-testid=settings-drawer] [data-setting=${name}]`);

/** Waits until no transition or finite animation runs (a button fading to its new colour is measured once there). */
async function settled(page: Page) {
  await page.waitForFunction(
    () =>
      !document.getAnimations().some((a) => a.playState === 'running' && a.effect?.getTiming().iterations !== Infinity),
    undefined,
    { polling: 50 },
  );
}

/** What is unreadable on the page now: `<what>: <ratio> < <needed>` per element, and a header that scrolls sideways. */
function problems(page: Page) {
  return page.evaluate(
    ({ TEXT, ICON }) => {
      type Rgba = [number, number, number, number];
      const parse = (c: string): Rgba => {
        const m = c.match(/rgba?\(([^)]+)\)/);
        if (!m) return [0, 0, 0, 0];
        const [r, g, b, a = '1'] = m[1].split(/[,\s/]+/).filter(Boolean);
        return [Number(r), Number(g), Number(b), Number(a)];
      };
      const over = (top: Rgba, below: Rgba): Rgba => {
        const a = top[3] + below[3] * (1 - top[3]);
        if (a === 0) return [0, 0, 0, 0];
        const mixed = [0, 1, 2].map((i) => (top[i] * top[3] + below[i] * below[3] * (1 - top[3])) / a);
        return [mixed[0], mixed[1], mixed[2], a];
      };
      // What an element is drawn on: the painted backgrounds of it and its ancestors, laid over the white canvas.
      const backgroundOf = (el: Element): Rgba => {
        const layers: Rgba[] = [];
        for (let e: Element | null = el; e; e = e.parentElement)
          layers.push(parse(getComputedStyle(e).backgroundColor));
        return layers.reverse().reduce<Rgba>((below, top) => over(top, below), [255, 255, 255, 1]);
      };
      const luminance = ([r, g, b]: Rgba) => {
        const [R, G, B] = [r, g, b].map((v) => {
          const s = v / 255;
          return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
        });
        return 0.2126 * R + 0.7152 * G + 0.0722 * B;
      };
      const ratio = (el: Element) => {
        const bg = backgroundOf(el);
        const fg = over(parse(getComputedStyle(el).color), bg);
        const [a, b] = [luminance(fg), luminance(bg)].sort((x, y) => y - x);
        return (a + 0.05) / (b + 0.05);
      };
      const shown = (el: Element) => {
        const r = el.getBoundingClientRect();
        return (
          r.width > 0 &&
          r.height > 0 &&
          getComputedStyle(el).visibility !== 'hidden' &&
          !el.closest('[data-testid=settings-drawer]')
        );
      };
      const name = (el: Element) =>
        `${el.tagName.toLowerCase()}${el.getAttribute('data-route') ? `[${el.getAttribute('data-route')}]` : ''} "${(el.textContent ?? '').trim().slice(0, 12)}"`;
      const found: string[] = [];
      const check = (selector: string, needed: number, what: string) => {
        for (const el of document.querySelectorAll(selector)) {
          if (!shown(el)) continue;
          const r = ratio(el);
          if (r < needed) found.push(`${what} ${name(el)}: ${r.toFixed(2)} < ${needed}`);
        }
      };
      const header = '.RaAppBar-appBar';
      // Texts of the header (brand, top menu entries) and of the side menu (entries' labels, group headers).
      check(
        `${header} [data-testid=brand-title], ${header} [data-testid=top-menu] :is(a, button), ${header} .RaLocalesMenuButton-root button, ${header} button .RaUserMenu-userButton`,
        TEXT,
        'header text',
      );
      check(
        '[data-testid=side-menu] a .AppMenuEntry-label, [data-testid=side-menu] li[data-group] > button',
        TEXT,
        'menu text',
      );
      // Icons: every icon drawn in the header and the side menu.
      check(`${header} svg, [data-testid=side-menu] svg`, ICON, 'icon');
      for (const el of document.querySelectorAll(`${header}, ${header} [data-testid=top-menu]`)) {
        const style = getComputedStyle(el);
        if (el.scrollWidth > el.clientWidth + 1 && /auto|scroll/.test(style.overflowX))
          found.push(`${name(el)} scrolls sideways: ${el.scrollWidth} > ${el.clientWidth}`);
        if (el.scrollWidth > el.clientWidth + 1 && style.overflowX === 'visible')
          found.push(`${name(el)} overflows: ${el.scrollWidth} > ${el.clientWidth}`);
      }
      return found;
    },
    { TEXT, ICON },
  );
}

test('every layout × menu theme × dark mode × preset colour: menu text, header text and icons readable, no sideways scrolling header (1280 px)', async ({
  page,
}) => {
  test.setTimeout(180_000);
  await page.setViewportSize({ width: 1280, height: 800 });
  await login(page, 'merchant', 'merchant123');
  await page.goto('/#/cinema/alllist');
  await waitForRows(page);
  await page.getByTestId('settings-button').click();
  await expect(page.getByTestId('settings-drawer')).toBeVisible();
  const found: string[] = [];
  let combinations = 0;
  for (const layout of ['side', 'top']) {
    await setting(page, 'layout').locator(`[data-value=${layout}]`).click();
    for (const navTheme of ['light', 'dark']) {
      await setting(page, 'navTheme').locator(`[data-value=${navTheme}]`).click();
      for (const darkMode of [false, true]) {
        await setting(page, 'darkMode').setChecked(darkMode);
        for (const color of PRIMARY_COLORS) {
          await setting(page, 'primaryColor').locator(`[data-color="${color}"]`).click();
          await expect(setting(page, 'primaryColor').locator(`[data-color="${color}"]`)).toHaveAttribute(
            'aria-pressed',
            'true',
          );
          await expect(
            page.locator(layout === 'top' ? '[data-testid=top-menu]' : '[data-testid=side-menu]'),
          ).toBeVisible();
          await settled(page);
          combinations++;
          for (const p of await problems(page))
            found.push(`${layout} menu, ${navTheme} menu theme, dark mode ${darkMode ? 'on' : 'off'}, ${color}: ${p}`);
        }
      }
    }
  }
  expect(combinations).toBe(2 * 2 * 2 * PRIMARY_COLORS.length);
  expect(found).toEqual([]);
});

test('a brand without the drawer (yingxun: dark menu, red) is readable as it ships', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto(`http://yingxun.localhost:${E2E_PORT}/#/user/login`);
  await page.locator('input[name=username]').fill('merchant');
  await page.locator('input[name=password]').fill('merchant123');
  await page.getByRole('button', { name: /^(登录|Sign in)$/ }).click();
  await waitForRows(page);
  await expect(page.locator('[data-nav-theme=dark]')).toBeVisible();
  await settled(page);
  expect(await problems(page)).toEqual([]);
});

test('the top menu keeps every entry in reach at 1280 px: what does not fit the header is under 更多', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await login(page, 'merchant', 'merchant123');
  await page.goto('/#/cinema/alllist');
  await waitForRows(page);
  const sideRoutes = await page
    .locator('[data-testid=side-menu] [data-route]')
    .evaluateAll((els) => els.map((e) => e.getAttribute('data-route')));
  await page.getByTestId('settings-button').click();
  await setting(page, 'layout').locator('[data-value=top]').click();
  await page.keyboard.press('Escape');
  const nav = page.getByTestId('top-menu');
  await expect(nav).toBeVisible();
  expect(
    await nav.evaluate((el) => el.scrollWidth > el.clientWidth && getComputedStyle(el).overflowX !== 'hidden'),
  ).toBe(false);
  // What shows in the header: its entries and its groups' entries.
  const shownEntries = await nav
    .locator(':scope > [data-route]:not([aria-hidden=true])')
    .evaluateAll((els) => els.map((e) => e.getAttribute('data-route')));
  const shownGroups = await nav
    .locator(':scope > [data-group]:not([aria-hidden=true])')
    .evaluateAll((els) => els.map((e) => e.getAttribute('data-group')));
  const reached = [...shownEntries];
  for (const group of shownGroups) {
    await nav.locator(`:scope > [data-group=${group}]`).click();
    reached.push(
      ...(await page
        .getByRole('menu')
        .locator('[data-route]')
        .evaluateAll((els) => els.map((e) => e.getAttribute('data-route')))),
    );
    await page.keyboard.press('Escape');
    await expect(page.getByRole('menu')).toHaveCount(0);
  }
  await page.getByTestId('top-menu-more').click();
  reached.push(
    ...(await page
      .getByRole('menu')
      .locator('[data-route]')
      .evaluateAll((els) => els.map((e) => e.getAttribute('data-route')))),
  );
  expect(reached.sort()).toEqual([...sideRoutes].sort());
  // An entry under 更多 opens its page.
  const last = page.getByRole('menu').locator('[data-route]').last();
  const route = await last.getAttribute('data-route');
  await last.click();
  await expect(page.locator(`[data-route="${route}"]`).first()).toBeAttached();
  await expect(page.getByRole('menu')).toHaveCount(0);
});
