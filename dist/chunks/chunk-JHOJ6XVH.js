import { createRequire as __driftgateCreateRequire } from 'node:module'; const require = __driftgateCreateRequire(import.meta.url);
import {
  isKubernetesGroup
} from "./chunk-JJFNLGYD.js";
import {
  isRecord,
  splitApiVersion
} from "./chunk-OAWLX4HV.js";

// src/core/scope/kinds.ts
var ADMISSION_KINDS = [
  "ValidatingWebhookConfiguration",
  "MutatingWebhookConfiguration",
  "ValidatingAdmissionPolicy",
  "ValidatingAdmissionPolicyBinding",
  "MutatingAdmissionPolicy",
  "MutatingAdmissionPolicyBinding"
];
var CLUSTER_SCOPED = {
  "": ["Namespace", "Node", "PersistentVolume", "ComponentStatus"],
  "rbac.authorization.k8s.io": ["ClusterRole", "ClusterRoleBinding"],
  "apiextensions.k8s.io": ["CustomResourceDefinition"],
  "admissionregistration.k8s.io": ADMISSION_KINDS,
  "apiregistration.k8s.io": ["APIService"],
  "storage.k8s.io": ["StorageClass", "CSIDriver", "CSINode", "VolumeAttachment", "VolumeAttributesClass"],
  "scheduling.k8s.io": ["PriorityClass"],
  "node.k8s.io": ["RuntimeClass"],
  "certificates.k8s.io": ["CertificateSigningRequest", "ClusterTrustBundle"],
  "flowcontrol.apiserver.k8s.io": ["FlowSchema", "PriorityLevelConfiguration"],
  "networking.k8s.io": ["IngressClass", "IPAddress", "ServiceCIDR"],
  "resource.k8s.io": ["DeviceClass"],
  "authentication.k8s.io": ["TokenReview", "SelfSubjectReview"],
  "authorization.k8s.io": ["SubjectAccessReview", "SelfSubjectAccessReview", "SelfSubjectRulesReview"]
};
var CLUSTER_RBAC_KINDS = ["ClusterRole", "ClusterRoleBinding"];
var RBAC_GROUP = "rbac.authorization.k8s.io";
var NEVER_BY_WILDCARD = {
  "": ["Node", "PersistentVolume", "ComponentStatus"],
  [RBAC_GROUP]: ["ClusterRole", "ClusterRoleBinding", "Role", "RoleBinding"],
  "apiextensions.k8s.io": ["CustomResourceDefinition"],
  "admissionregistration.k8s.io": ADMISSION_KINDS,
  "apiregistration.k8s.io": ["APIService"],
  "flowcontrol.apiserver.k8s.io": ["FlowSchema", "PriorityLevelConfiguration"],
  "certificates.k8s.io": ["CertificateSigningRequest", "ClusterTrustBundle"],
  "scheduling.k8s.io": ["PriorityClass"],
  "node.k8s.io": ["RuntimeClass"],
  "storage.k8s.io": ["StorageClass", "CSIDriver", "CSINode", "VolumeAttachment", "VolumeAttributesClass"],
  "networking.k8s.io": ["IngressClass", "IPAddress", "ServiceCIDR"],
  "resource.k8s.io": ["DeviceClass"]
};
function neverByWildcard(group, kind) {
  return (NEVER_BY_WILDCARD[group] ?? []).includes(kind);
}
function builtinNamespaced(apiVersion, kind) {
  const { group } = splitApiVersion(apiVersion);
  if (!isKubernetesGroup(group)) return void 0;
  return !(CLUSTER_SCOPED[group] ?? []).includes(kind);
}
function crdScopes(crds) {
  const out = /* @__PURE__ */ new Map();
  for (const m of crds) {
    const spec = m.object.spec;
    if (!isRecord(spec) || typeof spec.group !== "string" || !isRecord(spec.names) || typeof spec.names.kind !== "string") continue;
    if (spec.scope !== "Namespaced" && spec.scope !== "Cluster") continue;
    out.set(`${spec.group}/${spec.names.kind}`, spec.scope === "Namespaced");
  }
  return out;
}
function kindKey(apiVersion, kind) {
  return `${apiVersion}/${kind}`;
}
function namespacedResolver(input) {
  const scopes = crdScopes(input.crds);
  return (apiVersion, kind) => input.discovered?.get(kindKey(apiVersion, kind)) ?? builtinNamespaced(apiVersion, kind) ?? scopes.get(`${splitApiVersion(apiVersion).group}/${kind}`) ?? input.fallback?.(apiVersion, kind);
}

export {
  CLUSTER_RBAC_KINDS,
  RBAC_GROUP,
  neverByWildcard,
  builtinNamespaced,
  kindKey,
  namespacedResolver
};
