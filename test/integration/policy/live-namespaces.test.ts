// `driftgate check --kubeconfig`: against the real API server, a tenant may not claim a namespace
// that exists and is not the operator's for that same tenant (cross/tenant-namespace-taken).
import { cpSync, mkdtempSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runCli } from '../../cli/run-cli.js';
import { createTestNamespace, deleteNamespace, kubeRequest, testKubeConfig, testKubeconfigPath } from '../../support/cluster.js';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
const kc = testKubeConfig();
const created: string[] = [];
let work = '';
let plain = '';
let mine = '';
let theirs = '';

async function markedNamespace(prefix: string, owner: string): Promise<string> {
  const name = await createTestNamespace(kc, prefix);
  const r = await kubeRequest(kc, {
    method: 'PATCH',
    path: `/api/v1/namespaces/${name}`,
    contentType: 'application/merge-patch+json',
    body: { metadata: { labels: { 'app.kubernetes.io/managed-by': 'driftgate-operator', 'platform.example.com/tenant': name }, annotations: { 'platform.example.com/owner': owner } } },
  });
  expect(r.status).toBe(200);
  return name;
}

const tenant = (name: string, namespace: string): string => `apiVersion: platform.example.com/v1alpha1
kind: TenantOnboarding
metadata:
  name: ${name}
  namespace: tenants
spec:
  namespace: ${namespace}
  resourceQuota: { gpuCount: 0 }
  access:
    adminGroups: [${name}-admins]
`;

beforeAll(async () => {
  plain = await createTestNamespace(kc, 'someone-elses');
  mine = await markedNamespace('mine', 'tenants/mine');
  theirs = await markedNamespace('theirs', 'tenants/other-team');
  created.push(plain, mine, theirs);
  work = mkdtempSync(path.join(os.tmpdir(), 'driftgate-live-ns-'));
  cpSync(path.join(ROOT, 'policies'), path.join(work, 'policies'), { recursive: true });
  cpSync(path.join(ROOT, 'deploy/crds'), path.join(work, 'deploy/crds'), { recursive: true });
  mkdirSync(path.join(work, 'tenants'));
  writeFileSync(
    path.join(work, 'tenants/tenants.yaml'),
    [tenant('takeover', plain), tenant('mine', mine), tenant('sneaky', theirs), tenant('fresh', `fresh-${mine}`)].join('---\n'),
  );
});

afterAll(async () => {
  for (const ns of created) await deleteNamespace(kc, ns);
  rmSync(work, { recursive: true, force: true });
});

interface JsonFinding {
  ruleId: string;
  severity: string;
  line?: number;
  object?: { name?: string };
  message: string;
}

describe('check --kubeconfig reads the live namespaces', () => {
  it('refuses a namespace that exists and is not this tenant\'s; allows its own and new ones', async () => {
    const r = await runCli(['check', 'tenants', '--kubeconfig', testKubeconfigPath(), '--format', 'json'], work);
    expect(r.stderr).toBe('');
    const findings = (JSON.parse(r.stdout) as { findings: JsonFinding[] }).findings;
    const taken = findings.filter((f) => f.ruleId === 'cross/tenant-namespace-taken');
    expect(taken.map((f) => [f.object?.name, f.severity, f.line])).toEqual([
      ['takeover', 'error', 7],
      ['sneaky', 'error', 29],
    ]);
    expect(taken[0]?.message).toContain('was not created by the tenant operator');
    expect(taken[1]?.message).toContain('belongs to TenantOnboarding tenants/other-team');
    expect(findings.filter((f) => f.severity === 'error' && f.ruleId !== 'cross/tenant-namespace-taken')).toEqual([]);
    expect(r.code).toBe(1);
  });

  it('without --kubeconfig the same files pass (no Namespace manifests to compare with)', async () => {
    const r = await runCli(['check', 'tenants', '--format', 'json'], work);
    expect((JSON.parse(r.stdout) as { findings: JsonFinding[] }).findings.filter((f) => f.ruleId === 'cross/tenant-namespace-taken')).toEqual([]);
    expect(r.code).toBe(0);
  });

  it('a kubeconfig that cannot be read is exit 2, and its content is never printed', async () => {
    const bad = path.join(work, 'bad-kubeconfig');
    writeFileSync(bad, 'apiVersion: v1\nusers:\n- name: x\n  user:\n    token: tok-3b9f1c2a7e\n  name: [oops\n');
    const r = await runCli(['check', 'tenants', '--kubeconfig', bad], work);
    expect(r.code).toBe(2);
    expect(r.stderr).toMatch(/^driftgate check: cannot read the cluster: cannot read the kubeconfig /);
    expect(r.stderr).not.toContain('tok-3b9f1c2a7e');
    expect(r.stdout).toBe('');
  });
});
