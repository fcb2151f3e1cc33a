import { readCrd } from '../kube/crd.js';
import { splitApiVersion, type Manifest } from '../manifest/manifest.js';

/**
 * Kind → resource mapping, which admission matching needs (`resourceRules` name resources,
 * manifests name kinds). Custom kinds come from the CRDs in the repository; built-in kinds
 * from a table of the common ones. Unknown kinds fall back to the API server's own
 * heuristic (lower-case plural), flagged as a guess.
 */

export interface ResourceInfo {
  readonly group: string;
  readonly version: string;
  readonly kind: string;
  readonly resource: string;
  readonly namespaced: boolean;
  /** Versions the API serves for this resource (for matchPolicy: Equivalent). */
  readonly versions: readonly string[];
  /** True when neither a CRD nor the built-in table knew the kind. */
  readonly guessed: boolean;
}

type Builtin = readonly [group: string, kind: string, resource: string, namespaced: boolean, versions: readonly string[]];

const BUILTINS: readonly Builtin[] = [
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

export class ResourceCatalog {
  private readonly byKind = new Map<string, Omit<ResourceInfo, 'version'>>();

  constructor(crds: readonly Manifest[]) {
    for (const [group, kind, resource, namespaced, versions] of BUILTINS) {
      this.byKind.set(`${group}/${kind}`, { group, kind, resource, namespaced, versions, guessed: false });
    }
    for (const crd of crds) this.addCrd(crd);
  }

  private addCrd(manifest: Manifest): void {
    const { group, kind, plural, scope, versions } = readCrd(manifest);
    if (!group || !kind || !plural) return;
    const served = versions.filter((v) => v.raw.served !== false).map((v) => v.name);
    this.byKind.set(`${group}/${kind}`, { group, kind, resource: plural, namespaced: scope !== 'Cluster', versions: served, guessed: false });
  }

  private readonly memo = new Map<string, ResourceInfo>();

  /** Resource information for an object's apiVersion and kind. */
  lookup(apiVersion: string, kind: string): ResourceInfo {
    const key = `${apiVersion}\u0000${kind}`;
    let info = this.memo.get(key);
    if (!info) {
      info = this.resolve(apiVersion, kind);
      this.memo.set(key, info);
    }
    return info;
  }

  private resolve(apiVersion: string, kind: string): ResourceInfo {
    const { group, version } = splitApiVersion(apiVersion);
    const known = this.byKind.get(`${group}/${kind}`);
    if (known) return { ...known, version };
    // The API server's RESTMapper guess: lower-case kind, English plural.
    const lower = kind.toLowerCase();
    const resource = /(s|x|z|ch|sh)$/.test(lower) ? `${lower}es` : /[^aeiou]y$/.test(lower) ? `${lower.slice(0, -1)}ies` : `${lower}s`;
    return { group, version, kind, resource, namespaced: true, versions: [version], guessed: true };
  }
}
