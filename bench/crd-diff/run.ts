// Benchmark: driftgate crd-diff against crdify (sigs.k8s.io/crdify) on the same generated
// inputs, in the same run. Prints wall time, peak RSS and ratios. Not a test; never fails on
// a timing. Run: npx tsx bench/crd-diff/run.ts   (RUNS=5 to change the repetitions)
//
// Work dir: bench/.work/crd-diff (git-ignored): inputs and the driftgate bundle. crdify is built
// from the Go module proxy into bench/.work/bin (bench/lib/peers.ts: its latest release, else
// CRDIFY_VERSION, default v0.5.0). bench/check measures the same inputs beside driftgate check.
import { execFileSync, spawnSync } from 'node:child_process';
import { mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { compareCrdSets } from '../../src/core/crd-compat/index.js';
import { loadManifests } from '../../src/core/manifest/manifest.js';
import { parseYaml } from '../../src/core/yaml/parse.js';
import { ensureCrdify, goModuleVersion } from '../lib/peers.js';
import { generate } from './generate.js';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const work = path.join(root, 'bench/.work/crd-diff');
const RUNS = Number(process.env.RUNS ?? 5);
const TIME = '/usr/bin/time';

interface Sample {
  readonly ms: number;
  /** user + system CPU time: less sensitive than wall time to other load on a shared machine. */
  readonly cpuMs: number;
  readonly rssKb: number;
  readonly code: number;
  readonly stdout: string;
}

/** One process, timed in wall-clock milliseconds, with its peak RSS from /usr/bin/time. */
function measure(cmd: string, args: readonly string[], cwd = root): Sample {
  const started = performance.now();
  const r = spawnSync(TIME, ['-f', '__RSS__%M __CPU__%U %S', cmd, ...args], { cwd, encoding: 'utf8', maxBuffer: 1 << 28 });
  const ms = performance.now() - started;
  const m = /__RSS__(\d+) __CPU__([\d.]+) ([\d.]+)/.exec(r.stderr ?? '');
  if (!m) throw new Error(`no RSS for ${cmd} ${args.join(' ')}: ${r.stderr}`);
  return { ms, cpuMs: (Number(m[2]) + Number(m[3])) * 1000, rssKb: Number(m[1]), code: r.status ?? -1, stdout: r.stdout ?? '' };
}

function median(values: readonly number[]): number {
  const s = [...values].sort((a, b) => a - b);
  const mid = Math.floor(s.length / 2);
  return s.length % 2 ? (s[mid] ?? 0) : ((s[mid - 1] ?? 0) + (s[mid] ?? 0)) / 2;
}

function buildDriftgate(): string {
  const out = path.join(work, 'dist');
  execFileSync(process.execPath, [path.join(root, 'scripts/build.mjs'), out], { cwd: root, stdio: 'inherit' });
  // What bin/driftgate.js does, for the bundle built here.
  const entry = path.join(work, 'driftgate.mjs');
  writeFileSync(entry, "import { createRequire } from 'node:module';\ncreateRequire(import.meta.url)('./dist/launch.cjs').launch();\n");
  return entry;
}

/** The engine alone, in-process, after one warm-up: YAML parse, source maps (built on first locate), the gate. CPU ms. */
function engineMs(base: string, head: string): { parse: number; sourceMaps: number; gate: number; total: number } {
  const b = readFileSync(base, 'utf8');
  const h = readFileSync(head, 'utf8');
  const cpu = (f: () => void): number => {
    const c = process.cpuUsage();
    f();
    const d = process.cpuUsage(c);
    return (d.user + d.system) / 1000;
  };
  const once = (): { parse: number; sourceMaps: number; gate: number } => {
    let pb = parseYaml('', { file: 'x' });
    let ph = pb;
    const parse = cpu(() => {
      pb = parseYaml(b, { file: 'base.yaml' });
      ph = parseYaml(h, { file: 'head.yaml' });
    });
    const sourceMaps = cpu(() => {
      pb.documents[0]?.locate('');
      ph.documents[0]?.locate('');
    });
    const gate = cpu(() => compareCrdSets({ base: loadManifests(pb.documents).manifests, head: loadManifests(ph.documents).manifests }));
    return { parse, sourceMaps, gate };
  };
  once();
  const runs = Array.from({ length: RUNS }, once);
  const parse = median(runs.map((r) => r.parse));
  const sourceMaps = median(runs.map((r) => r.sourceMaps));
  const gate = median(runs.map((r) => r.gate));
  return { parse, sourceMaps, gate, total: parse + sourceMaps + gate };
}

function row(label: string, ms: number, cpuMs: number | undefined, rssKb: number | undefined): string {
  const cpu = cpuMs === undefined ? '—'.padStart(12) : `${cpuMs.toFixed(0).padStart(9)} ms`;
  const rss = rssKb === undefined ? '—'.padStart(11) : `${(rssKb / 1024).toFixed(0).padStart(7)} MiB`;
  return `${label.padEnd(46)} ${ms.toFixed(0).padStart(9)} ms ${cpu} ${rss}`;
}

function main(): void {
  mkdirSync(work, { recursive: true });
  const load = readFileSync('/proc/loadavg', 'utf8').split(' ').slice(0, 3).join(' ');
  const inputs = generate(work);
  const crdify = ensureCrdify(path.join(root, 'bench/.work/bin'));
  const driftgate = buildDriftgate();
  const node = process.execPath;
  const ours = (a: string, b: string): string[] => [driftgate, 'crd-diff', a, b, '--format', 'json'];

  console.log(`crd-diff benchmark — node ${process.version}, crdify ${goModuleVersion(crdify, 'sigs.k8s.io/crdify')}, ${RUNS} runs (median), load average ${load}`);
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
  const dir = { ours: [] as Sample[], crdify: [] as { ms: number; cpuMs: number; rssKb: number; failing: number }[] };
  const dirRuns = Math.max(1, Math.min(RUNS, 3));
  for (let i = 0; i < dirRuns; i++) {
    dir.ours.push(measure(node, ours(inputs.dirBase, inputs.dirHead)));
    let ms = 0;
    let cpuMs = 0;
    let rssKb = 0;
    let failing = 0;
    for (const f of files) {
      const s = measure(crdify, [`file://${path.join(inputs.dirBase, f)}`, `file://${path.join(inputs.dirHead, f)}`, '-o', 'json']);
      ms += s.ms;
      cpuMs += s.cpuMs;
      rssKb = Math.max(rssKb, s.rssKb);
      if (s.code !== 0) failing += 1;
    }
    dir.crdify.push({ ms, cpuMs, rssKb, failing });
  }
  const dirSummary = (JSON.parse(dir.ours[0]?.stdout ?? '{}') as { findings?: { object?: { name?: string }; severity: string }[] }).findings ?? [];
  const flagged = new Set(dirSummary.filter((f) => f.severity === 'error').map((f) => f.object?.name)).size;

  const med = (xs: readonly { ms: number; cpuMs: number }[]) => ({ ms: median(xs.map((x) => x.ms)), cpu: median(xs.map((x) => x.cpuMs)) });
  const bigOurs = med(big.ours);
  const bigCrdify = med(big.crdify);
  const dirOurs = med(dir.ours);
  const dirCrdify = med(dir.crdify);
  const bigOursRss = Math.max(...big.ours.map((s) => s.rssKb));
  const bigCrdifyRss = Math.max(...big.crdify.map((s) => s.rssKb));
  const dirOursRss = Math.max(...dir.ours.map((s) => s.rssKb));
  const dirCrdifyRss = Math.max(...dir.crdify.map((s) => s.rssKb));
  const engine = engineMs(inputs.bigBase, inputs.bigHead);

  console.log(`${'input / tool'.padEnd(46)} ${'wall time'.padStart(12)} ${'CPU time'.padStart(12)} ${'peak RSS'.padStart(11)}`);
  console.log(row('1 MB pair: driftgate crd-diff (process)', bigOurs.ms, bigOurs.cpu, bigOursRss));
  console.log(row('1 MB pair: crdify (process)', bigCrdify.ms, bigCrdify.cpu, bigCrdifyRss));
  console.log(row('1 MB pair: driftgate in-process, no startup', engine.total, engine.total, undefined));
  console.log(`${''.padEnd(6)}of which YAML parse ${engine.parse.toFixed(0)} ms, source maps ${engine.sourceMaps.toFixed(0)} ms (src/core/yaml), the gate ${engine.gate.toFixed(0)} ms (CPU)`);
  console.log(row(`${inputs.dirCount} CRDs: driftgate crd-diff (1 process)`, dirOurs.ms, dirOurs.cpu, dirOursRss));
  console.log(row(`${inputs.dirCount} CRDs: crdify (${files.length} processes, summed)`, dirCrdify.ms, dirCrdify.cpu, dirCrdifyRss));
  console.log('');
  const ratio = (a: number, b: number) => `${(a / b).toFixed(2)}×`;
  console.log(`ratios crdify / driftgate (above 1: driftgate is faster or smaller):`);
  console.log(`  1 MB pair: wall ${ratio(bigCrdify.ms, bigOurs.ms)}, CPU ${ratio(bigCrdify.cpu, bigOurs.cpu)}, peak RSS ${ratio(bigCrdifyRss, bigOursRss)}`);
  console.log(`  ${inputs.dirCount} CRDs:  wall ${ratio(dirCrdify.ms, dirOurs.ms)}, CPU ${ratio(dirCrdify.cpu, dirOurs.cpu)}, peak RSS ${ratio(dirCrdifyRss, dirOursRss)} (crdify's RSS is per process)`);
  console.log(`exit codes: driftgate ${big.ours[0]?.code} (pair), ${dir.ours[0]?.code} (dir); crdify ${big.crdify[0]?.code} (pair), ${dir.crdify[0]?.failing} of ${files.length} invocations failing (dir)`);
  console.log(`findings: driftgate pair ${JSON.stringify(oursFindings)}; dir: ${flagged} CRDs with errors (40 were changed)`);
  writeFileSync(path.join(work, 'last-run.json'), JSON.stringify({ load, bigOurs, bigCrdify, engine, dirOurs, dirCrdify, bigOursRss, bigCrdifyRss, dirOursRss, dirCrdifyRss }, null, 2));
}

main();
