/**
 * Selector figures (issue 13, §9 "selector lists load up to 10000 items"): a create form whose reference selector
 * holds 10,000 records — the posters' cinema, `reference.loadAll` — on the real built console and the embedded
 * upstream seeded with 10,000 cinemas (UpstreamOptions.seedCounts; `npm start` keeps the schema's 3000).
 * - open: from the click on the selector, dispatched in the page, to the first frame painted with the open listbox
 *   and its option rows; median of 7, each on a freshly loaded form whose 10,000 records have arrived.
 * - filter: from typing a filter string into the open selector to the first frame painted with the narrowed list
 *   (a city: hundreds of matches; a whole branch: a handful); median of 7 each.
 * Beside the wall time (noisy on a shared machine), the renderer's own CPU for each: script, and style + layout
 * (CDP Performance metrics, summed over the step). Prints JSON and readable lines; nothing passes or fails on speed. BENCH_PROFILE=<file> writes a CPU profile of
 * the opens and filters (open it in Chrome's DevTools; build with --minify false for names); BENCH_DIST=<dir> serves
 * another build of the console (a before/after comparison in one sitting).
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
const RUNS = 7;
const ITEMS = 10_000;
const FORM = '/#/posters/create';
const LABEL = '适用影院';
const FILTERS = { city: '成都', branch: '成都来福士' } as const;
const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
const dist = path.resolve(process.env.BENCH_DIST ?? path.join(root, 'dist'));
if (!existsSync(path.join(dist, 'index.html')))
  throw new Error('build the console first (npm run build; bundle.ts does)');

const seeding = performance.now();
const upstream = await startUpstream({
  port: 0,
  root,
  staticDir: dist,
  notices: [],
  onSms: () => undefined,
  seedCounts: { cinemas: ITEMS },
});
const seedMs = Math.round(performance.now() - seeding);
const browser = await chromium.launch({
  executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
  args: CHROMIUM_FLAGS,
});

/**
 * In the page: run `act`, then poll frames until `done` holds, then wait for that frame to be painted (a task queued
 * from the frame's callback runs after its paint). Strings, not functions: tsx would wrap a function's inner names in
 * a helper the page does not have.
 */
const timed = (act: string, done: string) => `new Promise((resolve) => {
  const started = performance.now();
  ${act}
  (function poll() {
    if (${done}) setTimeout(() => resolve(performance.now() - started), 0);
    else requestAnimationFrame(poll);
  })();
})`;
const INPUT = `document.querySelector('input[role=combobox][aria-label="${LABEL}"]') ?? [...document.querySelectorAll('input[role=combobox]')].find((i) => i.labels?.[0]?.textContent?.includes('${LABEL}'))`;
const LISTBOX = `document.querySelector('[role=listbox]')`;
// The listbox is open with option rows laid out and visible.
const OPEN = `(${LISTBOX})?.querySelector('[role=option]')?.checkVisibility()`;
// MUI opens the popup on the input's mousedown; a click focuses it.
const CLICK = `const input = ${INPUT}; input.dispatchEvent(new MouseEvent('mousedown', { bubbles: true, cancelable: true, button: 0 })); input.focus(); input.dispatchEvent(new MouseEvent('mouseup', { bubbles: true, button: 0 })); input.click();`;
/** Types `text` as one input event (React reads the value through the native setter), as a paste or an IME commit does. */
const TYPE = (text: string) =>
  `const input = ${INPUT}; Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value').set.call(input, ${JSON.stringify(text)}); input.dispatchEvent(new InputEvent('input', { bubbles: true, data: ${JSON.stringify(text)}, inputType: 'insertText' }));`;
/** The narrowed list is painted: every option row shown matches, and the first one is visible. */
const NARROWED = (text: string) =>
  `(() => { const rows = [...((${LISTBOX})?.querySelectorAll('[role=option]') ?? [])]; return Number((${LISTBOX}).dataset.options) < ${ITEMS} && rows.length > 0 && rows.every((r) => r.textContent.includes(${JSON.stringify(text)})) && rows[0].checkVisibility(); })()`;

type Cpu = { script: number; layout: number };
const open: number[] = [];
const openCpu: Cpu[] = [];
const filterCpu: Record<string, Cpu[]> = { city: [], branch: [] };
const filter: Record<keyof typeof FILTERS, number[]> = { city: [], branch: [] };
const matches: Record<string, number> = {};
let optionsShown = 0;
let optionRows = 0;
let requests = 0;
try {
  const page = await browser.newPage({ viewport: { width: 1280, height: 720 } });
  await signInThroughApi(page, upstream.url);
  page.on('request', (r) => {
    if (r.url().includes('/api/v2/cinema/list')) requests++;
  });
  const prof = process.env.BENCH_PROFILE ? await page.context().newCDPSession(page) : undefined;
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Performance.enable');
  const metrics = async () =>
    Object.fromEntries(
      ((await cdp.send('Performance.getMetrics')) as { metrics: { name: string; value: number }[] }).metrics.map(
        (m) => [m.name, m.value],
      ),
    );
  /** Runs `step` and answers its wall time and the renderer's script and style + layout time meanwhile. */
  const measured = async (step: string): Promise<[number, Cpu]> => {
    const a = await metrics();
    const ms = await page.evaluate<number>(step);
    const b = await metrics();
    const d = (name: string) => (b[name] - a[name]) * 1000;
    return [
      Math.round(ms),
      { script: Math.round(d('ScriptDuration')), layout: Math.round(d('LayoutDuration') + d('RecalcStyleDuration')) },
    ];
  };
  for (let i = 0; i < RUNS; i++) {
    // A fresh form each time: its one request for every cinema (§9) answered before the click.
    const loaded = page.waitForResponse((r) => r.url().includes('/api/v2/cinema/list'));
    await page.goto(`${upstream.url}/config.json`);
    await page.goto(`${upstream.url}${FORM}`);
    const answer = (await (await loaded).json()) as { data: { data: unknown[] } };
    if (answer.data.data.length !== ITEMS)
      throw new Error(`the selector's list answered ${answer.data.data.length} cinemas, not ${ITEMS}`);
    await page.getByRole('combobox', { name: LABEL }).waitFor();
    // Let the form settle: the request's answer rendered, idle time's prefetches run.
    await page.evaluate(
      `new Promise((resolve) => requestIdleCallback(() => requestAnimationFrame(() => setTimeout(resolve, 0)), { timeout: 2000 }))`,
    );
    if (prof && i === 0) {
      await prof.send('Profiler.enable');
      await prof.send('Profiler.start');
    }
    const [openMs, cpu] = await measured(timed(CLICK, OPEN));
    open.push(openMs);
    openCpu.push(cpu);
    optionsShown = Number(await page.locator('[role=listbox]').getAttribute('data-options'));
    optionRows = await page.locator('[role=listbox] [role=option]').count();
    for (const [name, text] of Object.entries(FILTERS) as [keyof typeof FILTERS, string][]) {
      const [ms, fcpu] = await measured(timed(TYPE(text), NARROWED(text)));
      filter[name].push(ms);
      filterCpu[name].push(fcpu);
      matches[name] = Number(await page.locator('[role=listbox]').getAttribute('data-options'));
      // Back to the whole list before the next filter (not timed).
      await page.evaluate(
        `new Promise((resolve) => { ${TYPE('')} requestAnimationFrame(() => setTimeout(resolve, 0)); })`,
      );
    }
    if (prof && i === 0)
      writeFileSync(process.env.BENCH_PROFILE!, JSON.stringify((await prof.send('Profiler.stop')).profile));
  }
} finally {
  await browser.close();
  await upstream.close();
}

const cpuMedian = (xs: Cpu[]) => ({ script: median(xs.map((x) => x.script)), layout: median(xs.map((x) => x.layout)) });
const load = loadavg().map((x) => Math.round(x * 100) / 100);
const figures = {
  items: ITEMS,
  seedMs,
  openMedianMs: median(open),
  open,
  openCpuMedianMs: cpuMedian(openCpu),
  filterCityMedianMs: median(filter.city),
  filterCity: filter.city,
  filterBranchMedianMs: median(filter.branch),
  filterBranch: filter.branch,
  filterCpuMedianMs: { city: cpuMedian(filterCpu.city), branch: cpuMedian(filterCpu.branch) },
  matches,
  optionsShown,
  optionRows,
  cinemaListRequests: requests,
  loadAverage: load,
};
console.log('\nselector of 10,000 items (npm run bench)');
console.log(JSON.stringify(figures));
console.log(
  `  open the selector (click → options painted)   median ${figures.openMedianMs} ms of ${RUNS} (${open.join(', ')}); ${optionsShown} options, ${optionRows} rows in the DOM`,
);
console.log(
  `    renderer CPU, median                      script ${figures.openCpuMedianMs.script} ms, style + layout ${figures.openCpuMedianMs.layout} ms`,
);
console.log(
  `  type "${FILTERS.city}" (${matches.city} matches)                   median ${figures.filterCityMedianMs} ms (${filter.city.join(', ')}); script ${figures.filterCpuMedianMs.city.script} ms, style + layout ${figures.filterCpuMedianMs.city.layout} ms`,
);
console.log(
  `  type "${FILTERS.branch}" (${matches.branch} matches)               median ${figures.filterBranchMedianMs} ms (${filter.branch.join(', ')}); script ${figures.filterCpuMedianMs.branch.script} ms, style + layout ${figures.filterCpuMedianMs.branch.layout} ms`,
);
console.log(
  `  ${requests} list requests for ${RUNS} form loads; upstream seeded in ${seedMs} ms; load average ${load.join(' ')}`,
);
