import { describe, expect, it } from 'vitest';
import { touchesDesired } from './touched.js';

const desired = {
  apiVersion: 'platform.example.com/v1',
  kind: 'TenantOnboarding',
  metadata: { name: 't', namespace: 'tenants', labels: { 'driftgate.dev/sync': 'abc' }, annotations: { 'driftgate.dev/tracking-id': 'abc:x' } },
  spec: { namespace: 'team-t', quota: { cpu: '2', memory: '4Gi' }, networkPolicy: { allowEgressTo: ['kube-system'] } },
};
interface Live {
  metadata: { labels: Record<string, string>; annotations: Record<string, string> | undefined; finalizers?: string[]; resourceVersion: string };
  spec: { quota: Record<string, unknown> | string; networkPolicy?: { allowEgressTo: string[] } };
  status: unknown;
}
const live = (patch: (o: Live) => void): Live => {
  const o: Live = structuredClone({ ...desired, metadata: { ...desired.metadata, uid: 'u', resourceVersion: '1' }, status: { observedGeneration: 1 } });
  patch(o);
  return o;
};

describe('touchesDesired', () => {
  it('ignores what Git does not set: finalizers, other labels and annotations, status, bookkeeping', () => {
    const before = live(() => undefined);
    expect(touchesDesired(desired, before, live((o) => (o.metadata.finalizers = ['platform.example.com/tenant'])))).toBe(false);
    expect(touchesDesired(desired, before, live((o) => (o.metadata.labels['driftgate.io/shard'] = '3')))).toBe(false);
    expect(touchesDesired(desired, before, live((o) => (o.metadata.annotations!['kubectl.kubernetes.io/last-applied-configuration'] = '{}')))).toBe(false);
    expect(touchesDesired(desired, before, live((o) => (o.status = { observedGeneration: 2, conditions: [] })))).toBe(false);
    expect(touchesDesired(desired, before, live((o) => (o.metadata.resourceVersion = '2')))).toBe(false);
    expect(touchesDesired(desired, before, live((o) => ((o.spec.quota as Record<string, unknown>).gpuCount = 1)))).toBe(false); // a field Git leaves unset
  });

  it('sees every change at a field Git sets: a value, a list, a removed field, a removed map, a changed mark', () => {
    const before = live(() => undefined);
    expect(touchesDesired(desired, before, live((o) => ((o.spec.quota as Record<string, unknown>).cpu = '3')))).toBe(true);
    expect(touchesDesired(desired, before, live((o) => o.spec.networkPolicy?.allowEgressTo.push('catalog')))).toBe(true);
    expect(touchesDesired(desired, before, live((o) => delete (o.spec.quota as Record<string, unknown>).memory))).toBe(true);
    expect(touchesDesired(desired, before, live((o) => delete o.spec.networkPolicy))).toBe(true);
    expect(touchesDesired(desired, before, live((o) => (o.spec.quota = 'x')))).toBe(true);
    expect(touchesDesired(desired, before, live((o) => (o.metadata.labels['driftgate.dev/sync'] = 'other')))).toBe(true);
    expect(touchesDesired(desired, before, live((o) => (o.metadata.annotations = undefined)))).toBe(true);
  });
});
