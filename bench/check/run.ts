// bench/check (issue #15): driftgate and its peers measured side by side in one run on this
// machine. `driftgate check` (the committed bundle, bin/driftgate.js) against kubeconform v0.7.0 on
// the same TenantOnboardings, and `driftgate crd-diff` against crdify on the same CRDs. Prints two
// markdown tables (wall time, best of N runs after a warm-up; peak RSS from GNU time), where the
// time of each input goes (driftgate's own --timings, beside Node's start), and the goals of issue
// #29 (first set in #15) with the measured distance. Prints, never asserts: exits 0 whatever the timings.
//
//   npm run bench:check                             best of 3 runs; growth on 1,000 / 10,000 / 100,000 tenants
//   npm run bench:check -- --runs 5
//   npm run bench:check -- --pairs 11              more pairs for the paired 10,000-tenant ratios (default 7)
//   npm run bench:check -- --growth 1000,10000      a quicker growth table
//   npm run bench:check -- --node /path/to/node24   driftgate under another Node (GitHub's runners
//                                                   run the Action on Node 24; .cache/node/ holds
//                                                   one after the Action's end-to-end test)
//
// Inputs: every tenant is valid, 10 per file, the repository's own CRD and policy pack (the default
// pack) beside them; kubeconform reads the same CRD converted to strict JSON schemas. The crd-diff
// inputs come from bench/crd-diff/generate.ts. The --base rows run in the corpus (loose objects) and
// in a clone of it (packed objects). Work dir: bench/.work/check (git-ignored), with the
// parse cache in bench/.work/check/cache (--cache-dir), emptied before the cold runs. kubeconform and
// crdify are built from the Go module proxy into bench/.work/bin on first use (bench/lib/peers.ts).
import { execFileSync } from 'node:child_process';
import { mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { cpus, loadavg } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { generate as generateCrdInputs } from '../crd-diff/generate.js';
import { bestOf, measure, median, type Measurement } from '../lib/measure.mjs';
import { ensureCrdify, ensureKubeconform, goModuleVersion } from '../lib/peers.js';
import { makeBenchRepository, TENANT_CRD_FILE, writeKubeconformSchemas } from './generate.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const work = path.join(root, 'bench/.work/check');
const { values } = parseArgs({ options: { runs: { type: 'string', default: '3' }, pairs: { type: 'string', default: '7' }, growth: { type: 'string', default: '1000,10000,100000' }, node: { type: 'string' } } });
const runs = Number(values.runs);
/** A/B pairs for the paired ratios of the 10,000-tenant rows. */
const pairs = Number(values.pairs);
const growthSizes = values.growth.split(',').map(Number);
/** From this size on, one run after the warm-up (a 100,000-tenant run takes tens of seconds). */
const SINGLE_RUN_FROM = 100_000;
const TENANTS_PER_FILE = 10;

/** The Node that runs driftgate: this one, or --node. */
const node = values.node ?? process.execPath;
const nodeVersion = execFileSync(node, ['--version'], { encoding: 'utf8' }).trim();
const driftgate = path.join(root, 'bin/driftgate.js');
const crdFile = TENANT_CRD_FILE;
const cacheDir = path.join(work, 'cache');
const schemaDir = path.join(work, 'schemas');
const example = path.join(root, 'examples/tenants-repo');

const fmt = (n: number): string => Math.round(n).toLocaleString('en-US');
const ms = (m: Measurement): string => `${fmt(m.wallMs)} ms`;
const mib = (m: Measurement): string => (m.rssKb === undefined ? 'n/a' : `${fmt(m.rssKb / 1024)} MiB`);
const times = (a: number, b: number): string => `${(a / b).toFixed(2)}×`;
const load = (): string => loadavg().map((l) => l.toFixed(2)).join(' ');
const emptyCache = (): void => rmSync(cacheDir, { recursive: true, force: true });

function markdown(header: readonly string[], rows: readonly (readonly string[])[]): string {
  return [header, header.map(() => '---'), ...rows].map((r) => `| ${r.join(' | ')} |`).join('\n');
}

/** Met (at or under the goal), or how far off: "met (42 ms under)" / "not met: +1,024 ms". */
function against(measuredMs: number, goalMs: number): string {
  return measuredMs <= goalMs ? `met (${fmt(goalMs - measuredMs)} ms under)` : `not met: +${fmt(measuredMs - goalMs)} ms`;
}

function git(cwd: string, ...args: string[]): string {
  return execFileSync('git', ['-c', 'user.name=bench', '-c', 'user.email=bench@example.com', ...args], { cwd, encoding: 'utf8' });
}

// --- set-up ---------------------------------------------------------------------------------
const loadAtStart = load();
mkdirSync(work, { recursive: true });
const kubeconform = ensureKubeconform(path.join(root, 'bench/.work/bin'));
const crdify = ensureCrdify(path.join(root, 'bench/.work/bin'));
await writeKubeconformSchemas(crdFile, schemaDir);
const kubeconformArgs = ['-strict', '-summary', '-output', 'json', '-schema-location', path.join(schemaDir, '{{.ResourceKind}}_{{.ResourceAPIVersion}}.json'), 'tenants'];

console.log('generating the corpus: 10,000 tenants in 1,000 files, a git history with 10 files changed ...');
const corpus = path.join(work, 'corpus');
await makeBenchRepository(corpus, 10_000, TENANTS_PER_FILE);
git(corpus, 'init', '-q', '-b', 'main');
git(corpus, 'add', '-A');
git(corpus, 'commit', '-qm', 'corpus');
for (const file of readdirSync(path.join(corpus, 'tenants')).sort().slice(0, 10)) {
  const p = path.join(corpus, 'tenants', file);
  writeFileSync(p, readFileSync(p, 'utf8').replace(/cpu: "(\d+)"/, (_, cpu: string) => `cpu: "${Number(cpu) + 1}"`));
}
git(corpus, 'commit', '-qam', 'change 10 files');
// The same history as a clone holds it (the Action's checkout, a developer's clone): objects in a
// pack. The corpus's own objects are loose, one file each, and git reads each blob's header to list
// a tree with sizes (`ls-tree -l`): 16 ms per listing against 5 ms packed on this machine.
const clone = path.join(work, 'corpus-clone');
rmSync(clone, { recursive: true, force: true });
git(work, 'clone', '-q', '--no-local', corpus, clone);
const crdInputs = generateCrdInputs(path.join(work, 'crd-diff'));
const exampleFiles = readdirSync(path.join(example, 'tenants')).filter((f) => f.endsWith('.yaml'));
const exampleTenants = exampleFiles.map((f) => readFileSync(path.join(example, 'tenants', f), 'utf8').match(/^kind: TenantOnboarding$/gm)?.length ?? 0).reduce((a, b) => a + b, 0);

const commit = git(root, 'describe', '--always', '--dirty', '--abbrev=7').trim();
console.log(`\nbench/check: driftgate ${commit} (bin/driftgate.js), node ${nodeVersion}, kubeconform ${goModuleVersion(kubeconform, 'github.com/yannh/kubeconform')}, crdify ${goModuleVersion(crdify, 'sigs.k8s.io/crdify')}, ${cpus().length} cores`);
console.log(`load average at start: ${loadAtStart}`);
console.log(`best of ${runs} run${runs === 1 ? '' : 's'} after a warm-up, wall time; peak RSS from GNU time; ratio = driftgate / peer (above 1: driftgate slower)\n`);

// --- measurements ---------------------------------------------------------------------------
const check = (...extra: string[]): string[] => [driftgate, 'check', 'tenants', '--format', 'json', '--fail-on', 'never', ...extra];
const base = ['--base', 'HEAD~1', '--head', 'HEAD'];
const cache = ['--cache-dir', cacheDir];

/** crdify takes one CRD pair per process: the directory is 200 processes, summed (wall) and the largest (RSS). */
async function crdifyDirectory(): Promise<Measurement & { failing: number }> {
  const files = readdirSync(crdInputs.dirBase).sort();
  let wallMs = 0;
  let rssKb = 0;
  let failing = 0;
  for (const f of files) {
    const m = await measure(crdify, [`file://${path.join(crdInputs.dirBase, f)}`, `file://${path.join(crdInputs.dirHead, f)}`, '-o', 'json']);
    wallMs += m.wallMs;
    rssKb = Math.max(rssKb, m.rssKb ?? 0);
    if (m.code !== 0) failing += 1;
  }
  return { wallMs, rssKb, failing, code: failing === 0 ? 0 : 1, stdout: '', stderr: '' };
}
async function bestCrdifyDirectory(): Promise<Measurement & { failing: number }> {
  await crdifyDirectory();
  let best: Measurement & { failing: number } = await crdifyDirectory();
  for (let i = 1; i < runs; i++) {
    const m = await crdifyDirectory();
    if (m.wallMs < best.wallMs) best = m;
  }
  return best;
}

console.log('measuring: 3-file example ...');
const small = { ours: await bestOf(runs, node, check('--no-cache'), { cwd: example }), peer: await bestOf(runs, kubeconform, kubeconformArgs, { cwd: example }) };
console.log('measuring: 10,000 tenants, cold and warm ...');
emptyCache();
const cold = { ours: await bestOf(runs, node, check('--no-cache'), { cwd: corpus }), peer: await bestOf(runs, kubeconform, kubeconformArgs, { cwd: corpus }) };
let firstFill = await measure(node, check(...cache), { cwd: corpus }); // each run into an emptied cache
for (let i = 1; i < runs; i++) {
  emptyCache();
  const m = await measure(node, check(...cache), { cwd: corpus });
  if (m.wallMs < firstFill.wallMs) firstFill = m;
}
const warm = await bestOf(runs, node, check(...cache), { cwd: corpus });

/**
 * The ratio of driftgate to kubeconform, run in turn pair by pair, as the median of the pairs'
 * ratios (min and max beside it). Two best-of figures taken minutes apart compare two states of a
 * host whose speed drifts: on a shared 2-vCPU VM kubeconform's best of 3 moved from 616 to 933 ms
 * between two runs of this bench, and its ratio with it. A pair shares the host's state.
 */
interface PairedRatio {
  readonly median: number;
  readonly min: number;
  readonly max: number;
  readonly pairs: number;
}
async function pairedRatio(n: number, ours: readonly string[]): Promise<PairedRatio> {
  const ratios: number[] = [];
  for (let i = 0; i < n; i++) {
    const a = await measure(node, ours, { cwd: corpus });
    const b = await measure(kubeconform, kubeconformArgs, { cwd: corpus });
    ratios.push(a.wallMs / b.wallMs);
  }
  return { median: median(ratios), min: Math.min(...ratios), max: Math.max(...ratios), pairs: n };
}
console.log(`measuring: 10,000 tenants, ${pairs} pairs with kubeconform in turn, cold and warm ...`);
const pairedCold = await pairedRatio(pairs, check('--no-cache'));
const pairedWarm = await pairedRatio(pairs, check(...cache));
console.log('measuring: --base, 10 of 1,000 files changed, cold and warm ...');
emptyCache();
const baseCold = await bestOf(runs, node, check(...base, '--no-cache'), { cwd: corpus });
const baseWarm = await bestOf(runs, node, check(...base, ...cache), { cwd: corpus });
const baseColdClone = await bestOf(runs, node, check(...base, '--no-cache'), { cwd: clone });
const baseWarmClone = await bestOf(runs, node, check(...base, ...cache), { cwd: clone });
console.log('measuring: crd-diff, 1 MB pair and 200-CRD directory ...');
const crdDiff = (a: string, b: string): string[] => [driftgate, 'crd-diff', a, b, '--format', 'json'];
const pair = {
  ours: await bestOf(runs, node, crdDiff(crdInputs.bigBase, crdInputs.bigHead)),
  peer: await bestOf(runs, crdify, [`file://${crdInputs.bigBase}`, `file://${crdInputs.bigHead}`, '-o', 'json']),
};
const directory = { ours: await bestOf(runs, node, crdDiff(crdInputs.dirBase, crdInputs.dirHead)), peer: await bestCrdifyDirectory() };

// --- where the time goes: driftgate's own --timings of the same runs ---------------------------
/** One run's phases as `--timings` prints them (ms, rounded), and their total. */
interface Phases {
  readonly byPhase: ReadonlyMap<string, number>;
  readonly totalMs: number;
}
function phasesOf(stderr: string): Phases | undefined {
  const byPhase = new Map<string, number>();
  let totalMs: number | undefined;
  for (const line of stderr.split('\n')) {
    const m = /^ {2}([a-z-]+) +(\d+) ms {2}/.exec(line);
    if (!m) continue;
    if (m[1] === 'total') totalMs = Number(m[2]);
    else byPhase.set(m[1]!, Number(m[2]));
  }
  return totalMs === undefined ? undefined : { byPhase, totalMs };
}
/** The run with the smallest total of `runs` (after a warm-up), as best-of elsewhere in this bench. */
async function bestPhases(args: readonly string[], cwd?: string): Promise<Phases | undefined> {
  const timed = [...args, '--timings'];
  const options = cwd === undefined ? {} : { cwd };
  await measure(node, timed, options);
  let best: Phases | undefined;
  for (let i = 0; i < runs; i++) {
    const p = phasesOf((await measure(node, timed, options)).stderr);
    if (p !== undefined && (best === undefined || p.totalMs < best.totalMs)) best = p;
  }
  return best;
}
console.log('measuring: where the time goes (--timings), and Node\'s own start ...');
const nodeStart = await bestOf(runs, node, ['-e', '0']);
// The cache dir holds what the warm rows above wrote: the warm rows here find it as they did.
const phaseRows: readonly { readonly input: string; readonly phases: Phases | undefined }[] = [
  { input: `${exampleTenants} tenants, --no-cache`, phases: await bestPhases(check('--no-cache'), example) },
  { input: '10,000 tenants, cold', phases: await bestPhases(check('--no-cache'), corpus) },
  { input: '10,000 tenants, warm', phases: await bestPhases(check(...cache), corpus) },
  { input: '`--base`, cold', phases: await bestPhases(check(...base, '--no-cache'), corpus) },
  { input: '`--base`, warm', phases: await bestPhases(check(...base, ...cache), corpus) },
  { input: '`crd-diff`, 1 MB pair', phases: await bestPhases(crdDiff(crdInputs.bigBase, crdInputs.bigHead)) },
];

interface GrowthStep {
  readonly tenants: number;
  readonly runs: number;
  readonly ours: Measurement;
  readonly peer: Measurement;
}
const growth: GrowthStep[] = [];
for (const tenants of growthSizes) {
  if (tenants === 10_000) {
    growth.push({ tenants, runs, ...cold }); // the same corpus as the main table's cold row: measured once
    continue;
  }
  console.log(`measuring: growth, ${fmt(tenants)} tenants ...`);
  const dir = path.join(work, `growth-${tenants}`);
  await makeBenchRepository(dir, tenants, TENANTS_PER_FILE);
  const n = tenants >= SINGLE_RUN_FROM ? 1 : runs;
  growth.push({ tenants, runs: n, ours: await bestOf(n, node, check('--no-cache'), { cwd: dir }), peer: await bestOf(n, kubeconform, kubeconformArgs, { cwd: dir }) });
  rmSync(dir, { recursive: true, force: true });
}
const loadAtEnd = load();

// --- report ---------------------------------------------------------------------------------
const GOAL_BASE_MS = 300;
const row = (input: string, ours: Measurement, peer: Measurement | undefined, ratio: string, peerName = ''): string[] => [
  input,
  ms(ours),
  peer ? `${peerName}${ms(peer)}` : '—',
  ratio,
  mib(ours),
  peer ? mib(peer) : '—',
];
console.log(
  '\n' +
    markdown(
      ['input', 'driftgate', 'kubeconform / crdify', 'ratio', 'peak RSS driftgate', 'peak RSS peer'],
      [
        row(`${exampleTenants} tenants in ${exampleFiles.length} files (examples/tenants-repo/tenants, --no-cache)`, small.ours, small.peer, times(small.ours.wallMs, small.peer.wallMs)),
        row('10,000 tenants in 1,000 files (cold: --no-cache)', cold.ours, cold.peer, times(cold.ours.wallMs, cold.peer.wallMs)),
        row('10,000 tenants in 1,000 files (warm cache: parse results and verdicts, 2nd run)', warm, undefined, times(warm.wallMs, cold.peer.wallMs) + ' of kubeconform'),
        row('`--base`, 10 of 1,000 files changed (cold: --no-cache)', baseCold, undefined, `goal < ${GOAL_BASE_MS} ms: ${against(baseCold.wallMs, GOAL_BASE_MS)}`),
        row('`--base`, 10 of 1,000 files changed (warm cache, repeated run)', baseWarm, undefined, `goal < ${GOAL_BASE_MS} ms: ${against(baseWarm.wallMs, GOAL_BASE_MS)}`),
        row('`--base`, the same in a clone (objects packed), cold', baseColdClone, undefined, `goal < ${GOAL_BASE_MS} ms: ${against(baseColdClone.wallMs, GOAL_BASE_MS)}`),
        row('`--base`, the same in a clone (objects packed), warm', baseWarmClone, undefined, `goal < ${GOAL_BASE_MS} ms: ${against(baseWarmClone.wallMs, GOAL_BASE_MS)}`),
        row(`\`crd-diff\`, ${(crdInputs.bigBytes / 1e6).toFixed(2)} MB CRD pair`, pair.ours, pair.peer, times(pair.ours.wallMs, pair.peer.wallMs), 'crdify '),
        row(`\`crd-diff\`, ${crdInputs.dirCount}-CRD directory`, directory.ours, directory.peer, times(directory.ours.wallMs, directory.peer.wallMs), `crdify (${crdInputs.dirCount} processes summed) `),
      ],
    ),
);
const paired = (p: PairedRatio): string => `${p.median.toFixed(2)}× (pairs from ${p.min.toFixed(2)}× to ${p.max.toFixed(2)}×)`;
console.log(`\n10,000 tenants against kubeconform, paired (median of ${pairedCold.pairs} runs of each in turn): cold ${paired(pairedCold)}, warm cache ${paired(pairedWarm)}`);
const PHASE_COLUMNS = ['node', 'load', 'setup', 'read', 'parse', 'schema', 'policy', 'crd-gate', 'compare', 'judge', 'report'];
console.log(`\nwhere the time goes: \`driftgate --timings\` (ms from the process's start, best of ${runs} by total); Node's own start beside it, \`node -e 0\`: ${ms(nodeStart)}\n`);
console.log(
  markdown(
    ['input', ...PHASE_COLUMNS, 'total'],
    phaseRows.map(({ input, phases }) => [input, ...PHASE_COLUMNS.map((c) => (phases?.byPhase.has(c) ? String(phases.byPhase.get(c)) : '—')), phases ? String(phases.totalMs) : 'not printed']),
  ),
);
/** The sum of some phases of a row: what it pays before the work a goal is about. */
const before = (input: string, names: readonly string[]): number | undefined => {
  const p = phaseRows.find((r) => r.input === input)?.phases;
  return p === undefined ? undefined : names.reduce((sum, n) => sum + (p.byPhase.get(n) ?? 0), 0);
};
const share = (input: string, names: readonly string[], goalMs: number, what: string): string => {
  const sum = before(input, names);
  return sum === undefined ? `${input}: --timings not printed` : `${input}: ${names.join(' + ')} = ${fmt(sum)} ms ${what}, of the ${fmt(goalMs)} ms goal`;
};
console.log('\nwhat each goal pays before its own work (from the table above):');
console.log(`  ${share(`${exampleTenants} tenants, --no-cache`, ['node', 'load', 'setup'], 100, 'before a file is read')}`);
console.log(`  ${share('`--base`, cold', ['node', 'load', 'setup', 'read', 'parse'], GOAL_BASE_MS, "before judging (the head's objects are the cross-document rules' context)")}`);
console.log(`  ${share('`--base`, warm', ['node', 'load', 'setup', 'read'], GOAL_BASE_MS, 'before parsing (the files it does not report come from their kept cross-document facts)')}`);
console.log(`  ${share('`crd-diff`, 1 MB pair', ['node', 'load', 'setup', 'read', 'parse'], 200, 'before comparing')}`);

console.log(`\nfirst run into an empty cache (writes every parse result and verdict; best of ${runs}): ${ms(firstFill)} (${times(firstFill.wallMs, cold.ours.wallMs)} of --no-cache), peak RSS ${mib(firstFill)}`);

console.log(`\ngrowth: driftgate check (cold: --no-cache, schema + default pack) and kubeconform, ${TENANTS_PER_FILE} tenants per file; ×10 step = time / time of the step before (linear ≈ 10×)\n`);
console.log(
  markdown(
    ['tenants', 'files', 'driftgate', '×10 step', 'kubeconform', '×10 step', 'ratio', 'peak RSS driftgate', 'peak RSS kubeconform', 'runs'],
    growth.map((g, i) => {
      const before = growth[i - 1];
      const step = (now: Measurement, prev: Measurement | undefined): string => (prev ? times(now.wallMs, prev.wallMs) : '—');
      const runsNote = g.runs === 1 ? '1 (after a warm-up)' : `best of ${g.runs}`;
      return [fmt(g.tenants), fmt(Math.ceil(g.tenants / TENANTS_PER_FILE)), ms(g.ours), step(g.ours, before?.ours), ms(g.peer), step(g.peer, before?.peer), times(g.ours.wallMs, g.peer.wallMs), mib(g.ours), mib(g.peer), runsNote];
    }),
  ),
);

// What each tool reported: both judged the same inputs (a timing of a failed run would mean nothing).
/** "3 errors (cross/budget ×3)": the error count of a JSON report, by rule. */
const dgErrors = (m: Measurement): string => {
  try {
    const report = JSON.parse(m.stdout) as { findings?: { ruleId: string; severity: string }[] };
    const rules = new Map<string, number>();
    for (const f of report.findings ?? []) if (f.severity === 'error') rules.set(f.ruleId, (rules.get(f.ruleId) ?? 0) + 1);
    const total = [...rules.values()].reduce((a, b) => a + b, 0);
    return total === 0 ? '0 errors' : `${total} errors (${[...rules].map(([rule, n]) => `${rule} ×${n}`).join(', ')})`;
  } catch {
    return `unreadable output (exit ${m.code})`;
  }
};
const kcSummary = (m: Measurement): string => {
  try {
    const s = (JSON.parse(m.stdout) as { summary?: Record<string, number> }).summary ?? {};
    return `${s.valid ?? 0} valid, ${s.invalid ?? 0} invalid, ${s.errors ?? 0} errors, ${s.skipped ?? 0} skipped`;
  } catch {
    return `unreadable output (exit ${m.code})`;
  }
};
console.log('\nverdicts (every tenant is schema-valid; cross/budget is the pack\'s cluster totals, which kubeconform does not check):');
console.log(`  example: driftgate ${dgErrors(small.ours)}; kubeconform ${kcSummary(small.peer)}`);
console.log(`  10,000 tenants: driftgate cold ${dgErrors(cold.ours)}, warm ${dgErrors(warm)}, --base cold ${dgErrors(baseCold)}, --base warm ${dgErrors(baseWarm)}; kubeconform ${kcSummary(cold.peer)}`);
for (const g of growth) console.log(`  growth ${fmt(g.tenants)}: driftgate ${dgErrors(g.ours)}; kubeconform ${kcSummary(g.peer)}`);
console.log(`  crd-diff: driftgate exit ${pair.ours.code} (pair), ${directory.ours.code} (directory); crdify exit ${pair.peer.code} (pair), ${directory.peer.failing} of ${crdInputs.dirCount} failing (directory, every fifth CRD changed)`);

const step = (from: number, to: number): string => {
  const a = growth.find((g) => g.tenants === from);
  const b = growth.find((g) => g.tenants === to);
  return a && b ? `${fmt(from)}→${fmt(to)}: driftgate ${times(b.ours.wallMs, a.ours.wallMs)}, kubeconform ${times(b.peer.wallMs, a.peer.wallMs)}` : `${fmt(from)}→${fmt(to)}: not measured`;
};
console.log('\ngoals of issue #29, first set in #15 (printed, not asserted):');
console.log(`  ${exampleTenants} tenants (the example) under 100 ms, whole process: ${ms(small.ours)}: ${against(small.ours.wallMs, 100)}`);
console.log(`  10,000 tenants at or below kubeconform: ${ms(cold.ours)} vs ${ms(cold.peer)} (${times(cold.ours.wallMs, cold.peer.wallMs)}): ${against(cold.ours.wallMs, cold.peer.wallMs)}; warm cache ${ms(warm)}: ${against(warm.wallMs, cold.peer.wallMs)}`);
const pairedGoal = (p: PairedRatio): string => (p.median <= 1 ? 'met' : `not met: ${p.median.toFixed(2)}×`);
console.log(`  the same, paired with kubeconform (the median of the pairs' ratios): cold ${pairedGoal(pairedCold)}; warm cache ${pairedGoal(pairedWarm)}`);
console.log(`  --base, 10 of 1,000 files changed, under ${GOAL_BASE_MS} ms: warm ${ms(baseWarm)}: ${against(baseWarm.wallMs, GOAL_BASE_MS)}; cold ${ms(baseCold)}: ${against(baseCold.wallMs, GOAL_BASE_MS)}`);
console.log(`    in a clone (objects packed): warm ${ms(baseWarmClone)}: ${against(baseWarmClone.wallMs, GOAL_BASE_MS)}; cold ${ms(baseColdClone)}: ${against(baseColdClone.wallMs, GOAL_BASE_MS)}`);
console.log(`  crd-diff 1 MB pair under 200 ms: ${ms(pair.ours)}: ${against(pair.ours.wallMs, 200)}; faster than crdify (${ms(pair.peer)}): ${against(pair.ours.wallMs, pair.peer.wallMs)}`);
console.log(`  crd-diff ${crdInputs.dirCount} CRDs, keep the lead over crdify: ${ms(directory.ours)} vs ${ms(directory.peer)}: ${against(directory.ours.wallMs, directory.peer.wallMs)}`);
const rss150 = (m: Measurement): string => (m.rssKb === undefined ? 'n/a' : `${mib(m)}: ${m.rssKb / 1024 < 150 ? 'met' : `not met: +${fmt(m.rssKb / 1024 - 150)} MiB`}`);
console.log(`  peak memory on 10,000 tenants under 150 MiB: cold ${rss150(cold.ours)}; warm ${rss150(warm)}`);
console.log(`  growth linear (≈ 10× per 10× step): ${step(1_000, 10_000)}; ${step(10_000, 100_000)}`);
console.log(`\nload average at end: ${loadAtEnd}`);
