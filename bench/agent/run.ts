// Benchmark (not a test) of the sync agent, against kube-testenv and a real git repository:
//
//  A. commit → applied → `success` commit status, through the push webhook, for one tenant
//     (the agent, the operator and the fake GitHub in this process); goal ≤ 2 s;
//  B. a repository of N tenants (default 1,000): full sync time and the agent's peak RSS (the
//     agent alone, in its own process), then a one-tenant change;
//  C. unchanged-head polls: git processes started (goal: one ls-remote) and API requests and
//     writes (goal: 0 writes).
//
//   npx tsx bench/agent/run.ts [tenants=1000] [iterations=5]
//
// DRIFTGATE_TEST_KUBECONFIG=<path> reuses a running cluster instead of starting kube-testenv.
// Anchor: Flux's published benchmark applies 1,000 Kustomizations in 4 min 13 s (16 cores,
// different work per object): an order-of-magnitude reference, not a head-to-head.
import { spawn } from 'node:child_process';
import { chmodSync, mkdirSync, mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createInterface } from 'node:readline';
import { fileURLToPath } from 'node:url';
import { KubeConfig } from '@kubernetes/client-node';
import { build } from 'esbuild';
import { pino } from 'pino';
import { startAgentRuntime } from '../../src/agent/runtime.js';
import { realClock } from '../../src/controller/clock.js';
import { createGitHubClient } from '../../src/io/github/client.js';
import { createGitHubReporter } from '../../src/io/github/reporter.js';
import { signBody } from '../../src/io/http/webhook.js';
import { applyObject } from '../../src/io/kube/apply.js';
import { DiscoveryResolver, KubeClient } from '../../src/io/kube/client.js';
import { parseYaml } from '../../src/core/yaml/parse.js';
import { Operator } from '../../src/operator/operator.js';
import { startControlPlane, type ControlPlane } from '../../test/support/control-plane.js';
import { startFakeGitHub } from '../../test/support/fake-github/server.js';
import { createGitFixture, type GitFixture } from '../../test/support/git-fixture.js';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
const tenants = Number(process.argv[2] ?? 1000);
const iterations = Number(process.argv[3] ?? 5);
const log = (m: string): void => void process.stderr.write(`[bench] ${m}\n`);
const median = (xs: number[]): number => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)] ?? NaN;

let plane: ControlPlane | undefined;
let kubeconfig = process.env.DRIFTGATE_TEST_KUBECONFIG;
if (!kubeconfig) {
  plane = await startControlPlane({ controllers: ['garbage-collector-controller', 'namespace-controller'] });
  kubeconfig = plane.kubeconfig;
  log(`kube-testenv ${plane.version} at ${plane.server}`);
}
const kc = new KubeConfig();
kc.loadFromFile(kubeconfig);
const admin = new KubeClient({ kubeConfig: kc, userAgent: 'driftgate-bench' });
const resolver = new DiscoveryResolver(admin);
const crd = parseYaml(readFileSync(path.join(root, 'deploy/crds/tenantonboardings.platform.example.com.yaml'), 'utf8'), { file: 'crd.yaml' }).documents.find((d) => d.value)?.value;
await applyObject({ client: admin, resolver }, crd as never, { fieldManager: 'driftgate-bench', force: true });
const suffix = Math.random().toString(36).slice(2, 7);
const createNs = async (name: string): Promise<string> => {
  await admin.request({ method: 'POST', path: '/api/v1/namespaces', body: { apiVersion: 'v1', kind: 'Namespace', metadata: { name } } });
  return name;
};
const cleanups: Array<() => Promise<void>> = [];
// The agent's own namespace (inventory, Lease): the sync's scope never writes into it.
const agentNs = await createNs(`bench-agent-${suffix}`);
cleanups.push(async () => void (await admin.request({ method: 'DELETE', path: `/api/v1/namespaces/${agentNs}` }).catch(() => undefined)));

function tenantYaml(name: string, namespace: string, tenantNamespace: string, cpu: string): string {
  return `apiVersion: platform.example.com/v1alpha1\nkind: TenantOnboarding\nmetadata:\n  name: ${name}\n  namespace: ${namespace}\nspec:\n  namespace: ${tenantNamespace}\n  resourceQuota:\n    cpu: "${cpu}"\n    memory: 2Gi\n    gpuCount: 0\n  access:\n    adminGroups: [${name}-admins]\n`;
}

function policyFiles(): Record<string, string> {
  const out: Record<string, string> = { 'policies/driftgate.yaml': readFileSync(path.join(root, 'policies/driftgate.yaml'), 'utf8') };
  for (const f of readdirSync(path.join(root, 'policies/admission'))) out[`policies/admission/${f}`] = readFileSync(path.join(root, 'policies/admission', f), 'utf8');
  return out;
}

try {
  // ---------------------------------------------------------------- A. webhook latency
  const results: Record<string, number[]> = {};
  for (const spacing of ['github-default', 'none'] as const) {
    const ns = await createNs(`bench-lat-${spacing === 'none' ? 'n' : 'd'}-${suffix}`);
    const fx: GitFixture = createGitFixture();
    const github = await startFakeGitHub();
    const operator = new Operator({ kubeConfig: kc, tenantNamespace: ns, resyncMs: 0 });
    void operator.start();
    const reporter = createGitHubReporter({
      repository: { owner: 'acme', repo: 'tenants' },
      client: createGitHubClient({ token: 't', baseUrl: github.url, ...(spacing === 'none' ? { timing: { writeSpacingMs: 0 } } : {}) }),
    });
    fx.commit({ ...policyFiles(), 'cluster/t.yaml': tenantYaml('t', ns, `lat-${spacing === 'none' ? 'n' : 'd'}-${suffix}`, '1') });
    const runtime = await startAgentRuntime({
      settings: { repo: fx.remoteUrl, branch: 'main', path: 'cluster', intervalMs: 3_600_000, drift: 'enforce', dryRun: false, namespace: agentNs, cacheDir: path.join(fx.root, 'cache'), allowEmptyPrune: false, readyTimeoutMs: 120_000, driftScanIntervalMs: 0 },
      kubeConfig: kc,
      clock: realClock,
      log: pino({ level: 'warn' }),
      github: reporter,
      webhook: { address: '127.0.0.1:0', secret: 's' },
    });
    const waitFor = async (check: () => boolean, ms: number): Promise<void> => {
      const end = Date.now() + ms;
      while (!check()) {
        if (Date.now() > end) throw new Error('timed out');
        await new Promise((r) => setTimeout(r, 5));
      }
    };
    // the tenant's own status (the aggregate `driftgate/sync` follows it)
    const success = (sha: string): boolean => github.statuses.some((s) => s.sha === sha && s.context === `driftgate/${ns}/t` && s.state === 'success');
    await waitFor(() => success(fx.head()), 120_000);
    const times: number[] = [];
    for (let i = 0; i < iterations; i++) {
      const sha = fx.commit({ 'cluster/t.yaml': tenantYaml('t', ns, `lat-${spacing === 'none' ? 'n' : 'd'}-${suffix}`, String(i + 2)) });
      const t0 = performance.now(); // pushed: from here on it is GitHub's webhook and the agent
      const body = JSON.stringify({ ref: 'refs/heads/main', after: sha, before: '0'.repeat(40) });
      await fetch(runtime.webhookUrl!, { method: 'POST', body, headers: { 'content-type': 'application/json', 'x-github-event': 'push', 'x-hub-signature-256': signBody('s', Buffer.from(body)) } });
      await waitFor(() => success(sha), 60_000);
      times.push(performance.now() - t0);
    }
    results[spacing] = times;
    log(`A (${spacing} write spacing): ${times.map((t) => t.toFixed(0)).join(', ')} ms`);
    await runtime.stop();
    await operator.stop({ release: false });
    await github.close();
    // tenants carry the operator's finalizer: leave the namespace to the cluster's teardown
    fx.cleanup();
  }

  // ---------------------------------------------------------------- B + C. N tenants
  const workDir = path.join(root, 'bench', '.work');
  mkdirSync(workDir, { recursive: true });
  const bundle = path.join(workDir, 'agent-process.mjs');
  await build({
    absWorkingDir: root,
    entryPoints: ['bench/agent/agent-process.ts'],
    bundle: true,
    format: 'esm',
    platform: 'node',
    target: 'node20',
    outfile: bundle,
    logLevel: 'warning',
    banner: { js: "import { createRequire as __cr } from 'node:module'; const require = __cr(import.meta.url);" },
  });
  const ns = await createNs(`bench-scale-${suffix}`);
  const fx = createGitFixture();
  const files: Record<string, string> = policyFiles();
  for (let i = 0; i < tenants; i++) files[`cluster/tenants/t${i}.yaml`] = tenantYaml(`t${i}`, ns, `s${suffix}-${i}`, '500m');
  const t0 = performance.now();
  fx.commit(files);
  log(`B: committed ${tenants} tenants in ${(performance.now() - t0).toFixed(0)} ms`);

  // a git shim on PATH counts the git processes the agent starts
  const shimDir = mkdtempSync(path.join(tmpdir(), 'driftgate-gitshim-'));
  const shimLog = path.join(shimDir, 'calls.log');
  const realGit = (await import('node:child_process')).execFileSync('sh', ['-c', 'command -v git'], { encoding: 'utf8' }).trim();
  writeFileSync(path.join(shimDir, 'git'), `#!/bin/sh\nskip=0; for a in "$@"; do if [ $skip = 1 ]; then skip=0; continue; fi; case "$a" in -c|-C) skip=1 ;; -*) ;; *) echo "$a" >> ${shimLog}; break;; esac; done\nexec ${realGit} "$@"\n`);
  chmodSync(path.join(shimDir, 'git'), 0o755);
  cleanups.push(async () => rmSync(shimDir, { recursive: true, force: true }));

  const child = spawn(process.execPath, [bundle, kubeconfig, fx.remoteUrl, agentNs, path.join(fx.root, 'cache')], {
    stdio: ['pipe', 'pipe', 'inherit'],
    env: { ...process.env, PATH: `${shimDir}:${process.env.PATH ?? ''}` },
  });
  const lines = createInterface({ input: child.stdout! })[Symbol.asyncIterator]();
  const poll = async (): Promise<Record<string, number | string>> => {
    child.stdin!.write('poll\n');
    const next = await lines.next();
    return JSON.parse(String(next.value)) as Record<string, number | string>;
  };
  const full = await poll();
  log(`B: full sync: ${JSON.stringify(full)}`);
  fx.commit({ 'cluster/tenants/t7.yaml': tenantYaml('t7', ns, `s${suffix}-7`, '750m') });
  const incremental = await poll();
  log(`B: one-tenant change: ${JSON.stringify(incremental)}`);
  await new Promise((r) => setTimeout(r, 3000)); // let the drift watch's initial lists settle
  const gitBefore = readFileSync(shimLog, 'utf8').split('\n').filter(Boolean).length;
  const unchanged: Array<Record<string, number | string>> = [];
  for (let i = 0; i < 20; i++) unchanged.push(await poll());
  const gitCalls = readFileSync(shimLog, 'utf8').split('\n').filter(Boolean).slice(gitBefore);
  child.stdin!.write('quit\n');
  await new Promise((r) => child.once('exit', r));
  fx.cleanup();
  cleanups.push(async () => void (await admin.request({ method: 'DELETE', path: `/api/v1/namespaces/${ns}` }).catch(() => undefined)));

  const reqs = unchanged.reduce((a, u) => a + Number(u.requests), 0);
  const writes = unchanged.reduce((a, u) => a + Number(u.writes), 0);
  const subcommands = [...new Set(gitCalls)].join(', ');
  console.log('\n## driftgate agent benchmark\n');
  console.log(`machine: ${(await import('node:os')).cpus().length} cores, load ${(await import('node:os')).loadavg().map((l) => l.toFixed(1)).join(' ')}; Node ${process.version}\n`);
  console.log('| measure | result | goal |');
  console.log('|---|---|---|');
  for (const [spacing, times] of Object.entries(results)) {
    console.log(`| A. commit → webhook → applied → \`success\` (1 tenant, ${spacing === 'none' ? 'no client write spacing' : "octokit's default 1 s between writes"}) | median ${median(times).toFixed(0)} ms (min ${Math.min(...times).toFixed(0)}, max ${Math.max(...times).toFixed(0)}, n=${times.length}) | ≤ 2000 ms |`);
  }
  console.log(`| B. full sync of ${tenants} tenants (check + policy pack + staged SSA + inventory) | ${(Number(full.ms) / 1000).toFixed(1)} s, ${full.requests} API requests (${full.writes} writes) | Flux: 1,000 Kustomizations in 4 min 13 s |`);
  const peak = Math.max(...[full, incremental, ...unchanged].map((u) => Number(u.peakRssKiB)));
  console.log(`| B. agent peak RSS (whole run: full sync, change, 20 polls) | ${(peak / 1024).toFixed(0)} MiB (${(Number(full.peakRssKiB) / 1024).toFixed(0)} MiB after the full sync) | |`);
  console.log(`| B. one-tenant change in a ${tenants}-tenant repo | ${(Number(incremental.ms) / 1000).toFixed(1)} s, ${incremental.requests} API requests (${incremental.writes} writes) | |`);
  console.log(`| C. unchanged-head poll (20 polls) | ${gitCalls.length / 20} git process(es) per poll (${subcommands}); ${reqs} API requests, ${writes} writes in total; median ${median(unchanged.map((u) => Number(u.ms))).toFixed(0)} ms | 1 ls-remote, 0 writes |`);
} finally {
  for (const c of cleanups.reverse()) await c().catch(() => undefined);
  admin.close();
  await plane?.stop();
}
