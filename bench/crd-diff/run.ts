// Benchmark: driftgate crd-diff against crdify (sigs.k8s.io/crdify) on the same generated
// inputs, in the same run. Prints wall time, peak RSS and ratios. Not a test; never fails on
// a timing. Run: npx tsx bench/crd-diff/run.ts   (RUNS=5 to change the repetitions)
//
// Work dir: bench/.work/crd-diff (git-ignored): inputs, the driftgate bundle, the crdify binary.
// crdify is built from the Go module proxy. `go install sigs.k8s.io/crdify@latest` needs the
// proxy's version list; where that is refused, a pinned version is fetched with `go get` in a
// scratch module and built with `go build` (CRDIFY_VERSION, default v0.5.0).
import { execFileSync, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { compareCrdSets } from '../../src/core/crd-compat/index.js';
import { loadManifests } from '../../src/core/manifest/manifest.js';
import { parseYaml } from '../../src/core/yaml/parse.js';
import { generate } from './generate.js';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const work = path.join(root, 'bench/.work/crd-diff');
const RUNS = Number(process.env.RUNS ?? 5);
const CRDIFY_VERSION = process.env.CRDIFY_VERSION ?? 'v0.5.0';
const TIME = '/usr/bin/time';

interface Sample {
  readonly ms: number;
  readonly rssKb: number;
  readonly code: number;
  readonly stdout: string;
}

/** One process, timed in wall-clock milliseconds, with its peak RSS from /usr/bin/time. */
function measure(cmd: string, args: readonly string[], cwd = root): Sample {
  const started = performance.now();
  const r = spawnSync(TIME, ['-f', '__RSS__%M', cmd, ...args], { cwd, encoding: 'utf8', maxBuffer: 1 << 28 });
  const ms = performance.now() - started;
  const m = /__RSS__(\d+)/.exec(r.stderr ?? '');
  if (!m) throw new Error(`no RSS for ${cmd} ${args.join(' ')}: ${r.stderr}`);
  return { ms, rssKb: Number(m[1]), code: r.status ?? -1, stdout: r.stdout ?? '' };
}

function median(values: readonly number[]): number {
  const s = [...values].sort((a, b) => a - b);
  const mid = Math.floor(s.length / 2);
  return s.length % 2 ? (s[mid] ?? 0) : ((s[mid - 1] ?? 0) + (s[mid] ?? 0)) / 2;
}

function goBusy(): boolean {
  const r = spawnSync('pgrep', ['-f', 'go (build|install)'], { encoding: 'utf8' });
  return r.status === 0 && r.stdout.trim() !== '';
}

function ensureCrdify(): string {
  const bin = path.join(work, 'bin/crdify');
  if (existsSync(bin)) return bin;
  if (goBusy()) throw new Error('a Go build is running (pgrep -f "go build"); run the benchmark when it has finished');
  mkdirSync(path.join(work, 'bin'), { recursive: true });
  const env = { ...process.env, GOBIN: path.join(work, 'bin'), GOFLAGS: '-mod=mod' };
  const viaInstall = spawnSync('go', ['install', 'sigs.k8s.io/crdify@latest'], { env, stdio: 'inherit' });
  if (viaInstall.status === 0 && existsSync(bin)) return bin;
  const mod = path.join(work, 'mod');
  mkdirSync(mod, { recursive: true });
  if (!existsSync(path.join(mod, 'go.mod'))) execFileSync('go', ['mod', 'init', 'crdifybench'], { cwd: mod, env });
  execFileSync('go', ['get', `sigs.k8s.io/crdify@${CRDIFY_VERSION}`], { cwd: mod, env, stdio: 'inherit' });
  execFileSync('go', ['build', '-o', bin, 'sigs.k8s.io/crdify'], { cwd: mod, env, stdio: 'inherit' });
  return bin;
}

function buildDriftgate(): string {
  const out = path.join(work, 'dist');
  execFileSync(process.execPath, [path.join(root, 'scripts/build.mjs'), out], { cwd: root, stdio: 'inherit' });
  return path.join(out, 'cli.js');
}

function crdifyVersion(bin: string): string {
  const r = spawnSync(bin, ['version'], { encoding: 'utf8' });
  return (r.stdout || r.stderr).trim().split('\n')[0] ?? 'unknown';
}

/** The engine alone (parse and compare, no process start), in-process, after one warm-up. */
function engineMs(base: string, head: string): number {
  const b = readFileSync(base, 'utf8');
  const h = readFileSync(head, 'utf8');
  const once = (): number => {
    const t = performance.now();
    compareCrdSets({
      base: loadManifests(parseYaml(b, { file: 'base.yaml' }).documents).manifests,
      head: loadManifests(parseYaml(h, { file: 'head.yaml' }).documents).manifests,
    });
    return performance.now() - t;
  };
  once();
  return median(Array.from({ length: RUNS }, once));
}

function row(label: string, ms: number, rssKb: number): string {
  return `${label.padEnd(44)} ${ms.toFixed(0).padStart(9)} ms ${(rssKb / 1024).toFixed(0).padStart(7)} MiB`;
}

function main(): void {
  mkdirSync(work, { recursive: true });
  const load = readFileSync('/proc/loadavg', 'utf8').split(' ').slice(0, 3).join(' ');
  const inputs = generate(work);
  const crdify = ensureCrdify();
  const driftgate = buildDriftgate();
  const node = process.execPath;
  const ours = (a: string, b: string): string[] => [driftgate, 'crd-diff', a, b, '--format', 'json'];

  console.log(`crd-diff benchmark — node ${process.version}, crdify ${crdifyVersion(crdify)}, ${RUNS} runs (median), load average ${load}`);
  console.log(`inputs: CRD pair ${(inputs.bigBytes / 1e6).toFixed(2)} MB (tree depth 5 × fan-out 3, a 24-level chain); directory of ${inputs.dirCount} CRDs, ${(inputs.dirBytes / 1e6).toFixed(1)} MB, every fifth one changed\n`);

  // 1. the ≥ 1 MB pair
  const big = { ours: [] as Sample[], crdify: [] as Sample[] };
  for (let i = 0; i < RUNS; i++) {
    big.ours.push(measure(node, ours(inputs.bigBase, inputs.bigHead)));
    big.crdify.push(measure(crdify, [`file://${inputs.bigBase}`, `file://${inputs.bigHead}`, '-o', 'json']));
  }
  const oursFindings = (JSON.parse(big.ours[0]?.stdout ?? '{}') as { summary?: Record<string, number> }).summary;
  // 2. the directory of 200 CRDs: one driftgate process; crdify takes one CRD per invocation (as Gateway API's hack/verify-crdify.sh loops)
  const files = readdirSync(inputs.dirBase).sort();
  const dir = { ours: [] as Sample[], crdify: [] as { ms: number; rssKb: number; failing: number }[] };
  const dirRuns = Math.max(1, Math.min(RUNS, 3));
  for (let i = 0; i < dirRuns; i++) {
    dir.ours.push(measure(node, ours(inputs.dirBase, inputs.dirHead)));
    let ms = 0;
    let rssKb = 0;
    let failing = 0;
    for (const f of files) {
      const s = measure(crdify, [`file://${path.join(inputs.dirBase, f)}`, `file://${path.join(inputs.dirHead, f)}`, '-o', 'json']);
      ms += s.ms;
      rssKb = Math.max(rssKb, s.rssKb);
      if (s.code !== 0) failing += 1;
    }
    dir.crdify.push({ ms, rssKb, failing });
  }
  const dirSummary = (JSON.parse(dir.ours[0]?.stdout ?? '{}') as { findings?: { object?: { name?: string }; severity: string }[] }).findings ?? [];
  const flagged = new Set(dirSummary.filter((f) => f.severity === 'error').map((f) => f.object?.name)).size;

  const bigOursMs = median(big.ours.map((s) => s.ms));
  const bigCrdifyMs = median(big.crdify.map((s) => s.ms));
  const bigOursRss = Math.max(...big.ours.map((s) => s.rssKb));
  const bigCrdifyRss = Math.max(...big.crdify.map((s) => s.rssKb));
  const dirOursMs = median(dir.ours.map((s) => s.ms));
  const dirCrdifyMs = median(dir.crdify.map((s) => s.ms));
  const dirOursRss = Math.max(...dir.ours.map((s) => s.rssKb));
  const dirCrdifyRss = Math.max(...dir.crdify.map((s) => s.rssKb));

  console.log(`${'input / tool'.padEnd(44)} ${'wall time'.padStart(12)} ${'peak RSS'.padStart(11)}`);
  console.log(row('1 MB pair: driftgate crd-diff (process)', bigOursMs, bigOursRss));
  console.log(row('1 MB pair: crdify (process)', bigCrdifyMs, bigCrdifyRss));
  console.log(row('1 MB pair: driftgate engine only (in-process)', engineMs(inputs.bigBase, inputs.bigHead), 0).replace(/\s+0 MiB$/, '        —'));
  console.log(row(`${inputs.dirCount} CRDs: driftgate crd-diff (1 process)`, dirOursMs, dirOursRss));
  console.log(row(`${inputs.dirCount} CRDs: crdify (${files.length} processes, summed)`, dirCrdifyMs, dirCrdifyRss));
  console.log('');
  console.log(`ratios (crdify / driftgate): 1 MB pair time ${(bigCrdifyMs / bigOursMs).toFixed(2)}×, RSS ${(bigCrdifyRss / bigOursRss).toFixed(2)}×; ` +
    `${inputs.dirCount} CRDs time ${(dirCrdifyMs / dirOursMs).toFixed(2)}×, RSS ${(dirCrdifyRss / dirOursRss).toFixed(2)}×`);
  console.log(`exit codes: driftgate ${big.ours[0]?.code} (pair), ${dir.ours[0]?.code} (dir); crdify ${big.crdify[0]?.code} (pair), ${dir.crdify[0]?.failing} of ${files.length} invocations failing (dir)`);
  console.log(`findings: driftgate pair ${JSON.stringify(oursFindings)}; dir: ${flagged} CRDs with errors (40 were changed)`);
  writeFileSync(path.join(work, 'last-run.json'), JSON.stringify({ load, bigOursMs, bigCrdifyMs, bigOursRss, bigCrdifyRss, dirOursMs, dirCrdifyMs, dirOursRss, dirCrdifyRss }, null, 2));
}

main();
