// Benchmark (not a test) of the tenant operator at scale, against dedicated kube-testenv control
// planes started here (none shared with the tests; TenantOnboardings are written as v1, the
// storage version, so no conversion webhook is needed). One command, four figures, printed
// beside the goals of issue 17:
//
//   0. The API server's own write bound, measured in the same run on the same plane: `--bound-
//      concurrency` concurrent server-side applies of ConfigMaps from one client for
//      `--bound-seconds` → writes/s sustained. Every other write rate is compared to it.
//   1. One operator process (unsharded, `--shards 1`): `--count` TenantOnboardings created at
//      once → time until all are Ready, writes (per tenant), its write rate vs the bound, peak
//      RSS and, once settled, the heap in use after a full GC (what the caches retain; peak RSS
//      is mostly garbage of the burst), the mean latency of each kind of request (waiting for a
//      socket included), then `--steady` seconds of steady state (writes: goal 0).
//   2. Two operator processes with `--shards 2` (leader election on, the sharded lease defaults) on a fresh
//      plane (so neither process caches the first scenario's namespaces): time to all Ready, RSS
//      per process, writes, and from every process's own request records the number of tenants
//      written by both (goal 0).
//   3. Failover: with both processes running and every tenant Ready, SIGKILL one (nothing
//      released), change the spec of a tenant of its shard, time until the survivor has
//      reconciled it (status.observedGeneration = the new generation, Ready).
//
//   npx tsx bench/operator/run.ts [--count 10000] [--workers 8] [--steady 30]
//     [--bound-seconds 15] [--bound-concurrency 32]
//     [--lease-duration 8s] [--renew-deadline 6s] [--retry-period 1s] [--skip-single] [--skip-sharded]
//
// Operators run in their own bundled processes (their RSS is their own); the bench's creates and
// its readiness watch run here. Everything shares the machine's cores with the API server and etcd.
import { spawn, type ChildProcess } from 'node:child_process';
import { SHARDED_LEASE_DEFAULTS } from '../../src/cli/lease-flags.js';
import { mkdirSync, readFileSync } from 'node:fs';
import { loadavg } from 'node:os';
import path from 'node:path';
import { createInterface } from 'node:readline';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { KubeConfig } from '@kubernetes/client-node';
import { build } from 'esbuild';
import { load } from 'js-yaml';
import { shardOf } from '../../src/core/ports/shards.js';
import { applyObject } from '../../src/io/kube/apply.js';
import { KubeClient } from '../../src/io/kube/client.js';
import { Discovery } from '../../src/io/kube/discovery.js';
import { startControlPlane, type ControlPlane } from '../../test/support/control-plane.js';
import { measureWriteBound } from '../lib/api-bound.js';
import type { ProcessConfig } from './operator-process.js';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
const { values: flags } = parseArgs({
  options: {
    count: { type: 'string', default: '10000' },
    workers: { type: 'string', default: '8' },
    steady: { type: 'string', default: '30' },
    'bound-seconds': { type: 'string', default: '15' },
    'bound-concurrency': { type: 'string', default: '32' },
    // the operator's own sharded defaults unless given
    'lease-duration': { type: 'string', default: String(SHARDED_LEASE_DEFAULTS.leaseDurationMs / 1000) },
    'renew-deadline': { type: 'string', default: String(SHARDED_LEASE_DEFAULTS.renewDeadlineMs / 1000) },
    'retry-period': { type: 'string', default: String(SHARDED_LEASE_DEFAULTS.retryPeriodMs / 1000) },
    'skip-single': { type: 'boolean', default: false },
    'skip-sharded': { type: 'boolean', default: false },
  },
});
const count = Number(flags.count);
const workers = Number(flags.workers);
const steadySeconds = Number(flags.steady);
const boundSeconds = Number(flags['bound-seconds']);
const boundConcurrency = Number(flags['bound-concurrency']);
const seconds = (text: string): number => Number(text.replace(/s$/, '')) * 1000;
const lease = { leaseDurationMs: seconds(flags['lease-duration']), renewDeadlineMs: seconds(flags['renew-deadline']), retryPeriodMs: seconds(flags['retry-period']) };
for (const [name, v] of Object.entries({ count, workers, steadySeconds, boundSeconds, boundConcurrency, ...lease })) {
  if (!Number.isFinite(v) || v < 0) throw new Error(`bad --${name}: ${v}`);
}

const TENANT_NS = 'tenants';
const TENANTS_PATH = `/apis/platform.example.com/v1/namespaces/${TENANT_NS}/tenantonboardings`;

interface Stats {
  requests: number;
  watches: number;
  writes: number;
  workRequests: number;
  leaseWrites: number;
  tenantWrites: number;
  metadataWrites: number;
  byKey: Record<string, number>;
  msByKey: Record<string, number>;
  reconciles: number;
  reconcileErrors: number;
  rssBytes: number;
  maxRssKiB: number;
  cpuSeconds: number;
  queue: number;
  held: number[];
  tenantsWritten: number;
}

const log = (m: string): void => void process.stderr.write(`[bench ${new Date().toISOString().slice(11, 19)}] ${m}\n`);
const sleep = (ms: number): Promise<void> => new Promise((r) => setTimeout(r, ms));
const mib = (kib: number): number => +(kib / 1024).toFixed(1);
const s1 = (ms: number): number => +(ms / 1000).toFixed(1);
const load1 = (): string => loadavg().map((l) => l.toFixed(1)).join(' ');

// Bundle the operator process once.
const workDir = path.join(root, 'bench', '.work');
mkdirSync(workDir, { recursive: true });
const bundle = path.join(workDir, 'operator-process.mjs');
await build({
  absWorkingDir: root,
  entryPoints: ['bench/operator/operator-process.ts'],
  bundle: true,
  format: 'esm',
  platform: 'node',
  target: 'node20',
  outfile: bundle,
  logLevel: 'warning',
  banner: { js: "import { createRequire as __cr } from 'node:module'; const require = __cr(import.meta.url);" },
});

interface Plane {
  readonly plane: ControlPlane;
  readonly client: KubeClient;
}

/** A dedicated control plane (garbage collector and namespace controller) with the CRD and the tenant namespace. */
async function startPlane(): Promise<Plane> {
  const plane = await startControlPlane({ controllers: ['garbage-collector-controller', 'namespace-controller'] });
  log(`kube-testenv ${plane.version} at ${plane.server}`);
  const kc = new KubeConfig();
  kc.loadFromFile(plane.kubeconfig);
  const client = new KubeClient({ kubeConfig: kc, maxSockets: 64 });
  const ctx = { client, resolver: new Discovery({ client: client }) };
  const crd = load(readFileSync(path.join(root, 'deploy/crds/tenantonboardings.platform.example.com.yaml'), 'utf8')) as Parameters<typeof applyObject>[1];
  await applyObject(ctx, crd, { fieldManager: 'bench', force: true });
  for (;;) {
    const c = await client.request<{ status?: { conditions?: { type: string; status: string }[] } }>({ method: 'GET', path: '/apis/apiextensions.k8s.io/v1/customresourcedefinitions/tenantonboardings.platform.example.com' });
    if (c.status?.conditions?.some((x) => x.type === 'Established' && x.status === 'True')) break;
    await sleep(200);
  }
  for (const name of [TENANT_NS, 'bound']) await applyObject(ctx, { apiVersion: 'v1', kind: 'Namespace', metadata: { name } }, { fieldManager: 'bench', force: true });
  return { plane, client };
}

/** One operator process. */
class OperatorProcess {
  readonly child: ChildProcess;
  readonly name: string;
  #pending: ((line: string) => void)[] = [];
  #expectExit = false;
  readonly started: Promise<void>;

  constructor(name: string, config: ProcessConfig, onUnexpectedExit: (code: number | null) => void) {
    this.name = name;
    this.child = spawn(process.execPath, ['--expose-gc', bundle, JSON.stringify(config)], { stdio: ['pipe', 'pipe', 'inherit'] });
    this.child.once('exit', (code) => {
      if (!this.#expectExit) onUnexpectedExit(code);
    });
    createInterface({ input: this.child.stdout! }).on('line', (line) => this.#pending.shift()?.(line));
    this.started = this.#next().then(() => undefined);
  }

  #next(): Promise<string> {
    return new Promise((resolve) => this.#pending.push(resolve));
  }

  async #ask(command: string): Promise<string> {
    const reply = this.#next();
    this.child.stdin!.write(`${command}\n`);
    return reply;
  }

  async stats(): Promise<Stats> {
    return JSON.parse(await this.#ask('stats')) as Stats;
  }

  /** Heap in use after a full GC, MiB. */
  async heapAfterGc(): Promise<number> {
    const r = JSON.parse(await this.#ask('heap')) as { heapUsedBytes: number; cacheJsonBytes: Record<string, number> };
    log(`${this.name}: heap after GC ${(r.heapUsedBytes / 1024 / 1024).toFixed(1)} MiB; cached objects as JSON (KiB): ${JSON.stringify(Object.fromEntries(Object.entries(r.cacheJsonBytes).map(([k, v]) => [k, Math.round(v / 1024)])))}`);
    if (process.env.BENCH_HEAP_SNAPSHOT) log(`heap snapshot: ${(JSON.parse(await this.#ask(`snapshot ${path.join(workDir, `${this.name}.heapsnapshot`)}`)) as { file: string }).file}`);
    return +(r.heapUsedBytes / 1024 / 1024).toFixed(1);
  }

  async tenants(): Promise<Set<string>> {
    return new Set(JSON.parse(await this.#ask('tenants')) as string[]);
  }

  async stop(): Promise<void> {
    this.#expectExit = true;
    const exited = new Promise((r) => this.child.once('exit', r));
    this.child.stdin!.write('stop\n');
    await exited;
  }

  /** A dead replica: no graceful stop, no lease release. */
  async kill(): Promise<void> {
    this.#expectExit = true;
    const exited = new Promise((r) => this.child.once('exit', r));
    this.child.kill('SIGKILL');
    await exited;
  }
}

interface TenantState {
  generation: number;
  observedGeneration: number;
  ready: boolean;
}

/** Watches every TenantOnboarding from the bench side; resolves predicates over their states. */
class ReadinessWatch {
  readonly states = new Map<string, TenantState>();
  readyCount = 0;
  readonly #abort = new AbortController();
  #waiters: { test: () => boolean; resolve: () => void }[] = [];
  readonly #running: Promise<void>;

  constructor(client: KubeClient) {
    this.#running = this.#run(client);
  }

  async #run(client: KubeClient): Promise<void> {
    let rv = '';
    while (!this.#abort.signal.aborted) {
      try {
        if (rv === '') rv = (await client.request<{ metadata: { resourceVersion: string } }>({ method: 'GET', path: TENANTS_PATH, query: { limit: 1 } })).metadata.resourceVersion;
        await client.stream({
          path: TENANTS_PATH,
          query: { watch: 'true', resourceVersion: rv, allowWatchBookmarks: 'true', timeoutSeconds: 300 },
          idleTimeoutMs: 330_000,
          signal: this.#abort.signal,
          onLine: (line) => {
            const e = JSON.parse(line) as { type: string; object: { metadata: { name: string; generation?: number; resourceVersion: string }; status?: { observedGeneration?: number; conditions?: { type: string; status: string }[] } } };
            if (e.object?.metadata?.resourceVersion) rv = e.object.metadata.resourceVersion;
            if (e.type !== 'ADDED' && e.type !== 'MODIFIED') return;
            const o = e.object;
            const state: TenantState = {
              generation: o.metadata.generation ?? 0,
              observedGeneration: o.status?.observedGeneration ?? 0,
              ready: o.status?.conditions?.some((c) => c.type === 'Ready' && c.status === 'True') ?? false,
            };
            const before = this.states.get(o.metadata.name);
            const isReady = (s: TenantState | undefined): boolean => s !== undefined && s.ready && s.observedGeneration === s.generation;
            this.readyCount += Number(isReady(state)) - Number(isReady(before));
            this.states.set(o.metadata.name, state);
            this.#check();
          },
        });
      } catch {
        if (this.#abort.signal.aborted) return;
      }
    }
  }

  #check(): void {
    this.#waiters = this.#waiters.filter((w) => {
      if (!w.test()) return true;
      w.resolve();
      return false;
    });
  }

  until(test: () => boolean): Promise<void> {
    return new Promise((resolve) => {
      this.#waiters.push({ test, resolve });
      this.#check();
    });
  }

  async stop(): Promise<void> {
    this.#abort.abort();
    await this.#running;
  }
}

const tenantName = (i: number): string => `team-${i}`;

async function createTenants(client: KubeClient, n: number): Promise<void> {
  let next = 0;
  const creator = async (): Promise<void> => {
    for (;;) {
      const i = next++;
      if (i >= n) return;
      await client.request({
        method: 'POST',
        path: TENANTS_PATH,
        body: {
          apiVersion: 'platform.example.com/v1',
          kind: 'TenantOnboarding',
          metadata: { name: tenantName(i) },
          spec: {
            namespace: tenantName(i),
            quota: { cpu: '20', memory: '64Gi', gpuCount: i % 5 },
            networkPolicy: { allowEgressTo: ['catalog', 'kube-system'] },
            access: { adminGroups: [`team-${i}-admins`], editGroups: [`team-${i}-devs`] },
          },
        },
      });
    }
  };
  await Promise.all(Array.from({ length: 32 }, creator));
}

/** Waits until no process issues a request other than Lease renewals for 2 s and every queue is empty. */
async function settle(ops: readonly OperatorProcess[]): Promise<Stats[]> {
  let last = await Promise.all(ops.map((o) => o.stats()));
  for (;;) {
    await sleep(2_000);
    const again = await Promise.all(ops.map((o) => o.stats()));
    if (again.every((s, i) => s.workRequests === last[i]!.workRequests && s.queue === 0)) return again;
    last = again;
  }
}

/** Mean duration (ms) per request kind between two snapshots. */
function meanMs(a: Stats, b: Stats): Record<string, number> {
  const out: Record<string, number> = {};
  for (const [k, v] of Object.entries(b.byKey)) {
    const n = v - (a.byKey[k] ?? 0);
    if (n > 0 && b.msByKey[k] !== undefined) out[k] = +((b.msByKey[k]! - (a.msByKey[k] ?? 0)) / n).toFixed(1);
  }
  return out;
}

function delta(a: Stats, b: Stats): Record<string, number> {
  const out: Record<string, number> = {};
  for (const [k, v] of Object.entries(b.byKey)) if (v - (a.byKey[k] ?? 0) > 0) out[k] = v - (a.byKey[k] ?? 0);
  return out;
}

/** Runs `count` tenants to Ready with the given processes; returns the figures of the burst. */
async function burst(client: KubeClient, ops: readonly OperatorProcess[], watch: ReadinessWatch) {
  const idle = await Promise.all(ops.map((o) => o.stats()));
  const started = performance.now();
  await createTenants(client, count);
  const createdMs = performance.now() - started;
  log(`created ${count} in ${s1(createdMs)} s; waiting for Ready (${watch.readyCount} so far)`);
  const progress = setInterval(() => log(`${watch.readyCount}/${count} Ready after ${s1(performance.now() - started)} s (load ${load1()})`), 15_000);
  await watch.until(() => watch.readyCount >= count);
  clearInterval(progress);
  const readyMs = performance.now() - started;
  const atReady = await Promise.all(ops.map((o) => o.stats()));
  log(`all ${count} Ready after ${s1(readyMs)} s`);
  const settled = await settle(ops);
  const settledMs = performance.now() - started;
  const heapMiB = await Promise.all(ops.map((o) => o.heapAfterGc()));
  const sum = (f: (s: Stats, i: number) => number): number => ops.reduce((acc, _, i) => acc + f(settled[i]!, i), 0);
  const writes = sum((s, i) => s.writes - s.leaseWrites - (idle[i]!.writes - idle[i]!.leaseWrites));
  const writesAtReady = ops.reduce((acc, _, i) => acc + atReady[i]!.writes - atReady[i]!.leaseWrites - (idle[i]!.writes - idle[i]!.leaseWrites), 0);
  return {
    createSeconds: s1(createdMs),
    readySeconds: s1(readyMs),
    settledSeconds: s1(settledMs),
    loadAtReady: load1(),
    /** Every write but Lease renewals, until the burst settled. */
    writes,
    writesPerTenant: +(writes / count).toFixed(2),
    tenantWrites: sum((s, i) => s.tenantWrites - idle[i]!.tenantWrites),
    metadataWrites: sum((s, i) => s.metadataWrites - idle[i]!.metadataWrites),
    leaseWrites: sum((s, i) => s.leaseWrites - idle[i]!.leaseWrites),
    /** Writes per second of the operator(s) from the first create until all were Ready. */
    writeRate: +(writesAtReady / (readyMs / 1000)).toFixed(0),
    reconciles: sum((s, i) => s.reconciles - idle[i]!.reconciles),
    reconcileErrors: sum((s, i) => s.reconcileErrors - idle[i]!.reconcileErrors),
    perProcess: ops.map((o, i) => ({
      name: o.name,
      held: settled[i]!.held,
      peakRssMiB: mib(settled[i]!.maxRssKiB),
      /** Heap in use after a full GC once the burst settled: what the caches retain. */
      heapAfterGcMiB: heapMiB[i]!,
      cpuSeconds: +(settled[i]!.cpuSeconds - idle[i]!.cpuSeconds).toFixed(1),
      writes: settled[i]!.writes - settled[i]!.leaseWrites - (idle[i]!.writes - idle[i]!.leaseWrites),
      tenantsWritten: settled[i]!.tenantsWritten,
      byRequest: delta(idle[i]!, settled[i]!),
      meanMsByRequest: meanMs(idle[i]!, atReady[i]!),
    })),
    settledStats: settled,
  };
}

const report: Record<string, unknown> = { count, workers, steadySeconds, lease, node: process.version, loadAtStart: load1() };
const failures: string[] = [];
const die = (what: string) => (code: number | null) => {
  log(`${what} exited unexpectedly (${code}); aborting`);
  process.exit(1);
};

// ---- Scenario 1: the bound, then one unsharded operator process. ----
if (!flags['skip-single']) {
  const { plane, client } = await startPlane();
  try {
    log(`measuring the API server's write bound: ${boundConcurrency} concurrent applies for ${boundSeconds} s`);
    const bound = await measureWriteBound({ client, namespace: 'bound', ms: boundSeconds * 1000, concurrency: boundConcurrency });
    log(`bound: ${bound.perSecond} writes/s (${bound.writes} writes)`);
    process.stdout.write(`API server write bound (plane 1): ${bound.perSecond} writes/s sustained (${boundConcurrency} concurrent server-side applies, ${boundSeconds} s, load ${load1()})\n`);
    const op = new OperatorProcess('single', { kubeconfig: plane.kubeconfig, workers, shards: 1, tenantNamespace: TENANT_NS }, die('the operator process'));
    await op.started;
    const watch = new ReadinessWatch(client);
    const b = await burst(client, [op], watch);
    await sleep(steadySeconds * 1000);
    const steady = await op.stats();
    const last = b.settledStats[0]!;
    await watch.stop();
    await op.stop();
    const { settledStats: _s, ...figures } = b;
    report.single = {
      bound,
      ...figures,
      peakRssMiB: mib(steady.maxRssKiB),
      steady: { seconds: steadySeconds, writes: steady.writes - last.writes, requests: steady.requests - last.requests, watchesOpened: steady.watches - last.watches, byRequest: delta(last, steady) },
    };
  } finally {
    client.close();
    await plane.stop();
  }
}

// ---- Scenario 2 and 3: two processes, --shards 2, then failover, on a fresh plane. ----
if (!flags['skip-sharded']) {
  const { plane, client } = await startPlane();
  try {
    const bound = await measureWriteBound({ client, namespace: 'bound', ms: boundSeconds * 1000, concurrency: boundConcurrency });
    log(`bound (plane 2): ${bound.perSecond} writes/s`);
    process.stdout.write(`API server write bound (plane 2): ${bound.perSecond} writes/s sustained (load ${load1()})\n`);
    const config = (identity: string): ProcessConfig => ({
      kubeconfig: plane.kubeconfig,
      workers,
      shards: 2,
      tenantNamespace: TENANT_NS,
      leaderElection: { namespace: 'default', name: 'bench-operator', identity, ...lease },
    });
    const a = new OperatorProcess('shard-a', config('shard-a'), die('shard-a'));
    const b = new OperatorProcess('shard-b', config('shard-b'), die('shard-b'));
    await Promise.all([a.started, b.started]);
    // Both running and one shard each before the first tenant exists.
    for (;;) {
      const [sa, sb] = await Promise.all([a.stats(), b.stats()]);
      if (sa.held.length === 1 && sb.held.length === 1) break;
      await sleep(200);
    }
    const watch = new ReadinessWatch(client);
    const r = await burst(client, [a, b], watch);
    const [ta, tb] = await Promise.all([a.tenants(), b.tenants()]);
    const both = [...ta].filter((t) => tb.has(t));
    log(`tenants reconciled (status or child written) by both: ${both.length}${both.length > 0 ? ` (e.g. ${both.slice(0, 5).join(', ')})` : ''}`);

    // Failover: b dies; a tenant of b's shard changes; how long until a has reconciled it.
    const victimShards = r.settledStats[1]!.held;
    const victimIndex = Array.from({ length: count }, (_, i) => i).find((i) => victimShards.includes(shardOf(`${TENANT_NS}/${tenantName(i)}`, 2)))!;
    const victim = tenantName(victimIndex);
    const generation = watch.states.get(victim)!.generation;
    await b.kill();
    const killedAt = performance.now();
    await client.request({
      method: 'PATCH',
      path: `${TENANTS_PATH}/${victim}`,
      contentType: 'application/merge-patch+json',
      body: { spec: { quota: { cpu: '21' } } },
    });
    let takenAt: number | undefined;
    const polling = (async () => {
      while (takenAt === undefined) {
        const s = await a.stats();
        if (victimShards.every((k) => s.held.includes(k))) takenAt = performance.now();
        else await sleep(100);
      }
    })();
    await watch.until(() => {
      const s = watch.states.get(victim);
      return s !== undefined && s.generation > generation && s.observedGeneration === s.generation && s.ready;
    });
    const reconciledMs = performance.now() - killedAt;
    await polling;
    const survivorWrote = (await a.tenants()).has(victim);
    log(`failover: shard ${victimShards.join(',')} taken after ${s1(takenAt! - killedAt)} s; ${victim} reconciled by the survivor after ${s1(reconciledMs)} s`);
    await watch.stop();
    await a.stop();
    const { settledStats: _s, ...figures } = r;
    report.sharded = { bound, ...figures, tenantsWrittenByBoth: both.length };
    report.failover = {
      ...lease,
      killed: 'shard-b',
      shards: victimShards,
      tenant: victim,
      shardTakenSeconds: s1(takenAt! - killedAt),
      reconciledSeconds: s1(reconciledMs),
      survivorWroteIt: survivorWrote,
    };
  } finally {
    client.close();
    await plane.stop();
  }
}

report.loadAtEnd = load1();
process.stdout.write(JSON.stringify(report, null, 2) + '\n');

// ---- The table beside the goals. ----
type Single = {
  bound: { perSecond: number };
  readySeconds: number;
  writes: number;
  writesPerTenant: number;
  writeRate: number;
  peakRssMiB: number;
  perProcess: { heapAfterGcMiB: number }[];
  steady: { writes: number; seconds: number };
};
type Sharded = { bound: { perSecond: number }; readySeconds: number; writes: number; writesPerTenant: number; writeRate: number; perProcess: { name: string; peakRssMiB: number; heapAfterGcMiB: number; writes: number }[]; tenantsWrittenByBoth: number };
const single = report.single as Single | undefined;
const sharded = report.sharded as Sharded | undefined;
const failover = report.failover as { reconciledSeconds: number; shardTakenSeconds: number } | undefined;
const rows: [string, string, string, boolean | undefined][] = [];
const row = (what: string, value: string, goal: string, ok: boolean | undefined): void => void rows.push([what, value, goal, ok]);
if (single) {
  row('API server write bound (plane 1)', `${single.bound.perSecond} writes/s`, 'measured', undefined);
  row(`1 process: ${count} Ready`, `${single.readySeconds} s`, '≤ 180 s (10,000)', count === 10_000 ? single.readySeconds <= 180 : undefined);
  if (count !== 10_000) row('1 process: 10,000 Ready, EXTRAPOLATED linearly', `${((single.readySeconds * 10_000) / count).toFixed(0)} s`, '≤ 180 s', undefined);
  row('1 process: writes (per tenant)', `${single.writes} (${single.writesPerTenant})`, '≤ 12 per tenant (8 × 1.5)', single.writesPerTenant <= 12);
  row('1 process: write rate vs bound', `${single.writeRate}/s = ${(single.writeRate / single.bound.perSecond).toFixed(2)} × bound`, '≥ 0.5 × bound', single.writeRate * 2 >= single.bound.perSecond);
  row('1 process: peak RSS', `${single.peakRssMiB} MiB`, '≤ 400 MiB', single.peakRssMiB <= 400);
  row('1 process: heap after GC, settled', `${single.perProcess[0]!.heapAfterGcMiB} MiB`, 'retained (caches)', undefined);
  row(`1 process: steady ${single.steady.seconds} s writes`, `${single.steady.writes}`, '0', single.steady.writes === 0);
}
if (sharded) {
  row('API server write bound (plane 2)', `${sharded.bound.perSecond} writes/s`, 'measured', undefined);
  row(`2 shards: ${count} Ready`, `${sharded.readySeconds} s`, single ? `≤ ${(single.readySeconds * 0.6).toFixed(1)} s (60 % of 1 process)` : '≤ 60 % of 1 process', single ? sharded.readySeconds <= single.readySeconds * 0.6 : undefined);
  row('2 shards: writes (per tenant), leases excluded', `${sharded.writes} (${sharded.writesPerTenant})`, '≤ 12 per tenant', sharded.writesPerTenant <= 12);
  row('2 shards: write rate vs bound', `${sharded.writeRate}/s = ${(sharded.writeRate / sharded.bound.perSecond).toFixed(2)} × bound`, '≥ 0.5 × bound', sharded.writeRate * 2 >= sharded.bound.perSecond);
  for (const p of sharded.perProcess) row(`2 shards: ${p.name} peak RSS (writes)`, `${p.peakRssMiB} MiB (${p.writes})`, '≤ 400 MiB', p.peakRssMiB <= 400);
  for (const p of sharded.perProcess) row(`2 shards: ${p.name} heap after GC, settled`, `${p.heapAfterGcMiB} MiB`, 'retained (caches)', undefined);
  row('2 shards: tenants reconciled by both', `${sharded.tenantsWrittenByBoth}`, '0', sharded.tenantsWrittenByBoth === 0);
}
if (failover) {
  row('failover: shard taken by the survivor', `${failover.shardTakenSeconds} s`, `lease ${lease.leaseDurationMs / 1000} s / renew ${lease.renewDeadlineMs / 1000} s / retry ${lease.retryPeriodMs / 1000} s`, undefined);
  row('failover: kill → change reconciled', `${failover.reconciledSeconds} s`, '≤ 15 s', failover.reconciledSeconds <= 15);
}
const width = [0, 1, 2].map((c) => Math.max(...rows.map((r) => r[c as 0 | 1 | 2].length), 8));
process.stdout.write(`\n${count} TenantOnboardings, --workers ${workers}, node ${process.version}, load ${report.loadAtStart as string} → ${report.loadAtEnd as string}\n`);
for (const [what, value, goal, ok] of rows) {
  process.stdout.write(`${what.padEnd(width[0]!)}  ${value.padEnd(width[1]!)}  ${goal.padEnd(width[2]!)}  ${ok === undefined ? '' : ok ? 'met' : 'NOT met'}\n`);
  if (ok === false) failures.push(what);
}
