import { createRequire as __driftgateCreateRequire } from 'node:module'; const require = __driftgateCreateRequire(import.meta.url);
import "./chunk-MLA2BXP5.js";
import {
  CLUSTER_RBAC_KINDS,
  RBAC_GROUP,
  builtinNamespaced,
  kindKey,
  namespacedResolver,
  neverByWildcard
} from "./chunk-JHOJ6XVH.js";
import {
  NEVER_WRITABLE_NAMESPACES,
  globMatch,
  isSystemIdentity,
  kindMatches
} from "./chunk-7HIWYTBM.js";
import {
  TENANT_GROUP,
  TENANT_KIND,
  tenantKey
} from "./chunk-Z7EXS7AW.js";
import "./chunk-6SEBWJ4K.js";
import "./chunk-JJFNLGYD.js";
import "./chunk-FCYMUYXU.js";
import "./chunk-HGWXCG6I.js";
import "./chunk-7HXXWLF3.js";
import "./chunk-FQ4NOYGT.js";
import "./chunk-AJUYNKF5.js";
import "./chunk-BAJ3EWXF.js";
import "./chunk-F4UTWZI6.js";
import "./chunk-6HZSUFL7.js";
import "./chunk-TL4FJKCH.js";
import "./chunk-QRSVU7E7.js";
import "./chunk-7CTFDBBF.js";
import "./chunk-5WTWSETK.js";
import {
  isRecord,
  splitApiVersion
} from "./chunk-OAWLX4HV.js";
import "./chunk-ALUEK7QH.js";
import "./chunk-SWXCCR26.js";

// src/core/scope/evaluate.ts
var THIS_SYNC = Object.freeze({ by: "this-sync" });
function evaluateScope(input) {
  const findings = [];
  const crdManifests = [...input.crds ?? [], ...input.manifests.filter(isCrdManifest)];
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
  const kinds = /* @__PURE__ */ new Map();
  const kindFacts = (m) => {
    const o = m.object;
    const id = `${o.apiVersion}\0${o.kind}`;
    let facts = kinds.get(id);
    if (facts === void 0) {
      const { group } = splitApiVersion(o.apiVersion);
      const served = discovered?.get(kindKey(o.apiVersion, o.kind));
      const builtin = builtinNamespaced(o.apiVersion, o.kind);
      facts = {
        group,
        scopeMismatch: served !== void 0 && builtin !== void 0 && served !== builtin ? served : void 0,
        denied: input.scope.deniedKinds.find((k) => kindMatches(k, group, o.kind)),
        known: namespacedOf(m),
        namespacedAllowed: namespacedKindAllowed(input.scope, group, o.kind),
        clusterAllowed: clusterKindAllowed(input.scope, group, o.kind),
        tenant: isTenant(m)
      };
      kinds.set(id, facts);
    }
    return facts;
  };
  for (const m of input.manifests) {
    const o = m.object;
    const facts = kindFacts(m);
    const { group } = facts;
    const what = () => `${o.kind} ${o.metadata.namespace ? `${o.metadata.namespace}/` : ""}${o.metadata.name ?? ""}`;
    if (facts.scopeMismatch !== void 0) {
      const served = facts.scopeMismatch;
      add(m, "/kind", {
        ruleId: "scope/kind-scope-mismatch",
        message: `${what()}: the API server serves ${describeKind(group, o.kind)} as ${scopeWord(served)}, driftgate's built-in table says ${scopeWord(!served)}; judged as served`,
        hint: "Please report this (the built-in table is out of date for this Kubernetes version)."
      });
    }
    const denied = facts.denied;
    if (denied !== void 0) {
      add(m, "/kind", { ruleId: "scope/kind-denied", message: `${what()}: the sync scope denies kind ${describeKind(group, o.kind)} (deniedKinds: ${JSON.stringify(denied)})`, hint: "Apply this object outside this sync, or ask the platform team to change the scope." });
      continue;
    }
    const known = facts.known;
    const namespaced = known ?? (o.metadata.namespace !== void 0 && o.metadata.namespace !== "");
    if (known === false && o.metadata.namespace !== void 0 && o.metadata.namespace !== "") {
      add(m, "/metadata/namespace", {
        ruleId: "scope/namespace-on-cluster-kind",
        message: `${what()}: ${describeKind(group, o.kind)} is cluster-scoped, but the object names namespace ${o.metadata.namespace}; it would be written cluster-wide, not into that namespace`,
        hint: "Remove metadata.namespace (a cluster-scoped object belongs to no namespace), or use a namespaced kind."
      });
    }
    if (namespaced && !facts.namespacedAllowed) {
      add(m, "/kind", {
        ruleId: "scope/namespaced-kind-not-allowed",
        message: `${what()}: namespaced kind ${describeKind(group, o.kind)} is not in the sync scope (namespacedKinds: ${JSON.stringify(input.scope.namespacedKinds ?? ["*"])})${neverByWildcard(group, o.kind) ? '; a "*" never admits it, only its name' : ""}`,
        hint: neverByWildcard(group, o.kind) ? "Namespaced RBAC is synced only when the platform team names the kind in namespacedKinds (and grants the sync identity that RBAC); otherwise apply it outside this sync." : "Apply it outside this sync, or ask the platform team to add the kind to namespacedKinds."
      });
    }
    if (namespaced) {
      const ns = o.metadata.namespace || input.defaultNamespace;
      if (ns === void 0 || ns === "") {
        add(m, "/metadata", {
          ruleId: "scope/namespace-missing",
          message: `${what()}: expected metadata.namespace on a namespaced ${o.kind}, found none (and no default namespace is set)`,
          hint: "Add metadata.namespace, or run the sync with --default-namespace."
        });
      } else {
        const p = namespaceProblem(input, ns, "write into");
        if (p) add(m, o.metadata.namespace ? "/metadata/namespace" : "/metadata", p);
      }
    } else if (!facts.clusterAllowed) {
      add(m, "/kind", {
        ruleId: "scope/cluster-kind-not-allowed",
        message: `${what()}: cluster-scoped kind ${describeKind(group, o.kind)} is not in the sync scope (clusterKinds: ${JSON.stringify(input.scope.clusterKinds)})`,
        hint: CLUSTER_RBAC_KINDS.includes(o.kind) && group === RBAC_GROUP ? "Cluster RBAC is never synced by default: it grants rights in every namespace. Apply it outside this sync." : neverByWildcard(group, o.kind) ? `${describeKind(group, o.kind)} steers the control plane: a "*" in clusterKinds never admits it. Apply it outside this sync, or have the platform team name it in clusterKinds.` : "Apply it outside this sync, or ask the platform team to add the kind to clusterKinds."
      });
    }
    if (group === "" && o.kind === "Namespace" && o.metadata.name) {
      const p = namespaceProblem(input, o.metadata.name, "create");
      if (p) add(m, "/metadata/name", p);
    }
    if (group === RBAC_GROUP) checkRbac(m, add);
    if (facts.tenant) checkTenant(m, input, add);
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
function namespaceProblem(input, ns, verb, claimant) {
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
  const owner = input.namespaceOwners?.get(ns, claimant);
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
    const { namespace, name } = m.object.metadata;
    const p = namespaceProblem(input, spec.namespace, "create", namespace && name ? tenantKey(namespace, name) : void 0);
    if (p) add(m, "/spec/namespace", { ...p, message: `${TENANT_KIND} ${m.object.metadata.name ?? ""}: ${p.message}` });
  }
  const access = isRecord(spec.access) ? spec.access : {};
  for (const field of ["adminGroups", "editGroups"]) {
    const groups = access[field];
    if (!Array.isArray(groups)) continue;
    groups.forEach((g, i) => {
      if (typeof g !== "string" || !isSystemIdentity(g)) return;
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
  return m.object.kind === "CustomResourceDefinition" && splitApiVersion(m.object.apiVersion).group === "apiextensions.k8s.io";
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
export {
  checkScope
};
