// `driftgate check --kubeconfig --scope`: namespaced-ness from the API server, as the agent's scope
// gate reads it (issue 23). A kind the API server serves cluster-scoped, a commit whose own CRD
// says Namespaced, and an object of it "in" a tenant namespace: offline the commit's CRD decides
// and the scope passes; with the cluster, the object is judged as the API server would store it
// (cluster-wide) and the CRD's disagreement is an error — the verdict the agent gives the same
// commit (test/integration/agent/attack-replays.test.ts).
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { KubeClient } from '../../../src/io/kube/client.js';
import { Discovery } from '../../../src/io/kube/discovery.js';
import { runCli } from '../../cli/run-cli.js';
import { installCrd, kubeRequest, randomSuffix, testKubeConfig, testKubeconfigPath } from '../../support/cluster.js';

const kc = testKubeConfig();
const group = `check-scope-${randomSuffix(6)}.example.com`;
const crdName = `gadgets.${group}`;
let work = '';

const crd = (scope: 'Namespaced' | 'Cluster'): string => `apiVersion: apiextensions.k8s.io/v1
kind: CustomResourceDefinition
metadata:
  name: ${crdName}
spec:
  group: ${group}
  scope: ${scope}
  names: { kind: Gadget, plural: gadgets, singular: gadget, listKind: GadgetList }
  versions:
    - name: v1
      served: true
      storage: true
      schema:
        openAPIV3Schema: { type: object, x-kubernetes-preserve-unknown-fields: true }
`;

const SCOPE = `apiVersion: driftgate.dev/v1alpha1
kind: SyncScope
namespaces: ["team-*"]
clusterKinds: [Namespace, apiextensions.k8s.io/CustomResourceDefinition]
`;

beforeAll(async () => {
  const { load } = await import('js-yaml');
  await installCrd(kc, load(crd('Cluster')) as object);
  work = mkdtempSync(path.join(os.tmpdir(), 'driftgate-check-scope-'));
  writeFileSync(path.join(work, '.driftgateignore'), 'scope.yaml\n');
  writeFileSync(path.join(work, 'scope.yaml'), SCOPE);
  mkdirSync(path.join(work, 'crds'));
  mkdirSync(path.join(work, 'apps'));
  writeFileSync(path.join(work, 'crds/gadget.yaml'), crd('Namespaced'));
  writeFileSync(path.join(work, 'apps/gadget.yaml'), `apiVersion: ${group}/v1\nkind: Gadget\nmetadata:\n  name: g\n  namespace: team-a\n`);
  writeFileSync(path.join(work, 'apps/cm.yaml'), 'apiVersion: v1\nkind: ConfigMap\nmetadata:\n  name: c\n  namespace: team-a\n');
});

afterAll(async () => {
  await kubeRequest(kc, { method: 'DELETE', path: `/apis/apiextensions.k8s.io/v1/customresourcedefinitions/${crdName}` });
  if (work) rmSync(work, { recursive: true, force: true });
});

interface JsonReport {
  findings: { ruleId: string; severity: string; file?: string; line?: number; message: string }[];
}

function scopeErrors(stdout: string): string[] {
  const report = JSON.parse(stdout) as JsonReport;
  return report.findings.filter((f) => f.ruleId.startsWith('scope/') && f.severity === 'error').map((f) => `${f.ruleId} ${f.file}:${f.line}`).sort();
}

describe('check --kubeconfig --scope judges namespaced-ness from discovery', () => {
  it('offline the commit’s CRD decides; with the cluster, the served scope does and the CRD that contradicts it is an error', async () => {
    const offline = await runCli(['check', '.', '--scope', 'scope.yaml', '--format', 'json'], work);
    expect(offline.stderr).toBe('');
    expect(scopeErrors(offline.stdout)).toEqual([]);
    expect(offline.code).toBe(0);

    const live = await runCli(['check', '.', '--scope', 'scope.yaml', '--format', 'json', '--kubeconfig', testKubeconfigPath()], work);
    expect(live.stderr).toBe('');
    expect(scopeErrors(live.stdout)).toEqual(['scope/cluster-kind-not-allowed apps/gadget.yaml:2', 'scope/kind-scope-mismatch crds/gadget.yaml:7', 'scope/namespace-on-cluster-kind apps/gadget.yaml:5']);
    const mismatch = (JSON.parse(live.stdout) as JsonReport).findings.find((f) => f.ruleId === 'scope/kind-scope-mismatch');
    expect(mismatch?.message).toContain('expected scope Cluster');
    expect(live.code).toBe(1);
  });

  it('reads the same served kinds with aggregated discovery and one document per group-version', async () => {
    const client = new KubeClient({ kubeConfig: kc, userAgent: 'driftgate-tests' });
    try {
      const aggregated = await new Discovery({ client }).servedKinds();
      const perGroupVersion = await new Discovery({ client }).servedKinds({ aggregated: false });
      expect(aggregated.get(`${group}/v1/Gadget`)).toBe(false);
      expect(aggregated.get('v1/ConfigMap')).toBe(true);
      expect(aggregated.get('v1/Namespace')).toBe(false);
      expect(aggregated.get('apps/v1/Deployment')).toBe(true);
      expect(aggregated.get('admissionregistration.k8s.io/v1/ValidatingWebhookConfiguration')).toBe(false);
      // other tests add and remove CRDs meanwhile: compare the kinds every cluster serves
      const builtIn = (m: Map<string, boolean>): [string, boolean][] =>
        [...m]
          .filter(([key]) => {
            const parts = key.split('/');
            const apiGroup = parts.length === 3 ? (parts[0] ?? '') : '';
            return !apiGroup.includes('.') || apiGroup.endsWith('.k8s.io');
          })
          .sort(([a], [b]) => a.localeCompare(b));
      expect(builtIn(perGroupVersion)).toEqual(builtIn(aggregated));
      expect(aggregated.size).toBeGreaterThan(40);
    } finally {
      client.close();
    }
  });
});
