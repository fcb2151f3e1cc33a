// Deletes what left Git, but only objects that still carry the sync's marks: the sync label
// and a tracking annotation naming exactly this object. The delete is conditioned on the uid
// that was checked, so an object re-created by someone else in between is never deleted.
import { objectId, ownership, type ObjectKey, type OwnershipVerdict } from '../../core/drift/ownership.js';
import { ConflictError, isNotFound, resourcePath, type KubeClient, type ResourceResolver } from './client.js';
import { KindNotServedError } from './discovery.js';

export const PRUNE_OUTCOMES = ['deleted', 'would-delete', 'gone', 'skipped', 'failed'] as const;
export type PruneOutcome = (typeof PRUNE_OUTCOMES)[number];

export interface PruneResult {
  readonly key: ObjectKey;
  readonly outcome: PruneOutcome;
  /** For `skipped`: why the object was kept. */
  readonly verdict?: Exclude<OwnershipVerdict, 'owned'>;
  /** For `failed`: the server's message. */
  readonly message?: string;
}

export interface PruneOptions {
  readonly client: KubeClient;
  readonly resolver: ResourceResolver;
  readonly sync: string;
  /** Entries to prune, in order (see staleEntries: the rest, then Namespaces, then CRDs). */
  readonly stale: readonly ObjectKey[];
  readonly dryRun?: boolean;
  readonly signal?: AbortSignal;
}

export async function prune(options: PruneOptions): Promise<PruneResult[]> {
  const results: PruneResult[] = [];
  for (const key of options.stale) {
    options.signal?.throwIfAborted();
    results.push(await pruneOne(options, key));
  }
  return results;
}

async function pruneOne(options: PruneOptions, key: ObjectKey): Promise<PruneResult> {
  let path: string;
  try {
    const resource = await options.resolver.resolve(key.apiVersion, key.kind);
    path = resourcePath(resource, { name: key.name, ...(key.namespace !== undefined ? { namespace: key.namespace } : {}) });
  } catch (error) {
    // The kind is gone (its CRD was deleted): so are its objects.
    if (error instanceof KindNotServedError) return { key, outcome: 'gone' };
    throw error;
  }
  let live: unknown;
  try {
    live = await options.client.request({ method: 'GET', path, ...(options.signal ? { signal: options.signal } : {}) });
  } catch (error) {
    if (isNotFound(error)) return { key, outcome: 'gone' };
    throw error;
  }
  const verdict = ownership(live, options.sync, key);
  if (verdict !== 'owned') return { key, outcome: 'skipped', verdict };
  const meta = typeof live === 'object' && live !== null ? (live as { metadata?: { uid?: unknown; deletionTimestamp?: unknown } }).metadata : undefined;
  if (meta?.deletionTimestamp !== undefined) return { key, outcome: options.dryRun ? 'would-delete' : 'deleted' };
  const uid = typeof meta?.uid === 'string' ? meta.uid : undefined;
  try {
    await options.client.request({
      method: 'DELETE',
      path,
      query: { dryRun: options.dryRun ? 'All' : undefined },
      body: { kind: 'DeleteOptions', apiVersion: 'v1', propagationPolicy: 'Background', ...(uid ? { preconditions: { uid } } : {}) },
      ...(options.signal ? { signal: options.signal } : {}),
    });
  } catch (error) {
    if (isNotFound(error)) return { key, outcome: 'gone' };
    // uid precondition failed: the object was re-created since we looked; it is not the one we applied
    if (error instanceof ConflictError) return { key, outcome: 'skipped', verdict: 'copied' };
    const message = error instanceof Error ? error.message : String(error);
    return { key, outcome: 'failed', message };
  }
  return { key, outcome: options.dryRun ? 'would-delete' : 'deleted' };
}

/** Entries to keep in the inventory after a prune: what failed must be retried next time. */
export function survivingEntries(results: readonly PruneResult[]): ObjectKey[] {
  return results.filter((r) => r.outcome === 'failed').map((r) => r.key);
}

export function describeKey(key: ObjectKey): string {
  return objectId(key);
}
