import { createRequire as __driftgateCreateRequire } from 'node:module'; const require = __driftgateCreateRequire(import.meta.url);
import {
  tenantVersionOf
} from "./chunk-QIT537GL.js";
import {
  parseQuantity,
  quantityAsInt64
} from "./chunk-AGZPKFWY.js";
import {
  isRecord
} from "./chunk-CV4ZZOWD.js";

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
function admissionResponse(body, allowed, status) {
  const request = isRecord(body) && isRecord(body.request) ? body.request : void 0;
  const uid = typeof request?.uid === "string" ? request.uid : "";
  return { apiVersion: "admission.k8s.io/v1", kind: "AdmissionReview", response: { uid, allowed, ...status ? { status } : {} } };
}
function gpuCapacityUnknownReview(body) {
  return admissionResponse(body, false, { code: 503, reason: "ServiceUnavailable", message: "the GPU-capacity webhook is starting (its node and tenant caches are not synced yet); retry shortly" });
}
function answerGpuAdmissionReview(body, capacity) {
  const request = isRecord(body) && isRecord(body.request) ? body.request : void 0;
  const uid = typeof request?.uid === "string" ? request.uid : "";
  const respond = (allowed, message, malformed = false) => ({
    review: admissionResponse(body, allowed, message !== void 0 ? { code: malformed ? 400 : 403, reason: malformed ? "BadRequest" : "Forbidden", message } : void 0),
    allowed,
    malformed
  });
  if (!isRecord(body) || body.apiVersion !== "admission.k8s.io/v1" || body.kind !== "AdmissionReview" || request === void 0 || uid === "") {
    return respond(false, "expected an admission.k8s.io/v1 AdmissionReview with a request uid", true);
  }
  if (request.operation !== "CREATE" && request.operation !== "UPDATE") return respond(true);
  const decision = decideGpuCapacity({ tenant: request.object, ...request.operation === "UPDATE" ? { oldTenant: request.oldObject } : {}, capacity });
  return decision.allowed ? respond(true) : respond(false, admissionDenial(request.object, decision.requested));
}
function admissionDenial(tenant, requested) {
  const field = gpuPointerOf(isRecord(tenant) ? tenant.apiVersion : void 0).slice(1).replaceAll("/", ".");
  return `${field} asks for ${requested} GPU${requested === 1 ? "" : "s"}, more than the cluster has free for tenants (\`driftgate check --kubeconfig\` with read access to Nodes shows the figures)`;
}
var GPU_CAPACITY_RULE = { id: "tenant/gpu-capacity", summary: "A tenant's GPUs fit in what the cluster's nodes advertise minus what other tenants hold (live, with --kubeconfig)", defaultSeverity: "error" };

export {
  GPU_RESOURCE_NAME,
  gpuPointerOf,
  gpuCapacity,
  decideGpuCapacity,
  gpuCapacityUnknownReview,
  answerGpuAdmissionReview,
  GPU_CAPACITY_RULE
};
