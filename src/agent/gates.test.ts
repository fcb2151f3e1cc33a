import { describe, expect, it } from 'vitest';
import { liveCrdManifests } from './gates.js';
import { meaningfulChange } from './watch.js';
import type { LiveObject } from '../core/manifest/manifest.js';

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

describe('files too large to read', () => {
  it('refuse the revision with a finding at the file, without having been read', async () => {
    const { runGates } = await import('./gates.js');
    const { readRevisionSources } = await import('./sources.js');
    const { GitRepository } = await import('../io/git/repository.js');
    const { createGitFixture } = await import('../../test/support/git-fixture.js');
    const fx = createGitFixture();
    try {
      const revision = fx.commit({ 'cluster/huge.yaml': `# ${'x'.repeat(200)}\n`, 'cluster/vendor/lib.so': 'binary' });
      const sources = await readRevisionSources(new GitRepository({ dir: fx.work }), { revision, path: 'cluster', env: {}, fallback: {}, maxFileBytes: 100 });
      expect(sources.tooLarge).toEqual([{ path: 'cluster/huge.yaml', size: 203 }]);
      expect(sources.tree.sources.files).toEqual([]);
      const gates = await runGates({ sources, liveCrds: [], now: new Date(0) });
      expect(gates.refused).toBe(true);
      expect(gates.checkFindings).toEqual([expect.objectContaining({ ruleId: 'input/file-too-large', severity: 'error', file: 'cluster/huge.yaml' })]);
    } finally {
      fx.cleanup();
    }
  });
});
