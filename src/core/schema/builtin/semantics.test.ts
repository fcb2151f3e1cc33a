import { describe, expect, it } from 'vitest';
import type { KubeObject } from '../../manifest/manifest.js';
import { compareQuantities, parseQuantity } from './quantity.js';
import { checkBuiltinSemantics } from './semantics.js';

const rules = (object: Record<string, unknown>, kind: string, groupVersion: string): string[] =>
  checkBuiltinSemantics(object as KubeObject, { kind, groupVersion, scope: 'Namespaced' }).map((v) => `${v.ruleId} ${v.pointer}`);

const deployment = (spec: Record<string, unknown>, labels: Record<string, string> = { app: 'a' }): Record<string, unknown> => ({
  apiVersion: 'apps/v1',
  kind: 'Deployment',
  metadata: { name: 'web' },
  spec: { selector: { matchLabels: { app: 'a' } }, template: { metadata: { labels }, spec: { containers: [{ name: 'c', image: 'i' }] } }, ...spec },
});

describe('cheap Go validations of built-in kinds', () => {
  it('name rules differ per kind', () => {
    const named = (kind: string, gv: string, name: string): string[] => rules({ apiVersion: gv, kind, metadata: { name } }, kind, gv);
    expect(named('ConfigMap', 'v1', 'a.b')).toEqual([]);
    expect(named('Namespace', 'v1', 'a.b')).toEqual(['schema/metadata /metadata/name']);
    expect(named('Service', 'v1', '1abc')).toEqual([]);
    expect(named('ClusterRole', 'rbac.authorization.k8s.io/v1', 'system:Admin')).toEqual([]);
    expect(named('ConfigMap', 'v1', 'system:Admin')).toEqual(['schema/metadata /metadata/name']);
    expect(named('CronJob', 'batch/v1', 'c'.repeat(53))).toEqual(['schema/metadata /metadata/name']);
  });

  it('controllers: the selector must select the template', () => {
    expect(rules(deployment({}), 'Deployment', 'apps/v1')).toEqual([]);
    expect(rules(deployment({}, { app: 'b' }), 'Deployment', 'apps/v1')).toEqual(['schema/selector /spec/template/metadata']);
    expect(rules(deployment({ selector: {} }), 'Deployment', 'apps/v1')).toEqual(['schema/selector /spec/selector']);
    expect(rules(deployment({ selector: { matchExpressions: [{ key: 'app', operator: 'In', values: ['a', 'b'] }] } }), 'Deployment', 'apps/v1')).toEqual([]);
  });

  it('a StatefulSet container may mount its volumeClaimTemplates (as the API server validates it); any other name is still not found', () => {
    const statefulSet = (mount: string): Record<string, unknown> => ({
      apiVersion: 'apps/v1',
      kind: 'StatefulSet',
      metadata: { name: 'web' },
      spec: {
        serviceName: 'web',
        selector: { matchLabels: { app: 'a' } },
        template: { metadata: { labels: { app: 'a' } }, spec: { containers: [{ name: 'c', image: 'i', volumeMounts: [{ name: mount, mountPath: '/data' }] }] } },
        volumeClaimTemplates: [{ metadata: { name: 'data' }, spec: { accessModes: ['ReadWriteOnce'], resources: { requests: { storage: '1Gi' } } } }],
      },
    });
    expect(rules(statefulSet('data'), 'StatefulSet', 'apps/v1')).toEqual([]);
    expect(rules(statefulSet('other'), 'StatefulSet', 'apps/v1')).toEqual(['schema/reference /spec/template/spec/containers/0/volumeMounts/0/name']);
    // A Deployment has no claim templates: the same mount is not found.
    const withMount = deployment({});
    ((withMount.spec as { template: { spec: { containers: Array<Record<string, unknown>> } } }).template.spec.containers[0]!).volumeMounts = [{ name: 'data', mountPath: '/data' }];
    expect(rules(withMount, 'Deployment', 'apps/v1')).toEqual(['schema/reference /spec/template/spec/containers/0/volumeMounts/0/name']);
  });

  it('Go validations the API server runs beyond the schema: volume sources, nameservers, init-container probes, endPort, Ingress backends, HPA policies, quota names', () => {
    const pod = (spec: Record<string, unknown>): string[] => rules({ apiVersion: 'v1', kind: 'Pod', metadata: { name: 'p' }, spec: { containers: [{ name: 'c', image: 'i' }], ...spec } }, 'Pod', 'v1');
    expect(pod({ volumes: [{ name: 'v', emptyDir: {}, configMap: { name: 'c' } }] })).toEqual(['schema/semantics /spec/volumes/0/configMap']);
    expect(pod({ volumes: [{ name: 'v', emptyDir: {} }] })).toEqual([]);
    expect(pod({ dnsConfig: { nameservers: ['1.1.1.1', '1.0.0.1', '8.8.8.8', '8.8.4.4'] } })).toEqual(['schema/range /spec/dnsConfig/nameservers']);
    expect(pod({ dnsConfig: { nameservers: ['1.1.1.1', '1.0.0.1', '8.8.8.8'] } })).toEqual([]);
    expect(pod({ dnsPolicy: 'None' })).toEqual(['schema/required /spec/dnsPolicy']);
    expect(pod({ initContainers: [{ name: 'i', image: 'i', readinessProbe: { exec: { command: ['true'] } } }] })).toEqual(['schema/semantics /spec/initContainers/0/readinessProbe']);
    expect(pod({ initContainers: [{ name: 'i', image: 'i', restartPolicy: 'Always', readinessProbe: { exec: { command: ['true'] } } }] })).toEqual([]);
    const np = (ports: unknown[]): string[] => rules({ apiVersion: 'networking.k8s.io/v1', kind: 'NetworkPolicy', metadata: { name: 'n' }, spec: { podSelector: {}, egress: [{ ports }] } }, 'NetworkPolicy', 'networking.k8s.io/v1');
    expect(np([{ port: 9000, endPort: 8000 }])).toEqual(['schema/range /spec/egress/0/ports/0/endPort']);
    expect(np([{ port: 8000, endPort: 9000 }])).toEqual([]);
    const ingress = (spec: Record<string, unknown>): string[] => rules({ apiVersion: 'networking.k8s.io/v1', kind: 'Ingress', metadata: { name: 'i' }, spec }, 'Ingress', 'networking.k8s.io/v1');
    expect(ingress({})).toEqual(['schema/required /spec']);
    expect(ingress({ defaultBackend: { service: { name: 's', port: { number: 80 } } } })).toEqual([]);
    const hpa = (period: number): string[] =>
      rules({ apiVersion: 'autoscaling/v2', kind: 'HorizontalPodAutoscaler', metadata: { name: 'h' }, spec: { maxReplicas: 3, behavior: { scaleDown: { policies: [{ type: 'Pods', value: 1, periodSeconds: period }] } } } }, 'HorizontalPodAutoscaler', 'autoscaling/v2');
    expect(hpa(0)).toEqual(['schema/range /spec/behavior/scaleDown/policies/0/periodSeconds']);
    expect(hpa(1801)).toEqual(['schema/range /spec/behavior/scaleDown/policies/0/periodSeconds']);
    expect(hpa(60)).toEqual([]);
    const quota = (hard: Record<string, string>): string[] => rules({ apiVersion: 'v1', kind: 'ResourceQuota', metadata: { name: 'q' }, spec: { hard } }, 'ResourceQuota', 'v1');
    // As the API server answered on 1.36: storage and limits.storage are not quota resources; hugepages requests and qualified names are.
    expect(quota({ cpus: '1', storage: '1Gi', 'limits.storage': '1Gi' })).toEqual(['schema/enum /spec/hard/cpus', 'schema/enum /spec/hard/storage', 'schema/enum /spec/hard/limits.storage']);
    expect(quota({ 'requests.cpu': '1', 'hugepages-2Mi': '1Gi', 'requests.hugepages-1Gi': '1Gi', 'count/deployments.apps': '1', 'requests.nvidia.com/gpu': '2' })).toEqual([]);
  });

  it('file modes of configMap, secret, downwardAPI and projected volumes are 0 to 0777', () => {
    const pod = (volume: Record<string, unknown>): string[] => rules({ apiVersion: 'v1', kind: 'Pod', metadata: { name: 'p' }, spec: { containers: [{ name: 'c', image: 'i' }], volumes: [{ name: 'v', ...volume }] } }, 'Pod', 'v1');
    expect(pod({ configMap: { name: 'c', defaultMode: 777 } })).toEqual(['schema/range /spec/volumes/0/configMap/defaultMode']);
    expect(pod({ configMap: { name: 'c', defaultMode: 0o777 } })).toEqual([]);
    expect(pod({ secret: { secretName: 's', items: [{ key: 'k', path: 'p', mode: 1000 }] } })).toEqual(['schema/range /spec/volumes/0/secret/items/0/mode']);
    expect(pod({ projected: { sources: [{ configMap: { name: 'c', items: [{ key: 'k', path: 'p', mode: 512 }] } }] } })).toEqual(['schema/range /spec/volumes/0/projected/sources/0/configMap/items/0/mode']);
  });

  it('pod specs: ports, container names, images, probes, volumes, requests vs limits', () => {
    const spec = { containers: [{ name: 'c', ports: [{ containerPort: 70000 }], volumeMounts: [{ name: 'v', mountPath: '/v' }], readinessProbe: {}, resources: { requests: { memory: '2Gi' }, limits: { memory: '1Gi' } } }] };
    expect(rules({ apiVersion: 'v1', kind: 'Pod', metadata: { name: 'p' }, spec }, 'Pod', 'v1').sort()).toEqual([
      'schema/range /spec/containers/0/ports/0/containerPort',
      'schema/range /spec/containers/0/resources/requests/memory',
      'schema/reference /spec/containers/0/volumeMounts/0/name',
      'schema/required /spec/containers/0',
      'schema/required /spec/containers/0/readinessProbe',
    ]);
  });

  it('services, RBAC bindings, quotas', () => {
    expect(rules({ apiVersion: 'v1', kind: 'Service', metadata: { name: 's' }, spec: { ports: [{ port: 80 }, { port: 443 }] } }, 'Service', 'v1')).toEqual(['schema/required /spec/ports/0', 'schema/required /spec/ports/1']);
    expect(rules({ apiVersion: 'v1', kind: 'Service', metadata: { name: 's' }, spec: { clusterIP: 'None' } }, 'Service', 'v1')).toEqual([]);
    const binding = { apiVersion: 'rbac.authorization.k8s.io/v1', kind: 'ClusterRoleBinding', metadata: { name: 'b' }, roleRef: { apiGroup: 'rbac.authorization.k8s.io', kind: 'Role', name: 'r' }, subjects: [{ kind: 'ServiceAccount', name: 'x' }] };
    expect(rules(binding, 'ClusterRoleBinding', 'rbac.authorization.k8s.io/v1')).toEqual(['schema/enum /roleRef/kind', 'schema/required /subjects/0']);
    expect(rules({ apiVersion: 'v1', kind: 'ResourceQuota', metadata: { name: 'q' }, spec: { hard: { pods: '-1', cpu: '2' } } }, 'ResourceQuota', 'v1')).toEqual(['schema/range /spec/hard/pods']);
  });

  it('parses quantities', () => {
    expect(parseQuantity('1.5Gi')).toBe(1.5 * 2 ** 30);
    expect(parseQuantity('500m')).toBe(0.5);
    expect(parseQuantity('1e3')).toBe(1000);
    expect(parseQuantity('1gi')).toBeUndefined();
    expect(compareQuantities('1Gi', '1000Mi')).toBeGreaterThan(0);
  });
});
