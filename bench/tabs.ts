/**
 * Multi-tab figures (issue 11): switching between two kept-alive tabs (§2) — from the click, dispatched in the page,
 * to the first frame that shows the other tab's rows; median of 10 switches, and how many upstream requests the
 * switches made (kept-alive: none). Then the JS heap (after a forced GC) with one tab, with 20 tabs open, and after
 * closing them all: closing must give the memory back.
 * 星光影票 turns multi-tab mode on (brands/starlight.yaml). Prints figures only; nothing passes or fails on speed.
 * BENCH_DIST=<dir> serves another build of the console (a before/after comparison in one sitting).
 */
import { existsSync, writeFileSync } from 'node:fs';
import { loadavg } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright-core';
import { startUpstream } from '../upstream/server';
import { CHROMIUM_FLAGS } from './chromiumFlags';
import { signInThroughApi } from './signIn';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const SWITCHES = 10;
const TABS = 20;
const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
const dist = path.resolve(process.env.BENCH_DIST ?? path.join(root, 'dist'));
if (!existsSync(path.join(dist, 'index.html')))
  throw new Error('build the console first (npm run build; bundle.ts does)');

const upstream = await startUpstream({ port: 0, root, staticDir: dist, notices: [] });
const origin = upstream.url.replace('127.0.0.1', 'starlight.localhost');
const browser = await chromium.launch({
  executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
  args: CHROMIUM_FLAGS,
});
const times: number[] = [];
/** From the click to the next task: the switch's own synchronous work (React's render and commit, forced layout). */
const works: number[] = [];
let requests = 0;
let switchRequests = 0;
let cpu = { script: 0, layout: 0 };
const heap: Record<string, number> = {};
try {
  const page = await browser.newPage({ viewport: { width: 1280, height: 720 } });
  await signInThroughApi(page, upstream.url, origin);
  const tabs = ['/cinema/alllist', '/subaccount/subaccountList'];
  const rowsOf = (tab: string) => page.locator(`[data-tab="${tab}"] table tbody tr`).first();
  for (const tab of tabs) {
    await page.goto(`${origin}/#${tab}`);
    await rowsOf(tab).waitFor();
  }
  page.on('request', (r) => {
    if (r.url().includes('/api/')) requests++;
  });
  // BENCH_PROFILE=<file>: a CPU profile of the switches (open it in Chrome's DevTools; build with --minify false).
  const prof = process.env.BENCH_PROFILE ? await page.context().newCDPSession(page) : undefined;
  if (prof) {
    await prof.send('Profiler.enable');
    await prof.send('Profiler.start');
  }
  // The renderer's own CPU over the switches (CDP Performance metrics): steadier than wall time on a shared machine.
  const perf = await page.context().newCDPSession(page);
  await perf.send('Performance.enable');
  const metrics = async () =>
    Object.fromEntries(
      ((await perf.send('Performance.getMetrics')) as { metrics: { name: string; value: number }[] }).metrics.map(
        (m) => [m.name, m.value],
      ),
    );
  const before = await metrics();
  for (let i = 0; i < SWITCHES; i++) {
    const tab = tabs[i % 2];
    // Timed in the page: a click, then frames until the tab's first row is laid out (no test-driver round trips);
    // and the click's task alone — a message posted at the click arrives once it and its microtasks (where React
    // renders and commits a discrete update) are done: steadier than the frame, which adds its wait for a vsync.
    // A string, not a function: tsx would wrap the function's inner names in a helper the page does not have.
    const [ms, work] = await page.evaluate<[number, number]>(`new Promise((resolve) => {
      const started = performance.now();
      let work;
      const channel = new MessageChannel();
      channel.port1.onmessage = () => (work = performance.now() - started);
      channel.port2.postMessage(0);
      document.querySelector('[data-testid=tab-bar] [data-tab-key="${tab}"]').click();
      (function poll() {
        const row = document.querySelector('[data-tab="${tab}"] table tbody tr');
        if (row && row.checkVisibility() && work !== undefined) resolve([performance.now() - started, work]);
        else requestAnimationFrame(poll);
      })();
    })`);
    times.push(Math.round(ms));
    works.push(Math.round(work));
  }

  const after = await metrics();
  const perSwitch = (...names: string[]) =>
    Math.round((names.reduce((sum, n) => sum + after[n] - before[n], 0) * 1000) / SWITCHES);
  cpu = { script: perSwitch('ScriptDuration'), layout: perSwitch('LayoutDuration', 'RecalcStyleDuration') };
  switchRequests = requests;
  if (prof) writeFileSync(process.env.BENCH_PROFILE!, JSON.stringify((await prof.send('Profiler.stop')).profile));

  // Heap: what 20 kept tabs hold, and whether closing them lets it go.
  const cdp = await page.context().newCDPSession(page);
  const usedMiB = async () => {
    await cdp.send('HeapProfiler.collectGarbage');
    return Math.round(((await cdp.send('Runtime.getHeapUsage')) as { usedSize: number }).usedSize / 1048576);
  };
  await page.locator('[data-testid=tab-bar] [data-tab-key="/cinema/alllist"]').click();
  await page.locator('[data-testid=tab-bar] [data-tab-key="/cinema/alllist"]').click({ button: 'right' });
  await page.locator('[data-testid=tab-menu] [data-command=closeAll]').click();
  heap.oneTab = await usedMiB();
  for (let i = 1; i <= TABS; i++) {
    const tab = `/cinema/alllist?view=${i}`; // any parameter but the list's own opens its own tab
    await page.goto(`${origin}/#${tab}`);
    await page.locator('table tbody tr').filter({ visible: true }).first().waitFor();
  }
  heap.open = await usedMiB();
  heap.tabs = await page.locator('[data-testid=tab-bar] [role=tab]').count();
  await page.locator('[data-testid=tab-bar] [role=tab]').first().click({ button: 'right' });
  await page.locator('[data-testid=tab-menu] [data-command=closeAll]').click();
  await page.locator('[data-testid=tab-bar] [role=tab]').first().waitFor();
  heap.closed = await usedMiB();
} finally {
  await browser.close();
  await upstream.close();
}

console.log('\nmulti-tab (npm run bench)');
console.log(
  `  switch between two kept tabs    median ${median(times)} ms of ${SWITCHES} (${times.join(', ')}); ${switchRequests} upstream requests`,
);
console.log(
  `    the click's task alone          median ${median(works)} ms (${works.join(', ')}): React's render and commit`,
);
console.log(
  `    renderer CPU per switch         script ${cpu.script} ms, style + layout ${cpu.layout} ms; load average ${loadavg()
    .map((x) => x.toFixed(2))
    .join(' ')}`,
);
console.log(
  `  JS heap after GC                one tab ${heap.oneTab} MiB, ${heap.tabs} tabs open ${heap.open} MiB, all closed ${heap.closed} MiB`,
);
