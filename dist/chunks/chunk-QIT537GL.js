import { createRequire as __driftgateCreateRequire } from 'node:module'; const require = __driftgateCreateRequire(import.meta.url);
import {
  TENANT_GROUP,
  TENANT_KIND
} from "./chunk-MMGUTR4Y.js";
import {
  isRecord
} from "./chunk-CV4ZZOWD.js";

// src/core/tenant/conversion.ts
var TENANT_VERSIONS = ["v1alpha1", "v1"];
var HUB_VERSION = "v1";
var CONVERSION_ANNOTATION = `${TENANT_GROUP}/v1-fields`;
function tenantVersionOf(apiVersion) {
  if (typeof apiVersion !== "string") return void 0;
  const slash = apiVersion.indexOf("/");
  if (slash < 0 || apiVersion.slice(0, slash) !== TENANT_GROUP) return void 0;
  const version = apiVersion.slice(slash + 1);
  return TENANT_VERSIONS.includes(version) ? version : void 0;
}
function convertTenant(object, to) {
  if (!isRecord(object)) return { ok: false, message: "the object is not a JSON object" };
  if (object.kind !== TENANT_KIND) return { ok: false, message: `expected kind ${TENANT_KIND}, found ${JSON.stringify(object.kind)}` };
  const from = tenantVersionOf(object.apiVersion);
  if (from === void 0) {
    return { ok: false, message: `expected apiVersion ${TENANT_VERSIONS.map((v) => `${TENANT_GROUP}/${v}`).join(" or ")}, found ${JSON.stringify(object.apiVersion)}` };
  }
  if (from === to) return { ok: true, object };
  const hub = from === "v1" ? object : v1alpha1ToV1(object);
  return { ok: true, object: to === "v1" ? hub : v1ToV1alpha1(hub) };
}
function renameKey(record, from, to) {
  const out = {};
  for (const [key, value] of Object.entries(record)) {
    if (key === from) out[to] = value;
    else if (key !== to) out[key] = value;
  }
  return out;
}
function withAnnotations(object, annotations) {
  const metadata = isRecord(object.metadata) ? { ...object.metadata } : {};
  if (annotations === void 0 || Object.keys(annotations).length === 0) delete metadata.annotations;
  else metadata.annotations = annotations;
  return { ...object, metadata };
}
function v1alpha1ToV1(object) {
  let out = { ...object, apiVersion: `${TENANT_GROUP}/v1` };
  let spec = isRecord(object.spec) ? renameKey(object.spec, "resourceQuota", "quota") : void 0;
  const annotations = isRecord(object.metadata) && isRecord(object.metadata.annotations) ? object.metadata.annotations : void 0;
  const saved = annotations?.[CONVERSION_ANNOTATION];
  const hasQuota = spec !== void 0 && isRecord(spec.quota);
  const fields = typeof saved === "string" ? readSavedFields(saved, hasQuota) : void 0;
  if (fields !== void 0) {
    const rest = { ...annotations };
    if (fields.previousAnnotation === void 0) delete rest[CONVERSION_ANNOTATION];
    else rest[CONVERSION_ANNOTATION] = fields.previousAnnotation;
    out = withAnnotations(out, rest);
    if (fields.quotaAdditional !== void 0 && spec !== void 0 && isRecord(spec.quota)) {
      spec = { ...spec, quota: { ...spec.quota, additional: fields.quotaAdditional } };
    }
  }
  if (spec !== void 0) out.spec = spec;
  return out;
}
function v1ToV1alpha1(object) {
  let out = { ...object, apiVersion: `${TENANT_GROUP}/v1alpha1` };
  const annotations = isRecord(object.metadata) && isRecord(object.metadata.annotations) ? object.metadata.annotations : void 0;
  const previous = annotations?.[CONVERSION_ANNOTATION];
  let spec = isRecord(object.spec) ? object.spec : void 0;
  const hasQuota = spec !== void 0 && isRecord(spec.quota);
  let additional;
  if (spec !== void 0 && isRecord(spec.quota) && spec.quota.additional !== void 0) {
    const quota = { ...spec.quota };
    additional = quota.additional;
    delete quota.additional;
    spec = { ...spec, quota };
  }
  const mustSave = additional !== void 0 || typeof previous === "string" && readSavedFields(previous, hasQuota) !== void 0;
  if (mustSave) {
    const fields = {
      ...additional !== void 0 ? { quotaAdditional: additional } : {},
      ...previous !== void 0 ? { previousAnnotation: previous } : {}
    };
    out = withAnnotations(out, { ...annotations, [CONVERSION_ANNOTATION]: canonicalJson(fields) });
  }
  if (spec !== void 0) out.spec = renameKey(spec, "quota", "resourceQuota");
  return out;
}
var SAVED_KEYS = /* @__PURE__ */ new Set(["quotaAdditional", "previousAnnotation"]);
function readSavedFields(text, hasQuota) {
  if (text.length > 262144 || !text.startsWith("{")) return void 0;
  let parsed;
  try {
    parsed = JSON.parse(text);
  } catch {
    return void 0;
  }
  if (!isRecord(parsed)) return void 0;
  const keys = Object.keys(parsed);
  if (keys.length === 0 || keys.some((key) => !SAVED_KEYS.has(key))) return void 0;
  const { quotaAdditional, previousAnnotation } = parsed;
  if (quotaAdditional !== void 0 && (!isRecord(quotaAdditional) || !hasQuota)) return void 0;
  if (previousAnnotation !== void 0 && typeof previousAnnotation !== "string") return void 0;
  if (quotaAdditional === void 0 && (previousAnnotation === void 0 || readSavedFields(previousAnnotation, hasQuota) === void 0)) return void 0;
  if (canonicalJson(parsed) !== text) return void 0;
  return parsed;
}
function canonicalJson(value) {
  return JSON.stringify(sortKeys(value));
}
function sortKeys(value) {
  if (Array.isArray(value)) return value.map(sortKeys);
  if (!isRecord(value)) return value;
  const out = {};
  for (const key of Object.keys(value).sort()) out[key] = sortKeys(value[key]);
  return out;
}
var CONVERSION_REVIEW_API_VERSION = "apiextensions.k8s.io/v1";
function answerConversionReview(body) {
  const uid = isRecord(body) && isRecord(body.request) && typeof body.request.uid === "string" ? body.request.uid : "";
  const fail = (message) => ({
    review: { apiVersion: CONVERSION_REVIEW_API_VERSION, kind: "ConversionReview", response: { uid, result: { status: "Failure", message } } },
    converted: 0,
    failed: true
  });
  if (!isRecord(body)) return fail("the request body is not a JSON object");
  if (body.apiVersion !== CONVERSION_REVIEW_API_VERSION || body.kind !== "ConversionReview") {
    return fail(`expected a ConversionReview of ${CONVERSION_REVIEW_API_VERSION}, found ${JSON.stringify(body.kind)} of ${JSON.stringify(body.apiVersion)}`);
  }
  const request = body.request;
  if (!isRecord(request)) return fail("the ConversionReview has no request");
  if (uid === "") return fail("the ConversionReview request has no uid");
  const desired = tenantVersionOf(request.desiredAPIVersion);
  if (desired === void 0) return fail(`cannot convert to ${JSON.stringify(request.desiredAPIVersion)}: served versions are ${TENANT_VERSIONS.map((v) => `${TENANT_GROUP}/${v}`).join(", ")}`);
  if (!Array.isArray(request.objects)) return fail("the ConversionReview request has no objects list");
  const convertedObjects = [];
  for (const [index, object] of request.objects.entries()) {
    const result = convertTenant(object, desired);
    if (!result.ok) return fail(`objects[${index}]: ${result.message}`);
    convertedObjects.push(result.object);
  }
  return {
    review: { apiVersion: CONVERSION_REVIEW_API_VERSION, kind: "ConversionReview", response: { uid, result: { status: "Success" }, convertedObjects } },
    converted: convertedObjects.length,
    failed: false
  };
}

export {
  TENANT_VERSIONS,
  HUB_VERSION,
  tenantVersionOf,
  answerConversionReview
};
