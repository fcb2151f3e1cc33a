import { createRequire as __driftgateCreateRequire } from 'node:module'; const require = __driftgateCreateRequire(import.meta.url);

// src/core/scope/rules.ts
var SCOPE_RULES = [
  { id: "scope/config", summary: "The sync scope configuration is malformed; nothing is applied until it is fixed.", defaultSeverity: "error" },
  { id: "scope/namespace-missing", summary: "A namespaced object has no metadata.namespace and no default namespace is set.", defaultSeverity: "error" },
  { id: "scope/namespace-not-allowed", summary: "The object writes into (or creates) a namespace outside the sync scope.", defaultSeverity: "error" },
  { id: "scope/namespace-reserved", summary: "The object writes into (or creates) a reserved namespace (kube-*, default, the agent or operator namespace).", defaultSeverity: "error" },
  { id: "scope/namespace-foreign", summary: "The namespace belongs to another sync or another tenant.", defaultSeverity: "error" },
  { id: "scope/cluster-kind-not-allowed", summary: "A cluster-scoped kind the sync scope does not allow.", defaultSeverity: "error" },
  { id: "scope/kind-denied", summary: "A kind the sync scope denies.", defaultSeverity: "error" },
  { id: "scope/namespaced-kind-not-allowed", summary: "A namespaced kind the sync scope does not allow (Role and RoleBinding only when named in namespacedKinds).", defaultSeverity: "error" },
  { id: "scope/rbac-escalation", summary: "A Role or ClusterRole grants escalate, bind or impersonate (or * verbs that imply them).", defaultSeverity: "error" },
  { id: "scope/rbac-privileged-binding", summary: "A binding to cluster-admin, or a cluster-wide binding to admin/edit/system roles.", defaultSeverity: "error" },
  { id: "scope/rbac-system-subject", summary: "A binding or tenant access list names a system: group or user.", defaultSeverity: "error" },
  { id: "scope/kind-scope-mismatch", summary: "A CRD of the revision (or the built-in table) says a kind is namespaced while the API server serves it cluster-scoped, or the other way round.", defaultSeverity: "error" },
  { id: "scope/namespace-on-cluster-kind", summary: "A cluster-scoped object names a metadata.namespace: it would be written cluster-wide, not into that namespace.", defaultSeverity: "error" }
];

export {
  SCOPE_RULES
};
