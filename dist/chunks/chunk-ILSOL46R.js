import { createRequire as __driftgateCreateRequire } from 'node:module'; const require = __driftgateCreateRequire(import.meta.url);
import {
  SYNC_LABEL
} from "./chunk-GPNBVWUD.js";
import {
  buildRunSummary,
  checkTree
} from "./chunk-PGHWVFDR.js";
import {
  CRD_COMPAT_CONFIG,
  GATE_RULES,
  parseFiles
} from "./chunk-6WZTBUUG.js";
import {
  dedupeFindings,
  failsAt,
  sortFindings
} from "./chunk-KEAMXXS2.js";
import {
  DRIFTGATE_NAMESPACE,
  KUBERNETES_NAMESPACES,
  NEVER_WRITABLE_NAMESPACES,
  globMatch,
  isSystemIdentity
} from "./chunk-GPONTDMT.js";
import {
  CLUSTER_RBAC_KINDS,
  RBAC_GROUP,
  builtinNamespaced,
  kindKey,
  namespacedResolver,
  neverByWildcard
} from "./chunk-K6HFZEY3.js";
import {
  MANAGED_BY_LABEL,
  MANAGED_BY_VALUE,
  OWNER_ANNOTATION,
  TENANT_GROUP,
  TENANT_KIND,
  tenantKey
} from "./chunk-MMGUTR4Y.js";
import {
  DEFAULT_CONFIG,
  StoredObjectTally,
  applyConfig,
  checkStoredVersions,
  compareCrdSets,
  crdCompatRuleInfo,
  notValidatedFinding,
  parseCrdCompatConfig,
  storedObjectFindings,
  versionsToValidate
} from "./chunk-CJXTVCEV.js";
import {
  parseYaml
} from "./chunk-FLOZ2P5R.js";
import {
  compileKindValidator
} from "./chunk-YDDT3TTE.js";
import {
  isCrdManifest,
  readCrd
} from "./chunk-NCQGKGAD.js";
import {
  describeValue,
  isRecord,
  splitApiVersion
} from "./chunk-MS3A7KPN.js";

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

// src/core/scope/evaluate.ts
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
  const crdManifests = [...input.crds ?? [], ...input.manifests.filter(isCrdManifest2)];
  const discovered = input.discovered;
  const servedScope = (group, kind) => {
    if (discovered === void 0) return void 0;
    for (const [key, namespaced] of discovered) {
      const at = key.lastIndexOf("/");
      if (key.slice(at + 1) === kind && splitApiVersion(key.slice(0, at)).group === group) return namespaced;
    }
    return void 0;
  };
  const resolve = namespacedResolver({ crds: crdManifests, ...discovered ? { discovered } : {}, ...input.namespaced ? { fallback: input.namespaced } : {} });
  const namespacedOf = (m) => resolve(m.object.apiVersion, m.object.kind);
  const add = (m, pointer, p) => {
    const loc = m.locate(pointer, pointer === "/metadata" ? "key" : "value");
    findings.push({ ruleId: p.ruleId, severity: "error", message: p.message, file: loc.file, line: loc.line, column: loc.column, pointer: m.base + pointer, object: m.ref, hint: p.hint });
  };
  const scopeWord = (namespaced) => namespaced ? "Namespaced" : "Cluster";
  for (const crd of crdManifests) {
    const spec = isRecord(crd.object.spec) ? crd.object.spec : {};
    const kind = isRecord(spec.names) && typeof spec.names.kind === "string" ? spec.names.kind : void 0;
    if (typeof spec.group !== "string" || kind === void 0 || spec.scope !== "Namespaced" && spec.scope !== "Cluster") continue;
    const served = servedScope(spec.group, kind);
    if (served === void 0 || served === (spec.scope === "Namespaced")) continue;
    add(crd, "/spec/scope", {
      ruleId: "scope/kind-scope-mismatch",
      message: `CustomResourceDefinition ${crd.object.metadata.name ?? ""}: expected scope ${scopeWord(served)} (what the API server serves for ${describeKind(spec.group, kind)}), found ${spec.scope}; the scope of a served kind cannot change, and its objects are judged as the API server stores them`,
      hint: "Keep the CRD's scope as it is served; a kind that must change scope needs a new group or kind name."
    });
  }
  for (const m of input.manifests) {
    const o = m.object;
    const { group } = splitApiVersion(o.apiVersion);
    const what = `${o.kind} ${o.metadata.namespace ? `${o.metadata.namespace}/` : ""}${o.metadata.name ?? ""}`;
    const served = discovered?.get(kindKey(o.apiVersion, o.kind));
    const builtin = builtinNamespaced(o.apiVersion, o.kind);
    if (served !== void 0 && builtin !== void 0 && served !== builtin) {
      add(m, "/kind", {
        ruleId: "scope/kind-scope-mismatch",
        message: `${what}: the API server serves ${describeKind(group, o.kind)} as ${scopeWord(served)}, driftgate's built-in table says ${scopeWord(builtin)}; judged as served`,
        hint: "Please report this (the built-in table is out of date for this Kubernetes version)."
      });
    }
    const denied = input.scope.deniedKinds.find((k) => kindMatches(k, group, o.kind));
    if (denied !== void 0) {
      add(m, "/kind", { ruleId: "scope/kind-denied", message: `${what}: the sync scope denies kind ${describeKind(group, o.kind)} (deniedKinds: ${JSON.stringify(denied)})`, hint: "Apply this object outside this sync, or ask the platform team to change the scope." });
      continue;
    }
    const known = namespacedOf(m);
    const namespaced = known ?? (o.metadata.namespace !== void 0 && o.metadata.namespace !== "");
    if (known === false && o.metadata.namespace !== void 0 && o.metadata.namespace !== "") {
      add(m, "/metadata/namespace", {
        ruleId: "scope/namespace-on-cluster-kind",
        message: `${what}: ${describeKind(group, o.kind)} is cluster-scoped, but the object names namespace ${o.metadata.namespace}; it would be written cluster-wide, not into that namespace`,
        hint: "Remove metadata.namespace (a cluster-scoped object belongs to no namespace), or use a namespaced kind."
      });
    }
    if (namespaced && !namespacedKindAllowed(input.scope, group, o.kind)) {
      add(m, "/kind", {
        ruleId: "scope/namespaced-kind-not-allowed",
        message: `${what}: namespaced kind ${describeKind(group, o.kind)} is not in the sync scope (namespacedKinds: ${JSON.stringify(input.scope.namespacedKinds ?? ["*"])})${neverByWildcard(group, o.kind) ? '; a "*" never admits it, only its name' : ""}`,
        hint: neverByWildcard(group, o.kind) ? "Namespaced RBAC is synced only when the platform team names the kind in namespacedKinds (and grants the sync identity that RBAC); otherwise apply it outside this sync." : "Apply it outside this sync, or ask the platform team to add the kind to namespacedKinds."
      });
    }
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
        hint: CLUSTER_RBAC_KINDS.includes(o.kind) && group === RBAC_GROUP ? "Cluster RBAC is never synced by default: it grants rights in every namespace. Apply it outside this sync." : neverByWildcard(group, o.kind) ? `${describeKind(group, o.kind)} steers the control plane: a "*" in clusterKinds never admits it. Apply it outside this sync, or have the platform team name it in clusterKinds.` : "Apply it outside this sync, or ask the platform team to add the kind to clusterKinds."
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
function namespacedKindAllowed(scope, group, kind) {
  const nameOnly = neverByWildcard(group, kind);
  return (scope.namespacedKinds ?? ["*"]).some((k) => k === "*" ? !nameOnly : kindMatches(k, group, kind));
}
function clusterKindAllowed(scope, group, kind) {
  const nameOnly = neverByWildcard(group, kind);
  return scope.clusterKinds.some((k) => k === "*" ? !nameOnly : kindMatches(k, group, kind));
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
    if ((s.kind === "Group" || s.kind === "User") && isSystemIdentity(s.name)) {
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
      if (!isSystemIdentity(g)) return;
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
function isCrdManifest2(m) {
  return splitApiVersion(m.object.apiVersion).group === "apiextensions.k8s.io" && m.object.kind === "CustomResourceDefinition";
}

// src/core/scope/check.ts
function checkScope(input) {
  if (input.scope === void 0) return [];
  const findings = evaluateScope({
    manifests: input.manifests,
    crds: input.crds,
    scope: input.scope,
    ...input.defaultNamespace !== void 0 ? { defaultNamespace: input.defaultNamespace } : {},
    ...input.discovered !== void 0 ? { discovered: input.discovered } : {}
  });
  return findings.filter((f) => !input.selected || f.file !== void 0 && input.selected.has(f.file));
}

// src/core/gate/judge.ts
var CRD_RULE_PREFIX = "crd-compat/";
var CRD_REMOVED = "crd-removed";
function judgeRevision(input) {
  const check = input.check ? checkTree(input.check) : void 0;
  const fromReading = [...input.findings ?? []];
  const headCrds = input.crd?.head ?? (check ? [...check.manifests.filter(isCrdManifest), ...input.crd?.headIsApplied ? [] : crdDirectoryManifests(input.check)] : []);
  const config = input.crd?.config ?? crdConfigOf(input.check?.policyFiles);
  const crdFindings = [];
  const checkFindings = [];
  for (const f of check?.findings ?? []) (f.ruleId.startsWith(CRD_RULE_PREFIX) ? crdFindings : checkFindings).push(f);
  if (input.crd) {
    const managed = input.crd.managed;
    const headNames = new Set(headCrds.map((m) => m.object.metadata.name));
    const base = managed ? input.crd.base.filter((m) => headNames.has(m.object.metadata.name) || managed.has(m.object.metadata.name ?? "")) : input.crd.base;
    crdFindings.push(...compareCrdSets({ base, head: headCrds, config }));
  }
  if (input.live) crdFindings.push(...liveCrdFindings(headCrds, input.live, config));
  const judgedCrdFindings = removalWithLiveObjects(dedupeFindings(crdFindings), input.live);
  const scopeFindings = input.scope && check ? checkScope({
    manifests: check.manifests,
    crds: crdDirectoryManifests(input.check),
    ...input.scope.scope ? { scope: input.scope.scope } : {},
    ...input.scope.defaultNamespace !== void 0 ? { defaultNamespace: input.scope.defaultNamespace } : {},
    ...input.scope.discovered !== void 0 ? { discovered: input.scope.discovered } : {},
    ...input.check?.selected ? { selected: input.check.selected } : {}
  }) : [];
  const allCheck = sortFindings([...checkFindings, ...fromReading]);
  const configurationErrors = (check?.configurationErrors ?? 0) + (input.configurationErrors ?? 0);
  const refusedBy = failsAt(allCheck, "error") || configurationErrors > 0 ? "check" : failsAt(scopeFindings, "error") ? "scope" : failsAt(judgedCrdFindings, "error") ? "crd-compat" : void 0;
  const rules = new Map([
    ...check?.rules ?? /* @__PURE__ */ new Map(),
    ...crdCompatRuleInfo(),
    ...[...SCOPE_RULES, ...GATE_RULES].map((r) => [r.id, r])
  ]);
  return {
    findings: sortFindings([...allCheck, ...scopeFindings, ...judgedCrdFindings]),
    checkFindings: allCheck,
    scopeFindings: sortFindings(scopeFindings),
    crdFindings: sortFindings(judgedCrdFindings),
    manifests: check?.manifests ?? [],
    crds: headCrds,
    configurationErrors,
    refused: refusedBy !== void 0,
    refusedBy,
    rules,
    check
  };
}
function emptySummary() {
  return buildRunSummary({ objects: [], unvalidated: [], skipped: [], ignored: [], renderedFiles: [], renders: [], filesRead: 0 });
}
function crdDirectoryManifests(input) {
  if (!input?.crdFiles) return [];
  const files = new Set(input.files.map((f) => f.path));
  return parseFiles(input.crdFiles.filter((f) => !files.has(f.path)), input.limits).manifests.filter(isCrdManifest);
}
function crdConfigOf(policyFiles) {
  const file = (policyFiles ?? []).find((f) => f.path.endsWith(CRD_COMPAT_CONFIG));
  if (!file) return DEFAULT_CONFIG;
  return parseCrdCompatConfig(new TextDecoder().decode(file.bytes), { file: file.path }).config;
}
function crdNameOf(f) {
  const crd = f.crd;
  return typeof crd === "string" ? crd : f.object?.name;
}
function removalWithLiveObjects(findings, live) {
  return findings.map((f) => {
    if (f.ruleId !== CRD_RULE_PREFIX + CRD_REMOVED) return f;
    const name = crdNameOf(f);
    const count = name !== void 0 ? live?.objectCounts?.get(name) : void 0;
    if (count === 0) return f;
    const what = count === void 0 ? "the cluster was not asked how many objects of its kind exist" : `the cluster holds ${count} object${count === 1 ? "" : "s"} of its kind`;
    return {
      ...f,
      severity: "error",
      message: `${f.message} (${what}: applying the removal would delete them)`,
      hint: "Keep the CRD where the sync reads it (deploy/crds or the synced path). To retire it, delete its objects deliberately first, then remove the CRD in a later change."
    };
  });
}
function liveCrdFindings(head, live, config) {
  const out = [];
  for (const manifest of head) {
    const name = manifest.object.metadata.name;
    if (manifest.object.apiVersion !== "apiextensions.k8s.io/v1" || !name) continue;
    const object = live.crds.get(name);
    if (!object) continue;
    const state = { object };
    out.push(...checkStoredVersions({ head: manifest, live: state }));
    const stored = live.storedObjects?.get(name);
    if (!stored) continue;
    const crd = readCrd(manifest);
    for (const version of versionsToValidate({ head: manifest, live: state })) {
      const objects = stored.get(version);
      if (!objects) continue;
      const v = crd.version(version);
      const compiled = compileKindValidator({
        group: crd.group ?? "",
        version,
        kind: crd.kind ?? "",
        plural: crd.plural ?? "",
        scope: crd.scope === "Cluster" ? "Cluster" : "Namespaced",
        served: true,
        storage: v?.storage === true,
        schema: v?.schema,
        statusSubresource: false
        // status is validated too: controllers write it
      });
      if (!compiled.validator) {
        out.push(notValidatedFinding({ head: manifest, version, reason: compiled.problems.map((p) => p.message).slice(0, 2).join("; ") || "unknown problem" }));
        continue;
      }
      const tally = new StoredObjectTally(version);
      for (const o of objects) if (isKubeObject(o)) tally.validate(compiled.validator, o);
      out.push(...storedObjectFindings({ head: manifest, tally }));
    }
  }
  return applyConfig(out, config);
}
function isKubeObject(value) {
  return isRecord(value) && isRecord(value.metadata) && typeof value.apiVersion === "string" && typeof value.kind === "string";
}

export {
  DEFAULT_SCOPE,
  parseScopeConfig,
  namespaceOwner,
  tenantKeys,
  evaluateScope,
  judgeRevision,
  emptySummary,
  crdConfigOf
};
