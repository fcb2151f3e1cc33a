import { createRequire as __driftgateCreateRequire } from 'node:module'; const require = __driftgateCreateRequire(import.meta.url);
import {
  isCrdManifest,
  sameJson
} from "./chunk-IOXHI6CE.js";

// src/core/schema/crd-set.ts
function indexCrds(manifests) {
  const byName = /* @__PURE__ */ new Map();
  const duplicates = [];
  const reportedAtFirst = /* @__PURE__ */ new Set();
  for (const m of manifests) {
    if (!isCrdManifest(m)) continue;
    const name = m.object.metadata.name ?? "";
    const first = byName.get(name);
    if (!first) {
      byName.set(name, m);
      continue;
    }
    const identical = sameJson(first.object, m.object);
    if (first.file === m.file) {
      duplicates.push({ kind: "same-file", name, manifest: m, other: first, identical, used: false });
      continue;
    }
    if (identical) continue;
    duplicates.push({ kind: "conflict", name, manifest: m, other: first, identical, used: false });
    if (!reportedAtFirst.has(first)) {
      reportedAtFirst.add(first);
      duplicates.push({ kind: "conflict", name, manifest: first, other: m, identical, used: true });
    }
  }
  return { byName, duplicates };
}
function whereIs(manifest) {
  return `${manifest.file}:${manifest.locate("").line}`;
}
function describeDuplicate(d) {
  if (d.kind === "same-file") {
    return d.identical ? {
      severity: "warning",
      message: `CustomResourceDefinition ${d.name} is defined twice in this file: expected one definition, found an identical copy of the one at ${whereIs(d.other)}`,
      hint: "Remove the copy."
    } : {
      severity: "error",
      message: `CustomResourceDefinition ${d.name} is defined twice in this file: expected one definition, found a different one than at ${whereIs(d.other)}; the first is used, kubectl apply would keep the last`,
      hint: "Remove one of them."
    };
  }
  return {
    severity: "error",
    message: d.used ? `CustomResourceDefinition ${d.name} has a conflicting definition at ${whereIs(d.other)}: expected every copy to be identical, found a different one; this one is used` : `CustomResourceDefinition ${d.name} is already defined at ${whereIs(d.other)}: expected an identical copy, found a different definition; the first one is used`,
    hint: "Keep one definition of the CRD, or make the copies identical (rendered bundles may repeat a CRD verbatim)."
  };
}
function duplicateFinding(d) {
  const { severity, message, hint } = describeDuplicate(d);
  const loc = d.manifest.locate("/metadata/name");
  return {
    ruleId: "crd/duplicate",
    severity,
    message,
    file: loc.file,
    line: loc.line,
    column: loc.column,
    pointer: d.manifest.base + "/metadata/name",
    object: d.manifest.ref,
    hint
  };
}
function duplicateFindings(manifests) {
  return indexCrds(manifests).duplicates.map(duplicateFinding);
}

export {
  indexCrds,
  whereIs,
  duplicateFinding,
  duplicateFindings
};
