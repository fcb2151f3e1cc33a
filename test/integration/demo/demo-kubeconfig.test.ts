// `npm run demo -- --kubeconfig FILE`: the demo against an existing cluster instead of the
// kube-testenv it would build and start. Here that "existing cluster" is a kube-testenv this file
// starts itself (the demo creates and deletes a CRD and namespaces: not on the shared cluster).
// The demo is run as a user runs it (node scripts/demo.mjs), with DRIFTGATE_KUBE_TESTENV_BIN
// pointing at nothing, so any attempt to build or start kube-testenv would fail the run.
import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { KubeConfig } from '@kubernetes/client-node';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eventually, kubeRequest } from '../../support/cluster.js';
import { REPO_ROOT, startControlPlane, type ControlPlane } from '../../support/control-plane.js';

interface DemoRun {
  readonly code: number | null;
  readonly stdout: string;
  readonly stderr: string;
}

function runDemo(args: readonly string[], env: Record<string, string> = {}): Promise<DemoRun> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [path.join(REPO_ROOT, 'scripts/demo.mjs'), ...args], {
      cwd: REPO_ROOT,
      env: { PATH: process.env.PATH ?? '', HOME: process.env.HOME ?? '', NO_COLOR: '1', DRIFTGATE_KUBE_TESTENV_BIN: '/nonexistent/kube-testenv', ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (d: Buffer) => (stdout += d.toString('utf8')));
    child.stderr.on('data', (d: Buffer) => (stderr += d.toString('utf8')));
    child.once('error', reject);
    child.once('exit', (code) => resolve({ code, stdout, stderr }));
  });
}

/** A refusal: exit 2, one line on stderr, no stack trace, nothing else printed. */
function expectRefusal(run: DemoRun, pattern: RegExp): void {
  expect(run.code, run.stdout + run.stderr).toBe(2);
  const lines = run.stderr.split('\n').filter((l) => l !== '');
  expect(lines, run.stderr).toHaveLength(1);
  expect(lines[0]).toMatch(/^demo: /);
  expect(lines[0]).toMatch(pattern);
  expect(run.stderr).not.toMatch(/\n\s+at /);
  expect(run.stdout).toBe('');
}

const DEMO_NAMESPACES = ['driftgate-demo', 'tenants', 'catalog', 'recommendations', 'search', 'ads'];
const CRD_PATH = '/apis/apiextensions.k8s.io/v1/customresourcedefinitions/tenantonboardings.platform.example.com';

describe('npm run demo -- --kubeconfig FILE', () => {
  let cp: ControlPlane;
  let kc: KubeConfig;
  let scratch: string;

  beforeAll(async () => {
    // The controllers a kind or k3d cluster has that the demo's cleanup relies on.
    cp = await startControlPlane({ controllers: ['garbage-collector-controller', 'namespace-controller'] });
    kc = new KubeConfig();
    kc.loadFromFile(cp.kubeconfig);
    scratch = mkdtempSync(path.join(tmpdir(), 'driftgate-demo-test-'));
  });

  afterAll(async () => {
    await cp?.stop();
    if (scratch) rmSync(scratch, { recursive: true, force: true });
  });

  it('refuses in one line a kubeconfig it cannot read, an unreachable cluster and an unknown flag', async () => {
    expectRefusal(await runDemo(['--kubeconfig', path.join(scratch, 'missing')]), /cannot read the kubeconfig .*missing: ENOENT/);
    const broken = path.join(scratch, 'broken.kubeconfig');
    writeFileSync(broken, 'clusters: [\n');
    expectRefusal(await runDemo([], { DRIFTGATE_DEMO_KUBECONFIG: broken }), /cannot read the kubeconfig .*broken\.kubeconfig/);
    // The same credentials, a server that is not there: port 1 on loopback refuses connections.
    const unreachable = path.join(scratch, 'unreachable.kubeconfig');
    writeFileSync(unreachable, readFileSync(cp.kubeconfig, 'utf8').replace(cp.server, 'https://127.0.0.1:1'));
    expectRefusal(await runDemo(['--kubeconfig', unreachable]), /cannot reach the cluster https:\/\/127\.0\.0\.1:1 .*ECONNREFUSED/);
    expectRefusal(await runDemo(['--kubeconfg', cp.kubeconfig]), /Unknown option '--kubeconfg'/);
  });

  it('refuses a cluster that already has a namespace it would create and delete, and leaves it alone', async () => {
    const created = await kubeRequest(kc, { method: 'POST', path: '/api/v1/namespaces', body: { apiVersion: 'v1', kind: 'Namespace', metadata: { name: 'catalog' } } });
    expect(created.status).toBe(201);
    expectRefusal(await runDemo(['--kubeconfig', cp.kubeconfig]), /already has namespace catalog; the demo creates and deletes these/);
    const after = await kubeRequest(kc, { method: 'GET', path: '/api/v1/namespaces/catalog' });
    expect(after.status).toBe(200);
    expect((after.body as { metadata: { deletionTimestamp?: string } }).metadata.deletionTimestamp).toBeUndefined();
    await kubeRequest(kc, { method: 'DELETE', path: '/api/v1/namespaces/catalog' });
    await eventually(async () => expect((await kubeRequest(kc, { method: 'GET', path: '/api/v1/namespaces/catalog' })).status).toBe(404), { timeoutMs: 60_000 });
  });

  it('runs every step on the cluster, without kube-testenv, and deletes what it created', { timeout: 300_000 }, async () => {
    const run = await runDemo(['--kubeconfig', cp.kubeconfig]);
    const output = run.stdout + run.stderr;
    expect(run.code, output).toBe(0);
    // (the kubeconfig's own path names kube-testenv: look for the build and the start-up instead)
    expect(output).not.toContain('build:testenv');
    expect(output).not.toContain('A Kubernetes control plane');
    // step 1: this cluster, not a new control plane
    expect(run.stdout).toContain(`1. Your cluster (--kubeconfig ${cp.kubeconfig})`);
    expect(run.stdout).toContain(`kube-apiserver ${cp.version} at ${cp.server}`);
    // step 3: the tenants applied and their commit statuses posted
    expect(run.stdout).toMatch(/applied 6 object\(s\) at [0-9a-f]{7}/);
    expect(run.stdout).toMatch(/all 4 tenants Ready: their commit statuses on [0-9a-f]{7} are success/);
    expect(run.stdout).toContain('namespaces made by the operator: ads, catalog, recommendations, search');
    // step 4: a merged change reaches the quota
    expect(run.stdout).toContain('ResourceQuota in namespace catalog: cpu=12');
    // step 5: a commit that fails policy is refused and never applied
    expect(run.stdout).toMatch(/not applied: check run "driftgate sync" failure/);
    expect(run.stdout).toContain('TenantOnboarding tenants/training does not exist');
    // step 6: drift reverted
    expect(run.stdout).toMatch(/reverted to Git in [\d.]+ s \(--drift=enforce\)/);
    expect(run.stdout).toMatch(/Event Normal DriftCorrected on TenantOnboarding catalog/);
    // step 7: what reached "GitHub"
    expect(run.stdout).toMatch(/check run "driftgate sync" on [0-9a-f]{7}: success — Drift corrected/);
    expect(run.stdout).toMatch(/\d+ requests, 0 schema violations/);
    expect(run.stdout).toMatch(/cleanup +deleted CRD tenantonboardings\.platform\.example\.com/);

    // Nothing of the demo is left: the CRD and every namespace it made are gone (or terminating).
    await eventually(async () => expect((await kubeRequest(kc, { method: 'GET', path: CRD_PATH })).status).toBe(404), { timeoutMs: 60_000 });
    for (const name of DEMO_NAMESPACES) {
      const ns = await kubeRequest(kc, { method: 'GET', path: `/api/v1/namespaces/${name}` });
      if (ns.status === 404) continue;
      expect((ns.body as { metadata: { deletionTimestamp?: string } }).metadata.deletionTimestamp, `namespace ${name}`).toBeDefined();
    }
  });
});
