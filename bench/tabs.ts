/**
 * Multi-tab figure (issue 11): switching between two kept-alive tabs (§2) — click on the other tab until its rows
 * are on screen, median of 10 switches, and how many upstream requests the switches made (kept-alive: none).
 * 星光影票 turns multi-tab mode on (brands/starlight.yaml). Prints figures only; nothing passes or fails on speed.
 */
import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright-core';
import { startUpstream } from '../upstream/server';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const SWITCHES = 10;
const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
if (!existsSync(path.join(root, 'dist/index.html'))) throw new Error('build the console first (npm run build; bundle.ts does)');

const upstream = await startUpstream({ port: 0, root, staticDir: path.join(root, 'dist'), notices: [] });
const origin = upstream.url.replace('127.0.0.1', 'starlight.localhost');
const browser = await chromium.launch({
  executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
});
const times: number[] = [];
let requests = 0;
try {
  const page = await browser.newPage({ viewport: { width: 1280, height: 720 } });
  const login = await page.request.post(`${upstream.url}/api/v2/user/login`, { data: { username: 'merchant', password: 'merchant123' } });
  const token = ((await login.json()) as { data: { user_token: string } }).data.user_token;
  await page.goto(`${origin}/config.json`);
  await page.evaluate((t) => localStorage.setItem('ccs_user_token', JSON.stringify({ value: t, expires: Date.now() + 3_600_000 })), token);
  const tabs = ['/cinema/alllist', '/subaccount/subaccountList'];
  const rowsOf = (tab: string) => page.locator(`[data-tab="${tab}"] table tbody tr`).first();
  for (const tab of tabs) {
    await page.goto(`${origin}/#${tab}`);
    await rowsOf(tab).waitFor();
  }
  page.on('request', (r) => {
    if (r.url().includes('/api/')) requests++;
  });
  for (let i = 0; i < SWITCHES; i++) {
    const tab = tabs[i % 2];
    const started = performance.now();
    await page.locator(`[data-testid=tab-bar] [data-tab-key="${tab}"]`).click();
    await rowsOf(tab).waitFor({ state: 'visible' });
    times.push(Math.round(performance.now() - started));
  }
} finally {
  await browser.close();
  await upstream.close();
}

console.log('\nmulti-tab (npm run bench)');
console.log(`  switch between two kept tabs    median ${median(times)} ms of ${SWITCHES} (${times.join(', ')}); ${requests} upstream requests`);
