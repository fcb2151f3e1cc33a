// Which built-in kinds are cluster-scoped. Everything else served by kube-apiserver itself is
// namespaced; custom kinds take their scope from their CRD (or from API discovery, live).
import { isKubernetesGroup } from '../kube/builtin/index.js';
import { splitApiVersion, isRecord, type Manifest } from '../manifest/manifest.js';

const CLUSTER_SCOPED: Readonly<Record<string, readonly string[]>> = {
  '': ['Namespace', 'Node', 'PersistentVolume', 'ComponentStatus'],
  'rbac.authorization.k8s.io': ['ClusterRole', 'ClusterRoleBinding'],
  'apiextensions.k8s.io': ['CustomResourceDefinition'],
  'admissionregistration.k8s.io': [
    'ValidatingWebhookConfiguration',
    'MutatingWebhookConfiguration',
    'ValidatingAdmissionPolicy',
    'ValidatingAdmissionPolicyBinding',
    'MutatingAdmissionPolicy',
    'MutatingAdmissionPolicyBinding',
  ],
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
