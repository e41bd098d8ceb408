/**
 * `npm start` against real services (issue 29 item 8): with MOVIE_API_URL, GATEWAY_API_URL and NOTICE_API_URL set,
 * scripts/start.ts starts no embedded upstream and its dev server proxies /movie-api/ … to those URLs. A separately
 * started embedded upstream stands in for the real services here; the console must show its rows, and the port the
 * embedded upstream would have taken must stay closed.
 *
 * This spec needs no build and no worker upstream (it imports Playwright's own `test`): it runs the dev server itself.
 * Ports follow E2E_PORT, after the workers' own: the "real" service, the console, and the embedded upstream's port.
 */
import { test, expect } from '@playwright/test';
import { spawn } from 'node:child_process';
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { startUpstream, type RunningUpstream } from '../../upstream/server';
import { ROOT } from './e2eUpstream';
import { E2E_PORT_BASE, E2E_WORKERS } from './playwright.config';

const PORTS = {
  service: E2E_PORT_BASE + E2E_WORKERS,
  console: E2E_PORT_BASE + E2E_WORKERS + 1,
  upstream: E2E_PORT_BASE + E2E_WORKERS + 2,
};
const CONSOLE = `http://localhost:${PORTS.console}`;
const TSX = path.join(ROOT, 'node_modules/.bin/tsx');
/** The orders list (schemas/orders.yaml) and the header its client sends the token in (upstream.yaml). */
const ORDERS = '/api/v2/order/allList';
const TOKEN_HEADER = (
  JSON.parse(readFileSync(path.join(ROOT, 'src/generated/upstream.json'), 'utf8')) as {
    profile: { clients: { movie: { token: { header: string } } } };
  }
).profile.clients.movie.token.header;
/**
 * The dev server's optimised dependencies go to a folder of this checkout's own (start.ts: CONSOLE_CACHE_DIR), not the
 * node_modules/.vite a developer's running `npm start` serves from; kept between runs, so only the first is slow.
 */
const CACHE_DIR =
  process.env.CONSOLE_CACHE_DIR ??
  path.join(os.tmpdir(), `console-start-${createHash('sha256').update(ROOT).digest('hex').slice(0, 12)}`);

/** Runs scripts/start.ts with `env`; `output` collects what it prints. */
function npmStart(env: Record<string, string>) {
  const child = spawn(TSX, ['scripts/start.ts'], {
    cwd: ROOT,
    env: {
      ...process.env,
      CONSOLE_PORT: String(PORTS.console),
      UPSTREAM_PORT: String(PORTS.upstream),
      CONSOLE_CACHE_DIR: CACHE_DIR,
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const run = { child, output: '', exited: new Promise<number | null>((resolve) => child.once('exit', resolve)) };
  child.stdout.on('data', (chunk: Buffer) => (run.output += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (run.output += chunk.toString()));
  return run;
}

/** Resolves when the output has a line matching `pattern`; rejects if the process ends first. */
function printed(run: ReturnType<typeof npmStart>, pattern: RegExp): Promise<void> {
  return new Promise((resolve, reject) => {
    const check = () => {
      if (!pattern.test(run.output)) return;
      run.child.stdout?.off('data', check);
      resolve();
    };
    run.child.stdout?.on('data', check);
    void run.exited.then((code) =>
      reject(new Error(`npm start ended (${code}) before printing ${pattern}:\n${run.output}`)),
    );
    check();
  });
}

/** Whether anything accepts connections on the port. */
const listening = (port: number) =>
  new Promise<boolean>((resolve) => {
    const socket = net.connect(port, '127.0.0.1');
    socket.once('connect', () => (socket.destroy(), resolve(true)));
    socket.once('error', () => resolve(false));
  });

test.describe('npm start against real services', () => {
  let service: RunningUpstream;
  let run: ReturnType<typeof npmStart> | undefined;

  test.beforeAll(async () => {
    // The "real services": an embedded upstream of its own, API only, no demo notices (their popup would cover the list).
    service = await startUpstream({ port: PORTS.service, root: ROOT, notices: [], onSms: () => undefined });
  });
  test.afterAll(async () => {
    if (run && run.child.exitCode === null) {
      run.child.kill('SIGTERM');
      await run.exited;
    }
    await service?.close();
  });

  test('the console shows the service’s rows through the dev server’s proxy and starts no upstream of its own', async ({
    page,
  }) => {
    // The first start of a fresh cache optimises the dependencies (several seconds).
    test.setTimeout(90_000);
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    // A trailing slash is allowed, as in deploy/configure.sh.
    run = npmStart({ MOVIE_API_URL: service.url, GATEWAY_API_URL: service.url, NOTICE_API_URL: `${service.url}/` });
    await printed(run, /no embedded upstream started/);
    expect(run.output).toContain(`/movie-api/`);
    expect(run.output).not.toMatch(/embedded upstream: http/);
    expect(await listening(PORTS.upstream), `nothing listens on UPSTREAM_PORT ${PORTS.upstream}`).toBe(false);

    // config.json names the prefixes, as deploy/config.json does behind nginx.
    const config = (await (await fetch(`${CONSOLE}/config.json`)).json()) as Record<string, unknown>;
    expect(config).toMatchObject({
      movieApiUrl: '/movie-api',
      gatewayApiUrl: '/gateway-api',
      noticeApiUrl: '/notice-api',
    });

    await page.goto(`${CONSOLE}/#/user/login`);
    await page.locator('input[name=username]').fill('merchant');
    await page.locator('input[name=password]').fill('merchant123');
    const list = page.waitForResponse((r) => new URL(r.url()).pathname === `/movie-api${ORDERS}`, { timeout: 30_000 });
    await page.getByRole('button', { name: /^(登录|Sign in)$/ }).click();
    await page.waitForURL((url) => !url.hash.includes('/user/login'));
    await page.goto(`${CONSOLE}/#/cinema/alllist`);
    const answer = await list;
    const shown = page.locator('table tbody tr').filter({ visible: true });
    await expect(shown.first()).toBeVisible({ timeout: 30_000 });

    // The same call straight to the service, with the token the console holds: the service issued that token (its
    // session), and the rows on screen are the ones it answers.
    const request = answer.request();
    const direct = await fetch(`${service.url}${ORDERS}`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', [TOKEN_HEADER]: (await request.headerValue(TOKEN_HEADER)) ?? '' },
      body: request.postData() ?? '{}',
    });
    const body = (await direct.json()) as { code: number; data: { data: Array<{ order_no: string }> } };
    expect(body.code, JSON.stringify(body).slice(0, 200)).toBe(1);
    expect(body.data.data.length).toBeGreaterThan(0);
    await expect(shown.first()).toContainText(body.data.data[0].order_no);
    await expect(shown.nth(1)).toContainText(body.data.data[1].order_no);
    expect(errors).toEqual([]);
  });
});

test('npm start refuses a partial or malformed set of service URLs', async () => {
  const partial = npmStart({ MOVIE_API_URL: 'http://127.0.0.1:9', GATEWAY_API_URL: '', NOTICE_API_URL: '' });
  expect(await partial.exited).toBe(1);
  expect(partial.output).toMatch(/MOVIE_API_URL is set but GATEWAY_API_URL, NOTICE_API_URL are not/);
  const malformed = npmStart({
    MOVIE_API_URL: 'ftp://movies',
    GATEWAY_API_URL: 'http://127.0.0.1:9',
    NOTICE_API_URL: 'http://127.0.0.1:9',
  });
  expect(await malformed.exited).toBe(1);
  expect(malformed.output).toMatch(/MOVIE_API_URL: "ftp:\/\/movies" is not http\(s\):\/\/host\[:port\]\[\/path\]/);
});
