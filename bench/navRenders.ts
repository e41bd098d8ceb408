/**
 * Issue 32: which components render during a menu navigation, commit by commit — the figure behind "draw less on a
 * navigation". side-by-side.mjs's navigation (the opening list, then a click on 代理提现) with a stand-in for React
 * DevTools' hook, which React calls at each commit: it counts the components that rendered in it (those whose child
 * list was rebuilt, walked as DevTools does, and that performed work). Component names need a build without
 * minification:
 *   npx vite build --configLoader runner --minify false --outDir /tmp/named
 *   npx tsx bench/navRenders.ts /tmp/named [top=12]
 */
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright-core';
import { startUpstream } from '../upstream/server';
import { CHROMIUM_FLAGS } from './chromiumFlags';
import { signInThroughApi } from './signIn';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const [dist, top = '12'] = process.argv.slice(2);
if (!dist) {
  console.error('usage: npx tsx bench/navRenders.ts <dist built with --minify false> [top]');
  process.exit(2);
}

/** The hook stand-in (a string: tsx would wrap a function's inner arrows in a helper the page does not have). */
const HOOK = `
  window.__commits = [];
  const nameOf = (t) => t.displayName || t.name || t.render?.displayName || t.render?.name || t.type?.name ||
    t.type?.render?.name || '?';
  window.__REACT_DEVTOOLS_GLOBAL_HOOK__ = {
    supportsFiber: true, renderers: new Map(), inject() { return 1; }, checkDCE() {},
    onScheduleFiberRoot() {}, onCommitFiberUnmount() {}, onPostCommitFiberRoot() {},
    onCommitFiberRoot(_id, root) {
      if (!window.__counting) return;
      const counts = {};
      const walk = (fiber) => {
        for (let f = fiber; f; f = f.sibling) {
          // PerformedWork (1) on a component; a child list the same as last commit's: nothing under it rendered.
          if ((f.flags & 1) && f.type && typeof f.type !== 'string') counts[nameOf(f.type)] = (counts[nameOf(f.type)] ?? 0) + 1;
          if (f.child && (!f.alternate || f.child !== f.alternate.child)) walk(f.child);
        }
      };
      walk(root.current.child);
      window.__commits.push({ at: performance.now() - window.__clickAt, counts });
    },
  };
`;

const upstream = await startUpstream({ port: 0, root, staticDir: path.resolve(dist), notices: [] });
const profile = mkdtempSync(path.join(os.tmpdir(), 'navrenders-'));
const context = await chromium.launchPersistentContext(profile, {
  executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
  args: CHROMIUM_FLAGS,
  viewport: { width: 1280, height: 720 },
});
try {
  const page = context.pages()[0] ?? (await context.newPage());
  await signInThroughApi(page, upstream.url);
  await page.addInitScript({ content: HOOK });
  await page.goto(`${upstream.url}/#/cinema/alllist`);
  await page.waitForSelector('tbody tr td');
  await page.waitForLoadState('load');
  await page.waitForTimeout(1500);
  await page.evaluate(() => {
    document.querySelectorAll('tbody tr').forEach((r) => r.setAttribute('data-old', ''));
    Object.assign(window, { __counting: true, __clickAt: performance.now() });
  });
  await page.click('a[href="#/device/list"]');
  await page.waitForFunction(() =>
    [...document.querySelectorAll('tbody tr')].some((r) => !r.hasAttribute('data-old') && r.textContent?.trim()),
  );
  await page.waitForTimeout(500);
  const commits = await page.evaluate(
    () => (window as unknown as { __commits: { at: number; counts: Record<string, number> }[] }).__commits,
  );
  for (const { at, counts } of commits) {
    const total = Object.values(counts).reduce((a, b) => a + b, 0);
    const most = Object.entries(counts)
      .sort((a, b) => b[1] - a[1])
      .slice(0, Number(top))
      .map(([name, n]) => `${name}×${n}`);
    console.log(
      `commit at ${at.toFixed(0).padStart(4)} ms: ${String(total).padStart(4)} components  ${most.join(' ')}`,
    );
  }
} finally {
  await context.close();
  rmSync(profile, { recursive: true, force: true });
  await upstream.close();
}
