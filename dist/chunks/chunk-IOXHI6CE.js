import { createRequire as __driftgateCreateRequire } from 'node:module'; const require = __driftgateCreateRequire(import.meta.url);
import {
  isRecord,
  splitApiVersion
} from "./chunk-CV4ZZOWD.js";

// src/core/kube/json.ts
function deepEqual(a, b) {
  if (a === b) return true;
  if (Array.isArray(a)) {
    if (!Array.isArray(b) || a.length !== b.length) return false;
    for (let i = 0; i < a.length; i++) if (!deepEqual(a[i], b[i])) return false;
    return true;
  }
  if (isRecord(a)) {
    if (!isRecord(b)) return false;
    const ka = definedKeys(a);
    if (ka.length !== definedKeys(b).length) return false;
    for (const k of ka) if (!Object.hasOwn(b, k) || !deepEqual(a[k], b[k])) return false;
    return true;
  }
  return false;
}
function definedKeys(record) {
  return Object.keys(record).filter((k) => record[k] !== void 0);
}
function sameJsonText(a, b) {
  const x = jsonScalar(a);
  const y = jsonScalar(b);
  if (x === y) return true;
  if (isOtherObject(x) || isOtherObject(y)) return JSON.stringify(x) === JSON.stringify(y);
  if (typeof x !== "object" || typeof y !== "object" || x === null || y === null) return false;
  if (Array.isArray(x)) {
    if (!Array.isArray(y) || x.length !== y.length) return false;
    for (let i2 = 0; i2 < x.length; i2++) if (!sameJsonText(inArray(x[i2]), inArray(y[i2]))) return false;
    return true;
  }
  if (Array.isArray(y) || !isRecord(x) || !isRecord(y)) return false;
  const kx = Object.keys(x);
  const ky = Object.keys(y);
  let i = 0;
  let j = 0;
  for (; ; ) {
    while (i < kx.length && omitted(x[kx[i]])) i++;
    while (j < ky.length && omitted(y[ky[j]])) j++;
    if (i === kx.length || j === ky.length) return i === kx.length && j === ky.length;
    const k = kx[i];
    if (k !== ky[j] || !sameJsonText(x[k], y[k])) return false;
    i++;
    j++;
  }
}
function jsonScalar(v) {
  return typeof v === "number" && !Number.isFinite(v) ? null : v;
}
function inArray(v) {
  return omitted(v) ? null : v;
}
function omitted(v) {
  return v === void 0 || typeof v === "function" || typeof v === "symbol";
}
function isOtherObject(v) {
  if (typeof v !== "object" || v === null || Array.isArray(v)) return false;
  const proto = Object.getPrototypeOf(v);
  return proto !== Object.prototype && proto !== null || "toJSON" in v;
}
function canonicalJson(value) {
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(",")}]`;
  if (isRecord(value)) {
    const keys = definedKeys(value).sort();
    return `{${keys.map((k) => `${JSON.stringify(k)}:${canonicalJson(value[k])}`).join(",")}}`;
  }
  return value === void 0 ? "null" : JSON.stringify(value);
}
function sameJson(a, b) {
  return deepEqual(a, b);
}

// src/core/kube/crd.ts
var CRD_KIND = "CustomResourceDefinition";
var CRD_GROUP = "apiextensions.k8s.io";
var CRD_API_VERSION = "apiextensions.k8s.io/v1";
function isCrdManifest(manifest) {
  return manifest.object.kind === CRD_KIND && splitApiVersion(manifest.object.apiVersion).group === CRD_GROUP;
}
function stringOrUndefined(value) {
  return typeof value === "string" ? value : void 0;
}
function strings(value) {
  return Array.isArray(value) ? value.filter((x) => typeof x === "string") : [];
}
var memo = /* @__PURE__ */ new WeakMap();
function readCrd(manifest) {
  const hit = memo.get(manifest);
  if (hit) return hit;
  const crd = readUncached(manifest);
  memo.set(manifest, crd);
  return crd;
}
function readUncached(manifest) {
  const object = manifest.object;
  const spec = isRecord(object.spec) ? object.spec : {};
  const names = isRecord(spec.names) ? spec.names : {};
  const rawVersions = Array.isArray(spec.versions) ? spec.versions : [];
  const versions = [];
  rawVersions.forEach((raw, index) => {
    if (!isRecord(raw) || typeof raw.name !== "string") return;
    const pointer = `/spec/versions/${index}`;
    const schemaHolder = isRecord(raw.schema) ? raw.schema : void 0;
    const schema = schemaHolder && isRecord(schemaHolder.openAPIV3Schema) ? schemaHolder.openAPIV3Schema : void 0;
    const sub = isRecord(raw.subresources) ? raw.subresources : {};
    const scale = isRecord(sub.scale) ? sub.scale : void 0;
    const selectable = Array.isArray(raw.selectableFields) ? raw.selectableFields : [];
    versions.push({
      name: raw.name,
      index,
      pointer,
      served: raw.served === true,
      storage: raw.storage === true,
      deprecated: raw.deprecated === true,
      schema,
      schemaPointer: `${pointer}/schema/openAPIV3Schema`,
      subresources: {
        status: isRecord(sub.status),
        scale: scale ? {
          specReplicasPath: stringOrUndefined(scale.specReplicasPath),
          statusReplicasPath: stringOrUndefined(scale.statusReplicasPath),
          labelSelectorPath: stringOrUndefined(scale.labelSelectorPath),
          pointer: `${pointer}/subresources/scale`
        } : void 0
      },
      selectableFields: selectable.map((f, i) => ({
        jsonPath: isRecord(f) ? stringOrUndefined(f.jsonPath) : void 0,
        pointer: `${pointer}/selectableFields/${i}`
      })),
      raw
    });
  });
  const byName = /* @__PURE__ */ new Map();
  for (const v of versions) if (!byName.has(v.name)) byName.set(v.name, v);
  const conversion = isRecord(spec.conversion) ? spec.conversion : {};
  return {
    name: typeof object.metadata.name === "string" ? object.metadata.name : "",
    manifest,
    spec,
    group: stringOrUndefined(spec.group),
    scope: stringOrUndefined(spec.scope),
    kind: stringOrUndefined(names.kind),
    plural: stringOrUndefined(names.plural),
    singular: stringOrUndefined(names.singular),
    listKind: stringOrUndefined(names.listKind),
    shortNames: strings(names.shortNames),
    categories: strings(names.categories),
    versions,
    conversionStrategy: typeof conversion.strategy === "string" ? conversion.strategy : "None",
    preserveUnknownFields: spec.preserveUnknownFields === true,
    version: (name) => byName.get(name)
  };
}
function schemaOfVersion(crd, version) {
  const spec = isRecord(crd) && isRecord(crd.spec) ? crd.spec : void 0;
  const versions = spec && Array.isArray(spec.versions) ? spec.versions : [];
  for (const v of versions) {
    if (isRecord(v) && v.name === version) return isRecord(v.schema) ? v.schema.openAPIV3Schema : void 0;
  }
  return void 0;
}
function storedVersionsOf(crd) {
  const status = isRecord(crd) && isRecord(crd.status) ? crd.status : void 0;
  return status ? strings(status.storedVersions) : [];
}
function servedVersionsOf(crd) {
  const spec = isRecord(crd) && isRecord(crd.spec) ? crd.spec : void 0;
  const versions = spec && Array.isArray(spec.versions) ? spec.versions : [];
  return versions.flatMap((v) => isRecord(v) && typeof v.name === "string" && v.served === true ? [v.name] : []);
}
function crdObjectsPath(crd) {
  const spec = isRecord(crd) && isRecord(crd.spec) ? crd.spec : void 0;
  const names = spec && isRecord(spec.names) ? spec.names : {};
  const versions = (spec && Array.isArray(spec.versions) ? spec.versions : []).filter(isRecord);
  const version = versions.find((v) => v.storage === true && v.served === true) ?? versions.find((v) => v.served === true);
  if (typeof spec?.group !== "string" || typeof names.plural !== "string" || version === void 0 || typeof version.name !== "string") return void 0;
  return `/apis/${encodeURIComponent(spec.group)}/${encodeURIComponent(version.name)}/${encodeURIComponent(names.plural)}`;
}

export {
  deepEqual,
  sameJsonText,
  canonicalJson,
  sameJson,
  CRD_KIND,
  CRD_GROUP,
  CRD_API_VERSION,
  isCrdManifest,
  readCrd,
  schemaOfVersion,
  storedVersionsOf,
  servedVersionsOf,
  crdObjectsPath
};
