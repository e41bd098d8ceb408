/**
 * Wall time of the generator: npx tsx bench/generate.ts [--runs N]
 * Prints the median of N runs (default 7) for a cold CLI process and for warm in-process runs over the repository's
 * schemas (copied to tests/.tmp/bench, so the working tree is never written). Figures only; nothing passes or fails.
 * Warm runs use the process's cache (generator/cache.ts) as the dev server does, except the row that says otherwise;
 * "dev loop" is what the Vite plugin runs on each schema save (regenerate: read, compile, emit, write).
 */
import { execFileSync } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { readProjectFiles, readSources, type SourceText } from '../generator/load';
import { PROJECT_SCHEMA_DIR } from '../generator/emit/projectSchemas';
import { compileModel, emitAll, emitEditorSchemas, emitLanguage, generate, OUTPUT_DIR } from '../generator/pipeline';
import { regenerate } from '../generator/vitePlugin';
import { checkOutput, writeOutput } from '../generator/write';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const runsFlag = process.argv.indexOf('--runs');
const RUNS = runsFlag >= 0 ? Number(process.argv[runsFlag + 1]) : 7;

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
}

/** This process's CPU time in ms (every thread, so the garbage collector's helpers count too). */
function cpuMs(): number {
  const { user, system } = process.cpuUsage();
  return (user + system) / 1000;
}

async function time(
  runs: number,
  run: (i: number) => unknown,
): Promise<{ median: number; min: number; max: number; cpu: number }> {
  const samples: number[] = [];
  const cpu: number[] = [];
  for (let i = 0; i < runs; i++) {
    const start = performance.now();
    const startCpu = cpuMs();
    await run(i);
    samples.push(performance.now() - start);
    cpu.push(cpuMs() - startCpu);
  }
  return { median: median(samples), min: Math.min(...samples), max: Math.max(...samples), cpu: median(cpu) };
}

/** A copy of the repository's inputs with an up-to-date src/generated, so --check has something to compare. */
async function prepare(): Promise<string> {
  const dir = path.join(ROOT, 'tests/.tmp/bench');
  rmSync(dir, { recursive: true, force: true });
  mkdirSync(dir, { recursive: true });
  // The editor schemas' folder too: where it exists, the dev loop writes them on every save.
  for (const name of [
    'permissions.yaml',
    'routes.yaml',
    'upstream.yaml',
    'schemas',
    'brands',
    'public',
    PROJECT_SCHEMA_DIR,
  ]) {
    if (existsSync(path.join(ROOT, name))) cpSync(path.join(ROOT, name), path.join(dir, name), { recursive: true });
  }
  writeOutput(dir, OUTPUT_DIR, await generate(readSources(dir), {}, null));
  return dir;
}

/** One schema's text with its label changed, different on every run so nothing of that file can be reused. */
const relabel = (text: string, i: number) => text.replace(/^label: \{ zh-CN: ([^,]+),/m, `label: { zh-CN: $1 ${i},`);

/** The same texts with one schema's label changed. */
function withOneSchemaChanged(texts: readonly SourceText[], i: number): SourceText[] {
  const index = texts.findIndex((t) => t.kind === 'resource');
  return texts.map((t, j) => (j === index ? { ...t, text: relabel(t.text, i) } : t));
}

/** Saves the first schema with a changed label and runs the dev loop, as the Vite plugin does after the save. */
function saveOneSchema(dir: string, original: SourceText, i: number) {
  writeFileSync(path.join(dir, original.file), relabel(original.text, i));
  return regenerate(dir);
}

const dir = await prepare();
const texts = readSources(dir);
const schemas = texts.filter((t) => t.kind === 'resource').length;
const changed = withOneSchemaChanged(texts, 0);
const project = readProjectFiles(ROOT);
const model = compileModel(texts);
const first = texts.find((t) => t.kind === 'resource')!;
if (changed.every((t, j) => t.text === texts[j].text)) throw new Error('bench: could not change a schema label');

const node = (args: string[]) => execFileSync(process.execPath, args, { cwd: ROOT, stdio: 'pipe' });
node(['--import', 'tsx', 'generator/cli.ts', '--check', '--root', dir]); // warm the disk cache and tsx's cache
await generate(texts); // warm the in-process caches (ajv, json-schema-to-typescript, prettier, generator/cache.ts)
await regenerate(dir); // the dev loop's first run (the icon listing)

const rows: Array<[string, Awaited<ReturnType<typeof time>>]> = [
  ['process start only (node --import tsx, empty script)', await time(RUNS, () => node(['--import', 'tsx', '-e', '']))],
  [
    'cold: CLI --check in a fresh process',
    await time(RUNS, () => node(['--import', 'tsx', 'generator/cli.ts', '--check', '--root', dir])),
  ],
  ['warm: full generate, nothing reused (cache: null)', await time(RUNS, () => generate(readSources(dir), {}, null))],
  ['warm: full generate (read + compile + emit)', await time(RUNS, () => generate(readSources(dir)))],
  [
    'warm: one schema changed (compileModel + emitAll)',
    await time(RUNS, (i) => emitAll(compileModel(withOneSchemaChanged(texts, i + 1)))),
  ],
  [
    'warm: dev loop, one schema saved (regenerate: + project files, editor schemas, write)',
    await time(RUNS, (i) => saveOneSchema(dir, first, i + 1)),
  ],
  [
    'warm: --check (generate + compare with disk)',
    await time(RUNS, async () => checkOutput(dir, OUTPUT_DIR, await generate(readSources(dir)))),
  ],
  // What `npm run generate` adds in the repository itself: the meta-schemas, input types and editor schemas.
  ['warm: language files (meta-schemas + input types)', await time(RUNS, () => emitLanguage())],
  [
    'warm: editor schemas from a compiled model (generator/meta/project/)',
    await time(RUNS, () => emitEditorSchemas(model, project)),
  ],
];

const ms = (v: number) => `${v.toFixed(1)} ms`.padStart(10);
const width = Math.max(...rows.map(([label]) => label.length));
console.log(`generator bench: ${schemas} schemas, median of ${RUNS} runs`);
console.log(
  `machine: ${os.availableParallelism()} CPUs (${os.cpus()[0]?.model.trim() ?? 'unknown'}), node ${process.version}, ${os.platform()}`,
);
console.log('');
// cpu: the median CPU time of this process, steadier than wall time while other work shares the machine (the rows
// that start a process count only their waiting here, so they show '-').
const external = (label: string) => label.startsWith('process start') || label.startsWith('cold:');
console.log(
  `${'case'.padEnd(width)}  ${'median'.padStart(10)}  ${'min'.padStart(10)}  ${'max'.padStart(10)}  ${'cpu'.padStart(10)}`,
);
for (const [label, t] of rows)
  console.log(
    `${label.padEnd(width)}  ${ms(t.median)}  ${ms(t.min)}  ${ms(t.max)}  ${external(label) ? '-'.padStart(10) : ms(t.cpu)}`,
  );
console.log(`load average (1 min): ${os.loadavg()[0].toFixed(2)}`);
