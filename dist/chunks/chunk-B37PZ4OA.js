import { createRequire as __driftgateCreateRequire } from 'node:module'; const require = __driftgateCreateRequire(import.meta.url);

// src/core/kube/resources.ts
var ROWS = [
  ["", "Namespace", "namespaces", false, ["v1"]],
  ["", "ConfigMap", "configmaps", true, ["v1"]],
  ["", "Secret", "secrets", true, ["v1"]],
  ["", "Service", "services", true, ["v1"]],
  ["", "ServiceAccount", "serviceaccounts", true, ["v1"]],
  ["", "Pod", "pods", true, ["v1"]],
  ["", "ResourceQuota", "resourcequotas", true, ["v1"]],
  ["", "LimitRange", "limitranges", true, ["v1"]],
  ["", "PersistentVolumeClaim", "persistentvolumeclaims", true, ["v1"]],
  ["", "PersistentVolume", "persistentvolumes", false, ["v1"]],
  ["", "Node", "nodes", false, ["v1"]],
  ["", "Endpoints", "endpoints", true, ["v1"]],
  ["", "Event", "events", true, ["v1"]],
  ["events.k8s.io", "Event", "events", true, ["v1"]],
  ["", "ReplicationController", "replicationcontrollers", true, ["v1"]],
  ["apps", "Deployment", "deployments", true, ["v1"]],
  ["apps", "StatefulSet", "statefulsets", true, ["v1"]],
  ["apps", "DaemonSet", "daemonsets", true, ["v1"]],
  ["apps", "ReplicaSet", "replicasets", true, ["v1"]],
  ["batch", "Job", "jobs", true, ["v1"]],
  ["batch", "CronJob", "cronjobs", true, ["v1"]],
  ["networking.k8s.io", "NetworkPolicy", "networkpolicies", true, ["v1"]],
  ["networking.k8s.io", "Ingress", "ingresses", true, ["v1"]],
  ["networking.k8s.io", "IngressClass", "ingressclasses", false, ["v1"]],
  ["rbac.authorization.k8s.io", "Role", "roles", true, ["v1"]],
  ["rbac.authorization.k8s.io", "RoleBinding", "rolebindings", true, ["v1"]],
  ["rbac.authorization.k8s.io", "ClusterRole", "clusterroles", false, ["v1"]],
  ["rbac.authorization.k8s.io", "ClusterRoleBinding", "clusterrolebindings", false, ["v1"]],
  ["policy", "PodDisruptionBudget", "poddisruptionbudgets", true, ["v1"]],
  ["autoscaling", "HorizontalPodAutoscaler", "horizontalpodautoscalers", true, ["v2", "v1"]],
  ["storage.k8s.io", "StorageClass", "storageclasses", false, ["v1"]],
  ["scheduling.k8s.io", "PriorityClass", "priorityclasses", false, ["v1"]],
  ["coordination.k8s.io", "Lease", "leases", true, ["v1"]],
  ["apiextensions.k8s.io", "CustomResourceDefinition", "customresourcedefinitions", false, ["v1"]],
  ["admissionregistration.k8s.io", "ValidatingAdmissionPolicy", "validatingadmissionpolicies", false, ["v1"]],
  ["admissionregistration.k8s.io", "ValidatingAdmissionPolicyBinding", "validatingadmissionpolicybindings", false, ["v1"]],
  ["admissionregistration.k8s.io", "ValidatingWebhookConfiguration", "validatingwebhookconfigurations", false, ["v1"]],
  ["admissionregistration.k8s.io", "MutatingWebhookConfiguration", "mutatingwebhookconfigurations", false, ["v1"]]
];
var BUILT_IN_RESOURCES = ROWS.map(([group, kind, resource, namespaced, versions]) => ({ group, kind, resource, namespaced, versions }));
var byApiVersionKind = /* @__PURE__ */ new Map();
for (const r of BUILT_IN_RESOURCES) for (const v of r.versions) byApiVersionKind.set(`${r.group === "" ? v : `${r.group}/${v}`}/${r.kind}`, r);
function builtInResource(apiVersion, kind) {
  return byApiVersionKind.get(`${apiVersion}/${kind}`);
}

export {
  BUILT_IN_RESOURCES,
  builtInResource
};
