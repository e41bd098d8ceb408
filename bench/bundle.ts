/**
 * Bundle and load figures (issue 3 benchmark): builds the console, then prints
 *  - initial JS (entry + its static imports) raw and gzip,
 *  - cold load → first list row visible in headless Chromium (fresh profile each run, median of 5, 1280×720),
 *  - client-side navigation list → list (median of 5).
 * Prints figures only; nothing passes or fails on speed.
 */
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { chromium } from 'playwright-core';
import { startUpstream } from '../upstream/server';
import { CHROMIUM_FLAGS } from './chromiumFlags';
import { signInThroughApi } from './signIn';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const RUNS = 5;
const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
const kb = (n: number) => `${(n / 1024).toFixed(1)} KiB`;

execFileSync('npx', ['vite', 'build', '--configLoader', 'runner', '--logLevel', 'warn'], {
  cwd: root,
  stdio: 'inherit',
});

type Manifest = Record<string, { file: string; imports?: string[]; isEntry?: boolean }>;
const manifest = JSON.parse(readFileSync(path.join(root, 'dist/.vite/manifest.json'), 'utf8')) as Manifest;
const initial = new Set<string>();
const visit = (key: string) => {
  const chunk = manifest[key];
  if (!chunk || initial.has(chunk.file)) return;
  initial.add(chunk.file);
  chunk.imports?.forEach(visit);
};
Object.entries(manifest)
  .filter(([, c]) => c.isEntry)
  .forEach(([k]) => visit(k));
let raw = 0;
let gzip = 0;
for (const file of initial) {
  const bytes = readFileSync(path.join(root, 'dist', file));
  raw += bytes.length;
  gzip += gzipSync(bytes, { level: 9 }).length;
}
const lazyChunks = Object.values(manifest).filter((c) => !initial.has(c.file) && c.file.endsWith('.js')).length;

// No notices: the popup after login would cover the menu the navigation figure clicks (it is measured elsewhere).
const upstream = await startUpstream({ port: 0, root, staticDir: path.join(root, 'dist'), notices: [] });
const coldLoads: number[] = [];
const navigations: number[] = [];
try {
  for (let i = 0; i < RUNS; i++) {
    const profile = mkdtempSync(path.join(os.tmpdir(), 'bench-profile-'));
    const context = await chromium.launchPersistentContext(profile, {
      executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
      headless: true,
      args: CHROMIUM_FLAGS,
      viewport: { width: 1280, height: 720 },
    });
    const page = context.pages()[0] ?? (await context.newPage());
    await signInThroughApi(page, upstream.url);
    const started = Date.now();
    await page.goto(`${upstream.url}/#/cinema/alllist`);
    await page.locator('table tbody tr').first().waitFor();
    coldLoads.push(Date.now() - started);
    const navStarted = Date.now();
    await page
      .getByRole('navigation')
      .getByRole('link', { name: /代理提现|Agent withdrawals/ })
      .click();
    await page.locator('[data-summary=credit]').waitFor();
    await page.locator('table tbody tr').first().waitFor();
    navigations.push(Date.now() - navStarted);
    await context.close();
    rmSync(profile, { recursive: true, force: true });
  }
} finally {
  await upstream.close();
}

console.log('\nbundle and load (npm run bench)');
console.log(`  machine                         ${os.cpus().length} CPU, ${os.cpus()[0]?.model ?? ''}`);
console.log(
  `  initial JS (entry + static)     ${kb(raw)} raw, ${kb(gzip)} gzip, ${initial.size} files; ${lazyChunks} lazy chunks`,
);
console.log(`  cold load → first row           median ${median(coldLoads)} ms of ${RUNS} (${coldLoads.join(', ')})`);
console.log(
  `  navigation list → list          median ${median(navigations)} ms of ${RUNS} (${navigations.join(', ')})`,
);
