import { createRequire as __driftgateCreateRequire } from 'node:module'; const require = __driftgateCreateRequire(import.meta.url);
import {
  appendPointer
} from "./chunk-ALUEK7QH.js";

// src/core/manifest/manifest.ts
function asLiveObject(value, fallback) {
  if (!isRecord(value) || !isRecord(value.metadata)) throw new Error("the API server returned something that is not an object");
  const meta = value.metadata;
  if (typeof meta.name !== "string") throw new Error("the API server returned an object without metadata.name");
  const apiVersion = typeof value.apiVersion === "string" ? value.apiVersion : fallback?.apiVersion;
  const kind = typeof value.kind === "string" ? value.kind : fallback?.kind;
  if (apiVersion === void 0 || kind === void 0) throw new Error("the API server returned an object without apiVersion or kind");
  return {
    ...value,
    apiVersion,
    kind,
    metadata: { ...meta, uid: typeof meta.uid === "string" ? meta.uid : "", resourceVersion: typeof meta.resourceVersion === "string" ? meta.resourceVersion : "" }
  };
}
function objectPlace(m) {
  return `${m.document.index}\0${m.base}`;
}
function objectRef(o) {
  return {
    apiVersion: o.apiVersion,
    kind: o.kind,
    ...o.metadata.namespace !== void 0 ? { namespace: o.metadata.namespace } : {},
    ...o.metadata.name !== void 0 ? { name: o.metadata.name } : {}
  };
}
function isRecord(value) {
  return value !== null && typeof value === "object" && !Array.isArray(value);
}
function splitApiVersion(apiVersion) {
  const slash = apiVersion.indexOf("/");
  return slash === -1 ? { group: "", version: apiVersion } : { group: apiVersion.slice(0, slash), version: apiVersion.slice(slash + 1) };
}
function loadManifests(documents) {
  const manifests = [];
  const findings = [];
  for (const document of documents) {
    if (document.value === null || document.value === void 0) continue;
    collect(document, document.value, "", manifests, findings);
  }
  return { manifests, findings };
}
function collect(document, value, base, manifests, findings) {
  const at = (pointer, where = "value") => document.locate(base + pointer, where);
  const problem = (ruleId, pointer, message, hint) => {
    const { file, line, column } = at(pointer, pointer === "/metadata" ? "key" : "value");
    findings.push({ ruleId, severity: "error", message, file, line, column, pointer: base + pointer, hint });
  };
  if (!isRecord(value)) {
    problem(
      "manifest/not-an-object",
      "",
      `expected a Kubernetes object (a mapping with apiVersion, kind and metadata), found ${describeValue(value)}`,
      "Each YAML document must be one Kubernetes object; separate objects with ---."
    );
    return;
  }
  const { apiVersion, kind, metadata } = value;
  if (kind === "List" && (apiVersion === "v1" || apiVersion === void 0) && Array.isArray(value.items)) {
    value.items.forEach((item, i) => collect(document, item, appendPointer(base, "items") + "/" + i, manifests, findings));
    return;
  }
  let ok = true;
  if (typeof apiVersion !== "string" || apiVersion === "") {
    ok = false;
    problem(
      "manifest/missing-api-version",
      apiVersion === void 0 ? "" : "/apiVersion",
      `expected apiVersion to be a non-empty string such as "platform.example.com/v1alpha1", found ${describeValue(apiVersion)}`,
      "Add the apiVersion of the object, e.g. apiVersion: platform.example.com/v1alpha1."
    );
  }
  if (typeof kind !== "string" || kind === "") {
    ok = false;
    problem(
      "manifest/missing-kind",
      kind === void 0 ? "" : "/kind",
      `expected kind to be a non-empty string such as "TenantOnboarding", found ${describeValue(kind)}`,
      "Add the kind of the object, e.g. kind: TenantOnboarding."
    );
  }
  if (!isRecord(metadata)) {
    ok = false;
    problem(
      "manifest/missing-name",
      metadata === void 0 ? "" : "/metadata",
      `expected metadata to be a mapping with a name, found ${describeValue(metadata)}`,
      "Add metadata.name."
    );
  } else if (typeof metadata.name !== "string" || metadata.name === "") {
    if (typeof metadata.generateName !== "string" || metadata.generateName === "") {
      ok = false;
      problem(
        "manifest/missing-name",
        metadata.name === void 0 ? "/metadata" : "/metadata/name",
        `expected metadata.name to be a non-empty string, found ${describeValue(metadata.name)}`,
        "Add metadata.name; GitOps needs a stable name to compare Git with the cluster."
      );
    }
  }
  if (!ok) return;
  const object = value;
  manifests.push({ object, ref: objectRef(object), file: document.file, base, document, locate: locateInDocument });
}
function locateInDocument(pointer, at) {
  return this.document.locate(this.base + pointer, at);
}
function describeValue(value) {
  if (value === void 0) return "nothing";
  if (value === null) return "null";
  if (Array.isArray(value)) return `a list of ${value.length} item${value.length === 1 ? "" : "s"}`;
  if (typeof value === "object") return "a mapping";
  if (typeof value === "string") return `the string ${JSON.stringify(value.length > 60 ? value.slice(0, 57) + "..." : value)}`;
  return `the ${typeof value} ${String(value)}`;
}

export {
  asLiveObject,
  objectPlace,
  isRecord,
  splitApiVersion,
  loadManifests,
  describeValue
};
