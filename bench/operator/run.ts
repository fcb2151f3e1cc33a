// Benchmark (not a test): 1,000 TenantOnboardings created at once against a dedicated
// kube-testenv; time until all are Ready, API requests and writes the operator issued, its
// peak RSS; then 60 s of steady state: writes (goal 0) and requests (goal: watches only).
//
//   npx tsx bench/operator/run.ts [count=1000] [workers=8] [steadySeconds=60] [leaderElect=false]
//
// Anchor: Flux's published benchmark reconciles 1,000 Kustomizations in 4 min 13 s
// (different work per object; an order-of-magnitude reference, not a head-to-head).
import { spawn } from 'node:child_process';
import { mkdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { createInterface } from 'node:readline';
import { fileURLToPath } from 'node:url';
import { KubeConfig } from '@kubernetes/client-node';
import { build } from 'esbuild';
import { load } from 'js-yaml';
import { applyObject } from '../../src/io/kube/apply.js';
import { DiscoveryResolver, KubeClient } from '../../src/io/kube/client.js';
import { startControlPlane } from '../../test/support/control-plane.js';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
const count = Number(process.argv[2] ?? 1000);
const workers = Number(process.argv[3] ?? 8);
const steadySeconds = Number(process.argv[4] ?? 60);
const leaderElect = process.argv[5] === 'true';

interface Stats {
  requests: number;
  watches: number;
  writes: number;
  byKey: Record<string, number>;
  reconciles: number;
  reconcileErrors: number;
  rssBytes: number;
  maxRssKiB: number;
  cpuSeconds: number;
  queue: number;
}

const log = (m: string): void => void process.stderr.write(`[bench] ${m}\n`);

// 1. Bundle the operator process.
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

// 2. A dedicated control plane with the garbage collector and the namespace controller.
const plane = await startControlPlane({ controllers: ['garbage-collector-controller', 'namespace-controller'] });
log(`kube-testenv ${plane.version} at ${plane.server}`);
const kc = new KubeConfig();
kc.loadFromFile(plane.kubeconfig);
const client = new KubeClient({ kubeConfig: kc, maxSockets: 64 });
const ctx = { client, resolver: new DiscoveryResolver(client) };

try {
  const crd = load(readFileSync(path.join(root, 'deploy/crds/tenantonboardings.platform.example.com.yaml'), 'utf8')) as Parameters<typeof applyObject>[1];
  await applyObject(ctx, crd, { fieldManager: 'bench', force: true });
  for (;;) {
    const c = await client.request<{ status?: { conditions?: { type: string; status: string }[] } }>({ method: 'GET', path: '/apis/apiextensions.k8s.io/v1/customresourcedefinitions/tenantonboardings.platform.example.com' });
    if (c.status?.conditions?.some((x) => x.type === 'Established' && x.status === 'True')) break;
    await new Promise((r) => setTimeout(r, 200));
  }
  await applyObject(ctx, { apiVersion: 'v1', kind: 'Namespace', metadata: { name: 'tenants' } }, { fieldManager: 'bench', force: true });

  // 3. Start the operator process and wait until it has synced.
  const child = spawn(process.execPath, [bundle, plane.kubeconfig, String(workers), String(leaderElect)], { stdio: ['pipe', 'pipe', 'inherit'] });
  let stopping = false;
  child.once('exit', (code) => {
    if (stopping) return;
    log(`the operator process exited unexpectedly (${code}); aborting`);
    void plane.stop().then(() => process.exit(1));
  });
  const lines = createInterface({ input: child.stdout! });
  const pending: ((line: string) => void)[] = [];
  lines.on('line', (line) => pending.shift()?.(line));
  const nextLine = (): Promise<string> => new Promise((resolve) => pending.push(resolve));
  await nextLine();
  const stats = async (): Promise<Stats> => {
    const reply = nextLine();
    child.stdin!.write('stats\n');
    return JSON.parse(await reply) as Stats;
  };
  const idle = await stats();

  // 4. Watch readiness from the bench side, then create every TenantOnboarding at once.
  const ready = new Set<string>();
  let allReady: () => void = () => undefined;
  const done = new Promise<void>((resolve) => (allReady = resolve));
  const watchAbort = new AbortController();
  const watching = (async () => {
    let rv = '';
    while (!watchAbort.signal.aborted) {
      try {
        if (rv === '') {
          const list = await client.request<{ metadata: { resourceVersion: string } }>({ method: 'GET', path: '/apis/platform.example.com/v1alpha1/namespaces/tenants/tenantonboardings', query: { limit: 1 } });
          rv = list.metadata.resourceVersion;
        }
        await client.stream({
          path: '/apis/platform.example.com/v1alpha1/namespaces/tenants/tenantonboardings',
          query: { watch: 'true', resourceVersion: rv, allowWatchBookmarks: 'true', timeoutSeconds: 300 },
          idleTimeoutMs: 330_000,
          signal: watchAbort.signal,
          onLine: (line) => {
            const e = JSON.parse(line) as { type: string; object: { metadata: { name: string; generation?: number; resourceVersion: string }; status?: { observedGeneration?: number; conditions?: { type: string; status: string }[] } } };
            if (e.object?.metadata?.resourceVersion) rv = e.object.metadata.resourceVersion;
            if (e.type !== 'ADDED' && e.type !== 'MODIFIED') return;
            const o = e.object;
            const isReady = o.status?.observedGeneration === o.metadata.generation && o.status?.conditions?.some((c) => c.type === 'Ready' && c.status === 'True');
            if (isReady) ready.add(o.metadata.name);
            if (ready.size >= count) allReady();
          },
        });
      } catch {
        if (watchAbort.signal.aborted) return;
      }
    }
  })();

  const started = performance.now();
  let next = 0;
  const creator = async (): Promise<void> => {
    for (;;) {
      const i = next++;
      if (i >= count) return;
      await client.request({
        method: 'POST',
        path: '/apis/platform.example.com/v1alpha1/namespaces/tenants/tenantonboardings',
        body: {
          apiVersion: 'platform.example.com/v1alpha1',
          kind: 'TenantOnboarding',
          metadata: { name: `team-${i}` },
          spec: {
            namespace: `team-${i}`,
            resourceQuota: { cpu: '20', memory: '64Gi', gpuCount: i % 5 },
            networkPolicy: { allowEgressTo: ['catalog', 'kube-system'] },
            access: { adminGroups: [`team-${i}-admins`], editGroups: [`team-${i}-devs`] },
          },
        },
      });
    }
  };
  await Promise.all(Array.from({ length: 32 }, creator));
  const createdMs = performance.now() - started;
  await done;
  const readyMs = performance.now() - started;
  log(`all ${count} Ready after ${(readyMs / 1000).toFixed(1)} s (creates took ${(createdMs / 1000).toFixed(1)} s)`);
  // Settle: Events are recorded in the background and may trail the last status write; the
  // burst ends when the operator's counters stop moving for 2 s.
  let atReady = await stats();
  for (;;) {
    await new Promise((r) => setTimeout(r, 2_000));
    const again = await stats();
    if (again.requests === atReady.requests && again.queue === 0) break;
    atReady = again;
  }
  const settledMs = performance.now() - started;

  // 5. Steady state.
  await new Promise((r) => setTimeout(r, steadySeconds * 1000));
  const steady = await stats();
  watchAbort.abort();
  await watching;
  stopping = true;
  child.stdin!.write('stop\n');
  await new Promise((r) => child.once('exit', r));

  const delta = (a: Stats, b: Stats): Record<string, number> => {
    const out: Record<string, number> = {};
    for (const [k, v] of Object.entries(b.byKey)) if (v - (a.byKey[k] ?? 0) > 0) out[k] = v - (a.byKey[k] ?? 0);
    return out;
  };
  const mib = (kib: number): string => `${(kib / 1024).toFixed(1)} MiB`;
  const result = {
    tenants: count,
    workers,
    leaderElect,
    readySeconds: +(readyMs / 1000).toFixed(1),
    createSeconds: +(createdMs / 1000).toFixed(1),
    settledSeconds: +(settledMs / 1000).toFixed(1),
    loadAverage: (await import('node:os')).loadavg().map((l) => +l.toFixed(1)),
    burst: {
      requests: atReady.requests - idle.requests,
      writes: atReady.writes - idle.writes,
      watchesOpened: atReady.watches - idle.watches,
      reconciles: atReady.reconciles - idle.reconciles,
      reconcileErrors: atReady.reconcileErrors - idle.reconcileErrors,
      operatorCpuSeconds: +(atReady.cpuSeconds - idle.cpuSeconds).toFixed(1),
      byRequest: delta(idle, atReady),
    },
    steady: {
      seconds: steadySeconds,
      requests: steady.requests - atReady.requests,
      writes: steady.writes - atReady.writes,
      watchesOpened: steady.watches - atReady.watches,
      reconciles: steady.reconciles - atReady.reconciles,
      operatorCpuSeconds: +(steady.cpuSeconds - atReady.cpuSeconds).toFixed(2),
      byRequest: delta(atReady, steady),
    },
    peakRss: mib(steady.maxRssKiB),
    rssAtEnd: mib(steady.rssBytes / 1024),
  };
  process.stdout.write(JSON.stringify(result, null, 2) + '\n');
  const fluxSeconds = 4 * 60 + 13;
  process.stdout.write(
    `\n${count} TenantOnboardings Ready in ${result.readySeconds} s (goal <= 60 s; Flux anchor: 1,000 Kustomizations in ${fluxSeconds} s, ratio ${(fluxSeconds / result.readySeconds).toFixed(1)}x)\n` +
      `burst: ${result.burst.requests} requests, ${result.burst.writes} writes (${(result.burst.writes / count).toFixed(2)} per tenant), ${result.burst.reconciles} reconciles, operator CPU ${result.burst.operatorCpuSeconds} s\n` +
      `API server write rate seen by the bench's own creates: ${(count / result.createSeconds).toFixed(0)}/s (load average ${result.loadAverage.join(' ')})\n` +
      `steady ${steadySeconds} s: ${result.steady.writes} writes (goal 0), ${result.steady.requests} non-watch requests, ${result.steady.watchesOpened} watches (re)opened\n` +
      `peak RSS ${result.peakRss} (goal <= 200 MiB)\n`,
  );
} finally {
  client.close();
  await plane.stop();
}
