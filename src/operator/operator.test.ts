import { describe, expect, it } from 'vitest';
import type { LiveObject } from '../core/manifest/manifest.js';
import { childChangeMatters, startOrder, tenantChangeMatters } from './operator.js';

const tenant = (patch: { generation?: number; annotations?: Record<string, string>; finalizers?: string[]; deletionTimestamp?: string; rv: string; status?: unknown }): LiveObject => ({
  apiVersion: 'platform.example.com/v1alpha1',
  kind: 'TenantOnboarding',
  metadata: {
    name: 't',
    namespace: 'tenants',
    uid: 'u',
    resourceVersion: patch.rv,
    generation: patch.generation ?? 1,
    ...(patch.annotations ? { annotations: patch.annotations } : {}),
    ...(patch.finalizers ? { finalizers: patch.finalizers } : {}),
    ...(patch.deletionTimestamp ? { deletionTimestamp: patch.deletionTimestamp } : {}),
    managedFields: [{ manager: patch.rv }],
  },
  spec: { namespace: 'a' },
  ...(patch.status !== undefined ? { status: patch.status } : {}),
});

describe('event filters', () => {
  it('a status-only update of a TenantOnboarding does not trigger a reconcile', () => {
    expect(tenantChangeMatters(tenant({ rv: '1' }), tenant({ rv: '2', status: { conditions: [{ type: 'Ready', status: 'True' }] } }))).toBe(false);
  });

  it('spec (generation), annotations, finalizers and deletion do', () => {
    const base = tenant({ rv: '1' });
    expect(tenantChangeMatters(base, tenant({ rv: '2', generation: 2 }))).toBe(true);
    expect(tenantChangeMatters(base, tenant({ rv: '2', annotations: { 'platform.example.com/deletion-policy': 'Retain' } }))).toBe(true);
    expect(tenantChangeMatters(base, tenant({ rv: '2', finalizers: ['x'] }))).toBe(true);
    expect(tenantChangeMatters(base, tenant({ rv: '2', deletionTimestamp: '2026-01-01T00:00:00Z' }))).toBe(true);
  });

  it('a child matters when anything but its status and bookkeeping changed', () => {
    const quota = (rv: string, hard: string, used: string): LiveObject => ({
      apiVersion: 'v1',
      kind: 'ResourceQuota',
      metadata: { name: 'q', namespace: 'a', uid: 'q', resourceVersion: rv, managedFields: [{ manager: rv }] },
      spec: { hard: { cpu: hard } },
      status: { used: { cpu: used } },
    });
    expect(childChangeMatters(quota('1', '20', '0'), quota('2', '20', '3'))).toBe(false);
    expect(childChangeMatters(quota('1', '20', '0'), quota('2', '40', '0'))).toBe(true);
  });
});

describe('startOrder', () => {
  const ready = (generation: number) => ({ observedGeneration: generation, conditions: [{ type: 'Ready', status: 'True', reason: 'Provisioned', message: '', lastTransitionTime: '2026-01-01T00:00:00Z', observedGeneration: generation }] });
  const named = (name: string, patch: Parameters<typeof tenant>[0]): LiveObject => {
    const t = tenant(patch);
    return { ...t, metadata: { ...t.metadata, name } };
  };
  it('puts tenants with work to do first (changed spec, not Ready, being deleted), keeping the order within each group', () => {
    const order = startOrder([
      named('settled-1', { rv: '1', generation: 2, status: ready(2) }),
      named('changed', { rv: '2', generation: 3, status: ready(2) }),
      named('settled-2', { rv: '3', generation: 1, status: ready(1) }),
      named('new', { rv: '4' }),
      named('deleting', { rv: '5', generation: 1, status: ready(1), deletionTimestamp: '2026-01-01T00:00:00Z' }),
      named('not-ready', { rv: '6', generation: 1, status: { observedGeneration: 1, conditions: [{ type: 'Ready', status: 'False', reason: 'QuotaFailed', message: '', lastTransitionTime: '2026-01-01T00:00:00Z', observedGeneration: 1 }] } }),
    ]);
    expect(order).toEqual(['tenants/changed', 'tenants/new', 'tenants/deleting', 'tenants/not-ready', 'tenants/settled-1', 'tenants/settled-2']);
  });
});
