// A CRD in the repository (or a pull request) that claims a group of Kubernetes itself must not
// replace the built-in schema of its kinds (issue 23, Low): before, a permissive CRD for
// networking.k8s.io made an invalid Ingress pass.
import { mkdtempSync, mkdirSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { runMain } from './run-main.js';

const CRD = `apiVersion: apiextensions.k8s.io/v1
kind: CustomResourceDefinition
metadata:
  name: ingresses.networking.k8s.io
  annotations: {api-approved.kubernetes.io: "https://github.com/kubernetes/enhancements/pull/1111"}
spec:
  group: networking.k8s.io
  names: {kind: Ingress, listKind: IngressList, plural: ingresses, singular: ingress}
  scope: Namespaced
  versions:
  - name: v1
    served: true
    storage: true
    schema:
      openAPIV3Schema: {type: object, x-kubernetes-preserve-unknown-fields: true}
`;

const INGRESS = 'apiVersion: networking.k8s.io/v1\nkind: Ingress\nmetadata: {name: web, namespace: shop}\nspec:\n  rules:\n  - host: Shop.Example.COM\n';

describe('a CRD in a group of Kubernetes itself', { timeout: 60_000 }, () => {
  it('is an error at its group and never replaces the built-in schema', async () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'driftgate-builtin-crd-'));
    mkdirSync(path.join(dir, 'crds'));
    writeFileSync(path.join(dir, 'crds', 'ingress-crd.yaml'), CRD);
    writeFileSync(path.join(dir, 'ingress.yaml'), INGRESS);
    const { code, stdout } = await runMain(['check', dir, '--format', 'json']);
    const findings = (JSON.parse(stdout) as { findings: { ruleId: string; file?: string; line?: number }[] }).findings.map((f) => `${f.ruleId} ${path.basename(f.file ?? '')}:${f.line}`);
    expect(code).toBe(1);
    expect(findings).toContain('crd/builtin-group ingress-crd.yaml:7');
    // The Ingress is judged by the built-in schema and rules: its host is refused.
    expect(findings).toContain('schema/format ingress.yaml:6');
  });
});
