import { describe, expect, it } from 'vitest';
import { CRD_PRUNE_DISABLED, isCrdKey, keptCrdEntries, survivingEntries, type PruneResult } from './prune.js';

const crd = { apiVersion: 'apiextensions.k8s.io/v1', kind: 'CustomResourceDefinition', name: 'widgets.example.com', uid: 'u1' };
const other = { apiVersion: 'apiextensions.k8s.io/v1', kind: 'CustomResourceDefinition', name: 'gadgets.example.com', uid: 'u2' };
const ns = { apiVersion: 'v1', kind: 'Namespace', name: 'team-a', uid: 'u3' };

describe('prune bookkeeping of CRDs', () => {
  it('recognises CRDs by group and kind', () => {
    expect(isCrdKey(crd)).toBe(true);
    expect(isCrdKey({ apiVersion: 'example.com/v1', kind: 'CustomResourceDefinition' })).toBe(false);
  });

  it('keeps CRDs prune kept in the inventory, but neither deleted ones nor kept Namespaces; they are not failures', () => {
    const results: PruneResult[] = [
      { key: crd, outcome: 'skipped', verdict: CRD_PRUNE_DISABLED },
      { key: other, outcome: 'deleted' },
      { key: ns, outcome: 'skipped', verdict: 'holds-foreign-objects' },
    ];
    expect(keptCrdEntries(results, [crd, other, ns])).toEqual([crd]);
    expect(keptCrdEntries([{ key: other, outcome: 'skipped', verdict: 'holds-foreign-objects' }], [crd, other])).toEqual([other]);
    expect(survivingEntries(results, [crd, other, ns])).toEqual([]);
  });
});
