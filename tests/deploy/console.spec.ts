import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Page, Response } from '@playwright/test';
import { expect, field, login, rows, snap, test, waitForRows } from '../e2e/support';
import { configuredCspHosts } from './cspHosts';
import { directives, expectSecurityHeaders, RESOURCE_CSP } from './headers';
import { hasBrotli, ROOT, SITE, upstreamUrl } from './site';

/** Every CSP violation the page reports, from before its first script (securitypolicyviolation, as a browser sees it). */
async function watchCsp(page: Page) {
  await page.addInitScript(() => {
    const seen: string[] = [];
    (window as unknown as { __cspViolations: string[] }).__cspViolations = seen;
    document.addEventListener(
      'securitypolicyviolation',
      (e) => seen.push(`${e.effectiveDirective} blocked ${e.blockedURI || 'inline'} (${e.sourceFile}:${e.lineNumber})`),
      true,
    );
  });
  const messages: string[] = [];
  page.on('console', (m) => {
    if (/Content Security Policy|Permissions-Policy|Refused to/.test(m.text())) messages.push(m.text());
  });
  return async () => ({
    events: await page.evaluate(() => (window as unknown as { __cspViolations: string[] }).__cspViolations),
    messages,
  });
}

function collect(page: Page) {
  const answers: Response[] = [];
  page.on('response', (r) => answers.push(r));
  const where = (pattern: RegExp) => answers.filter((r) => pattern.test(new URL(r.url()).pathname));
  return { answers, where };
}

test.beforeEach(async ({ request }) => {
  expect((await request.post(upstreamUrl('/__upstream/reset'))).ok()).toBe(true);
});

test('through nginx: log in, a list, posters, an export, a form and a dialog — with no CSP violation and the headers on page, assets and API answers (§1, §7)', async ({
  page,
  request,
}) => {
  const csp = await watchCsp(page);
  const { where } = collect(page);

  await login(page, 'merchant', 'merchant123');
  await page.goto('/#/cinema/alllist');
  await waitForRows(page);
  // A repeat visit puts the first screen's kept CSS back in a style element of its own (issue 32): under the policy too.
  await expect.poll(() => page.evaluate(() => localStorage.getItem('ccs_style_snapshot') !== null)).toBe(true);
  await page.reload();
  await waitForRows(page);
  await expect(page.locator('style[data-emotion^="css "]')).toHaveCount(1);
  const [download] = await Promise.all([page.waitForEvent('download'), page.locator('[data-action=export]').click()]);
  expect(
    readFileSync(await download.path())
      .subarray(0, 2)
      .toString(),
  ).toBe('PK');
  await page.goto('/#/poster/sharePoster');
  await waitForRows(page);
  // Poster images: the movie service's /static/ paths, proxied.
  await expect
    .poll(() =>
      rows(page)
        .first()
        .locator('img')
        .evaluate((img: HTMLImageElement) => img.naturalWidth),
    )
    .toBeGreaterThan(0);
  await snap(page, 'deploy-posters');
  // A form, the user menu and its confirm dialog: more of what MUI draws at run time.
  await page.goto('/#/subaccounts/create');
  await expect(field(page, 'password')).toBeVisible();
  await page.getByRole('button', { name: /个人中心|Profile/ }).click();
  await page.locator('[data-menu=logout]').click();
  await expect(page.getByRole('dialog')).toBeVisible();
  await page
    .getByRole('dialog')
    .getByRole('button', { name: /取消|Cancel/ })
    .click();
  // Everything above ran under the page's policy: nothing was refused.
  expect(await csp()).toEqual({ events: [], messages: [] });

  // The page: nonce-based CSP, the nonce in its tags and in every <style> emotion wrote.
  // The page this document came from: the last answer for it (the list was reloaded above).
  const pageAnswer = where(/^\/(index\.html)?$/).at(-1)!;
  const pageHeaders = await expectSecurityHeaders(pageAnswer);
  const policy = directives(pageHeaders['content-security-policy']);
  const nonce = await page.evaluate(() => document.querySelector<HTMLMetaElement>('meta[property="csp-nonce"]')!.nonce);
  expect(nonce).toMatch(/^[0-9a-f]{32}$/);
  expect(policy).toMatchObject({
    'default-src': ["'none'"],
    'script-src': ["'self'", `'nonce-${nonce}'`],
    'style-src': ["'self'", `'nonce-${nonce}'`],
    // The test site also allows one other origin for calls (cspHosts.spec.ts).
    'connect-src': ["'self'", configuredCspHosts().api],
    'frame-ancestors': ["'none'"],
    'base-uri': ["'none'"],
  });
  expect(pageHeaders['content-security-policy']).not.toMatch(/unsafe-(eval|inline)/);
  expect(pageHeaders['permissions-policy']).toContain('camera=()');
  expect(pageHeaders['cross-origin-opener-policy']).toBe('same-origin');
  expect(pageHeaders['cache-control']).toBe('no-store');
  const styles = await page.evaluate(() => [...document.querySelectorAll('style')].map((s) => s.nonce));
  expect(styles.length).toBeGreaterThan(0);
  expect(new Set(styles)).toEqual(new Set([nonce]));

  // Hashed assets: a year, compressed; each answer with the security headers and the inert CSP.
  const assets = where(/^\/assets\//);
  expect(assets.length).toBeGreaterThan(3);
  for (const asset of assets) {
    const headers = await expectSecurityHeaders(asset);
    expect.soft(asset.status(), asset.url()).toBe(200);
    expect.soft(headers['cache-control'], asset.url()).toBe('public, max-age=31536000, immutable');
    expect.soft(headers['content-security-policy'], asset.url()).toBe(RESOURCE_CSP);
    if (Number(headers['content-length'] ?? Infinity) > 1024)
      expect.soft(headers['content-encoding'], asset.url()).toBe(hasBrotli() ? 'br' : 'gzip');
  }

  // API answers (login, user info, lists, the export) and images from the movie service, through /movie-api/.
  const api = where(/^\/movie-api\//);
  expect(api.map((r) => new URL(r.url()).pathname)).toEqual(
    expect.arrayContaining([
      '/movie-api/api/v2/user/login',
      '/movie-api/api/v2/user/info',
      '/movie-api/api/v2/order/allList',
      '/movie-api/api/v2/order/export',
    ]),
  );
  for (const answer of [...api, ...where(/^\/static\//)]) {
    const headers = await expectSecurityHeaders(answer);
    expect.soft(headers['cache-control'], answer.url()).toBe('no-store');
    expect.soft(headers['content-security-policy'], answer.url()).toBe(RESOURCE_CSP);
    expect.soft(headers['access-control-allow-origin'], answer.url()).toBeUndefined();
  }
  expect(where(/\/order\/export$/)[0].headers()['content-disposition']).toContain('.xlsx');

  // Runtime files: revalidated on every load; config.json is the mounted one (the release holds none).
  for (const file of ['/config.json', '/version.json']) {
    const headers = await expectSecurityHeaders(where(new RegExp(`^${file.replace('.', '\\.')}$`))[0]);
    expect(headers['cache-control'], file).toBe('no-cache');
  }
  expect(await (await request.get('/config.json')).json()).toEqual(
    JSON.parse(readFileSync(path.join(ROOT, 'deploy/config.json'), 'utf8')),
  );
  const release = await page.evaluate(
    () => document.querySelector<HTMLMetaElement>('meta[name="console-release"]')!.content,
  );
  expect(await (await request.get('/version.json')).json()).toEqual({ release });
});

test('every answer of the page has its own nonce; what is not a file is a 404 with the headers, never the page', async ({
  request,
}) => {
  const nonces = await Promise.all(
    [1, 2].map(async () => {
      const answer = await request.get('/');
      const body = await answer.text();
      const nonce = /'nonce-([0-9a-f]{32})'/.exec(answer.headers()['content-security-policy'])![1];
      expect(body).not.toContain('__CSP_NONCE__');
      expect(body).toContain(`<script nonce="${nonce}">`);
      return nonce;
    }),
  );
  expect(nonces[0]).not.toBe(nonces[1]);

  for (const missing of [
    '/assets/index-doesNotExist.js',
    '/cinema/alllist',
    '/__upstream/reset',
    '/.vite/manifest.json',
  ]) {
    const answer = await request.get(missing);
    expect.soft(answer.status(), missing).toBe(404);
    const headers = await expectSecurityHeaders(answer);
    // A 404 must not be cached as if it were an immutable asset.
    expect.soft(headers['cache-control'] ?? '', missing).not.toContain('immutable');
  }
});

test('a screen path typed without its # goes to its hash route, never off the origin (issue 31 item 3)', async ({
  request,
}) => {
  const page = { accept: 'text/html,application/xhtml+xml' };
  const answer = await request.get('/user/login?lang=en', { headers: page, maxRedirects: 0 });
  expect(answer.status()).toBe(302);
  // nginx makes the address absolute (absolute_redirect): this origin, the page, the query kept, the path as the hash.
  expect(answer.headers()['location']).toMatch(/^https:\/\/localhost(:\d+)?\/\?lang=en#\/user\/login$/);
  await expectSecurityHeaders(answer);
  for (const other of ['/%2F%2Fevil.example/x', '/user/login.php', '/user/..%2F..%2Fetc']) {
    expect.soft((await request.get(other, { headers: page, maxRedirects: 0 })).status(), other).not.toBe(302);
  }
  // A script's call for data is not a page load: still a 404.
  expect((await request.get('/user/login', { maxRedirects: 0 })).status()).toBe(404);
});

test('a §1 token link is never written to the access log', async ({ page }) => {
  const token = `tok${Date.now()}secret`;
  await page.goto(`/?value=${token}#/cinema/alllist`);
  await expect(page.getByTestId('login-notice')).toBeVisible();
  const log = readFileSync(SITE.accessLog, 'utf8');
  expect(log).toMatch(/"GET \/ HTTP\/2\.0" 200/);
  expect(log).not.toContain(token);
});
