/**
 * The dev loop as a developer runs it (issue 31): `npm start` (scripts/start.ts) on a temporary copy of the project,
 * with free ports and its own dependency cache, so a test may break and fix its schemas without touching the checkout
 * or a developer's running server. The test reads what the terminal prints and what Vite's websocket sends the page.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { cpSync, mkdtempSync, readdirSync, rmSync, symlinkSync } from 'node:fs';
import { createServer } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import WebSocket from 'ws';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
/** What the dev server does not need: tests (Vite ignores them anyway), builds, benchmarks and deployment. */
const LEFT_OUT = new Set([
  'node_modules',
  'tests',
  'dist',
  'bench',
  'deploy',
  '.git',
  'test-results',
  'tsconfig.tsbuildinfo',
]);

async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  await new Promise((resolve) => server.close(resolve));
  return port;
}

/** Resolves when `met` holds, checked on every event `on` reports; rejects with `what` after `ms`. */
function waitFor(
  met: () => boolean,
  on: (wake: () => void) => () => void,
  what: () => string,
  ms: number,
): Promise<void> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => {
      off();
      reject(new Error(`timed out waiting for ${what()}`));
    }, ms);
    const off = on(() => {
      if (!met()) return;
      clearTimeout(timer);
      off();
      resolve();
    });
    if (met()) {
      clearTimeout(timer);
      off();
      resolve();
    }
  });
}

export interface DevServer {
  dir: string;
  consoleUrl: string;
  upstreamUrl: string;
  /** Everything printed so far (stdout and stderr). */
  output(): string;
  /** Waits until the output after character `from` matches; returns the index after the match. */
  printed(pattern: RegExp, from?: number, ms?: number): Promise<number>;
  /** The messages Vite's websocket sent the page, in order. */
  messages: { type: string; [key: string]: unknown }[];
  /** Waits until a message after index `from` satisfies `test`; returns its index. */
  sent(test: (m: { type: string; [key: string]: unknown }) => boolean, from?: number, ms?: number): Promise<number>;
  stop(): Promise<void>;
}

export async function startDevServer(): Promise<DevServer> {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'console-dev-'));
  for (const entry of readdirSync(ROOT))
    if (!LEFT_OUT.has(entry)) cpSync(path.join(ROOT, entry), path.join(dir, entry), { recursive: true });
  symlinkSync(path.join(ROOT, 'node_modules'), path.join(dir, 'node_modules'), 'dir');
  const [consolePort, upstreamPort] = [await freePort(), await freePort()];
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    CONSOLE_PORT: String(consolePort),
    UPSTREAM_PORT: String(upstreamPort),
    CONSOLE_CACHE_DIR: path.join(dir, '.vite-cache'),
  };
  for (const name of ['MOVIE_API_URL', 'GATEWAY_API_URL', 'NOTICE_API_URL']) delete env[name];
  const child: ChildProcess = spawn(
    process.execPath,
    [path.join(ROOT, 'node_modules/tsx/dist/cli.mjs'), 'scripts/start.ts'],
    { cwd: dir, env, stdio: ['ignore', 'pipe', 'pipe'], detached: true },
  );
  let text = '';
  const listeners = new Set<() => void>();
  const wake = () => listeners.forEach((l) => l());
  const subscribe = (l: () => void) => {
    listeners.add(l);
    return () => listeners.delete(l);
  };
  const append = (chunk: Buffer) => {
    text += chunk.toString();
    wake();
  };
  child.stdout?.on('data', append);
  child.stderr?.on('data', append);
  const messages: DevServer['messages'] = [];

  const printed = async (pattern: RegExp, from = 0, ms = 30000) => {
    let end = -1;
    const met = () => {
      const m = new RegExp(pattern.source, pattern.flags.replace('g', '')).exec(text.slice(from));
      if (m) end = from + m.index + m[0].length;
      return Boolean(m);
    };
    await waitFor(met, subscribe, () => `${pattern} in:\n${text.slice(from)}`, ms);
    return end;
  };
  const sent: DevServer['sent'] = async (test, from = 0, ms = 30000) => {
    const found = () => messages.findIndex((m, i) => i >= from && test(m));
    await waitFor(
      () => found() >= 0,
      subscribe,
      () => `a websocket message; sent: ${JSON.stringify(messages.slice(from))}`,
      ms,
    );
    return found();
  };
  const stop = async () => {
    socket?.close();
    if (child.exitCode === null) {
      const exited = new Promise((resolve) => child.once('exit', resolve));
      process.kill(-child.pid!, 'SIGTERM');
      await exited;
    }
    rmSync(dir, { recursive: true, force: true });
  };

  let socket: WebSocket | undefined;
  try {
    await printed(/console:\s+http:\/\/localhost:\d+\//, 0, 60000);
    socket = new WebSocket(`ws://127.0.0.1:${consolePort}/`, 'vite-hmr');
    socket.on('message', (data) => {
      messages.push(JSON.parse(String(data)));
      wake();
    });
    await new Promise((resolve, reject) => socket!.once('open', resolve).once('error', reject));
  } catch (error) {
    await stop();
    throw error;
  }
  return {
    dir,
    consoleUrl: `http://127.0.0.1:${consolePort}`,
    upstreamUrl: `http://127.0.0.1:${upstreamPort}`,
    output: () => text,
    printed,
    messages,
    sent,
    stop,
  };
}
