import { describe, expect, it } from 'vitest';
import { loadManifests } from '../manifest/manifest.js';
import { parseYaml } from '../yaml/parse.js';
import type { LiveNamespace } from './cross.js';
import { evaluatePolicyPack, loadPolicyPack } from './pack.js';

const NOW = new Date(Date.UTC(2026, 5, 1));
const emptyPack = loadPolicyPack({ documents: [] }).pack;
const manifests = (file: string, text: string) => loadManifests(parseYaml(text, { file }).documents).manifests;

const tenant = (name: string, namespace: string, home = 'tenants'): string => `apiVersion: platform.example.com/v1alpha1
kind: TenantOnboarding
metadata:
  name: ${name}
  namespace: ${home}
spec:
  namespace: ${namespace}
`;

const operatorMarks = (owner: string): Pick<LiveNamespace, 'labels' | 'annotations'> => ({
  labels: { 'app.kubernetes.io/managed-by': 'driftgate-operator', 'platform.example.com/tenant': owner.split('/')[1] ?? '' },
  annotations: { 'platform.example.com/owner': owner },
});

describe('cross/tenant-namespace-taken against the live cluster', () => {
  const live = new Map<string, LiveNamespace>([
    ['kube-system', { name: 'kube-system' }],
    ['billing', { name: 'billing', labels: { team: 'billing' } }],
    ['search', { name: 'search', ...operatorMarks('tenants/search') }],
    ['ads', { name: 'ads', ...operatorMarks('tenants/ads') }],
  ]);
  const run = (text: string) =>
    evaluatePolicyPack(emptyPack, { manifests: manifests('tenants.yaml', text), liveNamespaces: live, now: NOW }).filter((f) => f.ruleId === 'cross/tenant-namespace-taken');

  it('refuses a namespace that exists and was not made by the operator, at spec.namespace', () => {
    const out = run(tenant('takeover', 'billing'));
    expect(out).toEqual([
      expect.objectContaining({ severity: 'error', file: 'tenants.yaml', line: 7, column: 14, pointer: '/spec/namespace', object: expect.objectContaining({ name: 'takeover' }) }),
    ]);
    expect(out[0]?.message).toContain('already exists in the cluster and was not created by the tenant operator');
  });
  it("refuses another tenant's namespace, naming its owner", () => {
    expect(run(tenant('sneaky', 'ads'))[0]?.message).toContain('belongs to TenantOnboarding tenants/ads');
  });
  it('allows the namespace the operator made for this same tenant, and namespaces that do not exist', () => {
    expect(run(`${tenant('search', 'search')}---\n${tenant('fresh', 'brand-new')}`)).toEqual([]);
  });
  it('a tenant with the same name in another namespace is another tenant', () => {
    expect(run(tenant('search', 'search', 'elsewhere'))).toHaveLength(1);
  });
  it('without a live cluster, only Namespace manifests count', () => {
    const out = evaluatePolicyPack(emptyPack, { manifests: manifests('t.yaml', tenant('takeover', 'billing')), now: NOW });
    expect(out.filter((f) => f.ruleId === 'cross/tenant-namespace-taken')).toEqual([]);
  });
});
