import { createRequire as __driftgateCreateRequire } from 'node:module'; const require = __driftgateCreateRequire(import.meta.url);
import {
  TENANT_GROUP,
  TENANT_KIND
} from "./chunk-G5ELSZEK.js";
import {
  parseQuantity,
  quantityAsInt64
} from "./chunk-MAS74DJ2.js";
import {
  isRecord
} from "./chunk-LZJUPFIB.js";

// src/core/tenant/conversion.ts
var TENANT_VERSIONS = ["v1alpha1", "v1"];
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

// src/core/tenant/gpu-capacity.ts
var GPU_RESOURCE_NAME = "nvidia.com/gpu";
function gpuRequestOf(tenant) {
  if (!isRecord(tenant) || !isRecord(tenant.spec)) return 0;
  const version = tenantVersionOf(tenant.apiVersion);
  const quota = version === "v1" ? tenant.spec.quota : tenant.spec.resourceQuota;
  const count = isRecord(quota) ? quota.gpuCount : void 0;
  return typeof count === "number" && Number.isSafeInteger(count) && count > 0 ? count : 0;
}
function gpuPointerOf(apiVersion) {
  return tenantVersionOf(apiVersion) === "v1" ? "/spec/quota/gpuCount" : "/spec/resourceQuota/gpuCount";
}
function nodeGpuAllocatable(node) {
  if (!isRecord(node) || !isRecord(node.status) || !isRecord(node.status.allocatable)) return 0;
  const raw = node.status.allocatable[GPU_RESOURCE_NAME];
  const text = typeof raw === "number" ? String(raw) : raw;
  if (typeof text !== "string") return 0;
  const quantity = parseQuantity(text);
  const value = quantity === void 0 ? void 0 : quantityAsInt64(quantity);
  return value === void 0 || value < 0n || value > BigInt(Number.MAX_SAFE_INTEGER) ? 0 : Number(value);
}
function gpuCapacity(nodes, tenants) {
  const held = /* @__PURE__ */ new Map();
  for (const tenant of tenants) {
    const gpus = gpuRequestOf(tenant);
    const key = tenantKeyOf(tenant);
    if (gpus > 0 && key !== void 0) held.set(key, gpus);
  }
  return { allocatable: nodes.reduce((sum, node) => sum + nodeGpuAllocatable(node), 0), nodes: nodes.length, held };
}
function tenantKeyOf(tenant) {
  if (!isRecord(tenant) || !isRecord(tenant.metadata)) return void 0;
  const { namespace, name } = tenant.metadata;
  return typeof name === "string" ? `${typeof namespace === "string" ? namespace : ""}/${name}` : void 0;
}
function decideGpuCapacity(input) {
  const requested = gpuRequestOf(input.tenant);
  if (requested === 0) return { allowed: true };
  if (input.oldTenant !== void 0 && requested <= gpuRequestOf(input.oldTenant)) return { allowed: true };
  const key = tenantKeyOf(input.tenant);
  let others = 0;
  for (const [k, gpus] of input.capacity.held) if (k !== key) others += gpus;
  const free = Math.max(0, input.capacity.allocatable - others);
  if (requested <= free) return { allowed: true };
  const field = gpuPointerOf(isRecord(input.tenant) ? input.tenant.apiVersion : void 0).slice(1).replaceAll("/", ".");
  return {
    allowed: false,
    requested,
    free,
    message: `${field} asks for ${requested} GPU${requested === 1 ? "" : "s"}, but only ${free} ${free === 1 ? "is" : "are"} free: the cluster's ${input.capacity.nodes} node${input.capacity.nodes === 1 ? "" : "s"} advertise ${input.capacity.allocatable} allocatable ${GPU_RESOURCE_NAME} and other tenants hold ${others}`
  };
}
function answerGpuAdmissionReview(body, capacity) {
  const request = isRecord(body) && isRecord(body.request) ? body.request : void 0;
  const uid = typeof request?.uid === "string" ? request.uid : "";
  const respond = (allowed, message, malformed = false) => ({
    review: {
      apiVersion: "admission.k8s.io/v1",
      kind: "AdmissionReview",
      response: { uid, allowed, ...message !== void 0 ? { status: { code: malformed ? 400 : 403, reason: malformed ? "BadRequest" : "Forbidden", message } } : {} }
    },
    allowed,
    malformed
  });
  if (!isRecord(body) || body.apiVersion !== "admission.k8s.io/v1" || body.kind !== "AdmissionReview" || request === void 0 || uid === "") {
    return respond(false, "expected an admission.k8s.io/v1 AdmissionReview with a request uid", true);
  }
  if (request.operation !== "CREATE" && request.operation !== "UPDATE") return respond(true);
  const decision = decideGpuCapacity({ tenant: request.object, ...request.operation === "UPDATE" ? { oldTenant: request.oldObject } : {}, capacity });
  return decision.allowed ? respond(true) : respond(false, decision.message);
}
var GPU_CAPACITY_RULE = { id: "tenant/gpu-capacity", summary: "A tenant's GPUs fit in what the cluster's nodes advertise minus what other tenants hold (live, with --kubeconfig)", defaultSeverity: "error" };

export {
  answerConversionReview,
  GPU_RESOURCE_NAME,
  gpuPointerOf,
  gpuCapacity,
  decideGpuCapacity,
  answerGpuAdmissionReview,
  GPU_CAPACITY_RULE
};
