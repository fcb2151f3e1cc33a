import { describe, expect, it } from 'vitest';
import { shardOf } from '../core/ports/shards.js';
import { objectId, type ObjectKey } from '../core/drift/ownership.js';
import type { KubeObject } from '../core/manifest/manifest.js';
import { AGENT_SHARD_LABEL, describesShard, shardSelectors, inShard, markShard, shardInventoryName, shardOfObject, shardReportStateName, shardSuffix, splitStale } from './shard.js';
import { shardPart } from './sync.js';

const tenant = (namespace: string, name: string): ObjectKey => ({ apiVersion: 'platform.example.com/v1', kind: 'TenantOnboarding', namespace, name });
const ns = (name: string): ObjectKey => ({ apiVersion: 'v1', kind: 'Namespace', name });
const cm = (namespace: string, name: string): ObjectKey => ({ apiVersion: 'v1', kind: 'ConfigMap', namespace, name });

describe('shardOfObject', () => {
  it('puts a TenantOnboarding where the operator does: FNV-1a of namespace/name', () => {
    for (const [namespace, name] of [['tenants', 'search'], ['tenants', 'ads'], ['team-a', 'team-a'], ['x', 'y']] as const) {
      for (const shards of [2, 3, 4, 7, 1024]) expect(shardOfObject(tenant(namespace, name), shards)).toBe(shardOf(`${namespace}/${name}`, shards));
    }
    // every served version of the kind is the same object, in the same shard
    expect(shardOfObject({ ...tenant('tenants', 'search'), apiVersion: 'platform.example.com/v1alpha1' }, 4)).toBe(shardOf('tenants/search', 4));
  });

  it('puts a Namespace by its name and every other namespaced object with its Namespace', () => {
    for (const name of ['team-a', 'team-b', 'payments', 'search-7']) {
      expect(shardOfObject(ns(name), 4)).toBe(shardOf(name, 4));
      expect(shardOfObject(cm(name, 'settings'), 4)).toBe(shardOfObject(ns(name), 4));
      expect(shardOfObject({ apiVersion: 'rbac.authorization.k8s.io/v1', kind: 'RoleBinding', namespace: name, name: 'admins' }, 4)).toBe(shardOfObject(ns(name), 4));
      // a tenant-kind look-alike of another group is an ordinary namespaced object
      expect(shardOfObject({ apiVersion: 'other.example.com/v1', kind: 'TenantOnboarding', namespace: name, name: 'x' }, 4)).toBe(shardOf(name, 4));
    }
  });

  it('puts every other cluster-scoped object in shard 0', () => {
    expect(shardOfObject({ apiVersion: 'apiextensions.k8s.io/v1', kind: 'CustomResourceDefinition', name: 'tenantonboardings.platform.example.com' }, 4)).toBe(0);
    expect(shardOfObject({ apiVersion: 'rbac.authorization.k8s.io/v1', kind: 'ClusterRole', name: 'viewer' }, 4)).toBe(0);
    expect(shardOfObject({ apiVersion: 'v1', kind: 'Namespace', name: 'team-a' }, 1)).toBe(0);
  });

  it('spreads keys over every shard (not all in one)', () => {
    const seen = new Set<number>();
    for (let i = 0; i < 200; i++) seen.add(shardOfObject(tenant('tenants', `t-${i}`), 4));
    expect([...seen].sort()).toEqual([0, 1, 2, 3]);
  });
});

describe('splitStale: hand over vs prune', () => {
  it('hands over what another shard of the revision wants and prunes only what no shard wants', () => {
    const stale = [cm('a', 'moved'), cm('a', 'gone'), ns('left'), tenant('t', 'moved-tenant')];
    const whole = new Set([cm('a', 'moved'), tenant('t', 'moved-tenant'), cm('b', 'other')].map(objectId));
    expect(splitStale(stale, whole)).toEqual({ handOver: [cm('a', 'moved'), tenant('t', 'moved-tenant')], prune: [cm('a', 'gone'), ns('left')] });
  });

  it('matches by object id, whatever the apiVersion', () => {
    const whole = new Set([objectId({ ...tenant('t', 'x'), apiVersion: 'platform.example.com/v1alpha1' })]);
    expect(splitStale([tenant('t', 'x')], whole).handOver).toHaveLength(1);
    expect(splitStale([tenant('t', 'x')], new Set()).prune).toHaveLength(1);
  });
});

describe('describesShard: is a stored inventory this shard’s record?', () => {
  const objects: KubeObject[] = Array.from({ length: 30 }, (_, i) => ({ apiVersion: 'v1', kind: 'Namespace', metadata: { name: `ns-${i}` } }));
  const keys = (list: readonly KubeObject[]): ObjectKey[] => list.map((o) => ({ apiVersion: o.apiVersion, kind: o.kind, name: o.metadata.name ?? '' }));

  it('is when it records exactly the shard’s part (or more of the shard: a failed prune)', () => {
    const shard = { index: 1, count: 3 };
    const part = shardPart(objects, shard);
    expect(describesShard(keys(part), part, shard)).toBe(true);
    const extras = Array.from({ length: 20 }, (_, i): ObjectKey => ({ apiVersion: 'v1', kind: 'Namespace', name: `left-over-${i}` }));
    const leftover = extras.find((k) => shardOfObject(k, 3) === 1)!;
    expect(describesShard([...keys(part), leftover], part, shard)).toBe(true);
    const foreign = extras.find((k) => shardOfObject(k, 3) !== 1)!;
    expect(describesShard([...keys(part), foreign], part, shard)).toBe(false);
  });

  it('is not after a reshard: entries of other shards, or objects of the part missing', () => {
    const before = { index: 1, count: 2 };
    const after = { index: 1, count: 3 };
    expect(describesShard(keys(shardPart(objects, before)), shardPart(objects, after), after)).toBe(false);
    const part = shardPart(objects, after);
    expect(describesShard(keys(part.slice(1)), part, after)).toBe(false);
  });
});

describe('shard marks and names', () => {
  const object: KubeObject = { apiVersion: 'v1', kind: 'ConfigMap', metadata: { name: 'x', namespace: 'team-a', labels: { app: 'x' } } };

  it('labels only when the sync has more than one shard', () => {
    expect(markShard(object, undefined)).toBe(object);
    expect(markShard(object, { index: 0, count: 1 })).toBe(object);
    expect(markShard(object, { index: 2, count: 4 }).metadata.labels).toEqual({ app: 'x', [AGENT_SHARD_LABEL]: '2' });
    expect(object.metadata.labels).toEqual({ app: 'x' }); // a copy
  });

  it('writes the one shard label (driftgate.io/shard), never on a TenantOnboarding, and selects by it and by the agent’s earlier label', () => {
    expect(AGENT_SHARD_LABEL).toBe('driftgate.io/shard');
    const tenant: KubeObject = { apiVersion: 'platform.example.com/v1', kind: 'TenantOnboarding', metadata: { name: 't', namespace: 'tenants' } };
    expect(markShard(tenant, { index: 1, count: 4 })).toBe(tenant);
    expect(shardSelectors({ index: 1, count: 4 }, 'v1', 'ConfigMap')).toEqual([{ 'driftgate.io/shard': '1' }, { 'driftgate.dev/shard': '1' }]);
    expect(shardSelectors({ index: 1, count: 4 }, 'platform.example.com/v1', 'TenantOnboarding')).toEqual([{}]);
    expect(shardSelectors(undefined, 'v1', 'ConfigMap')).toEqual([{}]);
  });

  it('shardPart keeps the shard’s objects, labelled; without a shard, everything unchanged', () => {
    const objects: KubeObject[] = Array.from({ length: 40 }, (_, i) => ({ apiVersion: 'v1', kind: 'Namespace', metadata: { name: `ns-${i}` } }));
    expect(shardPart(objects, undefined)).toEqual(objects);
    const parts = [0, 1, 2].map((index) => shardPart(objects, { index, count: 3 }));
    expect(parts.flat().map((o) => o.metadata.name).sort()).toEqual(objects.map((o) => o.metadata.name).sort());
    for (const [index, part] of parts.entries()) {
      expect(part.length).toBeGreaterThan(0);
      for (const o of part) {
        expect(o.metadata.labels?.[AGENT_SHARD_LABEL]).toBe(String(index));
        expect(inShard({ apiVersion: 'v1', kind: 'Namespace', name: o.metadata.name ?? '' }, { index, count: 3 })).toBe(true);
      }
    }
  });

  it('names the shard’s ConfigMaps and report contexts', () => {
    expect(shardInventoryName('abc1234567', 3)).toBe('driftgate-inventory-abc1234567-shard-3');
    expect(shardReportStateName('abc1234567', 0)).toBe('driftgate-report-abc1234567-shard-0');
    expect(shardSuffix(undefined)).toBe('');
    expect(shardSuffix({ index: 0, count: 1 })).toBe('');
    expect(shardSuffix({ index: 1, count: 4 })).toBe(' (shard 1/4)');
  });
});
