import { describe, expect, it } from 'vitest';
import { BUILT_IN_RESOURCES, builtInResource } from './resources.js';

describe('built-in resources', () => {
  it('finds a kind at a version the table lists, in the core group and in named groups', () => {
    expect(builtInResource('v1', 'ResourceQuota')).toMatchObject({ resource: 'resourcequotas', namespaced: true });
    expect(builtInResource('rbac.authorization.k8s.io/v1', 'ClusterRole')).toMatchObject({ resource: 'clusterroles', namespaced: false });
    expect(builtInResource('autoscaling/v1', 'HorizontalPodAutoscaler')?.resource).toBe('horizontalpodautoscalers');
    expect(builtInResource('events.k8s.io/v1', 'Event')).toMatchObject({ group: 'events.k8s.io', resource: 'events' });
  });

  it('knows nothing of other versions, other groups or custom kinds', () => {
    expect(builtInResource('apps/v1beta1', 'Deployment')).toBeUndefined();
    expect(builtInResource('v1', 'Deployment')).toBeUndefined();
    expect(builtInResource('example.com/v1', 'Widget')).toBeUndefined();
  });

  it('holds one entry per group and kind', () => {
    const keys = BUILT_IN_RESOURCES.map((r) => `${r.group}/${r.kind}`);
    expect(new Set(keys).size).toBe(keys.length);
  });
});
