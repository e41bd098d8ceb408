/**
 * Issue 13 (§9), the production build's file plan (build/coldPathChunks.ts): what a visit needs before its first screen
 * comes in a few files — the entry, the login page's `shared` file and the signed-in `console` file, the opening-screen
 * lookup and the screen's own module — not the ~50 the bundler's own splitting made a signed-in load fetch, six at a
 * time over HTTP/1.1.
 */
import type { Page } from '@playwright/test';
import { expect, login, resetUpstream, rows, test } from './support';

/** The build's script files the page had asked for when the first row with text appeared. */
async function scriptsBeforeFirstRow(page: Page): Promise<string[]> {
  await page.waitForFunction(() => (window as { __firstRowAt?: number }).__firstRowAt !== undefined);
  return page.evaluate(() => {
    const at = (window as { __firstRowAt?: number }).__firstRowAt!;
    return performance
      .getEntriesByType('resource')
      .filter((entry) => entry.startTime < at && /\/assets\/[^/]+\.js$/.test(new URL(entry.name).pathname))
      .map((entry) => new URL(entry.name).pathname.replace('/assets/', ''));
  });
}

test.beforeEach(async ({ page }) => {
  await resetUpstream(page);
  await page.addInitScript(() => {
    new MutationObserver((_, observer) => {
      if ([...document.querySelectorAll('tbody tr')].some((row) => row.textContent?.trim())) {
        (window as { __firstRowAt?: number }).__firstRowAt = performance.now();
        observer.disconnect();
      }
    }).observe(document, { subtree: true, childList: true });
  });
});

test('a signed-in cold load of a list fetches its code in a few files, the two planned ones among them', async ({
  page,
}) => {
  await login(page, 'merchant', 'merchant123');
  await page.goto('/#/cinema/alllist');
  await page.reload();
  await expect(rows(page)).toHaveCount(10);
  const scripts = await scriptsBeforeFirstRow(page);
  expect(
    scripts
      .filter((file) => /^(shared|console)-/.test(file))
      .map((file) => file.split('-')[0])
      .sort(),
  ).toEqual(['console', 'shared']);
  expect(scripts.length, scripts.join(', ')).toBeLessThanOrEqual(12);
});

test('the login page fetches the shared file and never the console', async ({ page }) => {
  await page.goto('/#/user/login');
  await expect(page.getByRole('button', { name: /^(登录|Sign in)$/ })).toBeVisible();
  await page.waitForLoadState('networkidle');
  const scripts = await page.evaluate(() =>
    performance
      .getEntriesByType('resource')
      .map((entry) => new URL(entry.name).pathname)
      .filter((p) => p.startsWith('/assets/') && p.endsWith('.js')),
  );
  expect(scripts.some((file) => file.startsWith('/assets/shared-'))).toBe(true);
  expect(scripts.filter((file) => file.startsWith('/assets/console-'))).toEqual([]);
  // node-polyglot's object.entries is the browser's own (src/platform/shims/objectEntries.cjs), not the es-shims under it.
  const code = (await Promise.all(scripts.map(async (file) => (await page.request.get(file)).text()))).join('\n');
  expect(code).toContain('smart_count');
  expect(code).not.toContain('%AsyncFromSyncIteratorPrototype%');
});

test("the console's code is react-router's production build, without its development warnings", async ({ page }) => {
  await login(page, 'merchant', 'merchant123');
  await page.goto('/#/cinema/alllist');
  await expect(rows(page)).toHaveCount(10);
  const scripts = await page.evaluate(() =>
    performance
      .getEntriesByType('resource')
      .map((entry) => new URL(entry.name).pathname)
      .filter((p) => p.startsWith('/assets/') && p.endsWith('.js')),
  );
  const code = await Promise.all(scripts.map(async (file) => (await page.request.get(file)).text()));
  // react-router's useRoutes: a message only its development build has (build/reactRouterProduction.ts).
  expect(code.join('\n').includes('You rendered descendant <Routes>')).toBe(false);
  expect(code.join('\n')).toContain('useRoutes() may be used only in the context of a <Router> component');
});

test('the first row waits for none of the code only a form, a dialog, an export, a workspace extra or English needs (issue 32)', async ({
  page,
}) => {
  await login(page, 'merchant', 'merchant123');
  await page.goto('/#/cinema/alllist');
  await page.reload();
  await expect(rows(page)).toHaveCount(10);
  const scripts = await scriptsBeforeFirstRow(page);
  const code = (
    await Promise.all(scripts.map(async (file) => (await page.request.get(`/assets/${file}`)).text()))
  ).join('\n');
  const markers = {
    // yup (forms' rules; config.json's checks before it), by one of its default messages
    yup: 'is a required field',
    // the record selector: MUI's Autocomplete and the virtual list
    autocomplete: 'getOptionLabel',
    virtualList: 'measureElement',
    // the user menu's dialogs
    googleDialog: 'google-settings',
    passwordDialog: 'password-dialog-',
    // react-admin's default exporter's CSV writer (jsonexport), by one of its option names
    jsonexport: 'rowDelimiter',
    // the workspace's extras: the function search palette, the settings drawer, the task cards, the notice dialog
    functionSearch: 'function-search-input',
    settingsDrawer: 'copy-settings',
    taskCard: 'task-progress',
    noticeDialog: 'notice-link-blocked',
    // react-admin's login and not-found pages, which its <Admin> imports as defaults (the console has its own)
    raLogin: 'RaLogin',
    raNotFound: 'RaNotFound',
    // the second language (a Chinese reader's first row): the schemas' English texts and the console's own
    schemasInEnglish: 'Pricing rules',
    consoleInEnglish: 'Permission mapping',
  };
  expect(Object.entries(markers).filter(([, marker]) => code.includes(marker))).toEqual([]);
});

test('after the first screen has its rows, the menu’s other screens load in idle time without a click (issue 13)', async ({
  page,
}) => {
  await login(page, 'merchant', 'merchant123');
  await page.goto('/#/cinema/alllist');
  await page.reload();
  await expect(rows(page)).toHaveCount(10);
  const loaded = () =>
    page.evaluate(() =>
      performance
        .getEntriesByType('resource')
        .map((entry) => new URL(entry.name).pathname)
        .filter((p) => /^\/assets\/(agentWithdrawals|fanWithdrawals)-[^/]+\.js$/.test(p)),
    );
  // Two menu entries far from the opening one (代理提现, 粉丝提现): their screens' files, asked for by nobody but the warm-up.
  await expect.poll(loaded, { timeout: 15_000 }).toHaveLength(2);
  expect(await scriptsBeforeFirstRow(page)).not.toContain(expect.stringMatching(/^agentWithdrawals-/));
});
