// The one TenantOnboarding rule a schema cannot express: a tenant's GPU request must fit in the
// GPUs the cluster's nodes actually advertise (status.allocatable["nvidia.com/gpu"]) minus what
// the other tenants already hold. Served as a validating admission webhook by the operator and
// evaluated by `check --kubeconfig` against the same live numbers, so a pull request learns it
// before merge. Pure: the live state is passed in.
import { isRecord } from '../manifest/manifest.js';
import { parseQuantity, quantityAsInt64 } from '../cel/quantity.js';
import { tenantVersionOf } from './conversion.js';

export const GPU_RESOURCE_NAME = 'nvidia.com/gpu';

/** The GPU count a TenantOnboarding asks for, in either version (0 when it asks for none). */
export function gpuRequestOf(tenant: unknown): number {
  if (!isRecord(tenant) || !isRecord(tenant.spec)) return 0;
  const version = tenantVersionOf(tenant.apiVersion);
  const quota = version === 'v1' ? tenant.spec.quota : tenant.spec.resourceQuota;
  const count = isRecord(quota) ? quota.gpuCount : undefined;
  return typeof count === 'number' && Number.isSafeInteger(count) && count > 0 ? count : 0;
}

/** Where the GPU count sits in a TenantOnboarding of this apiVersion (a JSON pointer). */
export function gpuPointerOf(apiVersion: unknown): string {
  return tenantVersionOf(apiVersion) === 'v1' ? '/spec/quota/gpuCount' : '/spec/resourceQuota/gpuCount';
}

/** GPUs one node advertises as allocatable (whole devices; anything unreadable counts 0). */
export function nodeGpuAllocatable(node: unknown): number {
  if (!isRecord(node) || !isRecord(node.status) || !isRecord(node.status.allocatable)) return 0;
  const raw = node.status.allocatable[GPU_RESOURCE_NAME];
  const text = typeof raw === 'number' ? String(raw) : raw;
  if (typeof text !== 'string') return 0;
  const quantity = parseQuantity(text);
  const value = quantity === undefined ? undefined : quantityAsInt64(quantity);
  return value === undefined || value < 0n || value > BigInt(Number.MAX_SAFE_INTEGER) ? 0 : Number(value);
}

export interface GpuCapacity {
  /** Sum of the nodes' allocatable GPUs. */
  readonly allocatable: number;
  readonly nodes: number;
  /** GPUs held by each tenant, by `<namespace>/<name>`. */
  readonly held: ReadonlyMap<string, number>;
}

export function gpuCapacity(nodes: readonly unknown[], tenants: readonly unknown[]): GpuCapacity {
  const held = new Map<string, number>();
  for (const tenant of tenants) {
    const gpus = gpuRequestOf(tenant);
    const key = tenantKeyOf(tenant);
    if (gpus > 0 && key !== undefined) held.set(key, gpus);
  }
  return { allocatable: nodes.reduce<number>((sum, node) => sum + nodeGpuAllocatable(node), 0), nodes: nodes.length, held };
}

function tenantKeyOf(tenant: unknown): string | undefined {
  if (!isRecord(tenant) || !isRecord(tenant.metadata)) return undefined;
  const { namespace, name } = tenant.metadata;
  return typeof name === 'string' ? `${typeof namespace === 'string' ? namespace : ''}/${name}` : undefined;
}

export type GpuDecision = { readonly allowed: true } | { readonly allowed: false; readonly message: string; readonly free: number; readonly requested: number };

/**
 * Whether `tenant` fits. An update that does not raise the tenant's request is always allowed:
 * nodes leaving the cluster must not freeze every unrelated edit of a tenant (the same
 * ratcheting the API server applies to validation rules).
 */
export function decideGpuCapacity(input: { readonly tenant: unknown; readonly oldTenant?: unknown; readonly capacity: GpuCapacity }): GpuDecision {
  const requested = gpuRequestOf(input.tenant);
  if (requested === 0) return { allowed: true };
  if (input.oldTenant !== undefined && requested <= gpuRequestOf(input.oldTenant)) return { allowed: true };
  const key = tenantKeyOf(input.tenant);
  let others = 0;
  for (const [k, gpus] of input.capacity.held) if (k !== key) others += gpus;
  const free = Math.max(0, input.capacity.allocatable - others);
  if (requested <= free) return { allowed: true };
  const field = gpuPointerOf(isRecord(input.tenant) ? input.tenant.apiVersion : undefined).slice(1).replaceAll('/', '.');
  return {
    allowed: false,
    requested,
    free,
    message:
      `${field} asks for ${requested} GPU${requested === 1 ? '' : 's'}, but only ${free} ${free === 1 ? 'is' : 'are'} free: ` +
      `the cluster's ${input.capacity.nodes} node${input.capacity.nodes === 1 ? '' : 's'} advertise ${input.capacity.allocatable} allocatable ${GPU_RESOURCE_NAME} ` +
      `and other tenants hold ${others}`,
  };
}

// --- AdmissionReview (admission.k8s.io/v1) ---------------------------------------------------

export interface AdmissionOutcome {
  readonly review: unknown;
  readonly allowed: boolean;
  /** The request itself was malformed (answered with allowed: false). */
  readonly malformed: boolean;
}

/** An AdmissionReview response to `body`, its request uid echoed (empty when it has none). */
function admissionResponse(body: unknown, allowed: boolean, status?: { code: number; reason: string; message: string }): unknown {
  const request = isRecord(body) && isRecord(body.request) ? body.request : undefined;
  const uid = typeof request?.uid === 'string' ? request.uid : '';
  return { apiVersion: 'admission.k8s.io/v1', kind: 'AdmissionReview', response: { uid, allowed, ...(status ? { status } : {}) } };
}

/** The answer while the capacity is not known yet (the webhook's caches are filling): refused, retryable. */
export function gpuCapacityUnknownReview(body: unknown): unknown {
  return admissionResponse(body, false, { code: 503, reason: 'ServiceUnavailable', message: 'the GPU-capacity webhook is starting (its node and tenant caches are not synced yet); retry shortly' });
}

/** Answers a validating AdmissionReview for a TenantOnboarding create or update. */
export function answerGpuAdmissionReview(body: unknown, capacity: GpuCapacity): AdmissionOutcome {
  const request = isRecord(body) && isRecord(body.request) ? body.request : undefined;
  const uid = typeof request?.uid === 'string' ? request.uid : '';
  const respond = (allowed: boolean, message?: string, malformed = false): AdmissionOutcome => ({
    review: admissionResponse(body, allowed, message !== undefined ? { code: malformed ? 400 : 403, reason: malformed ? 'BadRequest' : 'Forbidden', message } : undefined),
    allowed,
    malformed,
  });
  if (!isRecord(body) || body.apiVersion !== 'admission.k8s.io/v1' || body.kind !== 'AdmissionReview' || request === undefined || uid === '') {
    return respond(false, 'expected an admission.k8s.io/v1 AdmissionReview with a request uid', true);
  }
  if (request.operation !== 'CREATE' && request.operation !== 'UPDATE') return respond(true);
  const decision = decideGpuCapacity({ tenant: request.object, ...(request.operation === 'UPDATE' ? { oldTenant: request.oldObject } : {}), capacity });
  return decision.allowed ? respond(true) : respond(false, admissionDenial(request.object, decision.requested));
}

/**
 * What an admission refusal says: only what the request itself carried. Anything that reaches
 * the webhook port can send a review, so the cluster's GPU figures (nodes, allocatable, held,
 * free) stay out of it; `check --kubeconfig`, whose caller can read Nodes, gives them.
 */
function admissionDenial(tenant: unknown, requested: number): string {
  const field = gpuPointerOf(isRecord(tenant) ? tenant.apiVersion : undefined).slice(1).replaceAll('/', '.');
  return `${field} asks for ${requested} GPU${requested === 1 ? '' : 's'}, more than the cluster has free for tenants (\`driftgate check --kubeconfig\` with read access to Nodes shows the figures)`;
}

// --- check --kubeconfig: the same rule before merge -------------------------------------------

/** What `check --kubeconfig` reads live for the rule: capacity, and each tenant as it is now. */
export interface LiveGpu {
  readonly capacity: GpuCapacity;
  /** Live TenantOnboardings by `<namespace>/<name>` (an update is judged against its live self). */
  readonly tenants: ReadonlyMap<string, unknown>;
}

export const GPU_CAPACITY_RULE = { id: 'tenant/gpu-capacity', summary: "A tenant's GPUs fit in what the cluster's nodes advertise minus what other tenants hold (live, with --kubeconfig)", defaultSeverity: 'error' } as const;
