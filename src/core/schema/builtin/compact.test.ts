import { describe, expect, it } from 'vitest';
import { compactNode, compactSchemaSet, enumsOfDefinitions, groupVersionOfPath } from './compact.js';
import { serializeGroupVersion } from './schema-set.js';

const ref = (name: string): Record<string, unknown> => ({ $ref: `#/components/schemas/${name}` });

const APPS = {
  paths: {
    '/apis/apps/v1/namespaces/{namespace}/deployments': {
      get: { 'x-kubernetes-action': 'list', 'x-kubernetes-group-version-kind': { group: 'apps', version: 'v1', kind: 'Deployment' } },
      post: { 'x-kubernetes-action': 'post', 'x-kubernetes-group-version-kind': { group: 'apps', version: 'v1', kind: 'Deployment' } },
    },
    '/apis/apps/v1/namespaces/{namespace}/deployments/{name}': {
      get: { 'x-kubernetes-action': 'get', 'x-kubernetes-group-version-kind': { group: 'apps', version: 'v1', kind: 'Deployment' } },
    },
    '/apis/apps/v1/things': { get: { 'x-kubernetes-action': 'list', 'x-kubernetes-group-version-kind': { group: 'apps', version: 'v1', kind: 'Thing' } } },
  },
  components: {
    schemas: {
      'io.k8s.api.apps.v1.Deployment': {
        description: 'dropped',
        type: 'object',
        'x-kubernetes-group-version-kind': [{ group: 'apps', version: 'v1', kind: 'Deployment' }],
        properties: { spec: { allOf: [ref('io.k8s.api.apps.v1.DeploymentSpec')], default: {} } },
      },
      'io.k8s.api.apps.v1.DeploymentSpec': {
        type: 'object',
        required: ['selector'],
        properties: { replicas: { type: 'integer', format: 'int32' }, maxSurge: ref('IntOrString'), cpu: ref('Quantity'), pullPolicy: { type: 'string' } },
      },
      'io.k8s.api.apps.v1.Thing': { type: 'object', 'x-kubernetes-group-version-kind': [{ group: 'apps', version: 'v1', kind: 'Thing' }] },
      IntOrString: { format: 'int-or-string', oneOf: [{ type: 'integer' }, { type: 'string' }] },
      Quantity: { oneOf: [{ type: 'string' }, { type: 'number' }] },
      Unreachable: { type: 'string' },
    },
  },
};

describe('compactSchemaSet', () => {
  const out = compactSchemaSet({ kubernetesVersion: 'v1.36.3', documents: new Map([['apps/v1', APPS]]), enums: { 'io.k8s.api.apps.v1.DeploymentSpec': { pullPolicy: ['Always', 'Never'] } } });

  it('reads kinds, resources, scope and creatability from the paths', () => {
    expect(out.problems).toEqual([]);
    expect(out.index.groupVersions).toEqual({
      'apps/v1': {
        Deployment: { scope: 'Namespaced', resource: 'deployments', definition: 'io.k8s.api.apps.v1.Deployment', creatable: true },
        Thing: { scope: 'Cluster', resource: 'things', definition: 'io.k8s.api.apps.v1.Thing', creatable: false },
      },
    });
  });

  it('keeps reachable definitions only, without descriptions or defaults, with enums folded in', () => {
    const file = out.groupVersions.get('apps/v1')!;
    expect(Object.keys(file.definitions)).toEqual(['IntOrString', 'Quantity', 'io.k8s.api.apps.v1.Deployment', 'io.k8s.api.apps.v1.DeploymentSpec', 'io.k8s.api.apps.v1.Thing']);
    expect(file.definitions['io.k8s.api.apps.v1.Deployment']).toEqual({ type: 'object', properties: { spec: { $ref: 'io.k8s.api.apps.v1.DeploymentSpec' } } });
    expect(file.definitions.IntOrString).toEqual({ format: 'int-or-string' });
    expect(file.definitions.Quantity).toEqual({ format: 'quantity' });
    expect(file.definitions['io.k8s.api.apps.v1.DeploymentSpec']!.properties!.pullPolicy).toEqual({ type: 'string', enum: ['Always', 'Never'] });
    expect(enumsOfDefinitions(file.definitions)).toEqual({ 'io.k8s.api.apps.v1.DeploymentSpec': { pullPolicy: ['Always', 'Never'] } });
    // One line per definition, in a frame of 5 lines, and the final newline.
    expect(serializeGroupVersion(file).split('\n')).toHaveLength(5 + 5 + 1);
  });

  it('names group-versions from /openapi/v3 paths', () => {
    expect(groupVersionOfPath('api/v1')).toBe('v1');
    expect(groupVersionOfPath('/openapi/v3/apis/apps/v1')).toBe('apps/v1');
    expect(groupVersionOfPath('apis/apps')).toBeUndefined();
    expect(groupVersionOfPath('version')).toBeUndefined();
  });

  it('reads CRD schemas published by a cluster (preserve-unknown-fields, int-or-string, enums)', () => {
    expect(compactNode({ type: 'object', 'x-kubernetes-preserve-unknown-fields': true, properties: { a: { type: 'string' } } })).toEqual({ type: 'object', properties: { a: { type: 'string' } }, additionalProperties: {} });
    expect(compactNode({ 'x-kubernetes-int-or-string': true, anyOf: [{ type: 'integer' }, { type: 'string' }] })).toEqual({ format: 'int-or-string' });
    expect(compactNode({ type: 'string', enum: ['a', 'b'] })).toEqual({ type: 'string', enum: ['a', 'b'] });
  });
});
