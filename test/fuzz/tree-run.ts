// The tree fuzzer: `npm run fuzz:trees -- --cases 10000 [--seed S] [--from I] [--workers 2] [--keep] [--out FILE]`.
//
// Each case is a repository tree generated from (seed, i) by test/fuzz/tree-cases.ts and run
// through the committed CLI as its own process by test/fuzz/tree-harness.ts (which lists the
// invariants). `--workers` lanes run cases side by side, each with its own listener and
// scratch folder. Prints counts per class of input, every failure with the command that
// re-runs it, and the maximum time and memory; exits 1 on any failure. A case over 5 s is
// re-run alone at the end and both times are printed (on a loaded machine a slow case may be
// load). `--keep` leaves the last case's tree in place (with `--cases 1`, to look at it).
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import process from 'node:process';
import { parseArgs } from 'node:util';
import { treeCaseAt } from './tree-cases.js';
import { harnessTools, Lane, prepareRun, type CaseResult } from './tree-harness.js';

const { values } = parseArgs({
  args: process.argv.slice(2),
  options: {
    cases: { type: 'string', default: '200' },
    seed: { type: 'string', default: '20261204' },
    from: { type: 'string', default: '0' },
    workers: { type: 'string', default: '2' },
    keep: { type: 'boolean', default: false },
    minutes: { type: 'string' },
    out: { type: 'string' },
  },
});
const cases = Number(values.cases);
const seed = Number(values.seed);
const from = Number(values.from);
const workers = Math.max(1, Number(values.workers));
const deadline = values.minutes !== undefined ? Date.now() + Number(values.minutes) * 60_000 : Infinity;

export interface RunFigures {
  readonly results: readonly CaseResult[];
  readonly seconds: number;
}

const scratch = mkdtempSync(path.join(tmpdir(), 'driftgate-treefuzz-'));
const cleanup = (): void => {
  if (!values.keep) rmSync(scratch, { recursive: true, force: true });
};
process.on('exit', cleanup);

const replay = (i: number): string => `npm run fuzz:trees -- --seed ${seed} --from ${i} --cases 1 --keep`;

const shared = await prepareRun(scratch);
const lanes = Array.from({ length: workers }, (_, k) => new Lane(shared, k));
for (const lane of lanes) await lane.start();

const results: CaseResult[] = [];
const started = Date.now();
let next = from;
const end = from + cases;
let stopping = false;
let lastLane: Lane | undefined;
process.on('SIGINT', () => (stopping = true));
process.on('SIGTERM', () => (stopping = true));

await Promise.all(
  lanes.map(async (lane) => {
    while (next < end && !stopping && Date.now() < deadline) {
      const i = next++;
      lastLane = lane;
      const result = await lane.run(treeCaseAt(seed, i));
      results.push(result);
      for (const f of result.failures) process.stderr.write(`FAIL case ${i} ${f.kind}: ${f.detail.split('\n')[0]?.slice(0, 200) ?? ''}\n  re-run: ${replay(i)}\n`);
      if (results.length % 200 === 0) {
        const s = (Date.now() - started) / 1000;
        process.stderr.write(`${results.length}/${cases} cases in ${s.toFixed(0)} s (${(results.length / s).toFixed(1)}/s), ${results.filter((r) => r.failures.length > 0).length} failing\n`);
      }
    }
  }),
);
const seconds = (Date.now() - started) / 1000;

// Cases over the time bound, once more alone: the figure without the other lanes' load.
const reruns = new Map<number, CaseResult>();
for (const r of results.filter((x) => x.failures.some((f) => f.kind === 'time')).slice(0, 10)) {
  if (stopping) break;
  reruns.set(r.index, await lanes[0]!.run(treeCaseAt(seed, r.index)));
}
for (const lane of lanes) await lane.close();
if (values.keep) process.stderr.write(`kept: ${lastLane?.tree ?? ''} (scratch ${scratch})\n`);

const text = summary();
process.stdout.write(text);
if (values.out) writeFileSync(values.out, text);
process.exitCode = results.some((r) => r.failures.length > 0) ? 1 : 0;

function summary(): string {
  const sorted = [...results].sort((a, b) => a.index - b.index);
  const failing = sorted.filter((r) => r.failures.length > 0);
  const max = <K extends 'wallMs' | 'cpuMs' | 'rssBytes'>(key: K): CaseResult | undefined => sorted.reduce<CaseResult | undefined>((m, r) => ((r[key] ?? 0) > (m?.[key] ?? -1) ? r : m), undefined);
  const walls = sorted.map((r) => r.wallMs).sort((a, b) => a - b);
  const pct = (p: number): string => (walls.length ? (walls[Math.min(walls.length - 1, Math.floor(p * walls.length))] ?? 0).toFixed(0) : '-');
  const maxWall = max('wallMs');
  const maxCpu = max('cpuMs');
  const maxRss = max('rssBytes');
  const count = (xs: readonly string[]): Map<string, number> => xs.reduce((m, x) => m.set(x, (m.get(x) ?? 0) + 1), new Map<string, number>());
  const kinds = count(failing.flatMap((r) => [...new Set(r.failures.map((f) => f.kind))]));
  const exits = count(sorted.map((r) => String(r.code)));
  const lines = [
    `driftgate tree fuzz: seed ${seed}, cases ${from}..${from + cases - 1}, ${sorted.length} run in ${seconds.toFixed(0)} s with ${workers} worker(s), node ${process.version}` +
      (next < end ? `; stopped before case ${next} (continue: npm run fuzz:trees -- --seed ${seed} --from ${next} --cases ${end - next})` : ''),
    `checks: strace ${harnessTools.strace ? 'yes (connect, open, execve of every process)' : 'NO (listener and sentinel text only)'}, GNU time ${harnessTools.gnuTime ? 'yes' : 'NO (no RSS figure)'}, kustomize ${harnessTools.kustomize ? 'yes (.cache/bin)' : 'NO (kustomizations not rendered)'}`,
    `failing cases: ${failing.length}${kinds.size ? ` (${[...kinds].map(([k, n]) => `${k} ${n}`).join(', ')})` : ''}`,
    `exit codes: ${[...exits].sort().map(([k, n]) => `${k}: ${n}`).join(', ')}`,
    `wall ms: median ${pct(0.5)}, p99 ${pct(0.99)}, max ${maxWall?.wallMs.toFixed(0) ?? '-'} (case ${maxWall?.index ?? '-'}); CPU ms of the case (all its processes) max ${maxCpu?.cpuMs?.toFixed(0) ?? '-'} (case ${maxCpu?.index ?? '-'}); peak RSS max ${maxRss?.rssBytes !== undefined ? (maxRss.rssBytes / 2 ** 20).toFixed(1) : '-'} MiB (case ${maxRss?.index ?? '-'})`,
    `cases over 5 s wall: ${sorted.filter((r) => r.wallMs > 5000).length}; over 300 MB: ${sorted.filter((r) => (r.rssBytes ?? 0) > 300e6).length}`,
    '',
    '| class | cases | failing | max wall ms | max RSS MiB |',
    '|---|---:|---:|---:|---:|',
  ];
  const classes = new Map<string, CaseResult[]>();
  for (const r of sorted) for (const c of r.classes) classes.set(c, [...(classes.get(c) ?? []), r]);
  for (const [c, rs] of [...classes].sort(([a], [b]) => (a < b ? -1 : 1))) {
    lines.push(`| ${c} | ${rs.length} | ${rs.filter((r) => r.failures.length > 0).length} | ${Math.max(...rs.map((r) => r.wallMs)).toFixed(0)} | ${(Math.max(...rs.map((r) => r.rssBytes ?? 0)) / 2 ** 20).toFixed(1)} |`);
  }
  const rules = count(sorted.flatMap((r) => r.ruleIds));
  lines.push('', `findings by rule (cases): ${[...rules].sort(([, a], [, b]) => b - a).map(([k, n]) => `${k} ${n}`).join(', ')}`);
  for (const r of failing.slice(0, 100)) {
    lines.push('', `case ${r.index} (driftgate check ${r.args.join(' ')}; ${r.classes.join(' ')}): exit ${String(r.code)}, ${r.wallMs.toFixed(0)} ms, ${r.rssBytes !== undefined ? (r.rssBytes / 2 ** 20).toFixed(1) : '?'} MiB`);
    for (const f of r.failures) lines.push(`  ${f.kind}: ${f.detail.slice(0, 400)}`);
    const again = reruns.get(r.index);
    if (again) lines.push(`  alone: ${again.wallMs.toFixed(0)} ms wall, ${again.cpuMs?.toFixed(0) ?? '?'} ms CPU, ${again.failures.map((f) => f.kind).join(', ') || 'no failure'}`);
    lines.push(`  re-run: ${replay(r.index)}`);
  }
  if (failing.length > 100) lines.push('', `… and ${failing.length - 100} more failing cases`);
  return lines.join('\n') + '\n';
}
