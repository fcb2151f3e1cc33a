import { describe, expect, it } from 'vitest';
import { matchResources, matchResourcesByKind, mayMatchKind, type MatchRequest } from './match.js';
import type { ResourceInfo } from './resources.js';
import type { MatchResources, ResourceRule } from './types.js';

const rule = (r: Partial<ResourceRule>): ResourceRule => ({
  apiGroups: ['*'], apiVersions: ['*'], resources: ['*'], operations: ['*'], scope: '*', resourceNames: [], ...r,
});
const match = (m: Partial<MatchResources>): MatchResources => ({ resourceRules: [], excludeResourceRules: [], matchPolicy: 'Equivalent', ...m });

const resources: ResourceInfo[] = [
  { group: 'platform.example.com', version: 'v1alpha1', kind: 'TenantOnboarding', resource: 'tenantonboardings', namespaced: true, versions: ['v1', 'v1alpha1'], guessed: false },
  { group: 'platform.example.com', version: 'v1', kind: 'TenantOnboarding', resource: 'tenantonboardings', namespaced: true, versions: ['v1', 'v1alpha1'], guessed: false },
  { group: '', version: 'v1', kind: 'ConfigMap', resource: 'configmaps', namespaced: true, versions: ['v1'], guessed: false },
  { group: '', version: 'v1', kind: 'Namespace', resource: 'namespaces', namespaced: false, versions: ['v1'], guessed: false },
  { group: 'apps', version: 'v1', kind: 'Deployment', resource: 'deployments', namespaced: true, versions: ['v1'], guessed: false },
];

const tenants = rule({ apiGroups: ['platform.example.com'], apiVersions: ['v1'], resources: ['tenantonboardings'], operations: ['CREATE', 'UPDATE'] });
const constraints: MatchResources[] = [
  match({}),
  match({ resourceRules: [rule({})] }),
  match({ resourceRules: [tenants] }),
  match({ resourceRules: [tenants], matchPolicy: 'Exact' }),
  match({ resourceRules: [rule({ resources: ['*/*'], operations: ['UPDATE'] })] }),
  match({ resourceRules: [rule({ scope: 'Cluster' })], excludeResourceRules: [rule({ apiGroups: [''], resources: ['configmaps'] })] }),
  match({ resourceRules: [rule({ scope: 'Namespaced' })], excludeResourceRules: [rule({ apiVersions: ['v1alpha1'] })] }),
  match({ resourceRules: [rule({ apiGroups: [''], resources: ['configmaps', 'namespaces'], resourceNames: ['a'] })] }),
  match({ resourceRules: [rule({})], excludeResourceRules: [rule({ resourceNames: ['b'] })] }),
  match({ excludeResourceRules: [rule({ apiGroups: ['apps'] })] }),
  match({ resourceRules: [rule({})], objectSelector: { matchLabels: { tier: 'ml' }, matchExpressions: [] } }),
  match({ resourceRules: [tenants], namespaceSelector: { matchLabels: {}, matchExpressions: [{ key: 'env', operator: 'In', values: ['prod'] }] } }),
];

const none: Readonly<Record<string, string>> = {};
const requests: MatchRequest[] = resources.flatMap((resource) =>
  (['CREATE', 'UPDATE'] as const).flatMap((operation) =>
    ['a', 'b', 'c'].flatMap((name): MatchRequest[] => [
      { resource, operation, name, objectLabels: [{ tier: 'ml' }] },
      { resource, operation, name, objectLabels: [none, { tier: 'ml' }], namespaceLabels: { env: 'prod' } },
      { resource, operation, name, objectLabels: [none], namespaceLabels: { env: 'dev' } },
    ]),
  ),
);

describe('matching per kind', () => {
  it('gives the per-object verdict (and matched version) for every rule shape, object and operation, also from the memo', () => {
    for (const m of constraints) {
      for (const requireRules of [true, false]) {
        for (let round = 0; round < 2; round++) {
          for (const req of requests) {
            const context = `${JSON.stringify(m)} ${requireRules} ${req.resource.kind}/${req.resource.version} ${req.operation} ${req.name} ${JSON.stringify(req.objectLabels)} ${JSON.stringify(req.namespaceLabels)}`;
            expect(matchResourcesByKind(m, req, requireRules), context).toEqual(matchResources(m, req, requireRules));
          }
        }
      }
    }
  });

  it('never leaves out a policy that matches some object of the kind, and leaves out those that match none', () => {
    let excluded = 0;
    for (const m of constraints) {
      for (const resource of resources) {
        for (const operation of ['CREATE', 'UPDATE'] as const) {
          const some = requests.some((req) => req.resource === resource && req.operation === operation && matchResources(m, req, true).matches);
          const may = mayMatchKind(m, resource, operation, true);
          if (some) expect(may, `${JSON.stringify(m)} ${resource.kind}/${resource.version} ${operation}`).toBe(true);
          if (!may) excluded++;
        }
      }
    }
    // The index does skip work: tenant-only and excluding rules leave kinds out.
    expect(excluded).toBeGreaterThan(10);
  });
});
