/**
 * Issue 32 (§9): the JavaScript a signed-in cold load of the opening list fetches before its first row, counted the
 * way ../shared/bench/side-by-side.mjs counts `firstRowJs` (script resources started before the first row painted,
 * read from dist and gzipped at level 6) — without the peer, whose figure does not change, and on a port of one's own
 * (the shared script's ports are fixed). Bytes are deterministic where timings on a shared machine are not.
 *   npx tsx bench/firstRowBytes.ts [--coverage] [--path '#/cinema/alllist'] [--login]     (after npm run build)
 * --coverage adds, per file, how much of it the page had run by the first row (Chrome's precise coverage).
 * --login counts the signed-out login page instead (its scripts by the time the network is idle).
 * --dump <file> writes Chrome's raw coverage entries there (with FIRST_ROW_DIST=<a build with sourcemaps> they map
 * back to modules). FIRST_ROW_PORT picks the port (default 9600).
 */
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { chromium, type Page } from 'playwright-core';
import { startUpstream } from '../upstream/server';
import { signInThroughApi } from './signIn';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const dist = path.resolve(root, process.env.FIRST_ROW_DIST ?? 'dist');
const argv = process.argv.slice(2);
const coverage = argv.includes('--coverage');
const loginPage = argv.includes('--login');
const option = (name: string) => (argv.includes(name) ? argv[argv.indexOf(name) + 1] : undefined);
const opening = option('--path') ?? '#/cinema/alllist';
/** Chrome's raw coverage entries written here, to map onto a sourcemapped build (FIRST_ROW_DIST) afterwards. */
const dump = option('--dump');
const kib = (n: number) => (n / 1024).toFixed(1);
const ARGS = ['--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking'];

/** side-by-side.mjs's probe: the first body row with text and a height, one frame later. */
const probe = () => {
  const pb: { row: number | null } = { row: null };
  (window as unknown as { __pb: typeof pb }).__pb = pb;
  let seen = false;
  new MutationObserver(() => {
    if (seen) return;
    const has = [...document.querySelectorAll('tbody tr')].some(
      (r) => r.textContent?.trim() && r.getBoundingClientRect().height > 0,
    );
    if (has) {
      seen = true;
      requestAnimationFrame(() => (pb.row = performance.now()));
    }
  }).observe(document, { subtree: true, childList: true, characterData: true });
};

async function scriptsBefore(page: Page): Promise<string[]> {
  if (loginPage) {
    await page.waitForLoadState('networkidle');
    return page.evaluate(() =>
      performance
        .getEntriesByType('resource')
        .filter((e) => /\.m?js(\?|$)/.test(e.name))
        .map((e) => new URL(e.name).pathname),
    );
  }
  await page.waitForFunction(() => (window as unknown as { __pb: { row: number | null } }).__pb.row !== null, null, {
    timeout: 60_000,
    polling: 'raf',
  });
  return page.evaluate(() => {
    const row = (window as unknown as { __pb: { row: number } }).__pb.row;
    return performance
      .getEntriesByType('resource')
      .filter((e) => e.startTime < row && /\.m?js(\?|$)/.test(e.name))
      .map((e) => new URL(e.name).pathname);
  });
}

const upstream = await startUpstream({
  port: Number(process.env.FIRST_ROW_PORT ?? 9600),
  root,
  staticDir: dist,
  notices: [],
});
const profile = mkdtempSync(path.join(os.tmpdir(), 'first-row-'));
const context = await chromium.launchPersistentContext(profile, {
  executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
  headless: true,
  args: ARGS,
  viewport: { width: 1280, height: 720 },
});
try {
  const page = context.pages()[0] ?? (await context.newPage());
  if (!loginPage) await signInThroughApi(page, upstream.url);
  await page.addInitScript(probe);
  if (coverage) await page.coverage.startJSCoverage({ resetOnNavigation: true });
  await page.goto(`${upstream.url}/${loginPage ? '#/user/login' : opening}`, { waitUntil: 'commit' });
  const scripts = [...new Set(await scriptsBefore(page))];
  const used = new Map<string, number>();
  const entries = coverage ? await page.coverage.stopJSCoverage() : [];
  if (dump) writeFileSync(dump, JSON.stringify(entries));
  if (coverage)
    for (const entry of entries) {
      const file = new URL(entry.url).pathname;
      // Precise coverage: the outermost range is the whole script; inner ranges of count 0 are code never run.
      let unused = 0;
      for (const fn of entry.functions)
        for (const range of fn.ranges) if (range.count === 0) unused += range.endOffset - range.startOffset;
      used.set(file, Math.max(0, (entry.source?.length ?? 0) - unused));
    }
  let total = 0;
  const lines: string[] = [];
  for (const file of scripts) {
    let bytes: Buffer;
    try {
      bytes = readFileSync(path.join(dist, decodeURIComponent(file)));
    } catch {
      continue;
    }
    const gz = gzipSync(bytes, { level: 6 }).length;
    total += gz;
    const ran = used.has(file) ? `  ran ${((100 * used.get(file)!) / bytes.length).toFixed(0)}%` : '';
    lines.push(`${kib(gz).padStart(8)} KiB gzip ${kib(bytes.length).padStart(8)} KiB raw  ${file}${ran}`);
  }
  console.log(lines.join('\n'));
  console.log(
    `${loginPage ? 'login page' : `first row of ${opening}`}: ${scripts.length} files, ${kib(total)} KiB gzip (level 6)`,
  );
} finally {
  await context.close();
  rmSync(profile, { recursive: true, force: true });
  await upstream.close();
}
