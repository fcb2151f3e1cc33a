import { createRequire as __driftgateCreateRequire } from 'node:module'; const require = __driftgateCreateRequire(import.meta.url);
import {
  parseYaml
} from "./chunk-HGWXCG6I.js";
import {
  describeValue,
  isRecord
} from "./chunk-OAWLX4HV.js";

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

// src/core/kube/reserved.ts
var SYSTEM_IDENTITY_PREFIX = "system:";
function isSystemIdentity(name) {
  return name.startsWith(SYSTEM_IDENTITY_PREFIX);
}
var DRIFTGATE_NAMESPACE = "driftgate-system";
var KUBERNETES_NAMESPACES = ["kube-*", "default"];
var NEVER_WRITABLE_NAMESPACES = ["kube-system", "kube-public", "kube-node-lease"];
var RESERVED_TENANT_NAMESPACES = [
  ...KUBERNETES_NAMESPACES,
  DRIFTGATE_NAMESPACE,
  "platform-policy",
  "cert-manager",
  "ingress-nginx",
  "monitoring",
  "logging",
  "observability",
  "istio-system",
  "linkerd",
  "gatekeeper-system",
  "kyverno",
  "flux-system",
  "argocd",
  "calico-system",
  "tigera-operator",
  "cilium",
  "metallb-system",
  "velero",
  "external-dns",
  "external-secrets",
  "kubernetes-dashboard",
  "local-path-storage",
  "openshift"
];
function globMatch(glob, name) {
  let g = 0;
  let n = 0;
  let star = -1;
  let mark = 0;
  while (n < name.length) {
    if (g < glob.length && (glob[g] === "?" || glob[g] === name[n])) {
      g += 1;
      n += 1;
    } else if (g < glob.length && glob[g] === "*") {
      star = g;
      mark = n;
      g += 1;
    } else if (star !== -1) {
      g = star + 1;
      mark += 1;
      n = mark;
    } else {
      return false;
    }
  }
  while (g < glob.length && glob[g] === "*") g += 1;
  return g === glob.length;
}

// src/core/scope/config.ts
var SCOPE_API_VERSION = "driftgate.dev/v1alpha1";
var SCOPE_KIND = "SyncScope";
var BUILTIN_RESERVED_NAMESPACES = [...KUBERNETES_NAMESPACES, DRIFTGATE_NAMESPACE];
var DEFAULT_SCOPE = {
  namespaces: ["*"],
  clusterKinds: ["Namespace", "apiextensions.k8s.io/CustomResourceDefinition"],
  deniedKinds: [],
  reservedNamespaces: [...BUILTIN_RESERVED_NAMESPACES]
};
var FIELDS = ["namespaces", "clusterKinds", "namespacedKinds", "deniedKinds", "reservedNamespaces"];
var KIND_PATTERN = /^(\*|([a-z0-9]([-a-z0-9.]*[a-z0-9])?\/)?[A-Za-z][A-Za-z0-9]*)$/;
var NAMESPACE_GLOB = /^[a-z0-9*?]([-a-z0-9*?]*[a-z0-9*?])?$/;
function parseScopeConfig(text, options) {
  const parsed = parseYaml(text, { file: options.file });
  const findings = [...parsed.findings.map((f) => ({ ...f, ruleId: "scope/config" }))];
  const docs = parsed.documents.filter((d) => d.value !== null && d.value !== void 0);
  if (docs.length !== 1) {
    findings.push({ ruleId: "scope/config", severity: "error", file: options.file, line: 1, column: 1, message: `expected one SyncScope document, found ${docs.length}`, hint: "Write one YAML document with apiVersion driftgate.dev/v1alpha1 and kind SyncScope." });
    return { scope: DEFAULT_SCOPE, findings };
  }
  const doc = docs[0];
  const problem = (pointer, message, hint, at = "value") => {
    const loc = doc.locate(pointer, at);
    findings.push({ ruleId: "scope/config", severity: "error", file: loc.file, line: loc.line, column: loc.column, pointer, message, hint });
  };
  const value = doc.value;
  if (!isRecord(value)) {
    problem("", `expected a mapping, found ${describeValue(value)}`, 'See docs/agent.md, "Scope".');
    return { scope: DEFAULT_SCOPE, findings };
  }
  if (value.apiVersion !== SCOPE_API_VERSION) problem("/apiVersion", `expected apiVersion ${SCOPE_API_VERSION}, found ${describeValue(value.apiVersion)}`, `Set apiVersion: ${SCOPE_API_VERSION}.`);
  if (value.kind !== SCOPE_KIND) problem("/kind", `expected kind ${SCOPE_KIND}, found ${describeValue(value.kind)}`, `Set kind: ${SCOPE_KIND}.`);
  for (const key of Object.keys(value)) {
    if (key !== "apiVersion" && key !== "kind" && key !== "metadata" && !FIELDS.includes(key)) {
      problem(`/${key}`, `unknown field ${JSON.stringify(key)}; expected one of ${FIELDS.join(", ")}`, "Remove it or fix its spelling: an ignored field would silently widen or narrow the scope.", "key");
    }
  }
  const list = (field, pattern, what) => {
    const raw = value[field];
    if (raw === void 0) return void 0;
    if (!Array.isArray(raw)) {
      problem(`/${field}`, `${field}: expected a list of ${what}, found ${describeValue(raw)}`, `Write ${field}: [ ... ].`);
      return [];
    }
    const out = [];
    raw.forEach((item, i) => {
      if (typeof item !== "string" || !pattern.test(item)) problem(`/${field}/${i}`, `${field}[${i}]: expected ${what}, found ${describeValue(item)}`, `Use ${what}.`);
      else out.push(item);
    });
    return out;
  };
  const namespaces = list("namespaces", NAMESPACE_GLOB, 'a namespace name or glob such as "team-*"');
  const clusterKinds = list("clusterKinds", KIND_PATTERN, 'a kind such as "Namespace" or "group/Kind"');
  const namespacedKinds = list("namespacedKinds", KIND_PATTERN, 'a kind such as "ConfigMap" or "group/Kind"');
  const deniedKinds = list("deniedKinds", KIND_PATTERN, 'a kind such as "Secret" or "group/Kind"');
  const reserved = list("reservedNamespaces", NAMESPACE_GLOB, "a namespace name or glob");
  const scope = {
    namespaces: namespaces ?? DEFAULT_SCOPE.namespaces,
    clusterKinds: clusterKinds ?? DEFAULT_SCOPE.clusterKinds,
    ...namespacedKinds !== void 0 ? { namespacedKinds } : {},
    deniedKinds: deniedKinds ?? DEFAULT_SCOPE.deniedKinds,
    reservedNamespaces: [.../* @__PURE__ */ new Set([...BUILTIN_RESERVED_NAMESPACES, ...reserved ?? []])]
  };
  return { scope, findings };
}
function kindMatches(pattern, group, kind) {
  if (pattern === "*") return true;
  const slash = pattern.lastIndexOf("/");
  if (slash === -1) return pattern === kind;
  return pattern.slice(0, slash) === group && pattern.slice(slash + 1) === kind;
}

export {
  SCOPE_RULES,
  isSystemIdentity,
  NEVER_WRITABLE_NAMESPACES,
  globMatch,
  parseScopeConfig,
  kindMatches
};
