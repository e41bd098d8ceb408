/**
 * upstream.json behind nginx (issue 29 item 2): the upstream profile and the generated mapping ship as a file beside
 * config.json, and a deployment replaces it by mounting its own at /etc/console/upstream.json — no rebuild. Without
 * one the release's is served. A replaced file is checked in the page (its schema, in a chunk of its own that must
 * load under the production CSP).
 */
import { readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { UpstreamAsset } from '../../vocabulary/upstream';
import { expect, test } from '../e2e/support';
import { expectSecurityHeaders } from './headers';
import { SITE } from './site';

const release = () => readFileSync(path.join(SITE.dist, 'upstream.json'), 'utf8');
/** The release's asset with one change, as a deployment would mount it. */
function mount(change: (asset: UpstreamAsset) => void) {
  const asset = JSON.parse(release()) as UpstreamAsset;
  change(asset);
  writeFileSync(SITE.upstreamAsset, JSON.stringify(asset, null, 2));
}

// The other specs get the release's file.
test.afterEach(() => rmSync(SITE.upstreamAsset, { force: true }));

test('without a mounted upstream.json the release’s is served, revalidated on every load', async ({ request }) => {
  const answer = await request.get('/upstream.json');
  expect(answer.status()).toBe(200);
  expect(await answer.text()).toBe(release());
  const headers = await expectSecurityHeaders(answer);
  expect(headers['cache-control']).toBe('no-cache');
  expect(headers['content-type']).toMatch(/^application\/json/);
});

test('a mounted upstream.json replaces the release’s: the console calls by it, and names it when it is wrong', async ({
  page,
  request,
}) => {
  // A valid replacement: the login call goes where it says (the embedded upstream behind nginx has no such path).
  mount((asset) => {
    asset.profile.operations.login.path = '/api/v2/user/login-elsewhere';
  });
  const mounted = await request.get('/upstream.json');
  expect(await mounted.text()).toContain('/api/v2/user/login-elsewhere');
  expect(mounted.headers()['cache-control']).toBe('no-cache');
  await page.goto('/#/user/login');
  await page.locator('input[name=username]').fill('merchant');
  await page.locator('input[name=password]').fill('merchant123');
  const [login] = await Promise.all([
    page.waitForRequest((r) => new URL(r.url()).pathname.startsWith('/movie-api/api/v2/user/login')),
    page.getByRole('button', { name: /^(登录|Sign in)$/ }).click(),
  ]);
  expect(new URL(login.url()).pathname).toBe('/movie-api/api/v2/user/login-elsewhere');

  // One its schema refuses: the configuration error page, naming the file and the place.
  mount((asset) => {
    (asset.profile.clients.movie as { convention: string }).convention = 'soap';
  });
  await page.goto('/');
  await expect(page.getByRole('heading', { name: /The configuration is invalid/ })).toBeVisible();
  await expect(page.getByRole('listitem').first()).toContainText('upstream.json: /profile/clients/movie/convention');
});
