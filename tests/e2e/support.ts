import { test as base, expect, type Page } from '@playwright/test';
import type { RunningUpstream } from '../../upstream/server';
import { STORAGE_PREFIX, TOKEN_LIFETIME_MS } from '../../src/platform/providers/session';
import { startE2eUpstream } from './e2eUpstream';
import { E2E_PORT } from './playwright.config';

export { expect };

interface WorkerFixtures {
  /** Whether each worker starts its own embedded upstream (the deploy tests, behind nginx, run theirs: false). */
  ownUpstream: boolean;
  /** This worker's upstream + built console, on E2E_PORT + the worker's parallel index. */
  upstream: RunningUpstream | undefined;
}

/** The upstream of this worker process (login() signs in through its API when there is one). */
let workerUpstream: RunningUpstream | undefined;

/**
 * Every browser test fails on a crash it did not look for: an uncaught exception, or React reporting a render loop
 * or an error its boundary caught (the screen then shows 'something went wrong' while the assertions may still
 * pass on what was drawn before).
 *
 * Each worker serves the console from its own upstream, so workers never see each other's data, sessions or faults;
 * tests get that worker's address as baseURL.
 */
export const test = base.extend<{ failOnPageErrors: void; describePageOnFailure: void }, WorkerFixtures>({
  ownUpstream: [true, { scope: 'worker', option: true }],
  upstream: [
    async ({ ownUpstream }, use) => {
      if (!ownUpstream) return use(undefined);
      const upstream = await startE2eUpstream(E2E_PORT);
      workerUpstream = upstream;
      await use(upstream);
      workerUpstream = undefined;
      await upstream.close();
    },
    { scope: 'worker', auto: true },
  ],
  // (`provide` is Playwright's `use`: the React hooks rule reads `use` in a function named baseURL as a hook call.)
  baseURL: async ({ baseURL, upstream }, provide) => provide(upstream ? `http://localhost:${upstream.port}` : baseURL),
  failOnPageErrors: [
    async ({ page }, use) => {
      const errors: string[] = [];
      page.on('pageerror', (error) => errors.push(error.message));
      page.on('console', (message) => {
        if (
          message.type() === 'error' &&
          /Minified React error|Maximum update depth|Cannot update a component|error occurred in the/.test(
            message.text(),
          )
        )
          errors.push(message.text());
      });
      await use();
      expect(errors, 'uncaught errors in the page').toEqual([]);
    },
    { auto: true },
  ],
  describePageOnFailure: [
    async ({ page }, use, testInfo) => {
      const consoleTail: string[] = [];
      page.on('console', (message) => {
        if (message.type() !== 'error' && message.type() !== 'warning') return;
        // The last five, oldest first.
        consoleTail.push(`${message.type()}: ${message.text().slice(0, 200)}`);
        if (consoleTail.length > 5) consoleTail.shift();
      });
      await use();
      if (testInfo.status === testInfo.expectedStatus || page.isClosed()) return;
      const body = await describePage(page, consoleTail).catch(
        (error: unknown) => `(the page could not be read: ${String(error)})`,
      );
      await testInfo.attach('page at failure', { body, contentType: 'text/plain' });
    },
    { auto: true },
  ],
});

/**
 * A few lines on what the page showed when a test failed, printed with the failure: CI's log is all there is of a
 * run on a clean machine (no screenshot to open), so it says where the page was, what the visible inputs held and
 * which messages were up.
 */
async function describePage(page: Page, consoleTail: readonly string[]): Promise<string> {
  const shown = await page.evaluate(() => {
    const visible = (el: Element) =>
      (el as HTMLElement).offsetParent !== null || getComputedStyle(el).position === 'fixed';
    const inputs = [...document.querySelectorAll('input[name], textarea[name]')]
      // Form and filter inputs (named after their source), not the column chooser's numbered switches.
      .filter((el) => visible(el) && !/^\d+$/.test(el.getAttribute('name') ?? ''))
      .slice(0, 12)
      .map(
        (el) =>
          `${el.getAttribute('name')}=${JSON.stringify((el as HTMLInputElement).type === 'password' ? '…' : (el as HTMLInputElement).value)}`,
      );
    const messages = [
      ...document.querySelectorAll(
        '.Mui-error.MuiFormHelperText-root, [role=alert], .MuiSnackbar-root, [role=dialog] h2',
      ),
    ]
      .filter(visible)
      .map((el) => (el.textContent ?? '').trim())
      .filter(Boolean)
      .slice(0, 8);
    const heading = document.querySelector('h1, .RaAppBar-title, [data-testid=page-title]')?.textContent?.trim() ?? '';
    return { inputs, messages, heading };
  });
  return [
    `url: ${page.url()}`,
    `title: ${shown.heading}`,
    `inputs: ${shown.inputs.join(' ') || '(none)'}`,
    `messages: ${shown.messages.join(' | ') || '(none)'}`,
    ...consoleTail.map((line) => `console ${line}`),
  ].join('\n');
}

export const ARTIFACTS = 'tests/e2e/artifacts';

/** Resets the embedded upstream's data and sessions so each test starts from the seed. */
export async function resetUpstream(page: Page) {
  const response = await page.request.post('/__upstream/reset');
  expect(response.ok()).toBe(true);
  await page.request.delete('/__upstream/faults');
}

export async function injectFault(page: Page, path: string, fault: string, extra: Record<string, unknown> = {}) {
  const response = await page.request.post('/__upstream/faults', { data: { path, fault, ...extra } });
  expect(response.ok()).toBe(true);
}

/**
 * Signs in (main account by default) and lands where a login lands (the root: all orders). Against the worker's own
 * upstream this skips the login form: the upstream's login call issues the tokens and they are stored as the console
 * stores them (the logged-in storage state), then the console opens — what a form login ends in, minus the form,
 * the one-time greeting (§9) and the notice popup of a fresh sign-in. Tests of those use loginThroughForm. A login the
 * upstream refuses (or that needs more than a password) goes through the form, as before.
 */
export async function login(page: Page, username: string, password: string, accountType: 'main' | 'sub' = 'main') {
  if (!workerUpstream || !(await signInWithTokens(page, username, password, accountType)))
    await loginThroughForm(page, username, password, accountType);
}

async function signInWithTokens(
  page: Page,
  username: string,
  password: string,
  accountType: 'main' | 'sub',
): Promise<boolean> {
  const response = await page.request.post(accountType === 'sub' ? '/api/v2/subaccount/login' : '/api/v2/user/login', {
    data: { username, password },
  });
  if (!response.ok()) return false;
  const body = (await response.json().catch(() => undefined)) as
    { data?: { user_token?: unknown; access_token?: unknown } } | undefined;
  const userToken = body?.data?.user_token;
  if (typeof userToken !== 'string' || userToken === '') return false;
  const accessToken =
    typeof body?.data?.access_token === 'string' && body.data.access_token !== '' ? body.data.access_token : undefined;
  // Any document of the origin will do to write its storage; config.json is the smallest.
  await page.goto('/config.json');
  await page.evaluate(
    ({ prefix, tokens, expires }) => {
      for (const key of Object.keys(localStorage))
        if (key.startsWith(prefix) && !key.startsWith(`${prefix}pref_`)) localStorage.removeItem(key);
      for (const [name, value] of Object.entries(tokens))
        if (value) localStorage.setItem(`${prefix}${name}`, JSON.stringify({ value, expires }));
    },
    {
      prefix: STORAGE_PREFIX,
      tokens: { user_token: userToken, access_token: accessToken },
      expires: Date.now() + TOKEN_LIFETIME_MS,
    },
  );
  // Signed in once the console has read the user info with these tokens (§4) and left the root for its landing.
  const info = page.waitForResponse(
    (r) => new URL(r.url()).pathname === '/api/v2/user/info' && r.request().headers()['user-token'] === userToken,
  );
  await page.goto('/#/');
  expect((await info).ok(), 'the user info for the new session').toBe(true);
  await page.waitForURL((url) => /^#\/(?!user\/login)./.test(url.hash));
  return true;
}

/** Logs in through the real login page (main account by default). */
export async function loginThroughForm(
  page: Page,
  username: string,
  password: string,
  accountType: 'main' | 'sub' = 'main',
) {
  await page.goto('/#/user/login');
  if (accountType === 'sub') await page.getByRole('tab', { name: /子账号|Sub-account/ }).click();
  await page.locator('input[name=username]').fill(username);
  await page.locator('input[name=password]').fill(password);
  await page.getByRole('button', { name: /^(登录|Sign in)$/ }).click();
  await page.waitForURL((url) => !url.hash.includes('/user/login'));
}

/**
 * A form or filter input by its source (react-admin names inputs after the field). Labels are not unique on a list
 * screen: the column chooser lists every column under the same label.
 */
export function field(page: Page, source: string) {
  // Kept-alive screens (§2) stay in the page hidden: only the shown screen's input counts.
  return page.locator(`input[name="${source}"]`).filter({ visible: true });
}

/**
 * The rows of the list on screen (kept-alive screens, §2, stay in the page hidden: their rows are not on screen);
 * below 576 px (§9) a list's records are cards.
 */
export function rows(page: Page) {
  return page.locator('table tbody tr, [data-testid=list-card]').filter({ visible: true });
}

export async function waitForRows(page: Page) {
  await expect(rows(page).first()).toBeVisible();
}

/**
 * A screenshot for tests/e2e/artifacts, the whole page by default. Chromium takes a whole-page capture by resizing
 * the viewport for a moment, which flips media queries: the header swaps its controls and a popover anchored there
 * closes. With one open, take the visible part only (`{ fullPage: false }`).
 */
export async function snap(page: Page, name: string, { fullPage = true }: { fullPage?: boolean } = {}) {
  await page.screenshot({ path: `${ARTIFACTS}/${name}.png`, fullPage });
}

/** The §2 side menu's entries (route keys) and groups on screen. */
export async function menuRoutes(page: Page): Promise<string[]> {
  await expect(page.locator('[data-route]').first()).toBeVisible();
  return page.locator('[data-route]').evaluateAll((els) => els.map((e) => e.getAttribute('data-route') ?? ''));
}

export async function menuGroups(page: Page): Promise<string[]> {
  await expect(page.locator('[data-route]').first()).toBeVisible();
  return page.locator('[data-group]').evaluateAll((els) => els.map((e) => e.getAttribute('data-group') ?? ''));
}

/** A user token straight from the upstream (for token-login and expiry tests). */
export async function apiToken(page: Page, username: string, password: string, sub = false): Promise<string> {
  const response = await page.request.post(sub ? '/api/v2/subaccount/login' : '/api/v2/user/login', {
    data: { username, password },
  });
  const body = (await response.json()) as { data: { user_token: string } };
  return body.data.user_token;
}

/** The user token the console stored (ccs_user_token). */
export async function storedToken(page: Page): Promise<string> {
  return page.evaluate(
    () => (JSON.parse(localStorage.getItem('ccs_user_token') ?? '{}') as { value?: string }).value ?? '',
  );
}

export async function logoutThroughMenu(page: Page) {
  await page.getByRole('button', { name: /个人中心|Profile/ }).click();
  await page.locator('[data-menu=logout]').click();
  await page
    .getByRole('dialog')
    .getByRole('button', { name: /确认|Confirm/ })
    .click();
  await page.waitForURL(/#\/user\/login/);
}

/** 星光影票 turns multi-tab mode on in its skin_default (brands/starlight.yaml). */
export const STARLIGHT = `http://starlight.localhost:${E2E_PORT}`;

/** Signs the merchant in through the login form of another brand's host (its own origin, so its own storage). */
export async function loginAt(page: Page, origin: string) {
  await page.goto(`${origin}/#/user/login`);
  await page.locator('input[name=username]').fill('merchant');
  await page.locator('input[name=password]').fill('merchant123');
  await page.getByRole('button', { name: /^(登录|Sign in)$/ }).click();
  await page.waitForURL((url) => !url.hash.includes('/user/login'));
}
