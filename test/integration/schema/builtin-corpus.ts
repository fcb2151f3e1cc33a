// The corpus of the built-in differential test: valid objects of 22 built-in kinds and
// mutations of them, deterministic for a seed. Each mutation names the class of rule it breaks:
//   valid     the object stays valid
//   decode    strict decoding: unknown fields, wrong JSON types, quantities, base64, int-or-string
//   schema    what the OpenAPI schema (plus the +enum values) decides: required fields, enums
//   metadata  ObjectMeta syntax: names per kind, labels, annotations
//   go        only the API server's Go validation decides (some are implemented offline)
import { mulberry32 as prng } from '../../support/prng.js';

export type Json = Record<string, unknown>;
export const CLASSES = ['valid', 'decode', 'schema', 'metadata', 'go'] as const;
export type MutationClass = (typeof CLASSES)[number];

export interface Mutation {
  readonly name: string;
  readonly cls: MutationClass;
  readonly kinds?: readonly string[];
  readonly apply: (o: Json) => void;
}

export interface Case {
  readonly label: string;
  readonly kind: string;
  readonly classes: readonly MutationClass[];
  readonly object: Json;
}


const WORKLOADS = ['Deployment', 'StatefulSet', 'DaemonSet', 'ReplicaSet', 'Job', 'CronJob', 'Pod'];
const CONTROLLERS = ['Deployment', 'StatefulSet', 'DaemonSet', 'ReplicaSet'];
const RBAC = ['Role', 'ClusterRole', 'RoleBinding', 'ClusterRoleBinding'];

const obj = (v: unknown): Json => v as Json;
const meta = (o: Json): Json => obj(o.metadata);
const spec = (o: Json): Json => obj((o.spec ??= {}));
export function podSpec(o: Json): Json {
  if (o.kind === 'Pod') return spec(o);
  if (o.kind === 'CronJob') return obj(obj(obj(obj(spec(o).jobTemplate).spec).template).spec);
  return obj(obj(spec(o).template).spec);
}
const container = (o: Json): Json => obj((podSpec(o).containers as unknown[])[0]);
const firstPort = (o: Json): Json => obj((spec(o).ports as unknown[])[0]);
const ingressPath = (o: Json): Json => obj((obj(obj((spec(o).rules as unknown[])[0]).http).paths as unknown[])[0]);
const rule0 = (o: Json): Json => obj((o.rules as unknown[])[0]);
const template = (o: Json): Json => obj(spec(o).template);

function pod(name: string, i: number, random: () => number, restartPolicy: string): Json {
  const c: Json = {
    name: 'app',
    image: `registry.example.com/${name}:1.${i % 7}`,
    ports: [{ name: 'http', containerPort: 8080 }],
    resources: { requests: { cpu: '100m', memory: '64Mi' }, limits: { memory: '128Mi' } },
    env: [{ name: 'MODE', value: 'prod' }],
  };
  const p: Json = { containers: [c], restartPolicy };
  if (random() < 0.5) c.imagePullPolicy = ['Always', 'IfNotPresent', 'Never'][Math.floor(random() * 3)];
  if (random() < 0.5) c.readinessProbe = { httpGet: { path: '/healthz', port: 'http' }, periodSeconds: 10 };
  if (random() < 0.4) {
    p.volumes = [{ name: 'config', configMap: { name: `${name}-config` } }];
    c.volumeMounts = [{ name: 'config', mountPath: '/etc/app', readOnly: true }];
  }
  if (random() < 0.4) p.securityContext = { runAsNonRoot: true, runAsUser: 1000, seccompProfile: { type: 'RuntimeDefault' } };
  if (random() < 0.3) p.tolerations = [{ key: 'dedicated', operator: 'Equal', value: 'app', effect: 'NoSchedule' }];
  return p;
}

/** A valid object of `kind` (namespaced kinds in `namespace`). */
export function baseObject(kind: string, i: number, namespace: string, random: () => number): Json {
  const name = `${kind.toLowerCase()}-${i}`;
  const labels = { app: name };
  const m = (extra: Json = {}): Json => ({ name, namespace, ...extra });
  const tpl = (restartPolicy: string): Json => ({ metadata: { labels }, spec: pod(name, i, random, restartPolicy) });
  switch (kind) {
    case 'Deployment':
      return { apiVersion: 'apps/v1', kind, metadata: m({ labels }), spec: { replicas: 1 + Math.floor(random() * 3), selector: { matchLabels: labels }, template: tpl('Always'), ...(random() < 0.5 ? { strategy: { type: 'RollingUpdate', rollingUpdate: { maxSurge: '25%', maxUnavailable: 0 } } } : {}) } };
    case 'StatefulSet':
      return { apiVersion: 'apps/v1', kind, metadata: m(), spec: { serviceName: name, replicas: 1, selector: { matchLabels: labels }, template: tpl('Always'), podManagementPolicy: 'Parallel' } };
    case 'DaemonSet':
      return { apiVersion: 'apps/v1', kind, metadata: m(), spec: { selector: { matchLabels: labels }, template: tpl('Always'), updateStrategy: { type: 'RollingUpdate' } } };
    case 'ReplicaSet':
      return { apiVersion: 'apps/v1', kind, metadata: m(), spec: { replicas: 1, selector: { matchLabels: labels }, template: tpl('Always') } };
    case 'Job':
      return { apiVersion: 'batch/v1', kind, metadata: m(), spec: { backoffLimit: 3, template: tpl(random() < 0.5 ? 'Never' : 'OnFailure') } };
    case 'CronJob':
      return { apiVersion: 'batch/v1', kind, metadata: m(), spec: { schedule: '*/5 * * * *', concurrencyPolicy: 'Forbid', jobTemplate: { spec: { template: tpl('OnFailure') } } } };
    case 'Pod':
      return { apiVersion: 'v1', kind, metadata: m({ labels }), spec: pod(name, i, random, 'Always') };
    case 'Service':
      return { apiVersion: 'v1', kind, metadata: m(), spec: { type: random() < 0.7 ? 'ClusterIP' : 'NodePort', selector: labels, ports: [{ name: 'http', port: 80, targetPort: 'http', protocol: 'TCP' }] } };
    case 'Ingress':
      return {
        apiVersion: 'networking.k8s.io/v1',
        kind,
        metadata: m({ annotations: { 'example.com/owner': 'team-a' } }),
        spec: { ingressClassName: 'nginx', rules: [{ host: `${name}.example.com`, http: { paths: [{ path: '/', pathType: 'Prefix', backend: { service: { name: 'web', port: { number: 80 } } } }] } }] },
      };
    case 'NetworkPolicy':
      return { apiVersion: 'networking.k8s.io/v1', kind, metadata: m(), spec: { podSelector: { matchLabels: labels }, policyTypes: ['Ingress'], ingress: [{ from: [{ podSelector: {} }], ports: [{ protocol: 'TCP', port: 8080 }] }] } };
    case 'ConfigMap':
      return { apiVersion: 'v1', kind, metadata: m(), data: { 'app.properties': 'mode=prod\n', LOG_LEVEL: 'info' } };
    case 'Secret':
      return { apiVersion: 'v1', kind, metadata: m(), type: 'Opaque', data: { password: 'c2VjcmV0' }, stringData: { user: 'admin' } };
    case 'ServiceAccount':
      return { apiVersion: 'v1', kind, metadata: m(), automountServiceAccountToken: false };
    case 'Role':
      return { apiVersion: 'rbac.authorization.k8s.io/v1', kind, metadata: m(), rules: [{ apiGroups: [''], resources: ['pods', 'configmaps'], verbs: ['get', 'list', 'watch'] }] };
    case 'ClusterRole':
      return { apiVersion: 'rbac.authorization.k8s.io/v1', kind, metadata: { name: `driftgate-diff-${name}` }, rules: [{ apiGroups: ['apps'], resources: ['deployments'], verbs: ['get'] }] };
    case 'RoleBinding':
      return { apiVersion: 'rbac.authorization.k8s.io/v1', kind, metadata: m(), roleRef: { apiGroup: 'rbac.authorization.k8s.io', kind: 'Role', name: 'reader' }, subjects: [{ kind: 'ServiceAccount', name: 'default', namespace }] };
    case 'ClusterRoleBinding':
      return { apiVersion: 'rbac.authorization.k8s.io/v1', kind, metadata: { name: `driftgate-diff-${name}` }, roleRef: { apiGroup: 'rbac.authorization.k8s.io', kind: 'ClusterRole', name: 'view' }, subjects: [{ kind: 'Group', name: 'devs', apiGroup: 'rbac.authorization.k8s.io' }] };
    case 'HorizontalPodAutoscaler':
      return {
        apiVersion: 'autoscaling/v2',
        kind,
        metadata: m(),
        spec: { scaleTargetRef: { apiVersion: 'apps/v1', kind: 'Deployment', name: 'web' }, minReplicas: 1, maxReplicas: 5, metrics: [{ type: 'Resource', resource: { name: 'cpu', target: { type: 'Utilization', averageUtilization: 70 } } }] },
      };
    case 'PodDisruptionBudget':
      return { apiVersion: 'policy/v1', kind, metadata: m(), spec: { minAvailable: 1, selector: { matchLabels: labels } } };
    case 'PersistentVolumeClaim':
      return { apiVersion: 'v1', kind, metadata: m(), spec: { accessModes: ['ReadWriteOnce'], resources: { requests: { storage: `${1 + (i % 9)}Gi` } } } };
    case 'Namespace':
      return { apiVersion: 'v1', kind, metadata: { name: `driftgate-diff-${name}`, labels: { team: 'a' } } };
    case 'ResourceQuota':
      return { apiVersion: 'v1', kind, metadata: m(), spec: { hard: { 'requests.cpu': '4', 'limits.memory': '8Gi', pods: '10' } } };
    case 'LimitRange':
      return { apiVersion: 'v1', kind, metadata: m(), spec: { limits: [{ type: 'Container', default: { cpu: '500m' }, defaultRequest: { cpu: '100m' } }] } };
    case 'PriorityClass':
      return { apiVersion: 'scheduling.k8s.io/v1', kind, metadata: { name: `driftgate-diff-${name}` }, value: 1000 + (i % 100), globalDefault: false, description: 'batch work', preemptionPolicy: 'PreemptLowerPriority' };
    case 'StorageClass':
      return { apiVersion: 'storage.k8s.io/v1', kind, metadata: { name: `driftgate-diff-${name}` }, provisioner: 'example.com/csi', reclaimPolicy: 'Delete', volumeBindingMode: 'WaitForFirstConsumer', allowVolumeExpansion: true, parameters: { type: 'ssd' } };
    case 'IngressClass':
      return { apiVersion: 'networking.k8s.io/v1', kind, metadata: { name: `driftgate-diff-${name}` }, spec: { controller: 'example.com/ingress-controller' } };
    case 'Lease':
      return { apiVersion: 'coordination.k8s.io/v1', kind, metadata: m(), spec: { holderIdentity: `replica-${i}`, leaseDurationSeconds: 15 } };
    case 'RuntimeClass':
      return { apiVersion: 'node.k8s.io/v1', kind, metadata: { name: `driftgate-diff-${name}` }, handler: 'runc' };
    case 'PersistentVolume':
      return { apiVersion: 'v1', kind, metadata: { name: `driftgate-diff-${name}` }, spec: { capacity: { storage: '10Gi' }, accessModes: ['ReadWriteOnce'], persistentVolumeReclaimPolicy: 'Retain', hostPath: { path: `/data/${name}` } } };
    case 'ReplicationController':
      return { apiVersion: 'v1', kind, metadata: m(), spec: { replicas: 1, selector: labels, template: tpl('Always') } };
    case 'PodTemplate':
      return { apiVersion: 'v1', kind, metadata: m(), template: tpl('Always') };
    case 'EndpointSlice':
      return { apiVersion: 'discovery.k8s.io/v1', kind, metadata: m({ labels: { 'kubernetes.io/service-name': 'web' } }), addressType: 'IPv4', ports: [{ name: 'http', port: 8080, protocol: 'TCP' }], endpoints: [{ addresses: ['10.0.0.1'], conditions: { ready: true } }] };
    default:
      throw new Error(`no base object for ${kind}`);
  }
}

export const KINDS = [
  'Deployment', 'StatefulSet', 'DaemonSet', 'ReplicaSet', 'Job', 'CronJob', 'Pod', 'Service', 'Ingress', 'NetworkPolicy', 'ConfigMap', 'Secret',
  'ServiceAccount', 'Role', 'ClusterRole', 'RoleBinding', 'ClusterRoleBinding', 'HorizontalPodAutoscaler', 'PodDisruptionBudget',
  'PersistentVolumeClaim', 'Namespace', 'ResourceQuota', 'LimitRange',
  'PriorityClass', 'StorageClass', 'IngressClass', 'Lease', 'RuntimeClass', 'PersistentVolume', 'ReplicationController', 'PodTemplate', 'EndpointSlice',
] as const;

export const MUTATIONS: readonly Mutation[] = [
  // --- any kind
  { name: 'extra labels', cls: 'valid', apply: (o) => void (meta(o).labels = { ...obj(meta(o).labels ?? {}), 'app.kubernetes.io/part-of': 'shop', tier: '' }) },
  { name: 'annotations', cls: 'valid', apply: (o) => void (meta(o).annotations = { 'example.com/note': 'any text: here!', 'kubectl.kubernetes.io/x': '{"a":1}' }) },
  { name: 'unknown top-level field', cls: 'decode', apply: (o) => void (o.spek = {}) },
  { name: 'unknown metadata field', cls: 'decode', apply: (o) => void (meta(o).lables = { a: 'b' }) },
  { name: 'label value a number', cls: 'decode', apply: (o) => void (meta(o).labels = { version: 2 }) },
  { name: 'labels a list', cls: 'decode', apply: (o) => void (meta(o).labels = ['a']) },
  { name: 'name uppercase', cls: 'metadata', apply: (o) => void (meta(o).name = `Upper-${String(meta(o).name)}`) },
  { name: 'name too long', cls: 'metadata', apply: (o) => void (meta(o).name = 'a'.repeat(254)) },
  { name: 'name with a dot', cls: 'metadata', apply: (o) => void (meta(o).name = `${String(meta(o).name)}.v2`) },
  { name: 'name starts with a digit', cls: 'metadata', apply: (o) => void (meta(o).name = `1${String(meta(o).name)}`) },
  { name: 'name with a colon', cls: 'metadata', apply: (o) => void (meta(o).name = `system:${String(meta(o).name)}`) },
  { name: 'name of 60 characters', cls: 'metadata', apply: (o) => void (meta(o).name = `n${'x'.repeat(58)}1`) },
  { name: 'label value invalid', cls: 'metadata', apply: (o) => void (meta(o).labels = { team: 'not valid!' }) },
  { name: 'label key invalid', cls: 'metadata', apply: (o) => void (meta(o).labels = { 'bad key': 'x' }) },
  { name: 'annotation key invalid', cls: 'metadata', apply: (o) => void (meta(o).annotations = { 'example.com/a/b': 'x' }) },
  { name: 'finalizer invalid', cls: 'metadata', apply: (o) => void (meta(o).finalizers = ['not a finalizer']) },
  // --- pod templates
  { name: 'unknown container field', cls: 'decode', kinds: WORKLOADS, apply: (o) => void (container(o).imagee = 'nginx') },
  { name: 'unknown pod spec field', cls: 'decode', kinds: WORKLOADS, apply: (o) => void (podSpec(o).contianers = []) },
  { name: 'containerPort a string', cls: 'decode', kinds: WORKLOADS, apply: (o) => void (obj((container(o).ports as unknown[])[0]).containerPort = 'eighty') },
  { name: 'env value a number', cls: 'decode', kinds: WORKLOADS, apply: (o) => void (container(o).env = [{ name: 'PORT', value: 80 }]) },
  { name: 'env a mapping', cls: 'decode', kinds: WORKLOADS, apply: (o) => void (container(o).env = { PORT: '80' }) },
  { name: 'cpu request not a quantity', cls: 'decode', kinds: WORKLOADS, apply: (o) => void (obj(obj(container(o).resources).requests).cpu = 'two') },
  { name: 'memory limit 1gi', cls: 'decode', kinds: WORKLOADS, apply: (o) => void (obj(obj(container(o).resources).limits).memory = '1gi') },
  { name: 'cpu request a number', cls: 'valid', kinds: WORKLOADS, apply: (o) => void (obj(obj(container(o).resources).requests).cpu = 0.5) },
  { name: 'containers a string', cls: 'decode', kinds: WORKLOADS, apply: (o) => void (podSpec(o).containers = 'app') },
  { name: 'grace period a string', cls: 'decode', kinds: WORKLOADS, apply: (o) => void (podSpec(o).terminationGracePeriodSeconds = '30') },
  { name: 'hostNetwork a string', cls: 'decode', kinds: WORKLOADS, apply: (o) => void (podSpec(o).hostNetwork = 'true') },
  { name: 'probe port a float', cls: 'decode', kinds: WORKLOADS, apply: (o) => void (container(o).livenessProbe = { tcpSocket: { port: 80.5 } }) },
  { name: 'probe port a number', cls: 'valid', kinds: WORKLOADS, apply: (o) => void (container(o).livenessProbe = { tcpSocket: { port: 8080 }, initialDelaySeconds: 5 }) },
  { name: 'runAsUser huge', cls: 'go', kinds: WORKLOADS, apply: (o) => void (podSpec(o).securityContext = { runAsUser: 3000000000 }) },
  { name: 'fsGroup a string', cls: 'decode', kinds: WORKLOADS, apply: (o) => void (podSpec(o).securityContext = { fsGroup: '2000' }) },
  { name: 'imagePullPolicy Sometimes', cls: 'schema', kinds: WORKLOADS, apply: (o) => void (container(o).imagePullPolicy = 'Sometimes') },
  { name: 'container name missing', cls: 'schema', kinds: WORKLOADS, apply: (o) => void delete container(o).name },
  { name: 'dnsPolicy invalid', cls: 'schema', kinds: WORKLOADS, apply: (o) => void (podSpec(o).dnsPolicy = 'Cluster') },
  { name: 'port protocol lowercase', cls: 'schema', kinds: WORKLOADS, apply: (o) => void (obj((container(o).ports as unknown[])[0]).protocol = 'tcp') },
  { name: 'toleration operator invalid', cls: 'schema', kinds: WORKLOADS, apply: (o) => void (podSpec(o).tolerations = [{ key: 'k', operator: 'Equals', value: 'v' }]) },
  { name: 'seccomp type invalid', cls: 'schema', kinds: WORKLOADS, apply: (o) => void (podSpec(o).securityContext = { seccompProfile: { type: 'Default' } }) },
  { name: 'containerPort 70000', cls: 'go', kinds: WORKLOADS, apply: (o) => void (obj((container(o).ports as unknown[])[0]).containerPort = 70000) },
  { name: 'containerPort 0', cls: 'go', kinds: WORKLOADS, apply: (o) => void (obj((container(o).ports as unknown[])[0]).containerPort = 0) },
  { name: 'duplicate container names', cls: 'go', kinds: WORKLOADS, apply: (o) => void (podSpec(o).containers = [container(o), { name: 'app', image: 'busybox' }]) },
  { name: 'container name invalid', cls: 'go', kinds: WORKLOADS, apply: (o) => void (container(o).name = 'App_1') },
  { name: 'image missing', cls: 'go', kinds: WORKLOADS, apply: (o) => void delete container(o).image },
  { name: 'no containers', cls: 'go', kinds: WORKLOADS, apply: (o) => void (podSpec(o).containers = []) },
  { name: 'volumeMount of no volume', cls: 'go', kinds: WORKLOADS, apply: (o) => void (container(o).volumeMounts = [{ name: 'missing', mountPath: '/data' }]) },
  { name: 'request above limit', cls: 'go', kinds: WORKLOADS, apply: (o) => void (container(o).resources = { requests: { memory: '2Gi' }, limits: { memory: '1Gi' } }) },
  { name: 'probe without handler', cls: 'go', kinds: WORKLOADS, apply: (o) => void (container(o).readinessProbe = { periodSeconds: 5 }) },
  { name: 'port name too long', cls: 'go', kinds: WORKLOADS, apply: (o) => void (obj((container(o).ports as unknown[])[0]).name = 'http-metrics-port') },
  { name: 'env value and valueFrom', cls: 'go', kinds: WORKLOADS, apply: (o) => void (container(o).env = [{ name: 'A', value: 'x', valueFrom: { fieldRef: { fieldPath: 'metadata.name' } } }]) },
  { name: 'serviceAccountName invalid', cls: 'go', kinds: WORKLOADS, apply: (o) => void (podSpec(o).serviceAccountName = 'Bad_Name') },
  { name: 'hostname invalid', cls: 'go', kinds: WORKLOADS, apply: (o) => void (podSpec(o).hostname = 'not_a_host') },
  { name: 'maxSkew 0', cls: 'go', kinds: WORKLOADS, apply: (o) => void (podSpec(o).topologySpreadConstraints = [{ maxSkew: 0, topologyKey: 'zone', whenUnsatisfiable: 'DoNotSchedule' }]) },
  { name: 'empty nodeSelectorTerms', cls: 'go', kinds: WORKLOADS, apply: (o) => void (podSpec(o).affinity = { nodeAffinity: { requiredDuringSchedulingIgnoredDuringExecution: { nodeSelectorTerms: [] } } }) },
  { name: 'volume with two sources', cls: 'go', kinds: WORKLOADS, apply: (o) => void (podSpec(o).volumes = [{ name: 'v', emptyDir: {}, configMap: { name: 'c' } }]) },
  { name: 'initContainer with readinessProbe', cls: 'go', kinds: WORKLOADS, apply: (o) => void (podSpec(o).initContainers = [{ name: 'init', image: 'busybox', readinessProbe: { exec: { command: ['true'] } } }]) },
  { name: 'four nameservers', cls: 'go', kinds: WORKLOADS, apply: (o) => void (podSpec(o).dnsConfig = { nameservers: ['1.1.1.1', '1.0.0.1', '8.8.8.8', '8.8.4.4'] }) },
  { name: 'duplicate volume names', cls: 'go', kinds: WORKLOADS, apply: (o) => void (podSpec(o).volumes = [{ name: 'v', emptyDir: {} }, { name: 'v', emptyDir: {} }]) },
  // --- issue 25: Go validation beyond the schema
  { name: 'env name with =', cls: 'go', kinds: WORKLOADS, apply: (o) => void (container(o).env = [{ name: 'A=B', value: 'x' }]) },
  { name: 'env name with a space', cls: 'valid', kinds: WORKLOADS, apply: (o) => void (container(o).env = [{ name: 'A B', value: 'x' }]) },
  { name: 'negative cpu request', cls: 'go', kinds: WORKLOADS, apply: (o) => void (container(o).resources = { requests: { cpu: '-1' } }) },
  { name: 'duplicate mountPath', cls: 'go', kinds: WORKLOADS, apply: (o) => void ((podSpec(o).volumes = [{ name: 'a', emptyDir: {} }, { name: 'b', emptyDir: {} }]), (container(o).volumeMounts = [{ name: 'a', mountPath: '/x' }, { name: 'b', mountPath: '/x' }])) },
  { name: 'ports [null]', cls: 'go', kinds: WORKLOADS, apply: (o) => void (container(o).ports = [null]) },
  { name: 'tolerations [null]', cls: 'go', kinds: WORKLOADS, apply: (o) => void (podSpec(o).tolerations = [null]) },
  { name: 'toleration of every taint', cls: 'valid', kinds: WORKLOADS, apply: (o) => void (podSpec(o).tolerations = [{ operator: 'Exists' }]) },
  { name: 'volume name invalid', cls: 'go', kinds: WORKLOADS, apply: (o) => void (podSpec(o).volumes = [{ name: 'Bad_Name', emptyDir: {} }]) },
  { name: 'port name upper case', cls: 'go', kinds: WORKLOADS, apply: (o) => void (container(o).ports = [{ name: 'REDIS', containerPort: 6379 }]) },
  { name: 'port name all digits', cls: 'go', kinds: WORKLOADS, apply: (o) => void (container(o).ports = [{ name: '6379', containerPort: 6379 }]) },
  { name: 'matchLabels key invalid', cls: 'go', kinds: CONTROLLERS, apply: (o) => void ((spec(o).selector = { matchLabels: { 'bad key!': 'a' } }), (obj(template(o).metadata).labels = { 'bad key!': 'a' })) },
  { name: 'maxUnavailable 150%', cls: 'go', kinds: ['Deployment'], apply: (o) => void (spec(o).strategy = { type: 'RollingUpdate', rollingUpdate: { maxUnavailable: '150%' } }) },
  { name: 'maxSurge 150%', cls: 'valid', kinds: ['Deployment'], apply: (o) => void (spec(o).strategy = { type: 'RollingUpdate', rollingUpdate: { maxSurge: '150%' } }) },
  { name: 'maxSurge 5.5%', cls: 'go', kinds: ['Deployment'], apply: (o) => void (spec(o).strategy = { type: 'RollingUpdate', rollingUpdate: { maxSurge: '5.5%' } }) },
  { name: 'maxSurge -10%', cls: 'go', kinds: ['Deployment'], apply: (o) => void (spec(o).strategy = { type: 'RollingUpdate', rollingUpdate: { maxSurge: '-10%' } }) },
  { name: 'maxSurge empty', cls: 'go', kinds: ['Deployment'], apply: (o) => void (spec(o).strategy = { type: 'RollingUpdate', rollingUpdate: { maxSurge: '' } }) },
  { name: 'minAvailable 150%', cls: 'go', kinds: ['PodDisruptionBudget'], apply: (o) => void (spec(o).minAvailable = '150%') },
  { name: 'minAvailable 50%', cls: 'valid', kinds: ['PodDisruptionBudget'], apply: (o) => void (spec(o).minAvailable = '50%') },
  { name: 'maxUnavailable -1', cls: 'go', kinds: ['PodDisruptionBudget'], apply: (o) => void ((spec(o).maxUnavailable = -1), delete spec(o).minAvailable) },
  { name: 'timeZone unknown', cls: 'go', kinds: ['CronJob'], apply: (o) => void (spec(o).timeZone = 'Mars/Olympus') },
  { name: 'timeZone Europe/Berlin', cls: 'valid', kinds: ['CronJob'], apply: (o) => void (spec(o).timeZone = 'Europe/Berlin') },
  { name: 'schedule hour 25', cls: 'go', kinds: ['CronJob'], apply: (o) => void (spec(o).schedule = '0 25 * * *') },
  { name: 'schedule by names', cls: 'valid', kinds: ['CronJob'], apply: (o) => void (spec(o).schedule = '0 9 * JAN-MAR MON-FRI') },
  { name: 'host with capitals', cls: 'go', kinds: ['Ingress'], apply: (o) => void (obj((spec(o).rules as unknown[])[0]).host = 'Shop.Example.COM') },
  { name: 'host with a port', cls: 'go', kinds: ['Ingress'], apply: (o) => void (obj((spec(o).rules as unknown[])[0]).host = 'shop.example.com:443') },
  { name: 'wildcard host', cls: 'valid', kinds: ['Ingress'], apply: (o) => void (obj((spec(o).rules as unknown[])[0]).host = '*.example.com') },
  { name: 'pathType empty', cls: 'go', kinds: ['Ingress'], apply: (o) => void (ingressPath(o).pathType = '') },
  { name: 'rule without verbs', cls: 'go', kinds: ['Role', 'ClusterRole'], apply: (o) => void (rule0(o).verbs = []) },
  { name: 'no controller', cls: 'go', kinds: ['IngressClass'], apply: (o) => void (o.spec = {}) },
  // --- controllers
  { name: 'replicas a string', cls: 'decode', kinds: ['Deployment', 'StatefulSet', 'ReplicaSet'], apply: (o) => void (spec(o).replicas = 'three') },
  { name: 'replicas a float', cls: 'decode', kinds: ['Deployment', 'StatefulSet', 'ReplicaSet'], apply: (o) => void (spec(o).replicas = 1.5) },
  { name: 'misspelt selector', cls: 'decode', kinds: CONTROLLERS, apply: (o) => void ((spec(o).selectr = spec(o).selector), delete spec(o).selector) },
  { name: 'selector missing', cls: 'schema', kinds: CONTROLLERS, apply: (o) => void delete spec(o).selector },
  { name: 'negative replicas', cls: 'go', kinds: ['Deployment', 'StatefulSet', 'ReplicaSet'], apply: (o) => void (spec(o).replicas = -1) },
  { name: 'selector does not match', cls: 'go', kinds: CONTROLLERS, apply: (o) => void (obj(template(o).metadata).labels = { app: 'other' }) },
  { name: 'empty selector', cls: 'go', kinds: CONTROLLERS, apply: (o) => void (spec(o).selector = {}) },
  { name: 'selector expression operator', cls: 'go', kinds: CONTROLLERS, apply: (o) => void (obj(spec(o).selector).matchExpressions = [{ key: 'app', operator: 'Equals', values: ['x'] }]) },
  { name: 'selector by expression', cls: 'valid', kinds: CONTROLLERS, apply: (o) => void (spec(o).selector = { matchExpressions: [{ key: 'app', operator: 'Exists' }] }) },
  { name: 'restartPolicy Never', cls: 'go', kinds: CONTROLLERS, apply: (o) => void (podSpec(o).restartPolicy = 'Never') },
  { name: 'restartPolicy Sometimes', cls: 'schema', kinds: WORKLOADS, apply: (o) => void (podSpec(o).restartPolicy = 'Sometimes') },
  { name: 'strategy Rolling', cls: 'schema', kinds: ['Deployment'], apply: (o) => void (spec(o).strategy = { type: 'Rolling' }) },
  { name: 'maxSurge a float', cls: 'decode', kinds: ['Deployment'], apply: (o) => void (spec(o).strategy = { type: 'RollingUpdate', rollingUpdate: { maxSurge: 1.5 } }) },
  { name: 'maxSurge a percentage', cls: 'valid', kinds: ['Deployment'], apply: (o) => void (spec(o).strategy = { type: 'RollingUpdate', rollingUpdate: { maxSurge: '50%', maxUnavailable: 1 } }) },
  // The canonical StatefulSet: a container mounts the claim its volumeClaimTemplates give each pod.
  { name: 'mounts its volumeClaimTemplate', cls: 'valid', kinds: ['StatefulSet'], apply: (o) => void ((spec(o).volumeClaimTemplates = [{ metadata: { name: 'data' }, spec: { accessModes: ['ReadWriteOnce'], resources: { requests: { storage: '1Gi' } } } }]), (container(o).volumeMounts = [...((container(o).volumeMounts as unknown[] | undefined) ?? []), { name: 'data', mountPath: '/data' }])) },
  { name: 'mounts a claim it has no template for', cls: 'go', kinds: ['StatefulSet'], apply: (o) => void ((spec(o).volumeClaimTemplates = [{ metadata: { name: 'data' }, spec: { accessModes: ['ReadWriteOnce'], resources: { requests: { storage: '1Gi' } } } }]), (container(o).volumeMounts = [{ name: 'logs', mountPath: '/logs' }])) },
  { name: 'podManagementPolicy Fast', cls: 'schema', kinds: ['StatefulSet'], apply: (o) => void (spec(o).podManagementPolicy = 'Fast') },
  { name: 'serviceName a number', cls: 'decode', kinds: ['StatefulSet'], apply: (o) => void (spec(o).serviceName = 5) },
  { name: 'updateStrategy Rolling', cls: 'schema', kinds: ['DaemonSet'], apply: (o) => void (spec(o).updateStrategy = { type: 'Rolling' }) },
  // --- jobs
  { name: 'completions a string', cls: 'decode', kinds: ['Job'], apply: (o) => void (spec(o).completions = '3') },
  { name: 'completionMode invalid', cls: 'schema', kinds: ['Job'], apply: (o) => void (spec(o).completionMode = 'Sometimes') },
  { name: 'negative backoffLimit', cls: 'go', kinds: ['Job'], apply: (o) => void (spec(o).backoffLimit = -1) },
  { name: 'job template without restartPolicy', cls: 'go', kinds: ['Job', 'CronJob'], apply: (o) => void delete podSpec(o).restartPolicy },
  { name: 'restartPolicy Always in a job', cls: 'go', kinds: ['Job', 'CronJob'], apply: (o) => void (podSpec(o).restartPolicy = 'Always') },
  { name: 'schedule invalid', cls: 'go', kinds: ['CronJob'], apply: (o) => void (spec(o).schedule = 'every five minutes') },
  { name: 'schedule with TZ', cls: 'go', kinds: ['CronJob'], apply: (o) => void (spec(o).schedule = 'TZ=UTC 0 * * * *') },
  { name: 'schedule macro and timeZone', cls: 'valid', kinds: ['CronJob'], apply: (o) => void ((spec(o).schedule = '@hourly'), (spec(o).timeZone = 'Europe/Oslo')) },
  { name: 'concurrencyPolicy invalid', cls: 'schema', kinds: ['CronJob'], apply: (o) => void (spec(o).concurrencyPolicy = 'Sometimes') },
  { name: 'startingDeadlineSeconds a string', cls: 'decode', kinds: ['CronJob'], apply: (o) => void (spec(o).startingDeadlineSeconds = '10') },
  { name: 'unknown jobTemplate field', cls: 'decode', kinds: ['CronJob'], apply: (o) => void (obj(spec(o).jobTemplate).spek = {}) },
  // --- services
  { name: 'misspelt targetPort', cls: 'decode', kinds: ['Service'], apply: (o) => void ((firstPort(o).targetPrt = 8080), delete firstPort(o).targetPort) },
  { name: 'port a string', cls: 'decode', kinds: ['Service'], apply: (o) => void (firstPort(o).port = '80') },
  { name: 'selector value a number', cls: 'decode', kinds: ['Service'], apply: (o) => void (spec(o).selector = { app: 1 }) },
  { name: 'type Loadbalancer', cls: 'schema', kinds: ['Service'], apply: (o) => void (spec(o).type = 'Loadbalancer') },
  { name: 'protocol HTTP', cls: 'schema', kinds: ['Service'], apply: (o) => void (firstPort(o).protocol = 'HTTP') },
  { name: 'port missing', cls: 'schema', kinds: ['Service'], apply: (o) => void delete firstPort(o).port },
  { name: 'numeric targetPort', cls: 'valid', kinds: ['Service'], apply: (o) => void (firstPort(o).targetPort = 8080) },
  { name: 'port 70000', cls: 'go', kinds: ['Service'], apply: (o) => void (firstPort(o).port = 70000) },
  { name: 'targetPort name invalid', cls: 'go', kinds: ['Service'], apply: (o) => void (firstPort(o).targetPort = 'HTTP_port') },
  { name: 'two unnamed ports', cls: 'go', kinds: ['Service'], apply: (o) => void (spec(o).ports = [{ port: 80 }, { port: 443 }]) },
  { name: 'duplicate port names', cls: 'go', kinds: ['Service'], apply: (o) => void (spec(o).ports = [{ name: 'web', port: 80 }, { name: 'web', port: 443 }]) },
  { name: 'no ports', cls: 'go', kinds: ['Service'], apply: (o) => void (spec(o).ports = []) },
  { name: 'nodePort out of range', cls: 'go', kinds: ['Service'], apply: (o) => void ((spec(o).type = 'NodePort'), (firstPort(o).nodePort = 80)) },
  { name: 'externalName invalid', cls: 'go', kinds: ['Service'], apply: (o) => void (o.spec = { type: 'ExternalName', externalName: 'not a host' }) },
  { name: 'clusterIP invalid', cls: 'go', kinds: ['Service'], apply: (o) => void (spec(o).clusterIP = '10.0.0.300') },
  // --- ingress, network policy
  { name: 'pathType prefix', cls: 'schema', kinds: ['Ingress'], apply: (o) => void (ingressPath(o).pathType = 'prefix') },
  { name: 'pathType missing', cls: 'schema', kinds: ['Ingress'], apply: (o) => void delete ingressPath(o).pathType },
  { name: 'old serviceName backend', cls: 'decode', kinds: ['Ingress'], apply: (o) => void (ingressPath(o).backend = { serviceName: 'web', servicePort: 80 }) },
  { name: 'backend port a string', cls: 'decode', kinds: ['Ingress'], apply: (o) => void (ingressPath(o).backend = { service: { name: 'web', port: { number: '80' } } }) },
  { name: 'host an IP address', cls: 'go', kinds: ['Ingress'], apply: (o) => void (obj((spec(o).rules as unknown[])[0]).host = '10.0.0.1') },
  { name: 'no rules and no default backend', cls: 'go', kinds: ['Ingress'], apply: (o) => void delete spec(o).rules },
  { name: 'path without slash', cls: 'go', kinds: ['Ingress'], apply: (o) => void (ingressPath(o).path = 'api') },
  { name: 'host with a wildcard', cls: 'valid', kinds: ['Ingress'], apply: (o) => void (obj((spec(o).rules as unknown[])[0]).host = '*.example.com') },
  { name: 'policyTypes Inbound', cls: 'schema', kinds: ['NetworkPolicy'], apply: (o) => void (spec(o).policyTypes = ['Inbound']) },
  { name: 'policy port by name', cls: 'valid', kinds: ['NetworkPolicy'], apply: (o) => void (spec(o).ingress = [{ ports: [{ port: 'http' }] }]) },
  { name: 'policy protocol ICMP', cls: 'schema', kinds: ['NetworkPolicy'], apply: (o) => void (spec(o).ingress = [{ ports: [{ protocol: 'ICMP' }] }]) },
  { name: 'endPort below port', cls: 'go', kinds: ['NetworkPolicy'], apply: (o) => void (spec(o).ingress = [{ ports: [{ port: 9000, endPort: 8000 }] }]) },
  { name: 'podSelector operator invalid', cls: 'go', kinds: ['NetworkPolicy'], apply: (o) => void (spec(o).podSelector = { matchExpressions: [{ key: 'a', operator: 'Equals', values: ['b'] }] }) },
  { name: 'ipBlock cidr invalid', cls: 'go', kinds: ['NetworkPolicy'], apply: (o) => void (spec(o).egress = [{ to: [{ ipBlock: { cidr: '10.0.0.0/33' } }] }]) },
  // --- config
  { name: 'data value a number', cls: 'decode', kinds: ['ConfigMap'], apply: (o) => void (o.data = { PORT: 80 }) },
  { name: 'data key invalid', cls: 'go', kinds: ['ConfigMap', 'Secret'], apply: (o) => void (o.data = { 'bad key': 'eA==' }) },
  { name: 'binaryData not base64', cls: 'decode', kinds: ['ConfigMap'], apply: (o) => void (o.binaryData = { blob: 'not base64!' }) },
  { name: 'immutable a string', cls: 'decode', kinds: ['ConfigMap', 'Secret'], apply: (o) => void (o.immutable = 'yes') },
  { name: 'secret data not base64', cls: 'decode', kinds: ['Secret'], apply: (o) => void (o.data = { password: 'plain text' }) },
  { name: 'stringData a number', cls: 'decode', kinds: ['Secret'], apply: (o) => void (o.stringData = { pin: 1234 }) },
  { name: 'custom secret type', cls: 'valid', kinds: ['Secret'], apply: (o) => void (o.type = 'example.com/token') },
  { name: 'tls secret without keys', cls: 'go', kinds: ['Secret'], apply: (o) => void (o.type = 'kubernetes.io/tls') },
  { name: 'imagePullSecrets a string', cls: 'decode', kinds: ['ServiceAccount'], apply: (o) => void (o.imagePullSecrets = 'regcred') },
  { name: 'imagePullSecrets listed', cls: 'valid', kinds: ['ServiceAccount'], apply: (o) => void (o.imagePullSecrets = [{ name: 'regcred' }]) },
  // --- rbac
  { name: 'verbs missing', cls: 'schema', kinds: ['Role', 'ClusterRole'], apply: (o) => void delete rule0(o).verbs },
  { name: 'verbs a string', cls: 'decode', kinds: ['Role', 'ClusterRole'], apply: (o) => void (rule0(o).verbs = 'get') },
  { name: 'misspelt resources', cls: 'decode', kinds: ['Role', 'ClusterRole'], apply: (o) => void (rule0(o).resource = ['pods']) },
  { name: 'roleRef missing', cls: 'schema', kinds: ['RoleBinding', 'ClusterRoleBinding'], apply: (o) => void delete o.roleRef },
  { name: 'roleRef kind invalid', cls: 'go', kinds: ['RoleBinding', 'ClusterRoleBinding'], apply: (o) => void (obj(o.roleRef).kind = 'Rol') },
  { name: 'subject kind invalid', cls: 'go', kinds: ['RoleBinding', 'ClusterRoleBinding'], apply: (o) => void (o.subjects = [{ kind: 'Users', name: 'x' }]) },
  { name: 'subjects a mapping', cls: 'decode', kinds: ['RoleBinding', 'ClusterRoleBinding'], apply: (o) => void (o.subjects = { kind: 'User', name: 'x' }) },
  { name: 'group subject without apiGroup', cls: 'valid', kinds: ['RoleBinding', 'ClusterRoleBinding'], apply: (o) => void (o.subjects = [{ kind: 'Group', name: 'devs' }]) },
  { name: 'roleRef apiGroup empty', cls: 'valid', kinds: ['RoleBinding', 'ClusterRoleBinding'], apply: (o) => void (obj(o.roleRef).apiGroup = '') },
  { name: 'roleRef apiGroup wrong', cls: 'go', kinds: ['RoleBinding', 'ClusterRoleBinding'], apply: (o) => void (obj(o.roleRef).apiGroup = 'rbac.example.com') },
  { name: 'ServiceAccount subject without namespace', cls: 'go', kinds: ['ClusterRoleBinding'], apply: (o) => void (o.subjects = [{ kind: 'ServiceAccount', name: 'x' }]) },
  { name: 'rbac name with colon', cls: 'valid', kinds: RBAC, apply: (o) => void (meta(o).name = `team:${String(meta(o).name)}`) },
  // --- autoscaling, policy, storage, quota
  { name: 'maxReplicas a string', cls: 'decode', kinds: ['HorizontalPodAutoscaler'], apply: (o) => void (spec(o).maxReplicas = '5') },
  { name: 'metric type Cpu', cls: 'schema', kinds: ['HorizontalPodAutoscaler'], apply: (o) => void (obj((spec(o).metrics as unknown[])[0]).type = 'Cpu') },
  { name: 'utilization a percentage string', cls: 'decode', kinds: ['HorizontalPodAutoscaler'], apply: (o) => void (spec(o).metrics = [{ type: 'Resource', resource: { name: 'cpu', target: { type: 'Utilization', averageUtilization: '70%' } } }]) },
  { name: 'maxReplicas missing', cls: 'schema', kinds: ['HorizontalPodAutoscaler'], apply: (o) => void delete spec(o).maxReplicas },
  { name: 'scaling policy period 0', cls: 'go', kinds: ['HorizontalPodAutoscaler'], apply: (o) => void (spec(o).behavior = { scaleDown: { policies: [{ type: 'Pods', value: 1, periodSeconds: 0 }] } }) },
  { name: 'minReplicas 0', cls: 'go', kinds: ['HorizontalPodAutoscaler'], apply: (o) => void (spec(o).minReplicas = 0) },
  { name: 'min above max', cls: 'go', kinds: ['HorizontalPodAutoscaler'], apply: (o) => void (spec(o).minReplicas = 9) },
  { name: 'minAvailable a percentage', cls: 'valid', kinds: ['PodDisruptionBudget'], apply: (o) => void (spec(o).minAvailable = '50%') },
  { name: 'minAvailable and maxUnavailable', cls: 'go', kinds: ['PodDisruptionBudget'], apply: (o) => void (spec(o).maxUnavailable = 1) },
  { name: 'minAvailable a float', cls: 'decode', kinds: ['PodDisruptionBudget'], apply: (o) => void (spec(o).minAvailable = 0.5) },
  { name: 'unhealthyPodEvictionPolicy invalid', cls: 'schema', kinds: ['PodDisruptionBudget'], apply: (o) => void (spec(o).unhealthyPodEvictionPolicy = 'Always') },
  { name: 'accessMode invalid', cls: 'schema', kinds: ['PersistentVolumeClaim'], apply: (o) => void (spec(o).accessModes = ['ReadWriteSometimes']) },
  { name: 'storage 1GB', cls: 'decode', kinds: ['PersistentVolumeClaim'], apply: (o) => void (spec(o).resources = { requests: { storage: '1GB' } }) },
  { name: 'volumeMode Raw', cls: 'schema', kinds: ['PersistentVolumeClaim'], apply: (o) => void (spec(o).volumeMode = 'Raw') },
  { name: 'no accessModes', cls: 'go', kinds: ['PersistentVolumeClaim'], apply: (o) => void delete spec(o).accessModes },
  { name: 'no storage request', cls: 'go', kinds: ['PersistentVolumeClaim'], apply: (o) => void (spec(o).resources = {}) },
  { name: 'runAsUser at the int32 limit', cls: 'valid', kinds: ['Pod', 'Deployment'], apply: (o) => void (podSpec(o).securityContext = { runAsUser: 2147483647 }) },
  { name: 'namespace finalizers', cls: 'valid', kinds: ['Namespace'], apply: (o) => void (o.spec = { finalizers: ['kubernetes'] }) },
  // --- cluster and infrastructure kinds
  { name: 'priority value a string', cls: 'decode', kinds: ['PriorityClass'], apply: (o) => void (o.value = 'high') },
  { name: 'preemptionPolicy Sometimes', cls: 'schema', kinds: ['PriorityClass'], apply: (o) => void (o.preemptionPolicy = 'Sometimes') },
  { name: 'value missing', cls: 'schema', kinds: ['PriorityClass'], apply: (o) => void delete o.value },
  { name: 'reclaimPolicy Recycle on a class', cls: 'go', kinds: ['StorageClass'], apply: (o) => void (o.reclaimPolicy = 'Recycle') },
  { name: 'volumeBindingMode Later', cls: 'schema', kinds: ['StorageClass'], apply: (o) => void (o.volumeBindingMode = 'Later') },
  { name: 'provisioner missing', cls: 'schema', kinds: ['StorageClass'], apply: (o) => void delete o.provisioner },
  { name: 'parameters a list', cls: 'decode', kinds: ['StorageClass'], apply: (o) => void (o.parameters = ['ssd']) },
  { name: 'controller a number', cls: 'decode', kinds: ['IngressClass'], apply: (o) => void (spec(o).controller = 5) },
  { name: 'leaseDurationSeconds a string', cls: 'decode', kinds: ['Lease'], apply: (o) => void (spec(o).leaseDurationSeconds = 'long') },
  { name: 'holder unknown field', cls: 'decode', kinds: ['Lease'], apply: (o) => void (spec(o).holder = 'x') },
  { name: 'handler missing', cls: 'schema', kinds: ['RuntimeClass'], apply: (o) => void delete o.handler },
  { name: 'handler a list', cls: 'decode', kinds: ['RuntimeClass'], apply: (o) => void (o.handler = ['runc']) },
  { name: 'capacity a string', cls: 'decode', kinds: ['PersistentVolume'], apply: (o) => void (spec(o).capacity = '10Gi') },
  { name: 'reclaim policy Keep', cls: 'schema', kinds: ['PersistentVolume'], apply: (o) => void (spec(o).persistentVolumeReclaimPolicy = 'Keep') },
  { name: 'pv accessModes ReadWriteSometimes', cls: 'schema', kinds: ['PersistentVolume'], apply: (o) => void (spec(o).accessModes = ['ReadWriteSometimes']) },
  { name: 'rc replicas a string', cls: 'decode', kinds: ['ReplicationController'], apply: (o) => void (spec(o).replicas = 'one') },
  { name: 'rc selector a list', cls: 'decode', kinds: ['ReplicationController'], apply: (o) => void (spec(o).selector = ['app']) },
  { name: 'template a string', cls: 'decode', kinds: ['PodTemplate'], apply: (o) => void (o.template = 'pod') },
  { name: 'addressType IPv5', cls: 'schema', kinds: ['EndpointSlice'], apply: (o) => void (o.addressType = 'IPv5') },
  { name: 'addressType missing', cls: 'schema', kinds: ['EndpointSlice'], apply: (o) => void delete o.addressType },
  { name: 'endpoints a map', cls: 'decode', kinds: ['EndpointSlice'], apply: (o) => void (o.endpoints = { a: 1 }) },
  { name: 'ready a string', cls: 'decode', kinds: ['EndpointSlice'], apply: (o) => void (obj((o.endpoints as unknown[])[0]).conditions = { ready: 'yes' }) },
  { name: 'quota not a quantity', cls: 'decode', kinds: ['ResourceQuota'], apply: (o) => void (spec(o).hard = { 'requests.cpu': 'lots' }) },
  { name: 'quota scope invalid', cls: 'schema', kinds: ['ResourceQuota'], apply: (o) => void (spec(o).scopes = ['Sometimes']) },
  { name: 'quota resource unknown', cls: 'go', kinds: ['ResourceQuota'], apply: (o) => void (spec(o).hard = { cpus: '4' }) },
  { name: 'quota negative', cls: 'go', kinds: ['ResourceQuota'], apply: (o) => void (spec(o).hard = { pods: '-1' }) },
  { name: 'limit type invalid', cls: 'go', kinds: ['LimitRange'], apply: (o) => void (spec(o).limits = [{ type: 'Node', max: { cpu: '1' } }]) },
  { name: 'limit not a quantity', cls: 'decode', kinds: ['LimitRange'], apply: (o) => void (spec(o).limits = [{ type: 'Container', max: { cpu: 'x' } }]) },
  { name: 'limit min above max', cls: 'go', kinds: ['LimitRange'], apply: (o) => void (spec(o).limits = [{ type: 'Container', min: { cpu: '2' }, max: { cpu: '1' } }]) },
];

export function applies(m: Mutation, kind: string): boolean {
  return m.kinds === undefined || m.kinds.includes(kind);
}

/** Every mutation on every kind it applies to, unmodified objects, and random pairs. */
export function corpus(namespace: string, seed: number): Case[] {
  const random = prng(seed);
  const cases: Case[] = [];
  let i = 0;
  for (const kind of KINDS) {
    for (let n = 0; n < 4; n++) cases.push({ label: 'unmodified', kind, classes: ['valid'], object: baseObject(kind, i++, namespace, random) });
    for (const m of MUTATIONS) {
      if (!applies(m, kind)) continue;
      const o = baseObject(kind, i++, namespace, random);
      m.apply(o);
      cases.push({ label: m.name, kind, classes: [m.cls], object: o });
    }
  }
  // Random pairs bring the corpus past 5,000 objects.
  for (let n = 0; n < 4_000; n++) {
    const kind = KINDS[Math.floor(random() * KINDS.length)]!;
    const options = MUTATIONS.filter((m) => applies(m, kind));
    const a = options[Math.floor(random() * options.length)]!;
    const b = options[Math.floor(random() * options.length)]!;
    const o = baseObject(kind, i++, namespace, random);
    a.apply(o);
    let both = true;
    try {
      b.apply(o);
    } catch {
      both = false; // b needs what a removed (e.g. a container after "containers a string")
    }
    cases.push({ label: both ? `${a.name} + ${b.name}` : a.name, kind, classes: both ? [a.cls, b.cls] : [a.cls], object: o });
  }
  return cases;
}
