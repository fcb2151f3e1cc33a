import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { compareQuantities, parseQuantity } from '../cel/quantity.js';
import { appliedDifferences, extractApplied, extractFields } from './managed-fields.js';

const live = JSON.parse(readFileSync(new URL('./testdata/managed-quota.json', import.meta.url), 'utf8')) as Record<string, unknown> & {
  metadata: Record<string, unknown>;
};
const desired = {
  apiVersion: 'v1',
  kind: 'ResourceQuota',
  metadata: {
    name: 'tenant-quota',
    namespace: 'recommendations',
    labels: { 'app.kubernetes.io/managed-by': 'driftgate-operator', 'platform.example.com/tenant': 'recommendations' },
    annotations: { 'platform.example.com/owner': 'tenants/recommendations-team', 'platform.example.com/owner-uid': '6b1f6f2e-0000-4000-8000-000000000001' },
  },
  spec: { hard: { cpu: '20', memory: '64Gi', 'requests.nvidia.com/gpu': '4' } },
};
const quantities = [
  {
    pattern: '/spec/hard/*',
    equals: (a: unknown, b: unknown) => {
      const qa = typeof a === 'string' ? parseQuantity(a) : undefined;
      const qb = typeof b === 'string' ? parseQuantity(b) : undefined;
      return qa !== undefined && qb !== undefined ? compareQuantities(qa, qb) === 0 : a === b;
    },
  },
];

function withSpec(hard: Record<string, string>): typeof live {
  return { ...live, spec: { hard } };
}

describe('extractApplied', () => {
  it('projects the live object onto the fields the manager owns (not labels added by hand, not status)', () => {
    const applied = extractApplied(live, { manager: 'driftgate-operator' });
    expect(applied).toEqual({ metadata: { labels: desired.metadata.labels, annotations: desired.metadata.annotations }, spec: desired.spec });
    expect(appliedDifferences(desired, applied, { equivalent: quantities })).toEqual([]);
  });

  it('sees a hand edit of an owned field as a difference (drift)', () => {
    const drifted = withSpec({ cpu: '40', memory: '64Gi', 'requests.nvidia.com/gpu': '4' });
    expect(appliedDifferences(desired, extractApplied(drifted, { manager: 'driftgate-operator' }), { equivalent: quantities })).toEqual(['/spec/hard/cpu']);
  });

  it('treats canonicalised quantities as equal (64Gi vs 65536Mi, 20 vs 20000m)', () => {
    const canon = withSpec({ cpu: '20000m', memory: '65536Mi', 'requests.nvidia.com/gpu': '4' });
    expect(appliedDifferences(desired, extractApplied(canon, { manager: 'driftgate-operator' }), { equivalent: quantities })).toEqual([]);
  });

  it('sees a field we still own but no longer want (it must be removed by the next apply)', () => {
    const noGpu = { ...desired, spec: { hard: { cpu: '20', memory: '64Gi' } } };
    expect(appliedDifferences(noGpu, extractApplied(live, { manager: 'driftgate-operator' }), { equivalent: quantities })).toEqual(['/spec/hard/requests.nvidia.com~1gpu']);
  });

  it('is "everything differs" when the manager owns nothing yet', () => {
    expect(appliedDifferences(desired, extractApplied(live, { manager: 'someone-else' }))).toEqual(['']);
  });

  it('handles keyed lists (k:), sets (v:) and atomic lists', () => {
    const obj = {
      metadata: {
        ownerReferences: [
          { uid: 'a', name: 'x', kind: 'K', apiVersion: 'v1' },
          { uid: 'b', name: 'y', kind: 'K', apiVersion: 'v1' },
        ],
        finalizers: ['one', 'two'],
      },
      spec: { egress: [{ to: [{ podSelector: {} }] }] },
    };
    const set = {
      'f:metadata': { 'f:ownerReferences': { 'k:{"uid":"b"}': { '.': {}, 'f:uid': {}, 'f:name': {} } }, 'f:finalizers': { 'v:"two"': {} } },
      'f:spec': { 'f:egress': {} },
    };
    expect(extractFields(obj, set)).toEqual({
      metadata: { ownerReferences: [{ uid: 'b', name: 'y' }], finalizers: ['two'] },
      spec: { egress: [{ to: [{ podSelector: {} }] }] },
    });
  });
});
