import { describe, expect, it } from 'vitest';
import type { KubeObject } from '../manifest/manifest.js';
import { ADOPT_ANNOTATION, adoptionVerdict, markOwned, objectId, ownership, PRUNE_ANNOTATION, stageObjects, staleEntries, SYNC_LABEL, TRACKING_ANNOTATION, trackingId } from './ownership.js';

const cm = (name: string, ns = 'apps'): KubeObject => ({ apiVersion: 'v1', kind: 'ConfigMap', metadata: { name, namespace: ns, labels: { app: 'x' } } });

describe('ownership marks', () => {
  it('marks a copy with the sync label and a tracking id naming the object itself', () => {
    const o = cm('a');
    const marked = markOwned(o, 's1');
    expect(marked.metadata.labels).toEqual({ app: 'x', 'app.kubernetes.io/managed-by': 'driftgate-sync', [SYNC_LABEL]: 's1' });
    expect(marked.metadata.annotations?.[TRACKING_ANNOTATION]).toBe('s1:/ConfigMap:apps/a');
    expect(o.metadata.annotations).toBeUndefined();
    expect(trackingId('s1', { apiVersion: 'apps/v1', kind: 'Deployment', namespace: 'n', name: 'd' })).toBe('s1:apps/Deployment:n/d');
  });

  it('owns only objects with our label, our sync and a tracking id for exactly this key', () => {
    const key = { apiVersion: 'v1', kind: 'ConfigMap', namespace: 'apps', name: 'a' };
    const owned = markOwned(cm('a'), 's1');
    expect(ownership(owned, 's1', key)).toBe('owned');
    expect(ownership(cm('a'), 's1', key)).toBe('not-labelled');
    expect(ownership(owned, 's2', key)).toBe('other-sync');
    expect(ownership({ ...owned, metadata: { ...owned.metadata, name: 'copy' } }, 's1', { ...key, name: 'copy' })).toBe('copied');
    expect(ownership({ ...owned, metadata: { ...owned.metadata, annotations: { ...owned.metadata.annotations, [PRUNE_ANNOTATION]: 'disabled' } } }, 's1', key)).toBe('prune-disabled');
  });
});

describe('adoption', () => {
  const live = (meta: Record<string, unknown>): unknown => ({ apiVersion: 'v1', kind: 'ConfigMap', metadata: { name: 'a', namespace: 'apps', uid: 'u1', ...meta } });
  const desired = cm('a');
  const adopting: KubeObject = { ...desired, metadata: { ...desired.metadata, annotations: { [ADOPT_ANNOTATION]: 'true' } } };
  it('creates what is absent, keeps what it recorded or marked, and adopts nothing silently', () => {
    expect(adoptionVerdict(undefined, desired, { sync: 's1' })).toBe('absent');
    expect(adoptionVerdict(live({}), desired, { sync: 's1', recordedUid: 'u1' })).toBe('ours');
    expect(adoptionVerdict(live({ labels: markOwned(desired, 's1').metadata.labels, annotations: markOwned(desired, 's1').metadata.annotations }), desired, { sync: 's1' })).toBe('ours');
    expect(adoptionVerdict(live({}), desired, { sync: 's1', recordedUid: 'other' })).toBe('needs-annotation');
    expect(adoptionVerdict(live({}), adopting, { sync: 's1' })).toBe('adopt');
  });
  it('never adopts what the operator or another sync manages, even when asked', () => {
    expect(adoptionVerdict(live({ labels: { 'app.kubernetes.io/managed-by': 'driftgate-operator' } }), adopting, { sync: 's1' })).toBe('operator-managed');
    expect(adoptionVerdict(live({ annotations: { 'platform.example.com/owner': 'tenants/x' } }), adopting, { sync: 's1' })).toBe('operator-managed');
    expect(adoptionVerdict(live({ labels: { [SYNC_LABEL]: 's2' } }), adopting, { sync: 's1' })).toBe('other-sync');
    // our label with a tracking id for another object is a copy, not ours
    expect(adoptionVerdict(live({ labels: { [SYNC_LABEL]: 's1' }, annotations: { [TRACKING_ANNOTATION]: 's1:/ConfigMap:apps/b' } }), desired, { sync: 's1' })).toBe('needs-annotation');
  });
});

describe('staging and stale entries', () => {
  const crd: KubeObject = { apiVersion: 'apiextensions.k8s.io/v1', kind: 'CustomResourceDefinition', metadata: { name: 'w.example.com' } };
  const ns: KubeObject = { apiVersion: 'v1', kind: 'Namespace', metadata: { name: 'apps' } };

  it('applies CRDs, then Namespaces, then the rest', () => {
    const stages = stageObjects([cm('b'), ns, cm('a'), crd]);
    expect(stages.crds.map((o) => o.metadata.name)).toEqual(['w.example.com']);
    expect(stages.namespaces.map((o) => o.metadata.name)).toEqual(['apps']);
    expect(stages.rest.map((o) => o.metadata.name)).toEqual(['a', 'b']);
  });

  it('prunes what left Git in reverse order (the rest, Namespaces, CRDs last), ignoring the API version', () => {
    const key = (o: KubeObject) => ({ apiVersion: o.apiVersion, kind: o.kind, name: o.metadata.name ?? '', ...(o.metadata.namespace ? { namespace: o.metadata.namespace } : {}) });
    const previous = [key(crd), key(ns), key(cm('a')), key(cm('b'))];
    const desired = [{ ...key(cm('a')), apiVersion: 'v1' }];
    expect(staleEntries(previous, desired).map(objectId)).toEqual(['/ConfigMap/apps/b', '/Namespace//apps', 'apiextensions.k8s.io/CustomResourceDefinition//w.example.com']);
    expect(staleEntries([{ apiVersion: 'apps/v1beta1', kind: 'Deployment', name: 'd', namespace: 'n' }], [{ apiVersion: 'apps/v1', kind: 'Deployment', name: 'd', namespace: 'n' }])).toEqual([]);
  });
});
