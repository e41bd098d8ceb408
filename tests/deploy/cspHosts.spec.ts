import type { Page } from '@playwright/test';
import { expect, login, test } from '../e2e/support';
import { configuredCspHosts } from './cspHosts';
import { directives } from './headers';
import { upstreamUrl } from './site';

/** A picture from `src`, put into the page as markup would: loaded (with its size) or failed. */
const picture = (page: Page, src: string) =>
  page.evaluate(
    (url) =>
      new Promise<string>((resolve) => {
        const img = document.createElement('img');
        img.onload = () => resolve(`loaded ${img.naturalWidth}×${img.naturalHeight}`);
        img.onerror = () => resolve('failed');
        img.src = url;
        document.body.append(img);
      }),
    src,
  );

/** A call from the page's script: answered, or refused before any answer. */
const call = (page: Page, url: string) =>
  page.evaluate(
    (u) =>
      fetch(u).then(
        (r) => `answered ${r.status}`,
        () => 'failed',
      ),
    url,
  );

/** The CSP violations the page reports from now on, as "directive origin" (the events carry the whole URL). */
async function watchViolations(page: Page) {
  await page.evaluate(() => {
    const seen: string[] = [];
    (window as unknown as { __provoked: string[] }).__provoked = seen;
    // Any other violation ('inline', 'eval') is kept as it comes, to show up in the comparison.
    const origin = (uri: string) => /^[a-z]+:\/\/[^/]+/.exec(uri)?.[0] ?? uri;
    document.addEventListener('securitypolicyviolation', (e) =>
      seen.push(`${e.effectiveDirective} ${origin(e.blockedURI)}`),
    );
  });
  // The events are queued, not dispatched with the load's failure: callers poll.
  return () => page.evaluate(() => [...(window as unknown as { __provoked: string[] }).__provoked].sort());
}

test.beforeEach(async ({ request }) => {
  expect((await request.post(upstreamUrl('/__upstream/reset'))).ok()).toBe(true);
});

test('the page’s CSP allows the configured hosts and no others: pictures from CSP_IMG_HOSTS, calls to CSP_CONNECT_HOSTS', async ({
  page,
  request,
}) => {
  const { picture: pictureHost, api: apiHost } = configuredCspHosts();

  // The header: each list after 'self' in its own directive; every other directive as shipped, the nonce included.
  const header = (await request.get('/')).headers()['content-security-policy'];
  const nonce = /'nonce-[0-9a-f]{32}'/.exec(header)?.[0];
  expect(nonce).toBeDefined();
  expect(directives(header)).toEqual({
    'default-src': ["'none'"],
    'script-src': ["'self'", nonce],
    'style-src': ["'self'", nonce],
    'img-src': ["'self'", pictureHost],
    'font-src': ["'self'"],
    'connect-src': ["'self'", apiHost],
    'manifest-src': ["'self'"],
    'base-uri': ["'none'"],
    'form-action': ["'self'"],
    'frame-ancestors': ["'none'"],
  });

  // In the signed-in console, as an avatar or a direct upstream call would be: both hosts answer anything, so what
  // fails was refused by the page's policy.
  await login(page, 'merchant', 'merchant123');
  const violations = await watchViolations(page);
  expect(await picture(page, `${pictureHost}/avatar.png`)).toBe('loaded 2×3');
  expect(await picture(page, `${apiHost}/avatar.png`)).toBe('failed');
  expect(await call(page, `${apiHost}/api/ping`)).toBe('answered 200');
  expect(await call(page, `${pictureHost}/api/ping`)).toBe('failed');
  await expect.poll(violations).toEqual([`connect-src ${pictureHost}`, `img-src ${apiHost}`]);
});
