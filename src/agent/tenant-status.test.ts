import { describe, expect, it } from 'vitest';
import { clip, statusContext, tenantStatus } from './tenant-status.js';

const tenant = (generation: number, status: Record<string, unknown> | undefined) => ({
  apiVersion: 'platform.example.com/v1alpha1',
  kind: 'TenantOnboarding',
  metadata: { name: 'search', namespace: 'tenants', generation },
  ...(status ? { status } : {}),
});
const cond = (type: string, status: string, reason = '', message = '') => ({ type, status, reason, message });
const base = { appliedAt: 0, now: 1_000, readyTimeoutMs: 300_000 };

describe('tenantStatus', () => {
  it('is pending until the operator observed the generation and said Ready', () => {
    expect(tenantStatus({ ...base, live: undefined }).state).toBe('pending');
    expect(tenantStatus({ ...base, live: tenant(2, undefined) }).state).toBe('pending'); // kstatus would say Current: we do not
    expect(tenantStatus({ ...base, live: tenant(2, { observedGeneration: 1, conditions: [cond('Ready', 'True')] }) }).state).toBe('pending');
    expect(tenantStatus({ ...base, live: tenant(2, { observedGeneration: 2, conditions: [cond('Ready', 'False', 'Progressing')] }) })).toEqual({ state: 'pending', description: 'applied; waiting for Ready (Progressing)' });
  });

  it('is success when Ready=True at the current generation', () => {
    expect(tenantStatus({ ...base, live: tenant(3, { observedGeneration: 3, conditions: [cond('Ready', 'True', 'Provisioned', 'all children exist')] }) })).toEqual({ state: 'success', description: 'Ready: all children exist' });
  });

  it('is failure with the reason when Stalled, and after the timeout when never Ready', () => {
    const stalled = tenantStatus({ ...base, live: tenant(1, { observedGeneration: 1, conditions: [cond('Stalled', 'True', 'NamespaceOwnedByOtherTenant', 'x'.repeat(300))] }) });
    expect(stalled.state).toBe('failure');
    expect(stalled.description.startsWith('NamespaceOwnedByOtherTenant: xxx')).toBe(true);
    expect(stalled.description.length).toBe(140);
    const late = tenantStatus({ ...base, now: 300_000, live: tenant(2, { observedGeneration: 2, conditions: [cond('Ready', 'False', 'QuotaInvalid', 'cpu: bad quantity')] }) });
    expect(late).toEqual({ state: 'failure', description: 'not Ready within 5 min: QuotaInvalid: cpu: bad quantity' });
    expect(tenantStatus({ ...base, now: 300_000, live: undefined }).state).toBe('failure');
  });

  it('names contexts and clips descriptions', () => {
    expect(statusContext({ namespace: 'tenants', name: 'search' })).toBe('driftgate/tenants/search');
    expect(clip('a\n  b')).toBe('a b');
  });

  it('reads each live object once, and a new object of the same tenant anew (the watch cache replaces, never edits)', () => {
    const waiting = tenant(2, { observedGeneration: 1, conditions: [cond('Ready', 'False', 'Reconciling')] });
    const ready = tenant(2, { observedGeneration: 2, conditions: [cond('Ready', 'True', 'Ready', 'all set')] });
    expect(tenantStatus({ ...base, live: waiting }).state).toBe('pending');
    expect(tenantStatus({ ...base, live: ready })).toEqual({ state: 'success', description: 'Ready: all set' });
    expect(tenantStatus({ ...base, live: waiting }).state).toBe('pending');
    // The time still counts for an object read before.
    expect(tenantStatus({ ...base, now: 400_000, live: waiting }).state).toBe('failure');
  });

  it('keeps what an object says whatever the time, and still judges the time for the rest', () => {
    const ready = tenant(4, { observedGeneration: 4, conditions: [cond('Ready', 'True', 'Ready', 'a\n  b')] });
    const first = tenantStatus({ ...base, live: ready });
    expect(first).toEqual({ state: 'success', description: 'Ready: a b' });
    // Ready stays success after the timeout (it is checked before the time), and is not worked out again
    expect(tenantStatus({ ...base, now: 900_000, live: ready })).toBe(first);
    const stalled = tenant(4, { observedGeneration: 4, conditions: [cond('Stalled', 'True', 'QuotaInvalid', 'bad')] });
    expect(tenantStatus({ ...base, live: stalled })).toEqual({ state: 'failure', description: 'QuotaInvalid: bad' });
    expect(tenantStatus({ ...base, now: 900_000, live: stalled })).toEqual({ state: 'failure', description: 'QuotaInvalid: bad' });
    const waiting = tenant(4, { observedGeneration: 3, conditions: [cond('Ready', 'True', 'Ready')] });
    expect(tenantStatus({ ...base, live: waiting })).toEqual({ state: 'pending', description: 'applied; waiting for Ready' });
    expect(tenantStatus({ ...base, now: 900_000, live: waiting })).toEqual({ state: 'failure', description: 'not Ready within 5 min: generation 4 not observed yet (observed 3)' });
    expect(tenantStatus({ ...base, readyTimeoutMs: 120_000, now: 900_000, live: waiting }).description).toBe('not Ready within 2 min: generation 4 not observed yet (observed 3)');
  });
});
