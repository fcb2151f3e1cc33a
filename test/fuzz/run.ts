// The long fuzz run: `npm run fuzz -- --runs 100000 [--seed N] [--targets yaml,cel] [--minutes M] [--out FILE]`.
//
// Mixed cases over every target (YAML reader, schema validation through `check`, CEL, policy
// evaluation and `policy test`, crd-diff, the CLI in-process) run in a child process; this
// parent watches each case: a case that has used more than --timeout-ms (default 10 s) of CPU
// time is a hang (CPU time, not wall time: on a loaded machine a slow case is not a hang, and a
// case blocked without using CPU, e.g. on a named pipe, is caught by --wall-timeout-ms, 60 s),
// a child whose memory after a case exceeds --max-rss-mb (default 500) is a memory failure, and
// a child that dies is a crash. The child is then restarted after the failing case. Prints
// figures per target and every failure with the command that re-runs it; exits 1 on any failure.
import { fork, type ChildProcess } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import process from 'node:process';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { caseAt } from './cases.js';
import { TARGETS, TARGET_NAMES } from './targets.js';
import type { FromParent, FromWorker } from './worker.js';

const { values } = parseArgs({
  args: process.argv.slice(2),
  options: {
    runs: { type: 'string', default: '10000' },
    seed: { type: 'string', default: '20261203' },
    from: { type: 'string', default: '0' },
    targets: { type: 'string', default: '' },
    'timeout-ms': { type: 'string', default: '10000' },
    'wall-timeout-ms': { type: 'string', default: '60000' },
    'max-rss-mb': { type: 'string', default: '500' },
    minutes: { type: 'string' },
    out: { type: 'string' },
  },
});
const runs = Number(values.runs);
const seed = Number(values.seed);
const from = Number(values.from);
const timeoutMs = Number(values['timeout-ms']);
const wallTimeoutMs = Number(values['wall-timeout-ms']);
const CLOCK_TICKS = 100;

/** CPU time (user + system) a process has used, in ms; undefined where /proc is missing. */
function cpuMs(pid: number | undefined): number | undefined {
  if (pid === undefined) return undefined;
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return ((Number(fields[11]) + Number(fields[12])) * 1000) / CLOCK_TICKS;
  } catch {
    return undefined;
  }
}
const maxRssMb = Number(values['max-rss-mb']);
const targets = (values.targets ?? '').split(',').filter(Boolean);
const deadline = values.minutes !== undefined ? Date.now() + Number(values.minutes) * 60_000 : Infinity;
for (const t of targets) if (!(TARGET_NAMES as readonly string[]).includes(t)) throw new Error(`unknown target ${t}; one of ${TARGET_NAMES.join(', ')}`);

interface Failure {
  readonly kind: 'crash' | 'hang' | 'memory';
  readonly i: number;
  readonly target: string;
  readonly detail: string;
  readonly input: string;
}
interface TargetStats {
  cases: number;
  totalMs: number;
  maxMs: number;
  over1s: number;
}
const stats = new Map<string, TargetStats>(TARGET_NAMES.map((t) => [t, { cases: 0, totalMs: 0, maxMs: 0, over1s: 0 }]));
const failures: Failure[] = [];
let peakRssMb = 0;
let completed = 0;
let restarts = 0;
const started = Date.now();
const end = from + runs;

function describeInput(i: number, target: string): string {
  const { input } = caseAt(seed, i, targets);
  const text = TARGETS[target as keyof typeof TARGETS].show(input as never);
  return text.length > 4000 ? text.slice(0, 4000) + `\n… (${text.length} characters)` : text;
}

function record(kind: Failure['kind'], i: number, target: string, detail: string): void {
  failures.push({ kind, i, target, detail, input: describeInput(i, target) });
  process.stderr.write(`\n${kind.toUpperCase()} case ${i} (${target}): ${detail.split('\n')[0]}\n  re-run: npm run fuzz -- --seed ${seed} --from ${i} --runs 1\n`);
}

const here = path.dirname(fileURLToPath(import.meta.url));

function runWorker(first: number): Promise<number> {
  return new Promise((resolve) => {
    const child: ChildProcess = fork(path.join(here, 'worker.ts'), [], {
      execArgv: ['--import', 'tsx', '--expose-gc', '--max-old-space-size=1536', '--stack-size=984'],
      stdio: ['ignore', 'ignore', 'inherit', 'ipc'],
    });
    let current: { i: number; target: string } | undefined;
    let timer: ReturnType<typeof setInterval> | undefined;
    let next = first;
    let settled = false;
    const finish = (resume: number): void => {
      if (settled) return;
      settled = true;
      if (timer) clearInterval(timer);
      child.removeAllListeners();
      if (child.exitCode === null) child.kill('SIGKILL');
      resolve(resume);
    };
    child.on('message', (m: FromWorker) => {
      if (m.type === 'start') {
        current = { i: m.i, target: m.target };
        const wallStart = Date.now();
        const cpuStart = cpuMs(child.pid);
        timer = setInterval(() => {
          const cpu = cpuStart === undefined ? undefined : (cpuMs(child.pid) ?? cpuStart) - cpuStart;
          const wall = Date.now() - wallStart;
          const overCpu = cpu === undefined ? wall > timeoutMs : cpu > timeoutMs;
          if (!overCpu && wall <= wallTimeoutMs) return;
          record('hang', m.i, m.target, overCpu ? `still running after ${timeoutMs} ms of CPU time (${wall} ms wall)` : `still running after ${wall} ms (wall clock), ${String(cpu)} ms of CPU`);
          finish(m.i + 1);
        }, 250);
      } else if (m.type === 'done') {
        if (timer) clearInterval(timer);
        current = undefined;
        next = m.i + 1;
        completed += 1;
        const s = stats.get(m.target);
        if (s) {
          s.cases += 1;
          s.totalMs += m.ms;
          s.maxMs = Math.max(s.maxMs, m.ms);
          if (m.ms > 1000) s.over1s += 1;
        }
        peakRssMb = Math.max(peakRssMb, m.rssMb);
        if (m.failure !== undefined) record('crash', m.i, m.target, m.failure);
        if (m.rssMb > maxRssMb) {
          record('memory', m.i, m.target, `resident memory ${m.rssMb} MB after the case (limit ${maxRssMb} MB)`);
          finish(m.i + 1);
        } else if (Date.now() > deadline) {
          finish(end);
        } else if (completed % 1000 === 0) {
          progress();
        }
      } else if (m.type === 'finished') {
        finish(end);
      }
    });
    child.on('exit', (code, signal) => {
      if (settled) return;
      if (current) {
        record(signal === null && code !== 0 ? 'crash' : 'crash', current.i, current.target, `the worker died (${signal ?? `exit ${String(code)}`}), out of memory or a native crash`);
        finish(current.i + 1);
      } else finish(next);
    });
    child.send({ type: 'run', seed, from: first, to: end, targets } satisfies FromParent);
  });
}

function progress(): void {
  const s = (Date.now() - started) / 1000;
  process.stderr.write(`${completed}/${runs} cases in ${s.toFixed(0)} s (${(completed / s).toFixed(0)}/s), ${failures.length} failures, peak ${peakRssMb} MB\n`);
}

function summary(): string {
  const seconds = (Date.now() - started) / 1000;
  const lines = [
    `driftgate fuzz: seed ${seed}, cases ${from}..${from + completed - 1} of ${from}..${end - 1}, ${completed} run in ${seconds.toFixed(0)} s, node ${process.version}`,
    `crashes ${failures.filter((f) => f.kind === 'crash').length}, hangs over ${timeoutMs / 1000} s of CPU (or ${wallTimeoutMs / 1000} s wall) ${failures.filter((f) => f.kind === 'hang').length}, runs over ${maxRssMb} MB ${failures.filter((f) => f.kind === 'memory').length}; peak resident memory after a case ${peakRssMb} MB; worker restarts ${restarts}`,
    '',
    '| target | cases | mean ms | max ms | cases over 1 s |',
    '|---|---:|---:|---:|---:|',
    ...[...stats].filter(([, s]) => s.cases > 0).map(([t, s]) => `| ${t} | ${s.cases} | ${(s.totalMs / s.cases).toFixed(2)} | ${s.maxMs.toFixed(0)} | ${s.over1s} |`),
  ];
  for (const f of failures) lines.push('', `${f.kind} at case ${f.i} (${f.target}): ${f.detail}`, `re-run: npm run fuzz -- --seed ${seed} --from ${f.i} --runs 1`, '```', f.input, '```');
  return lines.join('\n') + '\n';
}

let stopping = false;
const stop = (): void => {
  if (stopping) return;
  stopping = true;
  const text = summary();
  process.stdout.write(text);
  if (values.out) writeFileSync(values.out, text);
  process.exit(failures.length > 0 ? 1 : 0);
};
process.on('SIGTERM', stop);
process.on('SIGINT', stop);

let position = from;
while (position < end && Date.now() <= deadline && !stopping) {
  position = await runWorker(position);
  if (position < end && Date.now() <= deadline) restarts += 1;
}
stop();
