// Server-side apply of any object, as one field manager. Used by the tenant operator and by
// the sync agent. The body carries only the fields the manager wants to own; the API server
// merges it, records ownership in managedFields, and removes fields this manager owned
// before but no longer sends.
import { type KubeObject, asLiveObject, type LiveObject } from '../../core/manifest/manifest.js';
import { resourcePath, type KubeClient, type ResourceResolver } from './client.js';
import { ConflictError, ForbiddenError, InvalidError, KubeApiError } from './errors.js';

export { ConflictError, ForbiddenError, InvalidError, KubeApiError };

export const APPLY_CONTENT_TYPE = 'application/apply-patch+yaml';

export interface ApplyOptions {
  /** The field manager that will own every field in the body (e.g. `driftgate-operator`). */
  readonly fieldManager: string;
  /** Take ownership of fields another manager owns instead of failing with a 409 (default false). */
  readonly force?: boolean;
  /** Server-side dry run: admission and validation run, nothing is stored (default false). */
  readonly dryRun?: boolean;
  /** Apply to a subresource, e.g. `status`. */
  readonly subresource?: string;
  /** `Strict` turns unknown or duplicate fields into a 422 instead of a warning (default: server default, Warn). */
  readonly fieldValidation?: 'Ignore' | 'Warn' | 'Strict';
  readonly signal?: AbortSignal;
}

export interface ApplyContext {
  readonly client: KubeClient;
  readonly resolver: ResourceResolver;
}

/**
 * Applies `object` and returns the object the API server stored (or would store, in a dry
 * run). Throws ConflictError (409: another manager owns a field and `force` is off, or a
 * resourceVersion in the body is stale), InvalidError (422: validation, immutable field),
 * ForbiddenError (403: RBAC or admission), other KubeApiError and TransportError.
 */
export async function applyObject(context: ApplyContext, object: KubeObject, options: ApplyOptions): Promise<LiveObject> {
  const name = object.metadata.name;
  if (name === undefined || name === '') throw new Error(`server-side apply needs metadata.name (${object.kind})`);
  const resource = await context.resolver.resolve(object.apiVersion, object.kind);
  if (resource.namespaced && (object.metadata.namespace === undefined || object.metadata.namespace === '')) {
    throw new Error(`server-side apply of namespaced ${object.kind} ${name} needs metadata.namespace`);
  }
  const path = resourcePath(resource, {
    name,
    ...(resource.namespaced ? { namespace: object.metadata.namespace } : {}),
    ...(options.subresource !== undefined ? { subresource: options.subresource } : {}),
  });
  const stored = await context.client.request<unknown>({
    method: 'PATCH',
    path,
    contentType: APPLY_CONTENT_TYPE,
    query: {
      fieldManager: options.fieldManager,
      force: options.force === true ? 'true' : undefined,
      dryRun: options.dryRun === true ? 'All' : undefined,
      fieldValidation: options.fieldValidation,
    },
    body: object,
    ...(options.signal ? { signal: options.signal } : {}),
  });
  return asLiveObject(stored);
}

/** The kind of apply failure, for callers that map failures to outcomes. */
export const APPLY_FAILURES = ['conflict', 'invalid', 'forbidden', 'other'] as const;
export type ApplyFailure = (typeof APPLY_FAILURES)[number];

export function classifyApplyError(error: unknown): ApplyFailure {
  if (error instanceof ConflictError) return 'conflict';
  if (error instanceof InvalidError) return 'invalid';
  if (error instanceof ForbiddenError) return 'forbidden';
  return 'other';
}
