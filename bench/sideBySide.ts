/**
 * Issue 13: the console beside a stock react-admin app (the peer, ../shared/bench), in one sitting — the shared
 * side-by-side script (cold load → first row, menu navigation, initial JS) and Lighthouse's mobile profile on the
 * login page (ours) and the peer's first page. Prints the ratios ours / peer; figures only, nothing passes or fails.
 *   npx tsx bench/sideBySide.ts [runs=7] [lighthouseRuns=3]      (after npm run build)
 */
import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const shared = path.resolve(root, '../shared/bench');
const RUNS = process.argv[2] ?? '7';
const LH_RUNS = process.argv[3] ?? '3';
const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
const ratio = (ours: number, peer: number) => (peer ? (ours / peer).toFixed(2) : '-');

/** One side of side-by-side.mjs's answer (warmRow: a repeat visit, files in the HTTP cache; firstRowJs: what a cold
 * load fetched before its first row, lazy chunks included). */
interface Side {
  firstRowMs: number;
  navMs: number;
  warmRowMs: number;
  initialJs: { gzKB: number };
  firstRowJs: { gzKB: number };
}
interface SideBySide {
  peer: Side;
  ours: Side;
}
interface Lighthouse {
  perf: number;
  a11y: number;
  FCP: number;
  LCP: number;
  TBT: number;
  /** Each run's performance score, in run order (the aim holds each run, not only the median). */
  perfRuns: number[];
}

/** A server for the length of a measurement; resolves once its output says it listens. */
function serve(
  command: string,
  args: string[],
  options: { cwd: string; env?: NodeJS.ProcessEnv },
  ready: RegExp,
): Promise<ChildProcess> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { ...options, env: { ...process.env, ...options.env }, detached: true });
    let out = '';
    const timer = setTimeout(() => reject(new Error(`${command} not ready: ${out.slice(-300)}`)), 60_000);
    const read = (chunk: Buffer) => {
      out += chunk;
      if (ready.test(out)) {
        clearTimeout(timer);
        resolve(child);
      }
    };
    child.stdout?.on('data', read);
    child.stderr?.on('data', read);
  });
}
const stop = (child: ChildProcess) => child.pid && process.kill(-child.pid, 'SIGTERM');

function lighthouse(url: string): Lighthouse {
  const out = execFileSync('bash', [path.join(shared, 'lighthouse.sh'), url, LH_RUNS, 'mobile'], {
    encoding: 'utf8',
    stdio: ['ignore', 'pipe', 'ignore'],
  });
  const runs = out
    .split('\n')
    .filter((l) => l.startsWith('{'))
    .map((l) => JSON.parse(l) as Omit<Lighthouse, 'perfRuns'>);
  const pick = (k: keyof Omit<Lighthouse, 'perfRuns'>) => median(runs.map((r) => r[k]));
  return {
    perf: pick('perf'),
    a11y: pick('a11y'),
    FCP: pick('FCP'),
    LCP: pick('LCP'),
    TBT: pick('TBT'),
    perfRuns: runs.map((r) => r.perf),
  };
}

/** The peer as side-by-side.mjs built it (the newest console-bench-peer-* folder in the temp directory). */
function peerDir(): string {
  const dirs = readdirSync(os.tmpdir())
    .filter((d) => d.startsWith('console-bench-peer-'))
    .map((d) => path.join(os.tmpdir(), d));
  const built = dirs
    .filter((d) => existsSync(path.join(d, 'dist/index.html')))
    .sort((a, b) => statSync(b).mtimeMs - statSync(a).mtimeMs);
  if (!built[0]) throw new Error('the peer is not built: side-by-side.mjs builds it');
  return built[0];
}

if (!existsSync(path.join(root, 'dist/index.html'))) throw new Error('build the console first (npm run build)');
const started = new Date();
const sbsOut = execFileSync('node', [path.join(shared, 'side-by-side.mjs'), RUNS], {
  cwd: root,
  encoding: 'utf8',
  env: { ...process.env, OURS_CMD: 'npx tsx bench/quietUpstream.ts' },
  stdio: ['ignore', 'pipe', 'inherit'],
});
const sbs = JSON.parse(
  sbsOut
    .trim()
    .split('\n')
    .filter((l) => l.startsWith('{'))
    .pop()!,
) as SideBySide;

const ours = await serve(
  'npx',
  ['tsx', 'bench/quietUpstream.ts'],
  { cwd: root, env: { UPSTREAM_PORT: '8819' } },
  /listening/,
);
const oursLh = (() => {
  try {
    return lighthouse('http://127.0.0.1:8819/#/user/login');
  } finally {
    stop(ours);
  }
})();
const peer = peerDir();
const api = await serve('node', ['api-server.mjs'], { cwd: peer, env: { PORT: '3001' } }, /./).catch(() => undefined);
const preview = await serve(
  './node_modules/.bin/vite',
  ['preview', '--host', '127.0.0.1', '--port', '4173', '--strictPort'],
  { cwd: peer },
  /4173/,
);
const peerLh = (() => {
  try {
    return lighthouse('http://127.0.0.1:4173/');
  } finally {
    stop(preview);
    if (api) stop(api);
  }
})();

const rows: Array<[string, string, string, string]> = [
  [
    'cold load → first list row (median)',
    `${sbs.peer.firstRowMs} ms`,
    `${sbs.ours.firstRowMs} ms`,
    ratio(sbs.ours.firstRowMs, sbs.peer.firstRowMs),
  ],
  [
    'menu navigation list → list (median)',
    `${sbs.peer.navMs} ms`,
    `${sbs.ours.navMs} ms`,
    ratio(sbs.ours.navMs, sbs.peer.navMs),
  ],
  [
    'repeat visit → first list row (median)',
    `${sbs.peer.warmRowMs} ms`,
    `${sbs.ours.warmRowMs} ms`,
    ratio(sbs.ours.warmRowMs, sbs.peer.warmRowMs),
  ],
  [
    'JS fetched before the first row, gzip',
    `${sbs.peer.firstRowJs.gzKB} KiB`,
    `${sbs.ours.firstRowJs.gzKB} KiB`,
    ratio(sbs.ours.firstRowJs.gzKB, sbs.peer.firstRowJs.gzKB),
  ],
  [
    'initial JS, gzip (entry + static imports)',
    `${sbs.peer.initialJs.gzKB} KiB`,
    `${sbs.ours.initialJs.gzKB} KiB`,
    ratio(sbs.ours.initialJs.gzKB, sbs.peer.initialJs.gzKB),
  ],
  [
    'Lighthouse mobile performance (login / peer first page)',
    `${peerLh.perf} (${peerLh.perfRuns.join(', ')})`,
    `${oursLh.perf} (${oursLh.perfRuns.join(', ')})`,
    '-',
  ],
  ['Lighthouse mobile accessibility', String(peerLh.a11y), String(oursLh.a11y), '-'],
  [
    'Lighthouse FCP / LCP / TBT (ms)',
    `${peerLh.FCP} / ${peerLh.LCP} / ${peerLh.TBT}`,
    `${oursLh.FCP} / ${oursLh.LCP} / ${oursLh.TBT}`,
    '-',
  ],
];
console.log(`\nside by side with the stock react-admin peer (npm run bench), ${started.toISOString()}`);
console.log(
  `  machine: ${os.cpus().length} CPU ${os.cpus()[0]?.model.trim() ?? ''}, node ${process.version}; load average ${os.loadavg()[0].toFixed(2)}`,
);
console.log(`  side-by-side runs ${RUNS}, Lighthouse runs ${LH_RUNS} (medians)`);
const w = [56, 22, 22, 6];
console.log(
  `  ${'figure'.padEnd(w[0])}${'peer'.padStart(w[1])}${'console'.padStart(w[2])}${'ratio'.padStart(w[3] + 2)}`,
);
for (const r of rows)
  console.log(`  ${r[0].padEnd(w[0])}${r[1].padStart(w[1])}${r[2].padStart(w[2])}${r[3].padStart(w[3] + 2)}`);
