// The operator under benchmark, in its own process so its peak RSS is its own. Bundled by
// run.ts with esbuild (no TypeScript loader in the measured process). Its one argument is a JSON
// ProcessConfig. Reads commands on stdin, answers one JSON line on stdout each:
//   "stats"   counters, RSS, CPU, held shards, queue depth
//   "tenants" the names of the tenants this process reconciled: wrote their status or a child
//             (patches of the TenantOnboarding itself, finalizer or shard label, are counted apart)
//   "heap"    forces a full GC (the process runs with --expose-gc) and answers the heap in use:
//             what the caches and the rest of the process retain, without the garbage that
//             makes up much of the peak RSS
//   "stop"    stops it gracefully
// The bench kills it with SIGKILL to simulate a dead replica (no lease release).
import { createInterface } from 'node:readline';
import process from 'node:process';
import { writeHeapSnapshot } from 'node:v8';
import { KubeConfig } from '@kubernetes/client-node';
import { CONTROLLER_NAME } from '../../src/operator/operator.js';
import { startOperatorProcess } from '../../src/operator/process.js';
import { resourceOf } from '../lib/requests.js';
import { tuneHeap } from '../../src/io/heap.js';

// The heap as `driftgate operator` sizes it (src/cli/bin.ts), so the bench measures what ships.
tuneHeap({ longRunning: true });

export interface ProcessConfig {
  readonly kubeconfig: string;
  readonly workers: number;
  readonly shards: number;
  /** The namespace TenantOnboardings live in (their writes are attributed by name). */
  readonly tenantNamespace: string;
  readonly leaderElection?: {
    readonly namespace: string;
    readonly name: string;
    readonly identity: string;
    readonly leaseDurationMs: number;
    readonly renewDeadlineMs: number;
    readonly retryPeriodMs: number;
  };
}

const config = JSON.parse(process.argv[2]!) as ProcessConfig;
const kc = new KubeConfig();
kc.loadFromFile(config.kubeconfig);

const counts = {
  requests: 0,
  watches: 0,
  writes: 0,
  /** Requests other than Lease renewals: what must stop moving when the burst is over. */
  workRequests: 0,
  leaseWrites: 0,
  /** Writes attributed to one tenant's reconcile (its status, a child in its namespace). */
  tenantWrites: 0,
  /**
   * Patches of a TenantOnboarding itself: the reconciler's finalizer, and (sharded) the sharder's
   * one label patch per tenant, made by the holder of shard 0 whatever the tenant's shard. Not
   * attributed: the request record does not tell the two apart.
   */
  metadataWrites: 0,
  byKey: {} as Record<string, number>,
  /** Summed request durations (from the request's start, so waiting for a socket counts) by the same keys. */
  msByKey: {} as Record<string, number>,
};
const writtenTenants = new Set<string>();
const WRITE = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/**
 * The tenant a reconcile write is for: its status, or a child in its namespace (spec.namespace =
 * name). 'metadata' for a patch of the TenantOnboarding itself; Events are not attributed.
 */
function tenantOf(path: string): string | 'metadata' | undefined {
  const bare = path.split('?')[0]!;
  const ns = /\/namespaces\/([^/]+)/.exec(bare)?.[1];
  if (ns === undefined) return undefined;
  if (ns === config.tenantNamespace) {
    const own = /\/tenantonboardings\/([^/]+)(\/status)?$/.exec(bare);
    return own === null ? undefined : own[2] === undefined ? 'metadata' : own[1];
  }
  return ns;
}

const running = startOperatorProcess({
  kubeConfig: kc,
  workers: config.workers,
  shards: config.shards,
  resyncMs: 600_000,
  conversionProbeMs: 0,
  // Warnings (watch restarts, failed reconciles) go to stderr; set BENCH_QUIET=1 to drop them.
  ...(process.env.BENCH_QUIET
    ? {}
    : {
        log: (level: string, message: string, fields?: Record<string, unknown>) => {
          if (level !== 'debug' && (level !== 'info' || /shard/.test(message))) process.stderr.write(`[operator ${config.leaderElection?.identity ?? ''} ${level}] ${message} ${fields ? JSON.stringify(fields) : ''}\n`);
        },
      }),
  ...(config.leaderElection ? { leaderElection: config.leaderElection } : {}),
  onRequest: (r) => {
    const lease = r.path.startsWith('/apis/coordination.k8s.io/');
    if (r.watch) counts.watches++;
    else counts.requests++;
    if (!r.watch && !lease) counts.workRequests++;
    const ok = r.status >= 200 && r.status < 300;
    if (!r.watch && WRITE.has(r.method) && ok) {
      counts.writes++;
      if (lease) counts.leaseWrites++;
      const tenant = lease ? undefined : tenantOf(r.path);
      if (tenant === 'metadata') counts.metadataWrites++;
      else if (tenant !== undefined) {
        counts.tenantWrites++;
        writtenTenants.add(tenant);
      }
    }
    const key = `${r.watch ? 'WATCH' : r.method} ${resourceOf(r.path)} ${r.status}`;
    counts.byKey[key] = (counts.byKey[key] ?? 0) + 1;
    if (!r.watch) counts.msByKey[key] = (counts.msByKey[key] ?? 0) + r.durationMs;
  },
});

const operator = running.operator;
void running.done.then((outcome) => {
  if (outcome !== 'lost') return;
  process.stderr.write('[operator] lost leadership during the benchmark\n');
  process.exit(3);
});
await running.started;
process.stdout.write(JSON.stringify({ started: true }) + '\n');

async function queueDepth(): Promise<number> {
  const values = (await operator.metrics.workqueueDepth.get()).values;
  return values.reduce((sum, v) => sum + v.value, 0);
}

for await (const line of createInterface({ input: process.stdin })) {
  if (line === 'stats') {
    const cpu = process.cpuUsage();
    const byController = config.shards === 1 ? [CONTROLLER_NAME] : Array.from({ length: config.shards }, (_, k) => `${CONTROLLER_NAME}-shard-${k}`);
    let reconciles = 0;
    let reconcileErrors = 0;
    for (const name of byController) {
      reconciles += await operator.metrics.reconcileCount(name);
      reconcileErrors += await operator.metrics.reconcileCount(name, 'error');
    }
    process.stdout.write(
      JSON.stringify({
        ...counts,
        byKey: { ...counts.byKey },
        msByKey: { ...counts.msByKey },
        reconciles,
        reconcileErrors,
        rssBytes: process.memoryUsage().rss,
        maxRssKiB: process.resourceUsage().maxRSS,
        cpuSeconds: (cpu.user + cpu.system) / 1e6,
        queue: await queueDepth(),
        held: operator.heldShards(),
        tenantsWritten: writtenTenants.size,
      }) + '\n',
    );
  } else if (line === 'heap') {
    const gc = (globalThis as { gc?: () => void }).gc;
    gc?.();
    // The cached objects as JSON (a proxy of their size), per informer kind.
    const cacheJsonBytes: Record<string, number> = {};
    const units = config.shards === 1 ? [operator.caches] : operator.heldShards().flatMap((k) => operator.shardCaches(k) ?? []);
    for (const c of units) {
      for (const [kind, informer] of Object.entries(c)) {
        for (const o of informer.list()) cacheJsonBytes[kind] = (cacheJsonBytes[kind] ?? 0) + JSON.stringify(o).length;
      }
    }
    process.stdout.write(JSON.stringify({ heapUsedBytes: process.memoryUsage().heapUsed, gc: gc !== undefined, cacheJsonBytes }) + '\n');
  } else if (line.startsWith('snapshot ')) {
    process.stdout.write(JSON.stringify({ file: writeHeapSnapshot(line.slice('snapshot '.length)) }) + '\n');
  } else if (line === 'tenants') {
    process.stdout.write(JSON.stringify([...writtenTenants]) + '\n');
  } else if (line === 'stop') {
    await running.stop();
    process.exit(0);
  }
}
await running.stop();
