import { createRequire as __driftgateCreateRequire } from 'node:module'; const require = __driftgateCreateRequire(import.meta.url);
import {
  SYNC_LABEL
} from "./chunk-562BHDWG.js";
import {
  MANAGED_BY_LABEL,
  MANAGED_BY_VALUE,
  OWNER_ANNOTATION,
  TENANT_GROUP,
  TENANT_KIND,
  tenantKey
} from "./chunk-VK65MNE7.js";
import {
  parseYaml
} from "./chunk-N6JS5D7Y.js";
import {
  isKubernetesGroup
} from "./chunk-JU4RRRV4.js";
import {
  describeValue,
  isRecord,
  splitApiVersion
} from "./chunk-LZJUPFIB.js";

// src/core/scope/config.ts
var SCOPE_API_VERSION = "driftgate.dev/v1alpha1";
var SCOPE_KIND = "SyncScope";
var BUILTIN_RESERVED_NAMESPACES = ["kube-*", "default", "driftgate-system"];
var NEVER_WRITABLE_NAMESPACES = ["kube-system", "kube-public", "kube-node-lease"];
var DEFAULT_SCOPE = {
  namespaces: ["*"],
  clusterKinds: ["Namespace", "apiextensions.k8s.io/CustomResourceDefinition"],
  deniedKinds: [],
  reservedNamespaces: [...BUILTIN_RESERVED_NAMESPACES]
};
var FIELDS = ["namespaces", "clusterKinds", "deniedKinds", "reservedNamespaces"];
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
  const deniedKinds = list("deniedKinds", KIND_PATTERN, 'a kind such as "Secret" or "group/Kind"');
  const reserved = list("reservedNamespaces", NAMESPACE_GLOB, "a namespace name or glob");
  const scope = {
    namespaces: namespaces ?? DEFAULT_SCOPE.namespaces,
    clusterKinds: clusterKinds ?? DEFAULT_SCOPE.clusterKinds,
    deniedKinds: deniedKinds ?? DEFAULT_SCOPE.deniedKinds,
    reservedNamespaces: [.../* @__PURE__ */ new Set([...BUILTIN_RESERVED_NAMESPACES, ...reserved ?? []])]
  };
  return { scope, findings };
}
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
function kindMatches(pattern, group, kind) {
  if (pattern === "*") return true;
  const slash = pattern.lastIndexOf("/");
  if (slash === -1) return pattern === kind;
  return pattern.slice(0, slash) === group && pattern.slice(slash + 1) === kind;
}

// src/core/scope/kinds.ts
var CLUSTER_SCOPED = {
  "": ["Namespace", "Node", "PersistentVolume", "ComponentStatus"],
  "rbac.authorization.k8s.io": ["ClusterRole", "ClusterRoleBinding"],
  "apiextensions.k8s.io": ["CustomResourceDefinition"],
  "admissionregistration.k8s.io": [
    "ValidatingWebhookConfiguration",
    "MutatingWebhookConfiguration",
    "ValidatingAdmissionPolicy",
    "ValidatingAdmissionPolicyBinding",
    "MutatingAdmissionPolicy",
    "MutatingAdmissionPolicyBinding"
  ],
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

// src/core/scope/evaluate.ts
var SCOPE_RULES = [
  { id: "scope/config", summary: "The sync scope configuration is malformed; nothing is applied until it is fixed.", defaultSeverity: "error" },
  { id: "scope/namespace-missing", summary: "A namespaced object has no metadata.namespace and no default namespace is set.", defaultSeverity: "error" },
  { id: "scope/namespace-not-allowed", summary: "The object writes into (or creates) a namespace outside the sync scope.", defaultSeverity: "error" },
  { id: "scope/namespace-reserved", summary: "The object writes into (or creates) a reserved namespace (kube-*, default, the agent or operator namespace).", defaultSeverity: "error" },
  { id: "scope/namespace-foreign", summary: "The namespace belongs to another sync or another tenant.", defaultSeverity: "error" },
  { id: "scope/cluster-kind-not-allowed", summary: "A cluster-scoped kind the sync scope does not allow.", defaultSeverity: "error" },
  { id: "scope/kind-denied", summary: "A kind the sync scope denies.", defaultSeverity: "error" },
  { id: "scope/rbac-escalation", summary: "A Role or ClusterRole grants escalate, bind or impersonate (or * verbs that imply them).", defaultSeverity: "error" },
  { id: "scope/rbac-privileged-binding", summary: "A binding to cluster-admin, or a cluster-wide binding to admin/edit/system roles.", defaultSeverity: "error" },
  { id: "scope/rbac-system-subject", summary: "A binding or tenant access list names a system: group or user.", defaultSeverity: "error" }
];
function namespaceOwner(meta, ctx) {
  const sync = meta.labels?.[SYNC_LABEL];
  if (sync !== void 0) return sync === ctx.sync ? { by: "this-sync" } : { by: "other-sync", detail: sync };
  if (meta.labels?.[MANAGED_BY_LABEL] === MANAGED_BY_VALUE) {
    const owner = meta.annotations?.[OWNER_ANNOTATION] ?? "";
    return ctx.tenants.has(owner) ? { by: "this-sync" } : { by: "other-tenant", detail: owner || "unknown" };
  }
  return { by: "unmanaged" };
}
function tenantKeys(manifests) {
  const out = /* @__PURE__ */ new Set();
  for (const m of manifests) {
    if (isTenant(m) && m.object.metadata.namespace && m.object.metadata.name) out.add(tenantKey(m.object.metadata.namespace, m.object.metadata.name));
  }
  return out;
}
function evaluateScope(input) {
  const findings = [];
  const scopes = crdScopes([...input.crds ?? [], ...input.manifests.filter(isCrdManifest)]);
  const namespacedOf = (m) => {
    const { group } = splitApiVersion(m.object.apiVersion);
    return builtinNamespaced(m.object.apiVersion, m.object.kind) ?? scopes.get(`${group}/${m.object.kind}`) ?? input.namespaced?.(m.object.apiVersion, m.object.kind);
  };
  const add = (m, pointer, p) => {
    const loc = m.locate(pointer, pointer === "/metadata" ? "key" : "value");
    findings.push({ ruleId: p.ruleId, severity: "error", message: p.message, file: loc.file, line: loc.line, column: loc.column, pointer: m.base + pointer, object: m.ref, hint: p.hint });
  };
  for (const m of input.manifests) {
    const o = m.object;
    const { group } = splitApiVersion(o.apiVersion);
    const what = `${o.kind} ${o.metadata.namespace ? `${o.metadata.namespace}/` : ""}${o.metadata.name ?? ""}`;
    const denied = input.scope.deniedKinds.find((k) => kindMatches(k, group, o.kind));
    if (denied !== void 0) {
      add(m, "/kind", { ruleId: "scope/kind-denied", message: `${what}: the sync scope denies kind ${describeKind(group, o.kind)} (deniedKinds: ${JSON.stringify(denied)})`, hint: "Apply this object outside this sync, or ask the platform team to change the scope." });
      continue;
    }
    const namespaced = namespacedOf(m) ?? (o.metadata.namespace !== void 0 && o.metadata.namespace !== "");
    if (namespaced) {
      const ns = o.metadata.namespace || input.defaultNamespace;
      if (ns === void 0 || ns === "") {
        add(m, "/metadata", {
          ruleId: "scope/namespace-missing",
          message: `${what}: expected metadata.namespace on a namespaced ${o.kind}, found none (and no default namespace is set)`,
          hint: "Add metadata.namespace, or run the sync with --default-namespace."
        });
      } else {
        const p = namespaceProblem(input, ns, "write into");
        if (p) add(m, o.metadata.namespace ? "/metadata/namespace" : "/metadata", p);
      }
    } else if (!clusterKindAllowed(input.scope, group, o.kind)) {
      add(m, "/kind", {
        ruleId: "scope/cluster-kind-not-allowed",
        message: `${what}: cluster-scoped kind ${describeKind(group, o.kind)} is not in the sync scope (clusterKinds: ${JSON.stringify(input.scope.clusterKinds)})`,
        hint: CLUSTER_RBAC_KINDS.includes(o.kind) && group === RBAC_GROUP ? "Cluster RBAC is never synced by default: it grants rights in every namespace. Apply it outside this sync." : "Apply it outside this sync, or ask the platform team to add the kind to clusterKinds."
      });
    }
    if (group === "" && o.kind === "Namespace" && o.metadata.name) {
      const p = namespaceProblem(input, o.metadata.name, "create");
      if (p) add(m, "/metadata/name", p);
    }
    if (group === RBAC_GROUP) checkRbac(m, add);
    if (isTenant(m)) checkTenant(m, input, add);
  }
  return findings;
}
function describeKind(group, kind) {
  return group === "" ? kind : `${group}/${kind}`;
}
function clusterKindAllowed(scope, group, kind) {
  const rbac = group === RBAC_GROUP && CLUSTER_RBAC_KINDS.includes(kind);
  return scope.clusterKinds.some((k) => k === "*" ? !rbac : kindMatches(k, group, kind));
}
function namespaceProblem(input, ns, verb) {
  const scope = input.scope;
  if (NEVER_WRITABLE_NAMESPACES.includes(ns) || ns === input.ownNamespace) {
    return {
      ruleId: "scope/namespace-reserved",
      message: `the sync may not ${verb} namespace ${ns}: ${ns === input.ownNamespace ? "it is the agent's own namespace (inventory, lease)" : "it is a Kubernetes system namespace"}`,
      hint: "Move the object to a namespace of the sync scope."
    };
  }
  const exact = scope.namespaces.includes(ns);
  const reserved = scope.reservedNamespaces.find((g) => globMatch(g, ns));
  if (reserved !== void 0 && !exact) {
    return {
      ruleId: "scope/namespace-reserved",
      message: `the sync may not ${verb} namespace ${ns}: it is reserved (${JSON.stringify(reserved)}); a glob never reaches a reserved namespace`,
      hint: `Move the object to a namespace of the sync scope, or name ${ns} exactly in the scope's namespaces if this sync must own it.`
    };
  }
  if (!exact && !scope.namespaces.some((g) => globMatch(g, ns))) {
    return {
      ruleId: "scope/namespace-not-allowed",
      message: `the sync may not ${verb} namespace ${ns}: expected one of ${JSON.stringify(scope.namespaces)}, found ${JSON.stringify(ns)}`,
      hint: "Move the object to a namespace of the sync scope, or ask the platform team to widen the scope."
    };
  }
  const owner = input.namespaceOwners?.get(ns);
  if (owner && (owner.by === "other-sync" || owner.by === "other-tenant")) {
    return {
      ruleId: "scope/namespace-foreign",
      message: `the sync may not ${verb} namespace ${ns}: it belongs to ${owner.by === "other-sync" ? `another sync (${owner.detail ?? "?"})` : `another tenant (${owner.detail ?? "?"})`}`,
      hint: "A namespace is written by the sync or tenant that created it; use a namespace of your own."
    };
  }
  return void 0;
}
var ESCALATING_VERBS = ["escalate", "bind", "impersonate"];
var IDENTITY_RESOURCES = ["*", "users", "groups", "serviceaccounts", "uids", "userextras/*"];
function checkRbac(m, add) {
  const o = m.object;
  const what = `${o.kind} ${o.metadata.namespace ? `${o.metadata.namespace}/` : ""}${o.metadata.name ?? ""}`;
  if (o.kind === "Role" || o.kind === "ClusterRole") {
    const rules = Array.isArray(o.rules) ? o.rules : [];
    rules.forEach((rule, i) => {
      if (!isRecord(rule)) return;
      const verbs = strings(rule.verbs);
      const groups = strings(rule.apiGroups);
      const resources = strings(rule.resources);
      verbs.forEach((verb, j) => {
        const lower = verb.toLowerCase();
        const wildcardReaches = lower === "*" && (groups.includes("*") || groups.includes(RBAC_GROUP) || groups.includes("authentication.k8s.io") || groups.includes("") && resources.some((r) => IDENTITY_RESOURCES.includes(r)));
        if (ESCALATING_VERBS.includes(lower) || wildcardReaches) {
          add(m, `/rules/${i}/verbs/${j}`, {
            ruleId: "scope/rbac-escalation",
            message: `${what}: rules[${i}] grants ${lower === "*" ? `"*" on ${JSON.stringify(groups)} ${JSON.stringify(resources)}, which includes escalate, bind or impersonate` : `"${verb}"`}; a synced role must not let its holders grant themselves more than they have`,
            hint: "Remove the verb (list the verbs the role needs; escalate, bind and impersonate are for the platform team)."
          });
        }
      });
    });
    return;
  }
  if (o.kind !== "RoleBinding" && o.kind !== "ClusterRoleBinding") return;
  const roleRef = isRecord(o.roleRef) ? o.roleRef : {};
  const roleName = typeof roleRef.name === "string" ? roleRef.name : "";
  if (roleRef.kind === "ClusterRole") {
    const cluster = o.kind === "ClusterRoleBinding";
    const privileged = roleName === "cluster-admin" || roleName.startsWith("system:") || cluster && (roleName === "admin" || roleName === "edit");
    if (privileged) {
      add(m, "/roleRef/name", {
        ruleId: "scope/rbac-privileged-binding",
        message: `${what}: binds ClusterRole ${roleName}${cluster ? " cluster-wide" : ""}; a sync may not hand out ${roleName === "cluster-admin" ? "cluster-admin" : cluster ? "rights in every namespace" : "system roles"}`,
        hint: "Bind admin, edit or view (or a Role of your own) in a namespace of the sync scope."
      });
    }
  }
  const subjects = Array.isArray(o.subjects) ? o.subjects : [];
  subjects.forEach((s, i) => {
    if (!isRecord(s) || typeof s.name !== "string") return;
    if ((s.kind === "Group" || s.kind === "User") && s.name.startsWith("system:")) {
      add(m, `/subjects/${i}/name`, {
        ruleId: "scope/rbac-system-subject",
        message: `${what}: subjects[${i}] is the ${s.kind === "Group" ? "group" : "user"} ${s.name}; system: identities (masters, authenticated, unauthenticated, serviceaccounts, nodes, anonymous) are never bound by a sync`,
        hint: "Bind a group of your organisation instead."
      });
    }
  });
}
function checkTenant(m, input, add) {
  const spec = isRecord(m.object.spec) ? m.object.spec : {};
  if (typeof spec.namespace === "string" && spec.namespace !== "") {
    const p = namespaceProblem(input, spec.namespace, "create");
    if (p) add(m, "/spec/namespace", { ...p, message: `${TENANT_KIND} ${m.object.metadata.name ?? ""}: ${p.message}` });
  }
  const access = isRecord(spec.access) ? spec.access : {};
  for (const field of ["adminGroups", "editGroups"]) {
    strings(access[field]).forEach((g, i) => {
      if (!g.startsWith("system:")) return;
      add(m, `/spec/access/${field}/${i}`, {
        ruleId: "scope/rbac-system-subject",
        message: `${TENANT_KIND} ${m.object.metadata.name ?? ""}: spec.access.${field}[${i}] is ${g}; the operator would bind a system: group (${field === "adminGroups" ? "admin" : "edit"}) in the tenant namespace`,
        hint: "Name a group of your organisation."
      });
    });
  }
}
function strings(value) {
  return Array.isArray(value) ? value.filter((v) => typeof v === "string") : [];
}
function isTenant(m) {
  return splitApiVersion(m.object.apiVersion).group === TENANT_GROUP && m.object.kind === TENANT_KIND;
}
function isCrdManifest(m) {
  return splitApiVersion(m.object.apiVersion).group === "apiextensions.k8s.io" && m.object.kind === "CustomResourceDefinition";
}

export {
  DEFAULT_SCOPE,
  parseScopeConfig,
  builtinNamespaced,
  crdScopes,
  SCOPE_RULES,
  namespaceOwner,
  tenantKeys,
  evaluateScope
};
