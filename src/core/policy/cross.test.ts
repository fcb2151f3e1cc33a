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

describe('cross/egress-targets', () => {
  const withEgress = (targets: readonly string[]): string => `${tenant('a', 'a')}  networkPolicy:\n    allowEgressTo: [${targets.join(', ')}]\n`;
  const run = (text: string) => evaluatePolicyPack(emptyPack, { manifests: manifests('t.yaml', text), now: NOW }).filter((f) => f.ruleId === 'cross/egress-targets');

  it('reports each target that is no tenant namespace, at its item', () => {
    const out = run(withEgress(['a', 'x', 'y']));
    expect(out.map((f) => [f.pointer, f.line])).toEqual([['/spec/networkPolicy/allowEgressTo/1', 9], ['/spec/networkPolicy/allowEgressTo/2', 9]]);
  });

  it('lists 20 per tenant and counts the rest in one finding: 100,000 items are not 100,000 findings', () => {
    const out = run(withEgress(Array.from({ length: 100_000 }, (_, i) => `ns${i}`)));
    expect(out).toHaveLength(21);
    expect(out[19]?.pointer).toBe('/spec/networkPolicy/allowEgressTo/19');
    expect(out[20]).toMatchObject({ pointer: '/spec/networkPolicy/allowEgressTo/20', severity: 'error' });
    expect(out[20]?.message).toMatch(/^99980 more egress targets of this tenant/);
  });

  it('with reportFiles, builds no finding for a tenant in another file', () => {
    const all = [...manifests('mine.yaml', withEgress(['x'])), ...manifests('theirs.yaml', withEgress(['y']).replace('name: a', 'name: b'))];
    const cross = (reportFiles?: Set<string>) =>
      evaluatePolicyPack(emptyPack, { manifests: all, now: NOW, ...(reportFiles ? { reportFiles } : {}) }).filter((f) => f.ruleId.startsWith('cross/'));
    expect(cross().map((f) => `${f.file} ${f.ruleId}`).sort()).toEqual(['mine.yaml cross/egress-targets', 'theirs.yaml cross/egress-targets', 'theirs.yaml cross/unique-tenant-namespace']);
    expect(cross(new Set(['mine.yaml']))).toEqual(cross().filter((f) => f.file === 'mine.yaml'));
  });
});
