import { describe, expect, it } from 'vitest';
import { appliedDifferences, extractApplied } from '../core/kube/managed-fields.js';
import { childOwner, desiredChildren } from '../core/tenant/desired.js';
import { parseTenantSpec, type TenantSpec } from '../core/tenant/spec.js';
import { asLiveObject, type LiveObject } from '../core/manifest/manifest.js';
import { trimChild, trimTenant } from './cache-transform.js';
import { childChangeMatters, tenantChangeMatters } from './operator.js';

const MANAGER = 'driftgate-operator';
const trim = trimChild(MANAGER);
const big = 'x'.repeat(50_000);

function spec(raw: Record<string, unknown>): TenantSpec {
  const r = parseTenantSpec({ metadata: {}, spec: raw });
  if (!r.ok) throw new Error('bad spec');
  return r.spec;
}

/** A live ResourceQuota as the API server returns it: our apply, kube-controller-manager's status, someone's annotation. */
function liveQuota(overrides: { hard?: Record<string, string>; otherAnnotation?: string } = {}): LiveObject {
  return asLiveObject({
    apiVersion: 'v1',
    kind: 'ResourceQuota',
    metadata: {
      name: 'tenant-quota',
      namespace: 'team-a',
      uid: 'q-uid',
      resourceVersion: '42',
      creationTimestamp: '2026-12-01T00:00:00Z',
      labels: { 'app.kubernetes.io/managed-by': 'driftgate-operator', 'platform.example.com/tenant': 'team-a', 'driftgate.io/shard': '1', 'team.example/cost-center': 'ml' },
      annotations: {
        'platform.example.com/owner': 'tenants/team-a',
        'platform.example.com/owner-uid': 't-uid',
        'kubectl.kubernetes.io/last-applied-configuration': overrides.otherAnnotation ?? big,
      },
      managedFields: [
        {
          manager: MANAGER,
          operation: 'Apply',
          apiVersion: 'v1',
          fieldsType: 'FieldsV1',
          fieldsV1: {
            'f:metadata': {
              'f:annotations': { 'f:platform.example.com/owner': {}, 'f:platform.example.com/owner-uid': {} },
              'f:labels': { 'f:app.kubernetes.io/managed-by': {}, 'f:platform.example.com/tenant': {}, 'f:driftgate.io/shard': {} },
            },
            'f:spec': { 'f:hard': { 'f:cpu': {}, 'f:memory': {}, 'f:requests.nvidia.com/gpu': {} } },
          },
        },
        { manager: 'kube-controller-manager', operation: 'Update', apiVersion: 'v1', subresource: 'status', fieldsType: 'FieldsV1', fieldsV1: { 'f:status': { 'f:hard': {}, 'f:used': {} } } },
        { manager: 'kubectl', operation: 'Update', apiVersion: 'v1', fieldsType: 'FieldsV1', fieldsV1: { 'f:metadata': { 'f:annotations': { 'f:kubectl.kubernetes.io/last-applied-configuration': {} }, 'f:labels': { 'f:team.example/cost-center': {} } }, 'f:spec': { 'f:scopes': {} } } },
      ],
    },
    spec: { hard: overrides.hard ?? { cpu: '20', memory: '64Gi', 'requests.nvidia.com/gpu': '0' }, scopes: ['NotTerminating'] },
    status: { hard: { cpu: '20', memory: '64Gi' }, used: { cpu: '3', memory: '1Gi', [big]: '1' } },
  });
}

describe('trimChild', () => {
  it('keeps exactly what the diff before write reads: our applied configuration is the same before and after', () => {
    const live = liveQuota();
    const trimmed = trim(live);
    expect(extractApplied(trimmed, { manager: MANAGER })).toEqual(extractApplied(live, { manager: MANAGER }));
    const desired = desiredChildren({ namespace: 'tenants', name: 'team-a', uid: 't-uid' }, spec({ namespace: 'team-a', quota: { cpu: '20', memory: '64Gi' } }), { labels: { 'driftgate.io/shard': '1' } }).quota;
    expect(appliedDifferences(desired as unknown as Record<string, unknown>, extractApplied(trimmed, { manager: MANAGER }))).toEqual([]);
    // and a change to a field we own still shows
    const changed = trim(liveQuota({ hard: { cpu: '40', memory: '64Gi', 'requests.nvidia.com/gpu': '0' } }));
    expect(appliedDifferences(desired as unknown as Record<string, unknown>, extractApplied(changed, { manager: MANAGER }))).toEqual(['/spec/hard/cpu']);
  });

  it('keeps identity, the ownership marks and our managedFields entry; drops status, foreign fields, labels, annotations and entries', () => {
    const trimmed = trim(liveQuota());
    expect(trimmed.metadata).toMatchObject({ name: 'tenant-quota', namespace: 'team-a', uid: 'q-uid', resourceVersion: '42' });
    expect(childOwner(trimmed.metadata)).toEqual({ key: 'tenants/team-a', uid: 't-uid' });
    expect(trimmed.metadata.labels).toEqual({ 'app.kubernetes.io/managed-by': 'driftgate-operator', 'platform.example.com/tenant': 'team-a', 'driftgate.io/shard': '1' });
    expect(trimmed.metadata.annotations).toEqual({ 'platform.example.com/owner': 'tenants/team-a', 'platform.example.com/owner-uid': 't-uid' });
    expect(trimmed.metadata.managedFields?.map((e) => e.manager)).toEqual([MANAGER]);
    expect(trimmed.status).toBeUndefined();
    // A top-level field we own is kept whole, by reference (kubectl's spec.scopes rides along).
    expect(trimmed.spec).toEqual({ hard: { cpu: '20', memory: '64Gi', 'requests.nvidia.com/gpu': '0' }, scopes: ['NotTerminating'] });
    expect(JSON.stringify(trimmed).length).toBeLessThan(2_000);
    expect(JSON.stringify(liveQuota()).length).toBeGreaterThan(100_000);
  });

  it('a change only to what was dropped (status, a foreign annotation) is no reason to reconcile; a change to our field is', () => {
    const a = trim(liveQuota());
    const b = trim({ ...liveQuota({ otherAnnotation: 'something else' }), status: { used: { cpu: '19' } } });
    expect(childChangeMatters(a, b)).toBe(false);
    expect(childChangeMatters(a, trim(liveQuota({ hard: { cpu: '1', memory: '64Gi' } })))).toBe(true);
  });

  it('keeps the ownership marks of a namespace we do not manage, and nothing of its content', () => {
    const foreign = trim(
      asLiveObject({
        apiVersion: 'v1',
        kind: 'Namespace',
        metadata: {
          name: 'kube-system',
          uid: 'ns-uid',
          resourceVersion: '7',
          labels: { 'kubernetes.io/metadata.name': 'kube-system' },
          annotations: { note: big },
          managedFields: [{ manager: 'kube-apiserver', operation: 'Update', apiVersion: 'v1', fieldsV1: { 'f:metadata': { 'f:labels': { '.': {}, 'f:kubernetes.io/metadata.name': {} } } } }],
        },
        spec: { finalizers: ['kubernetes'] },
        status: { phase: 'Active' },
      }),
    );
    expect(foreign).toEqual({ apiVersion: 'v1', kind: 'Namespace', metadata: { name: 'kube-system', uid: 'ns-uid', resourceVersion: '7' }, status: { phase: 'Active' } });
    expect(childOwner(foreign.metadata)).toBeUndefined();
  });

  it('keeps a namespace deletion and its status conditions (what holds the deletion up)', () => {
    const ns = trim(
      asLiveObject({
        apiVersion: 'v1',
        kind: 'Namespace',
        metadata: { name: 'team-a', uid: 'u', resourceVersion: '9', deletionTimestamp: '2026-12-01T00:00:00Z', labels: { 'app.kubernetes.io/managed-by': 'driftgate-operator' } },
        status: { phase: 'Terminating', conditions: [{ type: 'NamespaceContentRemaining', status: 'True', message: 'Some resources are remaining: pods. has 1 resource instances' }] },
      }),
    );
    expect(ns.metadata.deletionTimestamp).toBe('2026-12-01T00:00:00Z');
    expect(ns.status).toEqual({ phase: 'Terminating', conditions: [{ type: 'NamespaceContentRemaining', status: 'True', message: 'Some resources are remaining: pods. has 1 resource instances' }] });
  });
});

describe('trimTenant', () => {
  const tenant = (annotations: Record<string, string>): LiveObject =>
    asLiveObject({
      apiVersion: 'platform.example.com/v1',
      kind: 'TenantOnboarding',
      metadata: {
        name: 'team-a',
        namespace: 'tenants',
        uid: 't-uid',
        resourceVersion: '5',
        generation: 3,
        creationTimestamp: '2026-12-01T00:00:00Z',
        finalizers: ['platform.example.com/tenant-cleanup'],
        labels: { 'driftgate.io/shard': '1', 'app.kubernetes.io/part-of': 'platform' },
        annotations,
        ownerReferences: [{ apiVersion: 'v1', kind: 'ConfigMap', name: 'x', uid: 'y' }],
        managedFields: [{ manager: 'driftgate-agent', operation: 'Apply', fieldsV1: { 'f:spec': {} } }],
      },
      spec: { namespace: 'team-a', quota: { cpu: '2' } },
      status: { observedGeneration: 3, conditions: [{ type: 'Ready', status: 'True' }] },
    });

  it('keeps spec, status, the shard label, our annotations and the bookkeeping the reconciler reads', () => {
    const t = trimTenant(tenant({ 'platform.example.com/deletion-policy': 'Retain', 'kubectl.kubernetes.io/last-applied-configuration': big }));
    expect(t).toEqual({
      apiVersion: 'platform.example.com/v1',
      kind: 'TenantOnboarding',
      metadata: {
        name: 'team-a',
        namespace: 'tenants',
        uid: 't-uid',
        resourceVersion: '5',
        generation: 3,
        creationTimestamp: '2026-12-01T00:00:00Z',
        finalizers: ['platform.example.com/tenant-cleanup'],
        labels: { 'driftgate.io/shard': '1' },
        annotations: { 'platform.example.com/deletion-policy': 'Retain' },
      },
      spec: { namespace: 'team-a', quota: { cpu: '2' } },
      status: { observedGeneration: 3, conditions: [{ type: 'Ready', status: 'True' }] },
    });
    const parsed = parseTenantSpec(t);
    expect(parsed.ok && parsed.spec.deletionPolicy).toBe('Retain');
  });

  it('a change to a dropped annotation is no reason to reconcile; a change to ours is', () => {
    const a = trimTenant(tenant({ other: '1' }));
    expect(tenantChangeMatters(a, trimTenant(tenant({ other: '2' })))).toBe(false);
    expect(tenantChangeMatters(a, trimTenant(tenant({ other: '1', 'platform.example.com/deletion-policy': 'Retain' })))).toBe(true);
  });
});
