import { createRequire as __driftgateCreateRequire } from 'node:module'; const require = __driftgateCreateRequire(import.meta.url);
import {
  DRIFTGATE_NAMESPACE,
  KUBERNETES_NAMESPACES
} from "./chunk-GPONTDMT.js";
import {
  parseYaml
} from "./chunk-WBO74T5U.js";
import {
  describeValue,
  isRecord
} from "./chunk-CV4ZZOWD.js";

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
  DEFAULT_SCOPE,
  parseScopeConfig,
  kindMatches
};
