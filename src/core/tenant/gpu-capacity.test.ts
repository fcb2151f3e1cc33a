import { describe, expect, it } from 'vitest';
import { answerGpuAdmissionReview, decideGpuCapacity, gpuCapacity, gpuRequestOf, nodeGpuAllocatable } from './gpu-capacity.js';

const node = (gpus: unknown): unknown => ({ apiVersion: 'v1', kind: 'Node', metadata: { name: 'n' }, status: { allocatable: { cpu: '8', 'nvidia.com/gpu': gpus } } });
const alpha = (name: string, gpus: number, namespace = 'tenants'): unknown => ({ apiVersion: 'platform.example.com/v1alpha1', kind: 'TenantOnboarding', metadata: { name, namespace }, spec: { namespace: name, resourceQuota: { gpuCount: gpus } } });
const v1 = (name: string, gpus: number): unknown => ({ apiVersion: 'platform.example.com/v1', kind: 'TenantOnboarding', metadata: { name, namespace: 'tenants' }, spec: { namespace: name, quota: { gpuCount: gpus } } });

describe('GPU capacity', () => {
  it('reads requests in both versions and allocatable quantities', () => {
    expect(gpuRequestOf(alpha('a', 3))).toBe(3);
    expect(gpuRequestOf(v1('a', 5))).toBe(5);
    expect(gpuRequestOf({ spec: {} })).toBe(0);
    expect([node('4'), node(2), node('1k'), node('-1'), node('lots'), node(undefined)].map(nodeGpuAllocatable)).toEqual([4, 2, 1000, 0, 0, 0]);
  });

  it('allows what fits beside the other tenants, refuses the rest with the numbers', () => {
    const capacity = gpuCapacity([node('4'), node('4')], [alpha('a', 3), alpha('b', 2)]);
    expect(capacity).toMatchObject({ allocatable: 8, nodes: 2 });
    expect(decideGpuCapacity({ tenant: v1('c', 3), capacity })).toEqual({ allowed: true });
    const refused = decideGpuCapacity({ tenant: v1('c', 4), capacity });
    expect(refused).toMatchObject({ allowed: false, requested: 4, free: 3 });
    expect(refused.allowed ? '' : refused.message).toBe(
      "spec.quota.gpuCount asks for 4 GPUs, but only 3 are free: the cluster's 2 nodes advertise 8 allocatable nvidia.com/gpu and other tenants hold 5",
    );
    // The tenant's own current hold does not count against it.
    expect(decideGpuCapacity({ tenant: alpha('a', 6), capacity })).toEqual({ allowed: true });
    expect(decideGpuCapacity({ tenant: alpha('a', 7), capacity }).allowed).toBe(false);
  });

  it('never blocks an update that does not raise the request', () => {
    const shrunk = gpuCapacity([node('1')], [alpha('a', 4)]);
    expect(decideGpuCapacity({ tenant: alpha('a', 4), oldTenant: alpha('a', 4), capacity: shrunk })).toEqual({ allowed: true });
    expect(decideGpuCapacity({ tenant: alpha('a', 5), oldTenant: alpha('a', 4), capacity: shrunk }).allowed).toBe(false);
  });

  it('answers AdmissionReviews as the API server expects', () => {
    const capacity = gpuCapacity([node('2')], []);
    const review = (operation: string, object: unknown): unknown => ({ apiVersion: 'admission.k8s.io/v1', kind: 'AdmissionReview', request: { uid: 'u1', operation, object } });
    expect(answerGpuAdmissionReview(review('CREATE', alpha('a', 2)), capacity).review).toEqual({ apiVersion: 'admission.k8s.io/v1', kind: 'AdmissionReview', response: { uid: 'u1', allowed: true } });
    expect(answerGpuAdmissionReview(review('CREATE', alpha('a', 3)), capacity).review).toMatchObject({ response: { uid: 'u1', allowed: false, status: { code: 403, reason: 'Forbidden' } } });
    expect(answerGpuAdmissionReview(review('DELETE', undefined), capacity).allowed).toBe(true);
    // Anyone who reaches the port can send a review: the refusal tells only what it asked for.
    const held = gpuCapacity([node('5'), node('3')], [alpha('other', 6)]);
    const refusal = JSON.stringify(answerGpuAdmissionReview(review('CREATE', v1('a', 3)), held).review);
    expect(refusal).toContain('spec.quota.gpuCount asks for 3 GPUs, more than the cluster has free for tenants');
    for (const figure of ['8', '2', '6', '5']) expect(refusal).not.toMatch(new RegExp(`\\b${figure}\\b`));
    const malformed = JSON.stringify(answerGpuAdmissionReview({ kind: 'AdmissionReview' }, held).review);
    for (const figure of ['8', '2', '6', '5']) expect(malformed).not.toMatch(new RegExp(`\\b${figure}\\b`));
    for (const bad of [null, {}, { apiVersion: 'admission.k8s.io/v1', kind: 'AdmissionReview', request: {} }]) {
      expect(answerGpuAdmissionReview(bad, capacity)).toMatchObject({ allowed: false, malformed: true });
    }
  });
});
