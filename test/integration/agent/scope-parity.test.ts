// What CI passes is what the agent applies, for the sync scope too: `check --scope` (the pure gate
// on the pull request's tree) and the agent (the same evaluation with the cluster's discovery and
// namespace owners) report the same scope violations at the same file:line on the same tree. The
// agent may add what only the cluster knows (a namespace owned by someone else).
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { PassThrough } from 'node:stream';
import { afterEach, describe, expect, it } from 'vitest';
import { main } from '../../../src/cli/main.js';
import { configMapYaml, createAgentHarness, policyPackFiles, type AgentHarness } from './harness.js';

let h: AgentHarness | undefined;
afterEach(async () => {
  await h?.close();
  h = undefined;
});

const CLUSTER_ADMIN_BINDING = `apiVersion: rbac.authorization.k8s.io/v1
kind: ClusterRoleBinding
metadata:
  name: parity-cluster-admin
roleRef:
  apiGroup: rbac.authorization.k8s.io
  kind: ClusterRole
  name: cluster-admin
subjects:
  - apiGroup: rbac.authorization.k8s.io
    kind: Group
    name: attackers
`;

const KUBE_SYSTEM_CONFIGMAP = configMapYaml('parity', 'kube-system', { a: 'b' });

async function checkScope(cwd: string, scopeFile: string): Promise<string[]> {
  const stdout = new PassThrough();
  let out = '';
  stdout.on('data', (d: Buffer) => (out += d.toString('utf8')));
  await main({ argv: ['check', 'cluster', '--scope', scopeFile, '--format', 'json'], stdout, stderr: new PassThrough(), env: { PATH: process.env.PATH ?? '' }, cwd });
  const findings = (JSON.parse(out) as { findings: { ruleId: string; severity: string; file?: string; line?: number }[] }).findings;
  return findings.filter((f) => f.ruleId.startsWith('scope/') && f.severity === 'error').map((f) => `${f.ruleId} ${f.file}:${f.line}`).sort();
}

describe('scope: check --scope and the agent agree', () => {
  it('report the same out-of-scope objects at the same places', async () => {
    h = await createAgentHarness();
    const ns = h.namespace;
    h.fx.commit({ ...policyPackFiles(), 'cluster/app.yaml': configMapYaml('app', ns, { color: 'blue' }) });
    await h.poll();
    h.fx.commit({ 'cluster/rbac/cluster-admin.yaml': CLUSTER_ADMIN_BINDING, 'cluster/system.yaml': KUBE_SYSTEM_CONFIGMAP });
    await h.poll();
    const refused = h.agent.lastSync!;
    expect(refused.outcome).toBe('refused');
    const agent = refused.findings.filter((f) => f.ruleId.startsWith('scope/') && f.severity === 'error').map((f) => `${f.ruleId} ${f.file}:${f.line}`).sort();

    // The agent's scope here is the default one; check judges by the same, written as a file.
    const dir = mkdtempSync(path.join(os.tmpdir(), 'scope-parity-'));
    try {
      const scopeFile = path.join(dir, 'scope.yaml');
      writeFileSync(scopeFile, 'apiVersion: driftgate.dev/v1alpha1\nkind: SyncScope\nnamespaces: ["*"]\nclusterKinds: [Namespace, apiextensions.k8s.io/CustomResourceDefinition]\n');
      const check = await checkScope(h.fx.work, scopeFile);
      expect(check.length).toBeGreaterThanOrEqual(2);
      expect(check).toEqual(agent.filter((f) => !f.startsWith('scope/namespace-foreign') && !f.startsWith('scope/own-namespace')));
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
