import { existsSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { test as base } from '@playwright/test';
import { expect, login, rows, snap, waitForRows } from '../e2e/support';
import { expectSecurityHeaders } from './headers';
import { SITE, upstreamUrl } from './site';

/**
 * This test provokes a module that fails to load, which React reports (console.error) and the layout's error
 * boundary shows; so instead of the suite's blanket "no page errors" fixture it states exactly what may be logged.
 */
const test = base;

/** The file of a lazy screen's chunk in the served release (the build's manifest). */
function chunkOf(source: string): string {
  const manifest = JSON.parse(readFileSync(path.join(SITE.dist, '.vite/manifest.json'), 'utf8')) as Record<
    string,
    { file: string }
  >;
  return manifest[source].file;
}

/** What a roll-out does to the served files: the next release's index.html and version.json name it. */
function publish(release: string) {
  writeFileSync(path.join(SITE.dist, 'version.json'), JSON.stringify({ release }));
  const page = path.join(SITE.dist, 'index.html');
  writeFileSync(
    page,
    readFileSync(page, 'utf8').replace(/(<meta name="console-release" content=")[^"]*"/, `$1${release}"`),
  );
}

test('a roll-out under an open tab: retained chunks still load; a chunk gone for good offers a reload, not a blank screen', async ({
  page,
}) => {
  const pageErrors: string[] = [];
  const consoleErrors: string[] = [];
  page.on('pageerror', (e) => pageErrors.push(e.message));
  page.on('console', (m) => void (m.type() === 'error' && consoleErrors.push(m.text())));
  expect((await page.request.post(upstreamUrl('/__upstream/reset'))).ok()).toBe(true);
  // The console loads the menu's screen modules in idle time after the first screen (features/screenWarmup): this tab
  // would then hold both chunks before the roll-out. Here the idle time never comes, so the screens load on navigation.
  await page.addInitScript(() => {
    window.requestIdleCallback = () => 0;
  });

  await login(page, 'merchant', 'merchant123');
  await page.goto('/#/cinema/alllist');
  await waitForRows(page);

  // The next release is rolled out while the tab stays open. The posters screen's chunk is no longer in the current
  // release, but retain-assets.sh kept it (as it does for each release); the sub-accounts chunk is gone for good.
  const posters = chunkOf('src/generated/resources/posters.tsx');
  const subaccounts = chunkOf('src/generated/resources/subaccounts.tsx');
  const subaccountsCode = readFileSync(path.join(SITE.dist, subaccounts));
  rmSync(path.join(SITE.dist, posters));
  expect(existsSync(path.join(SITE.retained, posters))).toBe(true);
  rmSync(path.join(SITE.dist, subaccounts));
  rmSync(path.join(SITE.retained, subaccounts));
  publish('next-release');

  const postersChunk = page.waitForResponse((r) => r.url().endsWith(posters));
  await page.evaluate(() => void (window.location.hash = '#/poster/sharePoster'));
  const retained = await postersChunk;
  expect(retained.status()).toBe(200);
  expect((await expectSecurityHeaders(retained))['cache-control']).toBe('public, max-age=31536000, immutable');
  await expect(rows(page).first().locator('td.column-is_official')).toBeVisible();

  const subaccountsChunk = page.waitForResponse((r) => r.url().endsWith(subaccounts));
  await page.evaluate(() => void (window.location.hash = '#/subaccount/subaccountList'));
  expect((await subaccountsChunk).status()).toBe(404);
  const notice = page.getByTestId('release-notice');
  await expect(notice).toBeVisible();
  await expect(notice).toHaveAttribute('data-status', 'moduleFailed');
  await expect(notice).toContainText(/页面的一部分没有加载成功|Part of this page could not be loaded/);
  // Not a blank screen: the console around the failed screen is still there.
  await expect(page.getByRole('button', { name: /个人中心|Profile/ })).toBeVisible();
  await expect(page.locator('[data-route]').first()).toBeVisible();
  await snap(page, 'deploy-release-reload-offer');

  // The reload loads the next release, which has its own chunk for that screen (here: the same file, put back).
  writeFileSync(path.join(SITE.dist, subaccounts), subaccountsCode);
  await Promise.all([page.waitForEvent('load'), page.getByTestId('release-reload').click()]);
  await waitForRows(page);
  await expect(page).toHaveURL(/#\/subaccount\/subaccountList/);
  expect(await page.locator('meta[name="console-release"]').getAttribute('content')).toBe('next-release');
  await expect(page.getByTestId('release-notice')).toHaveCount(0);

  // The failed import was caught by the screen's error boundary: no uncaught error, and only that failure logged.
  expect(pageErrors).toEqual([]);
  for (const error of consoleErrors) {
    expect(error).toMatch(/Failed to fetch dynamically imported module|404|error occurred in the <Lazy>|ErrorBoundary/);
  }
});
