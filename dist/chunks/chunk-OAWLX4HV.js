import { createRequire as __driftgateCreateRequire } from 'node:module'; const require = __driftgateCreateRequire(import.meta.url);
import {
  appendPointer
} from "./chunk-ALUEK7QH.js";

// src/core/manifest/exact-text.ts
function exactValueText(value) {
  switch (typeof value) {
    case "undefined":
      return "u";
    case "string":
    case "boolean":
      return JSON.stringify(value);
    case "number":
      if (Number.isNaN(value)) return "nan";
      if (value === Infinity) return "inf";
      if (value === -Infinity) return "-inf";
      return Object.is(value, -0) ? "-0" : String(value);
    case "object":
      break;
    default:
      return void 0;
  }
  if (value === null) return "null";
  const parts = [];
  if (Array.isArray(value)) {
    for (const item of value) {
      const text = exactValueText(item);
      if (text === void 0) return void 0;
      parts.push(text);
    }
    return `[${parts.join(",")}]`;
  }
  const proto = Object.getPrototypeOf(value);
  if (proto !== Object.prototype && proto !== null) return void 0;
  const record = value;
  for (const key of Object.keys(record)) {
    const text = exactValueText(record[key]);
    if (text === void 0) return void 0;
    parts.push(`${JSON.stringify(key)}:${text}`);
  }
  return `{${parts.join(",")}}`;
}

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
function verdictItem(m, old) {
  if (old === void 0) return objectPlace(m);
  let text = OLD_TEXTS.get(old);
  if (text === void 0) {
    text = exactValueText(old) ?? null;
    OLD_TEXTS.set(old, text);
  }
  return text === null ? void 0 : `${objectPlace(m)}\0old\0${text}`;
}
var OLD_TEXTS = /* @__PURE__ */ new WeakMap();
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
  verdictItem,
  isRecord,
  splitApiVersion,
  loadManifests,
  describeValue
};
