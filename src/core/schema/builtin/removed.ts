/**
 * Group-versions (or kinds of a group-version) Kubernetes stopped serving, with the release that
 * removed them and what to use instead. From the Kubernetes deprecated API migration guide
 * (https://kubernetes.io/docs/reference/using-api/deprecation-guide/) and release notes.
 * A kind listed here is reported as "no longer served since 1.xx, use …", whatever the
 * selected `--kube-version` (every shipped version is newer than every removal below).
 */

export interface RemovedApi {
  readonly apiVersion: string;
  /** The kinds this entry covers; absent: every kind of the group-version. */
  readonly kinds?: readonly string[];
  /** Minor release that stopped serving it, e.g. `1.25`. */
  readonly removedIn: string;
  /** The apiVersion to use instead, or absent when the API is gone altogether. */
  readonly use?: string;
  /** What to do when there is no drop-in replacement, or what changed in the replacement. */
  readonly note?: string;
}

export const REMOVED_APIS: readonly RemovedApi[] = [
  // 1.16
  { apiVersion: 'extensions/v1beta1', kinds: ['Deployment', 'DaemonSet', 'ReplicaSet'], removedIn: '1.16', use: 'apps/v1', note: 'apps/v1 requires spec.selector, and it must match the template labels' },
  { apiVersion: 'extensions/v1beta1', kinds: ['NetworkPolicy'], removedIn: '1.16', use: 'networking.k8s.io/v1' },
  { apiVersion: 'extensions/v1beta1', kinds: ['PodSecurityPolicy'], removedIn: '1.16', note: 'PodSecurityPolicy was removed altogether in 1.25; use Pod Security Admission (pod-security.kubernetes.io/* namespace labels)' },
  { apiVersion: 'apps/v1beta1', removedIn: '1.16', use: 'apps/v1', note: 'apps/v1 requires spec.selector, and it must match the template labels' },
  { apiVersion: 'apps/v1beta2', removedIn: '1.16', use: 'apps/v1' },
  // 1.20, 1.21
  { apiVersion: 'settings.k8s.io/v1alpha1', kinds: ['PodPreset'], removedIn: '1.20', note: 'PodPreset was removed; use a mutating admission policy or webhook' },
  { apiVersion: 'batch/v2alpha1', kinds: ['CronJob'], removedIn: '1.21', use: 'batch/v1' },
  // 1.22
  { apiVersion: 'extensions/v1beta1', kinds: ['Ingress'], removedIn: '1.22', use: 'networking.k8s.io/v1', note: 'networking.k8s.io/v1 renames backend.serviceName/servicePort to backend.service.name/port, and pathType is required' },
  { apiVersion: 'networking.k8s.io/v1beta1', kinds: ['Ingress', 'IngressClass'], removedIn: '1.22', use: 'networking.k8s.io/v1', note: 'networking.k8s.io/v1 renames backend.serviceName/servicePort to backend.service.name/port, and pathType is required' },
  { apiVersion: 'admissionregistration.k8s.io/v1beta1', kinds: ['MutatingWebhookConfiguration', 'ValidatingWebhookConfiguration'], removedIn: '1.22', use: 'admissionregistration.k8s.io/v1', note: 'v1 requires sideEffects and admissionReviewVersions' },
  { apiVersion: 'apiextensions.k8s.io/v1beta1', removedIn: '1.22', use: 'apiextensions.k8s.io/v1', note: 'v1 requires a structural schema for every version' },
  { apiVersion: 'apiregistration.k8s.io/v1beta1', removedIn: '1.22', use: 'apiregistration.k8s.io/v1' },
  { apiVersion: 'authentication.k8s.io/v1beta1', removedIn: '1.22', use: 'authentication.k8s.io/v1' },
  { apiVersion: 'authorization.k8s.io/v1beta1', removedIn: '1.22', use: 'authorization.k8s.io/v1' },
  { apiVersion: 'certificates.k8s.io/v1beta1', removedIn: '1.22', use: 'certificates.k8s.io/v1', note: 'v1 requires spec.signerName' },
  { apiVersion: 'coordination.k8s.io/v1beta1', removedIn: '1.22', use: 'coordination.k8s.io/v1' },
  { apiVersion: 'rbac.authorization.k8s.io/v1beta1', removedIn: '1.22', use: 'rbac.authorization.k8s.io/v1' },
  { apiVersion: 'rbac.authorization.k8s.io/v1alpha1', removedIn: '1.22', use: 'rbac.authorization.k8s.io/v1' },
  { apiVersion: 'scheduling.k8s.io/v1beta1', removedIn: '1.22', use: 'scheduling.k8s.io/v1' },
  { apiVersion: 'scheduling.k8s.io/v1alpha1', kinds: ['PriorityClass'], removedIn: '1.22', use: 'scheduling.k8s.io/v1' },
  { apiVersion: 'storage.k8s.io/v1beta1', kinds: ['CSIDriver', 'CSINode', 'StorageClass', 'VolumeAttachment'], removedIn: '1.22', use: 'storage.k8s.io/v1' },
  // 1.25
  { apiVersion: 'batch/v1beta1', kinds: ['CronJob'], removedIn: '1.25', use: 'batch/v1' },
  { apiVersion: 'discovery.k8s.io/v1beta1', kinds: ['EndpointSlice'], removedIn: '1.25', use: 'discovery.k8s.io/v1' },
  { apiVersion: 'events.k8s.io/v1beta1', kinds: ['Event'], removedIn: '1.25', use: 'events.k8s.io/v1' },
  { apiVersion: 'autoscaling/v2beta1', kinds: ['HorizontalPodAutoscaler'], removedIn: '1.25', use: 'autoscaling/v2' },
  { apiVersion: 'policy/v1beta1', kinds: ['PodDisruptionBudget'], removedIn: '1.25', use: 'policy/v1', note: 'in policy/v1 an empty spec.selector selects every pod of the namespace' },
  { apiVersion: 'policy/v1beta1', kinds: ['PodSecurityPolicy'], removedIn: '1.25', note: 'PodSecurityPolicy was removed altogether; use Pod Security Admission (pod-security.kubernetes.io/* namespace labels) or a validating admission policy' },
  { apiVersion: 'node.k8s.io/v1beta1', kinds: ['RuntimeClass'], removedIn: '1.25', use: 'node.k8s.io/v1' },
  // 1.26, 1.27
  { apiVersion: 'flowcontrol.apiserver.k8s.io/v1beta1', removedIn: '1.26', use: 'flowcontrol.apiserver.k8s.io/v1' },
  { apiVersion: 'autoscaling/v2beta2', kinds: ['HorizontalPodAutoscaler'], removedIn: '1.26', use: 'autoscaling/v2' },
  { apiVersion: 'storage.k8s.io/v1beta1', kinds: ['CSIStorageCapacity'], removedIn: '1.27', use: 'storage.k8s.io/v1' },
  // 1.29, 1.32
  { apiVersion: 'flowcontrol.apiserver.k8s.io/v1beta2', removedIn: '1.29', use: 'flowcontrol.apiserver.k8s.io/v1' },
  { apiVersion: 'networking.k8s.io/v1alpha1', kinds: ['ClusterCIDR'], removedIn: '1.29', note: 'ClusterCIDR was removed; configure pod CIDRs on the controller manager' },
  { apiVersion: 'flowcontrol.apiserver.k8s.io/v1beta3', removedIn: '1.32', use: 'flowcontrol.apiserver.k8s.io/v1' },
];

/** The removal that covers this apiVersion and kind, if any. */
export function findRemovedApi(apiVersion: string, kind: string): RemovedApi | undefined {
  return REMOVED_APIS.find((r) => r.apiVersion === apiVersion && (r.kinds === undefined || r.kinds.includes(kind)));
}

/** Groups of Kubernetes itself that the shipped set may lack (alpha-only, or removed). */
export const OTHER_KUBERNETES_GROUPS: ReadonlySet<string> = new Set([
  'extensions',
  'settings.k8s.io',
  'storagemigration.k8s.io',
  'internal.apiserver.k8s.io',
  ...REMOVED_APIS.map((r) => (r.apiVersion.includes('/') ? r.apiVersion.slice(0, r.apiVersion.indexOf('/')) : '')),
]);

/** Groups Kubernetes 1.36 serves (GA and beta), for when no schema set is at hand. */
const SERVED_GROUPS: ReadonlySet<string> = new Set([
  '', 'admissionregistration.k8s.io', 'apiextensions.k8s.io', 'apiregistration.k8s.io', 'apps', 'authentication.k8s.io', 'authorization.k8s.io',
  'autoscaling', 'batch', 'certificates.k8s.io', 'coordination.k8s.io', 'discovery.k8s.io', 'events.k8s.io', 'flowcontrol.apiserver.k8s.io',
  'networking.k8s.io', 'node.k8s.io', 'policy', 'rbac.authorization.k8s.io', 'resource.k8s.io', 'scheduling.k8s.io', 'storage.k8s.io',
]);

/** True for a group of Kubernetes itself (not a CRD's group: `gateway.networking.k8s.io` is not one). */
export function isKubernetesGroup(group: string): boolean {
  return SERVED_GROUPS.has(group) || OTHER_KUBERNETES_GROUPS.has(group);
}
