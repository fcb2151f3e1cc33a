// bench/cores (issue #29 item 3, ADR 0012): how much a second core gives driftgate's kind of work
// on this machine, before anyone builds a worker pool for it. Three workloads, each run alone and
// then as many copies side by side as the machine has cores (processes, and for the JSON workload
// also worker threads of one process):
//   1. an integer loop: no memory traffic, so it says whether the cores are real;
//   2. parsing JSON and keeping a quarter of it: allocation and garbage collection, like a check;
//   3. `driftgate check` of 10,000 generated tenants (the committed bundle, one thread).
// Per copy, the slowdown is its wall time side by side over its time alone. For a pool that
// shares a part of a run, cores / slowdown bounds the speed-up of that part.
// Then the part of a check a pool could share most cheaply, tried as a pool would run it: the
// cross-document facts of the same 1,000 files (bench/cores/facts-load.ts), on one thread and
// shared with worker threads, started with the work or loaded ahead. Prints, never asserts.
//
//   npm run bench:cores
//   npm run bench:cores -- --copies 4 --runs 5
//   npm run bench:cores -- --facts-tenants 100000   the facts workload on a larger repository
import { execFileSync } from 'node:child_process';
import { build } from 'esbuild';
import { mkdirSync, writeFileSync } from 'node:fs';
import { availableParallelism, loadavg } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { makeBenchRepository } from '../check/generate.mjs';
import { measure, median } from '../lib/measure.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const work = path.join(root, 'bench/.work/cores');
const { values } = parseArgs({ options: { copies: { type: 'string' }, runs: { type: 'string', default: '3' }, 'facts-tenants': { type: 'string', default: '10000' } } });
const copies = Number(values.copies ?? availableParallelism());
const runs = Number(values.runs);
const factsTenants = Number(values['facts-tenants']);

// The workloads as one script: `node loads.mjs <integer|json> [threads]` prints each copy's ms.
const LOADS = `
import { Worker, isMainThread, workerData, parentPort } from 'node:worker_threads';
const kind = isMainThread ? process.argv[2] : workerData.kind;
function integer() { let x = 0; for (let i = 0; i < 3e8; i++) x = (x * 31 + i) | 0; return x; }
function json() {
  const text = JSON.stringify(Array.from({ length: 20000 }, (_, i) => ({ name: 'tenant-' + i, spec: { cpu: String(i % 17), memory: '8Gi', groups: ['a' + i, 'b' + i] } })));
  const kept = [];
  for (let i = 0; i < 60; i++) { const v = JSON.parse(text); if (i % 4 === 0) kept.push(v); }
  return kept.length;
}
const timed = () => { const t = performance.now(); (kind === 'integer' ? integer : json)(); return performance.now() - t; };
if (!isMainThread) parentPort.postMessage(timed());
else {
  const threads = Number(process.argv[3] ?? 1);
  const others = Array.from({ length: threads - 1 }, () => new Promise((resolve) => new Worker(new URL(import.meta.url), { workerData: { kind } }).once('message', resolve)));
  const own = timed();
  console.log(JSON.stringify([own, ...(await Promise.all(others))]));
}
`;

/** Median over runs of one copy alone, and of the mean copy when `copies` run side by side. */
async function sideBySide(measureOne: () => Promise<number[]>, together: () => Promise<number[]>): Promise<{ alone: number; together: number }> {
  await measureOne(); // warm-up: file cache, CPU frequency
  const alone: number[] = [];
  const both: number[] = [];
  for (let i = 0; i < runs; i++) {
    alone.push(...(await measureOne()));
    const t = await together();
    both.push(t.reduce((a, b) => a + b, 0) / t.length);
  }
  return { alone: median(alone), together: median(both) };
}

mkdirSync(work, { recursive: true });
const loads = path.join(work, 'loads.mjs');
writeFileSync(loads, LOADS);
console.log('generating 10,000 tenants ...');
const corpus = path.join(work, 'corpus');
await makeBenchRepository(corpus, 10_000);

const node = process.execPath;
const loadOnce = async (kind: string, threads = 1): Promise<number[]> => JSON.parse((await measure(node, [loads, kind, String(threads)])).stdout) as number[];
const processes = (kind: string) => async (): Promise<number[]> => (await Promise.all(Array.from({ length: copies }, () => loadOnce(kind)))).flat();
const checkArgs = [path.join(root, 'bin/driftgate.js'), 'check', 'tenants', '--format', 'json', '--fail-on', 'never', '--no-cache'];
const checkOnce = async (): Promise<number[]> => [(await measure(node, checkArgs, { cwd: corpus })).wallMs];
const checks = async (): Promise<number[]> => Promise.all(Array.from({ length: copies }, async () => (await measure(node, checkArgs, { cwd: corpus })).wallMs));

const loadAtStart = loadavg().map((l) => l.toFixed(2)).join(' ');
const commit = execFileSync('git', ['describe', '--always', '--dirty', '--abbrev=7'], { cwd: root, encoding: 'utf8' }).trim();
const rows: [string, { alone: number; together: number }][] = [];
console.log('measuring: integer loop ...');
rows.push([`integer loop, ${copies} processes`, await sideBySide(() => loadOnce('integer'), processes('integer'))]);
console.log('measuring: JSON parse and keep ...');
rows.push([`JSON parse and keep, ${copies} processes`, await sideBySide(() => loadOnce('json'), processes('json'))]);
rows.push([`JSON parse and keep, ${copies} threads of one process`, await sideBySide(() => loadOnce('json'), () => loadOnce('json', copies))]);
console.log('measuring: driftgate check, 10,000 tenants ...');
rows.push([`driftgate check of 10,000 tenants, ${copies} processes`, await sideBySide(checkOnce, checks)]);

const factsCorpus = factsTenants === 10_000 ? corpus : path.join(work, `corpus-${factsTenants}`);
if (factsCorpus !== corpus) {
  console.log(`generating ${factsTenants.toLocaleString('en-US')} tenants ...`);
  await makeBenchRepository(factsCorpus, factsTenants);
}
const factsFiles = (factsTenants / 10).toLocaleString('en-US');
console.log(`measuring: cross-document facts of ${factsFiles} files, one thread and shared ...`);
const factsLoad = path.join(work, 'facts-load.mjs');
await build({ entryPoints: [path.join(root, 'bench/cores/facts-load.ts')], bundle: true, platform: 'node', format: 'esm', outfile: factsLoad, logLevel: 'warning' });
const tenantsDir = path.join(factsCorpus, 'tenants');
const factsRun = async (...args: string[]): Promise<number[]> => JSON.parse((await measure(node, [factsLoad, tenantsDir, ...args])).stdout) as number[];
const factsRows: { name: string; ms: number; mine?: number }[] = [];
await factsRun('1'); // warm-up
for (const [name, args] of [
  ['one thread', ['1']],
  [`this thread and ${copies - 1} worker${copies > 2 ? 's' : ''} started with the work`, [String(copies)]],
  [`this thread and ${copies - 1} worker${copies > 2 ? 's' : ''} loaded ahead`, [String(copies), 'booted']],
] as const) {
  const taken: number[][] = [];
  for (let i = 0; i < runs; i++) taken.push(await factsRun(...args));
  const ms = median(taken.map((t) => t[0]!));
  const mine = taken[0]![1] === undefined ? undefined : median(taken.map((t) => t[1]!));
  factsRows.push({ name, ms, ...(mine !== undefined ? { mine } : {}) });
}

console.log(`\nbench/cores: driftgate ${commit}, node ${process.version}, ${availableParallelism()} cores, ${copies} copies side by side, median of ${runs} runs`);
console.log(`load average at start: ${loadAtStart}; at the end: ${loadavg().map((l) => l.toFixed(2)).join(' ')}\n`);
console.log('| workload | one copy alone | each copy side by side | slowdown | most a pool of this many threads can give |');
console.log('|---|---:|---:|---:|---:|');
for (const [name, m] of rows) {
  const slowdown = m.together / m.alone;
  console.log(`| ${name} | ${Math.round(m.alone).toLocaleString('en-US')} ms | ${Math.round(m.together).toLocaleString('en-US')} ms | ${slowdown.toFixed(2)}× | ${(copies / slowdown).toFixed(2)}× |`);
}
console.log('\nThe last column bounds the speed-up of the part of a run a pool shares, before any hand-over cost (ADR 0012).');
console.log(`\nThe cross-document facts of ${factsFiles} files (${factsTenants.toLocaleString('en-US')} tenants), the work a \`check --base --no-cache\` run does for the files it does not report, shared chunk by chunk:\n`);
console.log('| how | wall | files done by the main thread | against one thread |');
console.log('|---|---:|---:|---:|');
const oneThread = factsRows[0]!.ms;
for (const r of factsRows) console.log(`| ${r.name} | ${Math.round(r.ms).toLocaleString('en-US')} ms | ${r.mine === undefined ? factsFiles : Math.round(r.mine).toLocaleString('en-US')} | ${(r.ms / oneThread).toFixed(2)}× |`);
console.log('\nEach thread warms up its own copy of the parser: below 1.00× a pool of this many threads pays for this part (ADR 0012, addendum).');
