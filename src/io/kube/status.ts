// Status writes, only ever through the /status subresource (writes to the main resource
// drop `status` when the CRD has the subresource). A server-side apply as the controller's
// field manager, with the resourceVersion the status was computed from: if the object changed
// meanwhile the API server answers 409 (ConflictError) and the caller re-reads and retries
// through its queue instead of overwriting newer state.
import { applyObject, type ApplyContext } from './apply.js';
import type { LiveObject } from '../../core/manifest/manifest.js';

export interface StatusTarget {
  readonly apiVersion: string;
  readonly kind: string;
  readonly name: string;
  readonly namespace?: string;
  /** Precondition: the write fails with 409 unless the object is still at this version. */
  readonly resourceVersion?: string;
}

export async function applyStatus(
  context: ApplyContext,
  target: StatusTarget,
  status: Readonly<Record<string, unknown>>,
  options: { readonly fieldManager: string; readonly signal?: AbortSignal },
): Promise<LiveObject> {
  return applyObject(
    context,
    {
      apiVersion: target.apiVersion,
      kind: target.kind,
      metadata: {
        name: target.name,
        ...(target.namespace !== undefined ? { namespace: target.namespace } : {}),
        ...(target.resourceVersion !== undefined ? { resourceVersion: target.resourceVersion } : {}),
      },
      status,
    },
    { fieldManager: options.fieldManager, force: true, subresource: 'status', ...(options.signal ? { signal: options.signal } : {}) },
  );
}
