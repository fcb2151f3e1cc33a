import { describe, expect, it } from 'vitest';
import { liveCrdManifests } from './gates.js';
import { meaningfulChange } from './watch.js';
import type { LiveObject } from '../io/kube/client.js';

describe('live CRDs as manifests', () => {
  it('drops server bookkeeping and locates them in a virtual cluster file', () => {
    const live = {
      apiVersion: 'apiextensions.k8s.io/v1',
      kind: 'CustomResourceDefinition',
      metadata: { name: 'widgets.example.com', uid: 'u', resourceVersion: '9', generation: 2, managedFields: [{ manager: 'x' }], creationTimestamp: 't' },
      spec: { group: 'example.com', names: { kind: 'Widget', plural: 'widgets' }, scope: 'Namespaced', versions: [] },
      status: { storedVersions: ['v1'] },
    };
    const [m] = liveCrdManifests([live, { not: 'a crd' }]);
    expect(m?.file).toBe('cluster:customresourcedefinitions/widgets.example.com');
    expect(m?.object.metadata).toEqual({ name: 'widgets.example.com' });
    expect((m?.object as { status?: unknown }).status).toEqual({ storedVersions: ['v1'] });
  });
});

describe('meaningful watch changes', () => {
  const base = { apiVersion: 'v1', kind: 'ConfigMap', metadata: { name: 'a', namespace: 'n', uid: 'u', resourceVersion: '1', generation: 1, managedFields: [] }, data: { k: 'v' } } as LiveObject;
  it('ignores status and bookkeeping, sees data and metadata changes', () => {
    expect(meaningfulChange(base, { ...base, metadata: { ...base.metadata, resourceVersion: '2', generation: 2, managedFields: [{ manager: 'm' }] }, status: { x: 1 } } as LiveObject)).toBe(false);
    expect(meaningfulChange(base, { ...base, data: { k: 'w' } } as LiveObject)).toBe(true);
    expect(meaningfulChange(base, { ...base, metadata: { ...base.metadata, labels: { a: 'b' } } } as LiveObject)).toBe(true);
  });
});
