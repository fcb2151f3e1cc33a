import { createRequire as __driftgateCreateRequire } from 'node:module'; const require = __driftgateCreateRequire(import.meta.url);
import {
  TENANT_GROUP
} from "./chunk-Z7EXS7AW.js";
import {
  parseQuantity,
  quantityAsInt64
} from "./chunk-F4UTWZI6.js";
import {
  isRecord
} from "./chunk-OAWLX4HV.js";

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
var GPU_CAPACITY_RULE = { id: "tenant/gpu-capacity", summary: "A tenant's GPUs fit in what the cluster's nodes advertise minus what other tenants hold (live, with --kubeconfig)", defaultSeverity: "error" };

export {
  gpuPointerOf,
  gpuCapacity,
  decideGpuCapacity,
  GPU_CAPACITY_RULE
};
