// The Action as a gate a pull request cannot weaken, and that never leaks its cluster
// credentials: the policy pack comes from the base branch, and a kubeconfig's text never
// reaches the log, the summary, check runs, the PR comment, the SARIF or the results file.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { analyzeRepository } from '../../../src/action/analyze.js';
import { runAction } from '../../../src/action/run.js';
import { startFakeGitHub, type FakeGitHub } from '../../support/fake-github/server.js';
import { capturedRuntime, cleanup, createPrRepo, pullRequestEvent, readOutputs, runnerEnv, runnerFiles, type PrRepo } from './harness.js';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');

function tree(dir: string): Record<string, string> {
  const out: Record<string, string> = {};
  const walk = (rel: string): void => {
    for (const name of readdirSync(path.join(ROOT, rel))) {
      const p = `${rel}/${name}`;
      if (statSync(path.join(ROOT, p)).isDirectory()) walk(p);
      else if (/\.ya?ml$/.test(name)) out[p] = readFileSync(path.join(ROOT, p), 'utf8');
    }
  };
  walk(dir);
  return out;
}

const tenant = (name: string, groups: string): string => `apiVersion: platform.example.com/v1alpha1
kind: TenantOnboarding
metadata:
  name: ${name}
  namespace: tenants
spec:
  namespace: ${name}
  resourceQuota: { gpuCount: 0 }
  access:
    adminGroups: ${groups}
`;

let fake: FakeGitHub;
const dirs: string[] = [];
beforeEach(async () => {
  fake = await startFakeGitHub();
});
afterEach(async () => {
  expect(fake.violations).toEqual([]);
  await fake.close();
  cleanup(...dirs.splice(0));
});

async function runOn(repo: PrRepo, inputs: Record<string, string> = {}) {
  const files = runnerFiles(pullRequestEvent(repo));
  dirs.push(files.dir);
  const { runtime, stdout } = capturedRuntime(runnerEnv({ repo, files, apiUrl: fake.url, inputs: { token: 'ghs_test', ...inputs } }));
  const exitCode = await runAction({ runtime, analyze: analyzeRepository, githubTiming: { retryAfterUnitMs: 0, writeSpacingMs: 0 } });
  const outputs = readOutputs(files.outputPath);
  return { exitCode, stdout: stdout(), outputs, summary: readFileSync(files.summaryPath, 'utf8') };
}

describe('the Action reads the policy pack at the base branch', () => {
  it('a PR that deletes the system-groups policy and binds system:masters fails on the base policy', async () => {
    const repo = createPrRepo({
      base: { ...tree('policies'), ...tree('deploy/crds'), 'tenants/a.yaml': tenant('a', '[a-admins]') },
      head: { 'policies/admission/tenant-access-system-groups.yaml': null, 'tenants/root.yaml': tenant('root', '["system:masters"]') },
    });
    dirs.push(repo.dir);
    const run = await runOn(repo);
    expect(run.exitCode).toBe(1);
    const check = fake.checkRuns.find((r) => r.name === 'driftgate / check');
    expect(check?.conclusion).toBe('failure');
    expect(check?.annotations.map((a) => `${a.title} ${a.path}`).sort()).toEqual([
      'gate/policy-changed policies/admission/tenant-access-system-groups.yaml',
      'vap/tenant-access-system-groups tenants/root.yaml',
    ]);
  });
});

describe('the base branch moves on', () => {
  it('a policy tightened on the base branch after the PR branched judges the PR, and is not reported as the PR\'s change', async () => {
    const params = readFileSync(path.join(ROOT, 'policies/admission/params.yaml'), 'utf8');
    const tightened = params.replace('    default,\n', '    default, payments,\n');
    expect(tightened).not.toBe(params);
    const repo = createPrRepo({
      base: { ...tree('policies'), ...tree('deploy/crds'), 'tenants/a.yaml': tenant('a', '[a-admins]') },
      head: { 'tenants/payments.yaml': tenant('payments', '[payments-admins]') },
      baseLater: { 'policies/admission/params.yaml': tightened },
    });
    dirs.push(repo.dir);
    const run = await runOn(repo);
    const check = fake.checkRuns.find((r) => r.name === 'driftgate / check');
    expect(check?.annotations.map((a) => `${a.title} ${a.path}`)).toEqual(['vap/tenant-namespace-reserved tenants/payments.yaml']);
    expect(run.exitCode).toBe(1);
  });
});

describe('a kubeconfig never leaks', () => {
  it('a broken inline kubeconfig is reported without a byte of its content anywhere', async () => {
    const secret = 'eyJhbGciOiJSUzI1NiIsImtpZCI6InNlY3JldCJ9.c2VjcmV0LXRva2Vu';
    const kubeconfig = `apiVersion: v1\nkind: Config\nusers:\n- name: ci\n  user:\n    token: ${secret}\n    client-key-data: LS0tLS1CRUdJTiBQUklWQVRFIEtFWS0tLS0t\n  name: [broken\n`;
    const repo = createPrRepo({ base: { ...tree('deploy/crds'), 'tenants/a.yaml': tenant('a', '[a-admins]') }, head: { 'tenants/b.yaml': tenant('b', '[b-admins]') } });
    dirs.push(repo.dir);
    const run = await runOn(repo, { kubeconfig });
    expect(run.exitCode).toBe(2); // the preview could not run
    const everything = [
      run.stdout,
      run.summary,
      JSON.stringify(fake.checkRuns),
      JSON.stringify(fake.comments),
      readFileSync(run.outputs['sarif-file'] ?? '', 'utf8'),
      readFileSync(run.outputs['results-file'] ?? '', 'utf8'),
    ].join('\n');
    expect(everything).toContain('cannot read the kubeconfig');
    for (const fragment of [secret, secret.slice(0, 12), 'LS0tLS1CRUdJTi', 'name: [broken', 'client-key-data']) expect(everything).not.toContain(fragment);
  });
});

describe('the scope input: the sync scope is read at the base branch', () => {
  const scope = (namespaces: string, clusterKinds: string): string => `apiVersion: driftgate.dev/v1alpha1\nkind: SyncScope\nnamespaces: ${namespaces}\nclusterKinds: ${clusterKinds}\n`;
  const clusterAdminBinding = `apiVersion: rbac.authorization.k8s.io/v1
kind: ClusterRoleBinding
metadata:
  name: team-a-root
roleRef:
  apiGroup: rbac.authorization.k8s.io
  kind: ClusterRole
  name: cluster-admin
subjects:
  - apiGroup: rbac.authorization.k8s.io
    kind: Group
    name: team-a
`;
  const configMap = (namespace: string): string => `apiVersion: v1\nkind: ConfigMap\nmetadata:\n  name: settings\n  namespace: ${namespace}\ndata:\n  mode: fast\n`;

  it('a PR adding a ClusterRoleBinding to cluster-admin fails on the scope, located at the binding', async () => {
    const repo = createPrRepo({
      base: { ...tree('deploy/crds'), 'sync/scope.yaml': scope('["team-*"]', '[Namespace]'), 'apps/a.yaml': configMap('team-a') },
      head: { 'apps/root.yaml': clusterAdminBinding },
    });
    dirs.push(repo.dir);
    const scoped = await runOn(repo, { scope: 'sync/scope.yaml' });
    expect(scoped.exitCode).toBe(1);
    const check = fake.checkRuns.find((r) => r.name === 'driftgate / check');
    expect(check?.conclusion).toBe('failure');
    const titles = check?.annotations.filter((a) => a.path === 'apps/root.yaml').map((a) => a.title);
    expect(titles).toContain('scope/cluster-kind-not-allowed');
    expect(titles).toContain('scope/rbac-privileged-binding');
  });

  it('a PR that widens the scope file itself is still judged by the base scope, and the widening is reported', async () => {
    const repo = createPrRepo({
      base: { ...tree('deploy/crds'), 'sync/scope.yaml': scope('["team-*"]', '[Namespace]'), 'apps/a.yaml': configMap('team-a') },
      head: { 'sync/scope.yaml': scope('["*"]', '[Namespace, ClusterRoleBinding]'), 'apps/b.yaml': configMap('payments'), 'apps/root.yaml': clusterAdminBinding },
    });
    dirs.push(repo.dir);
    const run = await runOn(repo, { scope: 'sync/scope.yaml' });
    expect(run.exitCode).toBe(1);
    const check = fake.checkRuns.find((r) => r.name === 'driftgate / check');
    const located = (check?.annotations ?? []).map((a) => `${a.title} ${a.path}`);
    expect(located).toContain('gate/policy-changed sync/scope.yaml');
    expect(located).toContain('scope/namespace-not-allowed apps/b.yaml');
    expect(located).toContain('scope/cluster-kind-not-allowed apps/root.yaml');
  });

  it('a scope tightened on the base branch after the PR branched judges the PR, and is not reported as the PR\'s change', async () => {
    const repo = createPrRepo({
      base: { ...tree('deploy/crds'), 'sync/scope.yaml': scope('["team-*"]', '[Namespace]'), 'apps/a.yaml': configMap('team-a') },
      head: { 'apps/b.yaml': configMap('team-b') },
      baseLater: { 'sync/scope.yaml': scope('["team-a"]', '[Namespace]') },
    });
    dirs.push(repo.dir);
    const run = await runOn(repo, { scope: 'sync/scope.yaml' });
    expect(run.exitCode).toBe(1);
    const located = (fake.checkRuns.find((r) => r.name === 'driftgate / check')?.annotations ?? []).map((a) => `${a.title} ${a.path}`);
    expect(located).toEqual(['scope/namespace-not-allowed apps/b.yaml']);
  });

  it('a PR inside the base scope passes', async () => {
    const repo = createPrRepo({
      base: { ...tree('deploy/crds'), 'sync/scope.yaml': scope('["team-*"]', '[Namespace]'), 'apps/a.yaml': configMap('team-a') },
      head: { 'apps/b.yaml': configMap('team-b') },
    });
    dirs.push(repo.dir);
    const run = await runOn(repo, { scope: 'sync/scope.yaml', 'default-namespace': 'team-a' });
    expect(run.exitCode).toBe(0);
    expect(fake.checkRuns.find((r) => r.name === 'driftgate / check')?.conclusion).toBe('success');
  });
});
