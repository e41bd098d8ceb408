/**
 * Issue 32: two builds of the console measured in alternated rounds, as side-by-side.mjs measures the console beside
 * the peer — a cold load of the opening list to its first row painted, then a click on a menu link to the next list's
 * first new row, then a repeat visit of the opening list in the same browser — so that a change is judged against the code before it in one sitting (the machine's drift hits both
 * alike). Each build is served by its own embedded upstream (the quiet one: no notices popup). Figures only.
 *   npx vite build --outDir /tmp/before   (on the code before the change; then on the change:)
 *   npx vite build --outDir /tmp/after
 *   npx tsx bench/alternate.ts /tmp/before /tmp/after [rounds=5] [--press <ms>]
 * --press: the menu entry is pressed as a hand presses it — the button held <ms> before it is released — as soon as
 * the first row shows, before the idle-time warm-up has loaded the other screens (the navigation is still timed from
 * the click, at the release).
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
const argv = process.argv.slice(2);
const pressAt = argv.indexOf('--press');
const PRESS_MS = pressAt >= 0 ? Number(argv.splice(pressAt, 2)[1]) : undefined;
const [before, after] = argv;
const ROUNDS = Number(argv[2] ?? 5);
const LOADS_PER_ROUND = 3;
const OPENING = '#/cinema/alllist';
const NAV_LINK = 'a[href="#/device/list"]';
const NAV_MATCH = 'device/list';
const median = (xs: number[]) => Math.round([...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]);

if (!before || !after) {
  console.error('usage: npx tsx bench/alternate.ts <dist before> <dist after> [rounds]');
  process.exit(2);
}

/**
 * side-by-side.mjs's probe: the first painted row, then the first painted row of the list a click leads to. A string:
 * tsx would wrap a function's inner arrows in a naming helper the page does not have.
 */
const PROBE = `
  const pb = (window.__pb = { row: null, nav: null, navStart: null });
  const hasRow = (pred) => [...document.querySelectorAll('tbody tr')].some(
    (r) => r.textContent.trim() && r.getBoundingClientRect().height > 0 && pred(r));
  new MutationObserver(() => {
    if (pb.rowDom === undefined && hasRow(() => true)) {
      pb.rowDom = performance.now();
      requestAnimationFrame(() => (pb.row = performance.now()));
    }
    if (pb.navStart !== null && pb.navDom === undefined && location.href.includes(pb.navMatch) &&
        hasRow((r) => !r.hasAttribute('data-pb-old'))) {
      pb.navDom = performance.now();
      requestAnimationFrame(() => (pb.nav = performance.now() - pb.navStart));
    }
  }).observe(document, { subtree: true, childList: true, characterData: true });
  document.addEventListener('click', () => { if (pb.armed) { pb.armed = false; pb.navStart = performance.now(); } }, true);
`;

/**
 * One visit in a fresh browser profile (on disk, as side-by-side.mjs launches it: the HTTP cache and V8's code cache
 * are a profile's): the merchant signed in through the API, the cold load, the menu navigation, then the repeat visit.
 */
async function visit(base: string): Promise<{ row: number; nav: number; warm: number }> {
  const profile = mkdtempSync(path.join(os.tmpdir(), 'alternate-'));
  const context = await chromium.launchPersistentContext(profile, {
    executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
    args: CHROMIUM_FLAGS,
    viewport: { width: 1280, height: 720 },
  });
  try {
    const page = context.pages()[0] ?? (await context.newPage());
    await signInThroughApi(page, base);
    await page.addInitScript({ content: PROBE });
    await page.goto(`${base}/${OPENING}`, { waitUntil: 'commit' });
    const read = (key: string) =>
      page.evaluate((k) => (window as unknown as { __pb: Record<string, number> }).__pb[k], key);
    await page.waitForFunction(() => (window as unknown as { __pb?: { row: unknown } }).__pb?.row != null);
    const row = await read('row');
    if (PRESS_MS === undefined) {
      await page.waitForLoadState('load');
      await page.waitForTimeout(600);
    }
    await page.evaluate((match) => {
      document.querySelectorAll('tbody tr').forEach((r) => r.setAttribute('data-pb-old', ''));
      Object.assign((window as unknown as { __pb: object }).__pb, { armed: true, navMatch: match });
    }, NAV_MATCH);
    if (PRESS_MS === undefined) await page.click(NAV_LINK);
    else {
      const box = (await page.locator(NAV_LINK).boundingBox())!;
      await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
      await page.mouse.down();
      await page.waitForTimeout(PRESS_MS);
      await page.mouse.up();
    }
    await page.waitForFunction(() => (window as unknown as { __pb: { nav: unknown } }).__pb.nav != null);
    const nav = await read('nav');
    // The repeat visit: the same browser opens the first list again, its files in the HTTP cache.
    await page.goto('about:blank');
    await page.goto(`${base}/${OPENING}`, { waitUntil: 'commit' });
    await page.waitForFunction(() => (window as unknown as { __pb?: { row: unknown } }).__pb?.row != null);
    return { row, nav, warm: await read('row') };
  } finally {
    await context.close();
    rmSync(profile, { recursive: true, force: true });
  }
}

const sides = await Promise.all(
  [before, after].map(async (dist, i) => ({
    name: i === 0 ? 'before' : 'after',
    dist,
    upstream: await startUpstream({ port: 0, root, staticDir: path.resolve(dist), notices: [] }),
    rows: [] as number[],
    navs: [] as number[],
    warms: [] as number[],
  })),
);
try {
  for (const side of sides) await visit(side.upstream.url); // warms both servers
  for (let round = 0; round < ROUNDS; round++)
    // Each round starts with the other side: the second build of a round read ~13 ms less cold, whichever it was.
    for (const side of round % 2 === 0 ? sides : [...sides].reverse())
      for (let i = 0; i < LOADS_PER_ROUND; i++) {
        const { row, nav, warm } = await visit(side.upstream.url);
        side.rows.push(row);
        side.navs.push(nav);
        side.warms.push(warm);
      }
} finally {
  await Promise.all(sides.map((s) => s.upstream.close()));
}
console.log(
  `alternated rounds: ${ROUNDS} × ${LOADS_PER_ROUND} loads a side (medians)` +
    (PRESS_MS === undefined ? '' : `, the menu entry held ${PRESS_MS} ms as soon as the first row showed`),
);
for (const s of sides)
  console.log(
    `  ${s.name.padEnd(7)} cold load → first row ${median(s.rows)} ms, menu navigation ${median(s.navs)} ms, ` +
      `repeat visit → first row ${median(s.warms)} ms  (${s.dist})`,
  );
