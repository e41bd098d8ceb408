/**
 * `npm start` (scripts/start.ts: the embedded upstream and the Vite dev server) on a project copy, for a browser test
 * that changes the project's input files (projectCopy.ts) and must not wait for a production build. Its own process
 * group, so stop() ends the server and nothing else.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';

export interface DevServer {
  url: string;
  stop(): Promise<void>;
}

export async function startDevServer(root: string, upstreamPort: number, consolePort: number): Promise<DevServer> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'scripts/start.ts'], {
    cwd: root,
    detached: true,
    stdio: ['ignore', 'pipe', 'pipe'],
    env: {
      ...process.env,
      UPSTREAM_PORT: String(upstreamPort),
      CONSOLE_PORT: String(consolePort),
      CONSOLE_CACHE_DIR: path.join(root, '.vite'),
    },
  });
  let output = '';
  await new Promise<void>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`the dev server did not start in 60 s:\n${output}`)), 60_000);
    const read = (chunk: Buffer) => {
      output += chunk.toString();
      if (/console:\s+http/.test(output)) {
        clearTimeout(timer);
        resolve();
      }
    };
    child.stdout!.on('data', read);
    child.stderr!.on('data', read);
    child.once('exit', (code) => reject(new Error(`the dev server exited (${code}):\n${output}`)));
  });
  return { url: `http://localhost:${consolePort}`, stop: () => stop(child) };
}

function stop(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null) return Promise.resolve();
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  process.kill(-child.pid!, 'SIGTERM');
  return exited;
}
