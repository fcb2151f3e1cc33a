// TenantOnboarding conversion between v1alpha1 and v1 (hub-and-spoke, v1 the hub), and the
// ConversionReview answer the API server expects from a conversion webhook.
//
// v1 renames spec.resourceQuota to spec.quota and adds spec.quota.additional (further
// ResourceQuota hard limits by resource name). v1alpha1 cannot express `additional`, so a
// down-conversion keeps it in the reserved annotation CONVERSION_ANNOTATION and the next
// up-conversion restores it: every object survives v1 -> v1alpha1 -> v1 and
// v1alpha1 -> v1 -> v1alpha1 unchanged. "Unchanged" means equal in the API server's encoding
// of custom resources (JSON with keys sorted, as Go's encoding of unstructured maps writes it).
//
// Pure: objects in, new objects out; the input is never mutated.
import { isRecord } from '../manifest/manifest.js';
import { TENANT_GROUP, TENANT_KIND } from './names.js';

export const TENANT_VERSIONS = ['v1alpha1', 'v1'] as const;
export type TenantVersion = (typeof TENANT_VERSIONS)[number];
/** The hub every conversion goes through, and the storage version after migration. */
export const HUB_VERSION: TenantVersion = 'v1';

/** Holds, on a v1alpha1 object, the v1 fields v1alpha1 cannot express (JSON). Reserved. */
export const CONVERSION_ANNOTATION = `${TENANT_GROUP}/v1-fields`;

type JsonObject = Record<string, unknown>;

export type ConversionResult = { readonly ok: true; readonly object: JsonObject } | { readonly ok: false; readonly message: string };

export function tenantVersionOf(apiVersion: unknown): TenantVersion | undefined {
  if (typeof apiVersion !== 'string') return undefined;
  const slash = apiVersion.indexOf('/');
  if (slash < 0 || apiVersion.slice(0, slash) !== TENANT_GROUP) return undefined;
  const version = apiVersion.slice(slash + 1);
  return (TENANT_VERSIONS as readonly string[]).includes(version) ? (version as TenantVersion) : undefined;
}

/** Converts a TenantOnboarding (any served version) to `to`. */
export function convertTenant(object: unknown, to: TenantVersion): ConversionResult {
  if (!isRecord(object)) return { ok: false, message: 'the object is not a JSON object' };
  if (object.kind !== TENANT_KIND) return { ok: false, message: `expected kind ${TENANT_KIND}, found ${JSON.stringify(object.kind)}` };
  const from = tenantVersionOf(object.apiVersion);
  if (from === undefined) {
    return { ok: false, message: `expected apiVersion ${TENANT_VERSIONS.map((v) => `${TENANT_GROUP}/${v}`).join(' or ')}, found ${JSON.stringify(object.apiVersion)}` };
  }
  if (from === to) return { ok: true, object };
  const hub = from === 'v1' ? object : v1alpha1ToV1(object);
  return { ok: true, object: to === 'v1' ? hub : v1ToV1alpha1(hub) };
}

/** Renames one key of a record in place of the old one, keeping the order of the others. */
function renameKey(record: JsonObject, from: string, to: string): JsonObject {
  const out: JsonObject = {};
  for (const [key, value] of Object.entries(record)) {
    if (key === from) out[to] = value;
    else if (key !== to) out[key] = value;
  }
  return out;
}

function withAnnotations(object: JsonObject, annotations: Record<string, unknown> | undefined): JsonObject {
  const metadata: JsonObject = isRecord(object.metadata) ? { ...object.metadata } : {};
  if (annotations === undefined || Object.keys(annotations).length === 0) delete metadata.annotations;
  else metadata.annotations = annotations;
  return { ...object, metadata };
}

// The reserved annotation on v1alpha1 encodes two things: the v1-only quota fields, and the value
// the annotation itself had on the v1 object (a v1 client may have set it). The encoding is a
// bijection, so both round trips are lossless for every object, including hand-written values:
// - decode(X): X is read as saved fields only when `isSavedFields(X)`; otherwise it is a plain
//   annotation value, left where it is.
// - encode(previous, additional): saved fields when there is something to save that a plain
//   value could not say (additional quota, or a previous value that would itself be misread as
//   saved fields); otherwise the previous value unchanged.
// Saved quota fields can only be restored into a quota, so whether v1alpha1 has
// spec.resourceQuota is part of the reading.

function v1alpha1ToV1(object: JsonObject): JsonObject {
  let out: JsonObject = { ...object, apiVersion: `${TENANT_GROUP}/v1` };
  let spec: JsonObject | undefined = isRecord(object.spec) ? renameKey(object.spec, 'resourceQuota', 'quota') : undefined;
  const annotations = isRecord(object.metadata) && isRecord(object.metadata.annotations) ? object.metadata.annotations : undefined;
  const saved = annotations?.[CONVERSION_ANNOTATION];
  const hasQuota = spec !== undefined && isRecord(spec.quota);
  const fields = typeof saved === 'string' ? readSavedFields(saved, hasQuota) : undefined;
  if (fields !== undefined) {
    const rest: Record<string, unknown> = { ...annotations };
    if (fields.previousAnnotation === undefined) delete rest[CONVERSION_ANNOTATION];
    else rest[CONVERSION_ANNOTATION] = fields.previousAnnotation;
    out = withAnnotations(out, rest);
    if (fields.quotaAdditional !== undefined && spec !== undefined && isRecord(spec.quota)) {
      spec = { ...spec, quota: { ...spec.quota, additional: fields.quotaAdditional } };
    }
  }
  if (spec !== undefined) out.spec = spec;
  return out;
}

function v1ToV1alpha1(object: JsonObject): JsonObject {
  let out: JsonObject = { ...object, apiVersion: `${TENANT_GROUP}/v1alpha1` };
  const annotations = isRecord(object.metadata) && isRecord(object.metadata.annotations) ? object.metadata.annotations : undefined;
  const previous = annotations?.[CONVERSION_ANNOTATION];
  let spec = isRecord(object.spec) ? object.spec : undefined;
  const hasQuota = spec !== undefined && isRecord(spec.quota);
  let additional: unknown;
  if (spec !== undefined && isRecord(spec.quota) && spec.quota.additional !== undefined) {
    const quota = { ...spec.quota };
    additional = quota.additional;
    delete quota.additional;
    spec = { ...spec, quota };
  }
  const mustSave = additional !== undefined || (typeof previous === 'string' && readSavedFields(previous, hasQuota) !== undefined);
  if (mustSave) {
    const fields: SavedFields = {
      ...(additional !== undefined ? { quotaAdditional: additional } : {}),
      ...(previous !== undefined ? { previousAnnotation: previous } : {}),
    };
    out = withAnnotations(out, { ...annotations, [CONVERSION_ANNOTATION]: canonicalJson(fields) });
  }
  if (spec !== undefined) out.spec = renameKey(spec, 'quota', 'resourceQuota');
  return out;
}

interface SavedFields {
  readonly quotaAdditional?: unknown;
  readonly previousAnnotation?: unknown;
}

const SAVED_KEYS = new Set(['quotaAdditional', 'previousAnnotation']);

/** The saved fields in `text`, when it is exactly what v1ToV1alpha1 writes for an object with(out) a quota. */
function readSavedFields(text: string, hasQuota: boolean): SavedFields | undefined {
  // Bounded: the API server caps all annotations of an object at 256 KiB; each nesting level
  // of previousAnnotation at least doubles the escaping, so the recursion is shallow.
  if (text.length > 262_144 || !text.startsWith('{')) return undefined;
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    return undefined;
  }
  if (!isRecord(parsed)) return undefined;
  const keys = Object.keys(parsed);
  if (keys.length === 0 || keys.some((key) => !SAVED_KEYS.has(key))) return undefined;
  const { quotaAdditional, previousAnnotation } = parsed;
  if (quotaAdditional !== undefined && (!isRecord(quotaAdditional) || !hasQuota)) return undefined;
  if (previousAnnotation !== undefined && typeof previousAnnotation !== 'string') return undefined;
  // Without quota fields, saving was only needed if the previous value would be misread.
  if (quotaAdditional === undefined && (previousAnnotation === undefined || readSavedFields(previousAnnotation, hasQuota) === undefined)) return undefined;
  if (canonicalJson(parsed) !== text) return undefined;
  return parsed;
}

/** JSON with object keys sorted at every depth: how the API server writes a custom resource. */
export function canonicalJson(value: unknown): string {
  return JSON.stringify(sortKeys(value));
}

function sortKeys(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(sortKeys);
  if (!isRecord(value)) return value;
  const out: JsonObject = {};
  for (const key of Object.keys(value).sort()) out[key] = sortKeys(value[key]);
  return out;
}

// --- ConversionReview (apiextensions.k8s.io/v1) -------------------------------------------

export const CONVERSION_REVIEW_API_VERSION = 'apiextensions.k8s.io/v1';

export interface ConversionReviewResponse {
  readonly apiVersion: typeof CONVERSION_REVIEW_API_VERSION;
  readonly kind: 'ConversionReview';
  readonly response: {
    readonly uid: string;
    readonly result: { readonly status: 'Success' } | { readonly status: 'Failure'; readonly message: string };
    readonly convertedObjects?: readonly JsonObject[];
  };
}

export interface ReviewOutcome {
  readonly review: ConversionReviewResponse;
  /** Objects converted (0 on failure), for metrics. */
  readonly converted: number;
  readonly failed: boolean;
}

/**
 * Answers a ConversionReview as the API server expects: the request's uid, a Success or
 * Failure result, and on success every object converted to desiredAPIVersion in the same order.
 * One bad object fails the whole review (the API server would reject a partial answer).
 */
export function answerConversionReview(body: unknown): ReviewOutcome {
  const uid = isRecord(body) && isRecord(body.request) && typeof body.request.uid === 'string' ? body.request.uid : '';
  const fail = (message: string): ReviewOutcome => ({
    review: { apiVersion: CONVERSION_REVIEW_API_VERSION, kind: 'ConversionReview', response: { uid, result: { status: 'Failure', message } } },
    converted: 0,
    failed: true,
  });
  if (!isRecord(body)) return fail('the request body is not a JSON object');
  if (body.apiVersion !== CONVERSION_REVIEW_API_VERSION || body.kind !== 'ConversionReview') {
    return fail(`expected a ConversionReview of ${CONVERSION_REVIEW_API_VERSION}, found ${JSON.stringify(body.kind)} of ${JSON.stringify(body.apiVersion)}`);
  }
  const request = body.request;
  if (!isRecord(request)) return fail('the ConversionReview has no request');
  if (uid === '') return fail('the ConversionReview request has no uid');
  const desired = tenantVersionOf(request.desiredAPIVersion);
  if (desired === undefined) return fail(`cannot convert to ${JSON.stringify(request.desiredAPIVersion)}: served versions are ${TENANT_VERSIONS.map((v) => `${TENANT_GROUP}/${v}`).join(', ')}`);
  if (!Array.isArray(request.objects)) return fail('the ConversionReview request has no objects list');
  const convertedObjects: JsonObject[] = [];
  for (const [index, object] of request.objects.entries()) {
    const result = convertTenant(object, desired);
    if (!result.ok) return fail(`objects[${index}]: ${result.message}`);
    convertedObjects.push(result.object);
  }
  return {
    review: { apiVersion: CONVERSION_REVIEW_API_VERSION, kind: 'ConversionReview', response: { uid, result: { status: 'Success' }, convertedObjects } },
    converted: convertedObjects.length,
    failed: false,
  };
}
