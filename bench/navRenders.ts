/**
 * Issue 32: which components render during a menu navigation, commit by commit — the figure behind "draw less on a
 * navigation". side-by-side.mjs's navigation (the opening list, then a click on 代理提现) with a stand-in for React
 * DevTools' hook, which React calls at each commit: it counts the components that rendered in it (those whose child
 * list was rebuilt, walked as DevTools does, and that performed work). Component names need a build without
 * minification:
 *   npx vite build --configLoader runner --minify false --outDir /tmp/named
 *   npx tsx bench/navRenders.ts /tmp/named [top=12] [--switch] [--why]
 * --switch: instead of the navigation, three switches between two kept-alive tabs (星光影票's multi-tab mode, what
 *   bench/tabs.ts times): the opening list and the sub-accounts list, each shown and hidden in turn.
 * --why: each commit's starting points too — the components that rendered while their parent component did not —
 *   with what made each render: a context whose value changed (its fields that changed) or a hook's state (its
 *   fields that changed). What found the list's fetch-status flip at each tab switch (bench/PERFORMANCE.md).
 */
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium, type Page } from 'playwright-core';
import { startUpstream } from '../upstream/server';
import { CHROMIUM_FLAGS } from './chromiumFlags';
import { signInThroughApi } from './signIn';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const flags = process.argv.slice(2).filter((a) => a.startsWith('--'));
const [dist, top = '12'] = process.argv.slice(2).filter((a) => !a.startsWith('--'));
const tabSwitch = flags.includes('--switch');
const why = flags.includes('--why');
if (!dist) {
  console.error('usage: npx tsx bench/navRenders.ts <dist built with --minify false> [top] [--switch] [--why]');
  process.exit(2);
}

/**
 * The hook stand-in (a string: tsx would wrap a function's inner arrows in a helper the page does not have). A
 * starting point is counted under the key `▶ <name> [<reasons>] < <its parents>`.
 */
const HOOK = `
  window.__commits = [];
  const WHY = ${JSON.stringify(why)};
  const nameOf = (t) => t.displayName || t.name || t.render?.displayName || t.render?.name || t.type?.name ||
    t.type?.render?.name || '?';
  const isComponent = (f) => f.type && typeof f.type !== 'string';
  const fields = (v) => (v && typeof v === 'object' ? Object.keys(v) : []);
  const changedFields = (before, after) => fields(after).filter((k) => before?.[k] !== after[k]).slice(0, 6);
  // What made a component render: the contexts it reads whose value changed, the hooks whose state did.
  const reasons = (f) => {
    const out = [];
    let now = f.dependencies?.firstContext;
    let was = f.alternate?.dependencies?.firstContext;
    for (; now; now = now.next, was = was?.next)
      if (was && now.memoizedValue !== was.memoizedValue)
        out.push('context{' + changedFields(was.memoizedValue, now.memoizedValue).join(',') + '}');
    // Function, forwardRef and memo components keep their hooks in a list; a hook with a queue holds state.
    if (f.tag === 0 || f.tag === 11 || f.tag === 15) {
      let hook = f.memoizedState, old = f.alternate?.memoizedState;
      for (let i = 0; hook && old; hook = hook.next, old = old.next, i++)
        if (hook.queue && hook.memoizedState !== old.memoizedState)
          out.push('state#' + i + '{' + changedFields(old.memoizedState, hook.memoizedState).join(',') + '}');
    }
    return out;
  };
  const parentOf = (f) => { let p = f.return; while (p && !isComponent(p)) p = p.return; return p; };
  window.__REACT_DEVTOOLS_GLOBAL_HOOK__ = {
    supportsFiber: true, renderers: new Map(), inject() { return 1; }, checkDCE() {},
    onScheduleFiberRoot() {}, onCommitFiberUnmount() {}, onPostCommitFiberRoot() {},
    onCommitFiberRoot(_id, root) {
      if (!window.__counting) return;
      const counts = {};
      const starts = {};
      const walk = (fiber) => {
        for (let f = fiber; f; f = f.sibling) {
          // PerformedWork (1) on a component; a child list the same as last commit's: nothing under it rendered.
          if ((f.flags & 1) && isComponent(f)) {
            counts[nameOf(f.type)] = (counts[nameOf(f.type)] ?? 0) + 1;
            const parent = parentOf(f);
            if (WHY && !(parent && (parent.flags & 1))) {
              const chain = [];
              for (let p = parent; p && chain.length < 4; p = parentOf(p)) chain.push(nameOf(p.type));
              const key = nameOf(f.type) + ' [' + reasons(f).join(' ') + '] < ' + chain.join(' < ');
              starts[key] = (starts[key] ?? 0) + 1;
            }
          }
          if (f.child && (!f.alternate || f.child !== f.alternate.child)) walk(f.child);
        }
      };
      walk(root.current.child);
      window.__commits.push({ at: performance.now() - window.__clickAt, counts, starts });
    },
  };
`;

type Commit = { at: number; counts: Record<string, number>; starts: Record<string, number> };

/** Counts the commits from a click (made by `click`) until `settled` holds and half a second more. */
async function rendersOf(page: Page, click: () => Promise<unknown>, settled: () => Promise<unknown>) {
  await page.evaluate(() => Object.assign(window, { __counting: true, __clickAt: performance.now(), __commits: [] }));
  await click();
  await settled();
  await page.waitForTimeout(500);
  const commits = await page.evaluate(() => (window as unknown as { __commits: Commit[] }).__commits);
  for (const { at, counts, starts } of commits) {
    const total = Object.values(counts).reduce((a, b) => a + b, 0);
    const most = Object.entries(counts)
      .sort((a, b) => b[1] - a[1])
      .slice(0, Number(top))
      .map(([name, n]) => `${name}×${n}`);
    console.log(
      `commit at ${at.toFixed(0).padStart(4)} ms: ${String(total).padStart(4)} components  ${most.join(' ')}`,
    );
    for (const [start, n] of Object.entries(starts)) console.log(`    ▶ ${start}${n > 1 ? ` ×${n}` : ''}`);
  }
}

const upstream = await startUpstream({ port: 0, root, staticDir: path.resolve(dist), notices: [] });
// Multi-tab mode is 星光影票's (brands/starlight.yaml).
const origin = tabSwitch ? upstream.url.replace('127.0.0.1', 'starlight.localhost') : upstream.url;
const profile = mkdtempSync(path.join(os.tmpdir(), 'navrenders-'));
const context = await chromium.launchPersistentContext(profile, {
  executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
  args: CHROMIUM_FLAGS,
  viewport: { width: 1280, height: 720 },
});
try {
  const page = context.pages()[0] ?? (await context.newPage());
  await signInThroughApi(page, upstream.url, origin);
  await page.addInitScript({ content: HOOK });
  if (tabSwitch) {
    const tabs = ['/cinema/alllist', '/subaccount/subaccountList'];
    const firstRow = (tab: string) => page.locator(`[data-tab="${tab}"] table tbody tr`).first();
    for (const tab of tabs) {
      await page.goto(`${origin}/#${tab}`);
      await firstRow(tab).waitFor();
    }
    await page.waitForTimeout(1500);
    for (const tab of [tabs[0], tabs[1], tabs[0]]) {
      console.log(`switch to ${tab}`);
      await rendersOf(
        page,
        () => page.locator(`[data-testid=tab-bar] [data-tab-key="${tab}"]`).click(),
        () => firstRow(tab).waitFor({ state: 'visible' }),
      );
    }
  } else {
    await page.goto(`${origin}/#/cinema/alllist`);
    await page.waitForSelector('tbody tr td');
    await page.waitForLoadState('load');
    await page.waitForTimeout(1500);
    await page.evaluate(() => document.querySelectorAll('tbody tr').forEach((r) => r.setAttribute('data-old', '')));
    await rendersOf(
      page,
      () => page.click('a[href="#/device/list"]'),
      () =>
        page.waitForFunction(() =>
          [...document.querySelectorAll('tbody tr')].some((r) => !r.hasAttribute('data-old') && r.textContent?.trim()),
        ),
    );
  }
} finally {
  await context.close();
  rmSync(profile, { recursive: true, force: true });
  await upstream.close();
}
