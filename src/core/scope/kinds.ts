// Which built-in kinds are cluster-scoped. Everything else served by kube-apiserver itself is
// namespaced; custom kinds take their scope from their CRD (or from API discovery, live).
import { isKubernetesGroup } from '../schema/builtin/index.js';
import { splitApiVersion, isRecord, type Manifest } from '../manifest/manifest.js';

/** Admission configuration: cluster-scoped, and never admitted by a wildcard. */
const ADMISSION_KINDS: readonly string[] = [
  'ValidatingWebhookConfiguration',
  'MutatingWebhookConfiguration',
  'ValidatingAdmissionPolicy',
  'ValidatingAdmissionPolicyBinding',
  'MutatingAdmissionPolicy',
  'MutatingAdmissionPolicyBinding',
];

const CLUSTER_SCOPED: Readonly<Record<string, readonly string[]>> = {
  '': ['Namespace', 'Node', 'PersistentVolume', 'ComponentStatus'],
  'rbac.authorization.k8s.io': ['ClusterRole', 'ClusterRoleBinding'],
  'apiextensions.k8s.io': ['CustomResourceDefinition'],
  'admissionregistration.k8s.io': ADMISSION_KINDS,
  'apiregistration.k8s.io': ['APIService'],
  'storage.k8s.io': ['StorageClass', 'CSIDriver', 'CSINode', 'VolumeAttachment', 'VolumeAttributesClass'],
  'scheduling.k8s.io': ['PriorityClass'],
  'node.k8s.io': ['RuntimeClass'],
  'certificates.k8s.io': ['CertificateSigningRequest', 'ClusterTrustBundle'],
  'flowcontrol.apiserver.k8s.io': ['FlowSchema', 'PriorityLevelConfiguration'],
  'networking.k8s.io': ['IngressClass', 'IPAddress', 'ServiceCIDR'],
  'resource.k8s.io': ['DeviceClass'],
  'authentication.k8s.io': ['TokenReview', 'SelfSubjectReview'],
  'authorization.k8s.io': ['SubjectAccessReview', 'SelfSubjectAccessReview', 'SelfSubjectRulesReview'],
};

/** Cluster RBAC: never allowed by a `*` in clusterKinds, only by name. */
export const CLUSTER_RBAC_KINDS = ['ClusterRole', 'ClusterRoleBinding'] as const;
export const RBAC_GROUP = 'rbac.authorization.k8s.io';

/**
 * Cluster-scoped kinds that steer the control plane itself: a `*` in clusterKinds never admits
 * them, only their name does (`Kind` or `group/Kind`). Each of them reaches past any namespace:
 * admission (webhooks and policies see or rewrite every request), API aggregation (an APIService
 * routes a whole group to another server), flow control (can starve the API server), certificates
 * (a CSR can mint a client identity), scheduling priority (preempts every other pod), node
 * runtimes and storage classes (what every pod runs on and mounts), nodes, persistent volumes,
 * device classes, RBAC and CRDs (which define what every object may carry).
 */
export const NEVER_BY_WILDCARD: Readonly<Record<string, readonly string[]>> = {
  '': ['Node', 'PersistentVolume', 'ComponentStatus'],
  [RBAC_GROUP]: ['ClusterRole', 'ClusterRoleBinding', 'Role', 'RoleBinding'],
  'apiextensions.k8s.io': ['CustomResourceDefinition'],
  'admissionregistration.k8s.io': ADMISSION_KINDS,
  'apiregistration.k8s.io': ['APIService'],
  'flowcontrol.apiserver.k8s.io': ['FlowSchema', 'PriorityLevelConfiguration'],
  'certificates.k8s.io': ['CertificateSigningRequest', 'ClusterTrustBundle'],
  'scheduling.k8s.io': ['PriorityClass'],
  'node.k8s.io': ['RuntimeClass'],
  'storage.k8s.io': ['StorageClass', 'CSIDriver', 'CSINode', 'VolumeAttachment', 'VolumeAttributesClass'],
  'networking.k8s.io': ['IngressClass', 'IPAddress', 'ServiceCIDR'],
  'resource.k8s.io': ['DeviceClass'],
};

/** Whether a kind is on NEVER_BY_WILDCARD (built-in groups only: a CRD's kind of the same name elsewhere is not). */
export function neverByWildcard(group: string, kind: string): boolean {
  return (NEVER_BY_WILDCARD[group] ?? []).includes(kind);
}

/** Scope of a built-in kind: true namespaced, false cluster-scoped, undefined not built in. */
export function builtinNamespaced(apiVersion: string, kind: string): boolean | undefined {
  const { group } = splitApiVersion(apiVersion);
  if (!isKubernetesGroup(group)) return undefined;
  return !(CLUSTER_SCOPED[group] ?? []).includes(kind);
}

/** `group/Kind` → namespaced, from CRD manifests (`spec.scope`). */
export function crdScopes(crds: readonly Manifest[]): Map<string, boolean> {
  const out = new Map<string, boolean>();
  for (const m of crds) {
    const spec = m.object.spec;
    if (!isRecord(spec) || typeof spec.group !== 'string' || !isRecord(spec.names) || typeof spec.names.kind !== 'string') continue;
    if (spec.scope !== 'Namespaced' && spec.scope !== 'Cluster') continue;
    out.set(`${spec.group}/${spec.names.kind}`, spec.scope === 'Namespaced');
  }
  return out;
}

/** The key of discovery data: `apiVersion/Kind`, e.g. `apps/v1/Deployment`, `v1/Namespace`. */
export function kindKey(apiVersion: string, kind: string): string {
  return `${apiVersion}/${kind}`;
}

/**
 * Whether a kind is namespaced, in one order of authority for every caller (the scope gate, the
 * agent's default namespace and apply): what the API server serves (discovery, passed in as data),
 * then the built-in table, then the CRDs (of the revision and beside it), then `fallback`.
 * undefined: nobody knows (a kind neither served nor defined).
 */
export function namespacedResolver(input: {
  readonly discovered?: ReadonlyMap<string, boolean>;
  readonly crds: readonly Manifest[];
  readonly fallback?: (apiVersion: string, kind: string) => boolean | undefined;
}): (apiVersion: string, kind: string) => boolean | undefined {
  const scopes = crdScopes(input.crds);
  return (apiVersion, kind) =>
    input.discovered?.get(kindKey(apiVersion, kind)) ??
    builtinNamespaced(apiVersion, kind) ??
    scopes.get(`${splitApiVersion(apiVersion).group}/${kind}`) ??
    input.fallback?.(apiVersion, kind);
}

/**
 * The `apiVersion`/`kind` pairs whose served scope the scope gate needs: every object's, and
 * every version of every CRD (so a CRD that disagrees with the served kind is caught even when
 * the revision holds no object of it). Deduplicated, in first-seen order.
 */
export function kindsToDiscover(manifests: readonly Manifest[], crds: readonly Manifest[]): { apiVersion: string; kind: string }[] {
  const out = new Map<string, { apiVersion: string; kind: string }>();
  const add = (apiVersion: string, kind: string): void => {
    const key = kindKey(apiVersion, kind);
    if (!out.has(key)) out.set(key, { apiVersion, kind });
  };
  for (const m of manifests) if (m.object.apiVersion && m.object.kind) add(m.object.apiVersion, m.object.kind);
  for (const m of crds) {
    const spec = m.object.spec;
    if (!isRecord(spec) || typeof spec.group !== 'string' || !isRecord(spec.names) || typeof spec.names.kind !== 'string' || !Array.isArray(spec.versions)) continue;
    for (const v of spec.versions) if (isRecord(v) && typeof v.name === 'string') add(spec.group === '' ? v.name : `${spec.group}/${v.name}`, spec.names.kind);
  }
  return [...out.values()];
}
