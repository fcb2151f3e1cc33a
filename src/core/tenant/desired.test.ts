import { describe, expect, it } from 'vitest';
import { childOwner, desiredChildren } from './desired.js';
import { parseTenantSpec, type TenantSpec } from './spec.js';

function spec(raw: Record<string, unknown>): TenantSpec {
  const r = parseTenantSpec({ metadata: {}, spec: raw });
  if (!r.ok) throw new Error(r.findings.map((f) => f.message).join('; '));
  return r.spec;
}

const owner = { namespace: 'tenants', name: 'recs', uid: 'uid-1' };
const full = spec({
  namespace: 'recommendations',
  resourceQuota: { cpu: '20', memory: '64Gi', gpuCount: 4 },
  networkPolicy: { allowEgressTo: ['catalog', 'kube-system'] },
  access: { adminGroups: ['admins'], editGroups: ['devs', 'ml'] },
});

describe('desiredChildren', () => {
  it('labels every child to its tenant and annotates its owner', () => {
    const c = desiredChildren(owner, full);
    for (const o of [c.namespace, c.quota, c.networkPolicy, c.adminBinding!, c.editBinding!]) {
      expect(o.metadata.labels).toEqual({ 'app.kubernetes.io/managed-by': 'driftgate-operator', 'platform.example.com/tenant': 'recommendations' });
      expect(o.metadata.annotations).toEqual({ 'platform.example.com/owner': 'tenants/recs', 'platform.example.com/owner-uid': 'uid-1' });
      expect(childOwner(o.metadata)).toEqual({ key: 'tenants/recs', uid: 'uid-1' });
    }
    expect(c.namespace.metadata.name).toBe('recommendations');
    expect(c.quota.metadata.namespace).toBe('recommendations');
  });

  it('maps the quota, GPUs included', () => {
    expect(desiredChildren(owner, full).quota.spec).toEqual({ hard: { cpu: '20', memory: '64Gi', 'requests.nvidia.com/gpu': '4' } });
    expect(desiredChildren(owner, spec({ namespace: 'a', resourceQuota: { gpuCount: 0 } })).quota.spec).toEqual({ hard: { 'requests.nvidia.com/gpu': '0' } });
    // no gpuCount, no quota at all: an explicit GPU limit of 0, never none
    expect(desiredChildren(owner, spec({ namespace: 'a' })).quota.spec).toEqual({ hard: { 'requests.nvidia.com/gpu': '0' } });
    expect(desiredChildren(owner, spec({ namespace: 'a', resourceQuota: { cpu: '2' } })).quota.spec).toEqual({ hard: { cpu: '2', 'requests.nvidia.com/gpu': '0' } });
  });

  it("adds v1's spec.quota.additional limits to the quota's hard limits", () => {
    const v1 = spec({ namespace: 'a', quota: { cpu: '2', additional: { pods: '50', 'requests.storage': '100Gi', 'count/jobs.batch': 5 } } });
    expect(desiredChildren(owner, v1).quota.spec).toEqual({ hard: { cpu: '2', pods: '50', 'requests.storage': '100Gi', 'count/jobs.batch': '5', 'requests.nvidia.com/gpu': '0' } });
    expect(desiredChildren(owner, spec({ namespace: 'a', quota: { additional: { pods: '1' } } })).quota.spec).toEqual({ hard: { pods: '1', 'requests.nvidia.com/gpu': '0' } });
  });

  it('builds a default-deny policy with DNS, same-namespace and listed egress allowed', () => {
    const np = desiredChildren(owner, full).networkPolicy.spec as Record<string, unknown>;
    expect(np.podSelector).toEqual({});
    expect(np.policyTypes).toEqual(['Ingress', 'Egress']);
    expect(np.ingress).toEqual([{ from: [{ podSelector: {} }] }]);
    expect(np.egress).toEqual([
      { to: [{ podSelector: {} }] },
      {
        to: [{ namespaceSelector: { matchLabels: { 'kubernetes.io/metadata.name': 'kube-system' } } }],
        ports: [
          { protocol: 'UDP', port: 53 },
          { protocol: 'TCP', port: 53 },
        ],
      },
      {
        to: [
          { namespaceSelector: { matchLabels: { 'kubernetes.io/metadata.name': 'catalog' } } },
          { namespaceSelector: { matchLabels: { 'kubernetes.io/metadata.name': 'kube-system' } } },
        ],
      },
    ]);
    const none = desiredChildren(owner, spec({ namespace: 'a' })).networkPolicy.spec as { egress: unknown[] };
    expect(none.egress).toHaveLength(2);
  });

  it('binds admin and edit groups to the admin and edit ClusterRoles; no groups, no binding', () => {
    const c = desiredChildren(owner, full);
    expect(c.adminBinding!.roleRef).toEqual({ apiGroup: 'rbac.authorization.k8s.io', kind: 'ClusterRole', name: 'admin' });
    expect(c.editBinding!.roleRef).toEqual({ apiGroup: 'rbac.authorization.k8s.io', kind: 'ClusterRole', name: 'edit' });
    expect(c.editBinding!.subjects).toEqual([
      { apiGroup: 'rbac.authorization.k8s.io', kind: 'Group', name: 'devs' },
      { apiGroup: 'rbac.authorization.k8s.io', kind: 'Group', name: 'ml' },
    ]);
    const bare = desiredChildren(owner, spec({ namespace: 'a' }));
    expect(bare.adminBinding).toBeUndefined();
    expect(bare.editBinding).toBeUndefined();
  });

  it('sets owner references only when the TenantOnboarding lives in the tenant namespace', () => {
    expect(desiredChildren(owner, full).quota.metadata.ownerReferences).toBeUndefined();
    const local = desiredChildren({ namespace: 'recommendations', name: 'recs', uid: 'u2' }, full);
    expect(local.quota.metadata.ownerReferences).toEqual([
      { apiVersion: 'platform.example.com/v1', kind: 'TenantOnboarding', name: 'recs', uid: 'u2', controller: true },
    ]);
    expect(local.namespace.metadata.ownerReferences).toBeUndefined(); // cluster-scoped: never
  });

  it('adds extra labels (the shard) to every child, and nothing when none are given', () => {
    const c = desiredChildren(owner, full, { labels: { 'driftgate.io/shard': '3' } });
    for (const child of [c.namespace, c.quota, c.networkPolicy, c.adminBinding, c.editBinding]) {
      expect(child!.metadata.labels).toEqual({ 'app.kubernetes.io/managed-by': 'driftgate-operator', 'platform.example.com/tenant': 'recommendations', 'driftgate.io/shard': '3' });
    }
    expect(desiredChildren(owner, full, { labels: {} })).toEqual(desiredChildren(owner, full));
    expect(desiredChildren(owner, full).namespace.metadata.labels).not.toHaveProperty('driftgate.io/shard');
  });

  it('is deterministic', () => {
    expect(JSON.stringify(desiredChildren(owner, full))).toBe(JSON.stringify(desiredChildren(owner, full)));
  });

  it('ignores objects not managed by the operator', () => {
    expect(childOwner({ labels: {}, annotations: { 'platform.example.com/owner': 'a/b', 'platform.example.com/owner-uid': 'u' } })).toBeUndefined();
  });
});
