// The agent under measurement, in its own process (clean RSS): a SyncAgent driven poll by poll
// over stdin, reporting to a (fake) GitHub when a URL is given, with octokit's default write
// spacing. Commands, one JSON line answered each:
//   "poll"  one ls-remote and, if the head moved, the pipeline; its duration and API requests
//   "stats" the API requests so far, the process's peak RSS and CPU, the reporter's backlog
//   "quit"  stops the agent (its reporter is left as it is) and exits
// Bundled by run.ts with esbuild (no TypeScript loader in the measured process).
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { Session } from 'node:inspector/promises';
import path from 'node:path';
import { constants, PerformanceObserver, type PerformanceEntry } from 'node:perf_hooks';
import { createInterface } from 'node:readline';
import { KubeConfig } from '@kubernetes/client-node';
import { pino } from 'pino';
import { Registry } from 'prom-client';
import { SyncAgent } from '../../src/agent/agent.js';
import { AgentMetrics } from '../../src/agent/metrics.js';
import { realClock } from '../../src/controller/clock.js';
import { createGitHubClient } from '../../src/io/github/client.js';
import { createGitHubReporter } from '../../src/io/github/reporter.js';
import { KubeClient } from '../../src/io/kube/client.js';
import { tuneHeap } from '../../src/io/heap.js';
import { resourceOf } from '../lib/requests.js';
import { timeGitSteps } from '../lib/git-steps.js';

export interface AgentProcessConfig {
  readonly kubeconfig: string;
  readonly repo: string;
  readonly namespace: string;
  readonly cacheDir: string;
  /** The fake GitHub's base URL; none: nothing is reported. */
  readonly githubUrl?: string;
  readonly concurrency: number;
}

// The heap as `driftgate agent` sizes it (src/cli/bin.ts), so the bench measures what ships.
tuneHeap({ longRunning: true });

const config = JSON.parse(process.argv[2]!) as AgentProcessConfig;
const kc = new KubeConfig();
kc.loadFromFile(config.kubeconfig);
const counts = { requests: 0, writes: 0, watches: 0, byKey: {} as Record<string, number> };
const client = new KubeClient({
  kubeConfig: kc,
  userAgent: 'driftgate-agent-bench',
  onRequest: (r) => {
    if (r.watch) counts.watches++;
    else counts.requests++;
    if (!r.watch && r.method !== 'GET') counts.writes++;
    const key = `${r.watch ? 'WATCH' : r.method} ${resourceOf(r.path)}`;
    counts.byKey[key] = (counts.byKey[key] ?? 0) + 1;
  },
});
const github = config.githubUrl
  ? createGitHubReporter({ repository: { owner: 'acme', repo: 'tenants' }, client: createGitHubClient({ token: 't', baseUrl: config.githubUrl }) })
  : undefined;
const metrics = new AgentMetrics(new Registry());
/** The sums of driftgate_sync_phase_seconds by step, in ms: a poll's steps are the difference. */
async function phaseSums(): Promise<Record<string, number>> {
  const out: Record<string, number> = {};
  for (const v of (await metrics.syncPhase.get()).values) if (v.metricName === 'driftgate_sync_phase_seconds_sum' && typeof v.labels.phase === 'string') out[v.labels.phase] = v.value * 1000;
  return out;
}
const agent = new SyncAgent(
  { repo: config.repo, branch: 'main', path: 'cluster', intervalMs: 3_600_000, drift: 'enforce', dryRun: false, namespace: config.namespace, cacheDir: config.cacheDir, allowEmptyPrune: false, readyTimeoutMs: 1_800_000, driftScanIntervalMs: 0, concurrency: config.concurrency },
  { kubeConfig: kc, clock: realClock, log: pino({ level: 'warn' }, pino.destination(2)), metrics, client, ...(github ? { github } : {}) },
);
await agent.start({ poll: false });

// The Git steps of each poll, timed (as part A's profile pass does): what a sync spends in git, beside its total.
const gitMs = timeGitSteps(agent);
/**
 * "poll profile": the poll under V8's sampling profiler, written to DRIFTGATE_BENCH_PROFILE_DIR.
 * With DRIFTGATE_BENCH_HEAP_PROFILE=1 it is the sampling heap profiler instead, counting what the
 * collector already freed too (what the poll allocated, not what it kept).
 */
const profileDir = process.env.DRIFTGATE_BENCH_PROFILE_DIR;
const heapProfile = process.env.DRIFTGATE_BENCH_HEAP_PROFILE === '1';
/**
 * DRIFTGATE_BENCH_PROFILE_WINDOW=1: the profile runs on after the poll, through the reports and
 * the watch events, until "profile stop" (sent once the changed tenant's `success` reached GitHub).
 */
const profileWindow = process.env.DRIFTGATE_BENCH_PROFILE_WINDOW === '1';
let profiles = 0;
let openSession: Session | undefined;

async function stopProfile(session: Session, dir: string): Promise<string> {
  const { profile: taken } = heapProfile ? await session.post('HeapProfiler.stopSampling') : await session.post('Profiler.stop');
  mkdirSync(dir, { recursive: true });
  const file = path.join(dir, `agent-poll-${process.pid}-${++profiles}.${heapProfile ? 'heapprofile' : 'cpuprofile'}`);
  writeFileSync(file, JSON.stringify(taken));
  session.disconnect();
  return file;
}

function gcKind(entry: PerformanceEntry): string {
  const kind = (entry as PerformanceEntry & { detail?: { kind?: number } }).detail?.kind;
  return kind === constants.NODE_PERFORMANCE_GC_MINOR
    ? 'minor'
    : kind === constants.NODE_PERFORMANCE_GC_MAJOR
      ? 'major'
      : kind === constants.NODE_PERFORMANCE_GC_INCREMENTAL
        ? 'incremental'
        : kind === constants.NODE_PERFORMANCE_GC_WEAKCB
          ? 'weak callbacks'
          : 'other';
}

function peakRssKiB(): number {
  const m = /VmHWM:\s+(\d+) kB/.exec(readFileSync('/proc/self/status', 'utf8'));
  return m ? Number(m[1]) : Math.round(process.memoryUsage().rss / 1024);
}

const stats = (): Record<string, unknown> => {
  const cpu = process.cpuUsage();
  return { sync: agent.sync, ...counts, byKey: { ...counts.byKey }, peakRssKiB: peakRssKiB(), rssKiB: Math.round(process.memoryUsage().rss / 1024), cpuSeconds: (cpu.user + cpu.system) / 1e6, backlog: agent.reporter.backlog, inventory: agent.inventory.lastWrite };
};

for await (const line of createInterface({ input: process.stdin })) {
  if (line === 'quit') break;
  if (line === 'stats') {
    process.stdout.write(JSON.stringify(stats()) + '\n');
    continue;
  }
  if (line === 'profile stop') {
    const session = openSession;
    openSession = undefined;
    process.stdout.write(JSON.stringify(session && profileDir ? { profile: await stopProfile(session, profileDir) } : {}) + '\n');
    continue;
  }
  const before = { ...counts };
  for (const k of Object.keys(gitMs)) delete gitMs[k];
  const session = line === 'poll profile' && profileDir ? new Session() : undefined;
  if (session) {
    session.connect();
    if (heapProfile) {
      await session.post('HeapProfiler.enable');
      await session.post('HeapProfiler.startSampling', { samplingInterval: 16 * 1024, includeObjectsCollectedByMajorGC: true, includeObjectsCollectedByMinorGC: true });
    } else {
      await session.post('Profiler.enable');
      await session.post('Profiler.setSamplingInterval', { interval: 200 });
      await session.post('Profiler.start');
    }
  }
  // The collector's pauses during the poll, by kind (V8's gc entries: minor = scavenge, major = mark-compact).
  const gc: Record<string, { count: number; ms: number }> = {};
  const gcObserver = new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) {
      const kind = gcKind(entry);
      const kept = (gc[kind] ??= { count: 0, ms: 0 });
      kept.count++;
      kept.ms += entry.duration;
    }
  });
  gcObserver.observe({ entryTypes: ['gc'] });
  const phasesBefore = await phaseSums();
  const t0 = performance.now();
  const outcome = await agent.pollOnce();
  const ms = performance.now() - t0;
  const phasesAfter = await phaseSums();
  await new Promise((resolve) => setImmediate(resolve)); // the last gc entries are delivered
  gcObserver.disconnect();
  let profile: string | undefined;
  if (session && profileDir) {
    if (profileWindow) openSession = session;
    else profile = await stopProfile(session, profileDir);
  }
  process.stdout.write(
    JSON.stringify({
      kind: outcome?.kind,
      outcome: agent.lastSync?.outcome,
      message: agent.lastSync?.message,
      objects: agent.lastSync?.applied.length,
      ms,
      requests: counts.requests - before.requests,
      writes: counts.writes - before.writes,
      peakRssKiB: peakRssKiB(),
      gitMs: Object.fromEntries(Object.entries(gitMs).map(([k, v]) => [k, Math.round(v)])),
      phasesMs: Object.fromEntries(Object.entries(phasesAfter).map(([k, v]) => [k, Math.round(v - (phasesBefore[k] ?? 0))]).filter(([, v]) => v !== 0)),
      gcMs: Object.fromEntries(Object.entries(gc).map(([k, v]) => [k, `${v.count}× ${Math.round(v.ms)}`])),
      ...(profile ? { profile } : {}),
    }) + '\n',
  );
}
await agent.stop();
client.close();
process.exit(0);
