// The kind → resource table of the built-in kinds driftgate meets most: the one table for every
// room. Admission matching (core/policy) names resources where manifests name kinds; discovery
// (io/kube/discovery.ts) answers these kinds without a round trip. Each entry is served by every
// supported kube-apiserver at the versions listed. Custom kinds come from their CRD or discovery.

export interface BuiltInResource {
  readonly group: string;
  readonly kind: string;
  /** The plural resource name in URLs and RBAC rules. */
  readonly resource: string;
  readonly namespaced: boolean;
  /** Versions served, preferred first. */
  readonly versions: readonly string[];
}

type Row = readonly [group: string, kind: string, resource: string, namespaced: boolean, versions: readonly string[]];

const ROWS: readonly Row[] = [
  ['', 'Namespace', 'namespaces', false, ['v1']],
  ['', 'ConfigMap', 'configmaps', true, ['v1']],
  ['', 'Secret', 'secrets', true, ['v1']],
  ['', 'Service', 'services', true, ['v1']],
  ['', 'ServiceAccount', 'serviceaccounts', true, ['v1']],
  ['', 'Pod', 'pods', true, ['v1']],
  ['', 'ResourceQuota', 'resourcequotas', true, ['v1']],
  ['', 'LimitRange', 'limitranges', true, ['v1']],
  ['', 'PersistentVolumeClaim', 'persistentvolumeclaims', true, ['v1']],
  ['', 'PersistentVolume', 'persistentvolumes', false, ['v1']],
  ['', 'Node', 'nodes', false, ['v1']],
  ['', 'Endpoints', 'endpoints', true, ['v1']],
  ['', 'Event', 'events', true, ['v1']],
  ['events.k8s.io', 'Event', 'events', true, ['v1']],
  ['', 'ReplicationController', 'replicationcontrollers', true, ['v1']],
  ['apps', 'Deployment', 'deployments', true, ['v1']],
  ['apps', 'StatefulSet', 'statefulsets', true, ['v1']],
  ['apps', 'DaemonSet', 'daemonsets', true, ['v1']],
  ['apps', 'ReplicaSet', 'replicasets', true, ['v1']],
  ['batch', 'Job', 'jobs', true, ['v1']],
  ['batch', 'CronJob', 'cronjobs', true, ['v1']],
  ['networking.k8s.io', 'NetworkPolicy', 'networkpolicies', true, ['v1']],
  ['networking.k8s.io', 'Ingress', 'ingresses', true, ['v1']],
  ['networking.k8s.io', 'IngressClass', 'ingressclasses', false, ['v1']],
  ['rbac.authorization.k8s.io', 'Role', 'roles', true, ['v1']],
  ['rbac.authorization.k8s.io', 'RoleBinding', 'rolebindings', true, ['v1']],
  ['rbac.authorization.k8s.io', 'ClusterRole', 'clusterroles', false, ['v1']],
  ['rbac.authorization.k8s.io', 'ClusterRoleBinding', 'clusterrolebindings', false, ['v1']],
  ['policy', 'PodDisruptionBudget', 'poddisruptionbudgets', true, ['v1']],
  ['autoscaling', 'HorizontalPodAutoscaler', 'horizontalpodautoscalers', true, ['v2', 'v1']],
  ['storage.k8s.io', 'StorageClass', 'storageclasses', false, ['v1']],
  ['scheduling.k8s.io', 'PriorityClass', 'priorityclasses', false, ['v1']],
  ['coordination.k8s.io', 'Lease', 'leases', true, ['v1']],
  ['apiextensions.k8s.io', 'CustomResourceDefinition', 'customresourcedefinitions', false, ['v1']],
  ['admissionregistration.k8s.io', 'ValidatingAdmissionPolicy', 'validatingadmissionpolicies', false, ['v1']],
  ['admissionregistration.k8s.io', 'ValidatingAdmissionPolicyBinding', 'validatingadmissionpolicybindings', false, ['v1']],
  ['admissionregistration.k8s.io', 'ValidatingWebhookConfiguration', 'validatingwebhookconfigurations', false, ['v1']],
  ['admissionregistration.k8s.io', 'MutatingWebhookConfiguration', 'mutatingwebhookconfigurations', false, ['v1']],
];

export const BUILT_IN_RESOURCES: readonly BuiltInResource[] = ROWS.map(([group, kind, resource, namespaced, versions]) => ({ group, kind, resource, namespaced, versions }));

const byApiVersionKind = new Map<string, BuiltInResource>();
for (const r of BUILT_IN_RESOURCES) for (const v of r.versions) byApiVersionKind.set(`${r.group === '' ? v : `${r.group}/${v}`}/${r.kind}`, r);

/** The built-in resource of `kind` when `apiVersion` is one the table lists for it. */
export function builtInResource(apiVersion: string, kind: string): BuiltInResource | undefined {
  return byApiVersionKind.get(`${apiVersion}/${kind}`);
}
