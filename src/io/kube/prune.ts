// Deletes what left Git, but only objects this sync can prove it owns: the uid it recorded in
// the inventory when it created or adopted the object (a label can be copied, a uid cannot),
// plus the sync's marks naming exactly this object, and no `driftgate.dev/prune: disabled`.
// The delete is conditioned on that uid, so an object re-created by someone else in between is
// never deleted. A Namespace is deleted only when everything in it is this sync's.
import { objectId, ownership, type ObjectKey, type OwnershipVerdict } from '../../core/drift/ownership.js';
import { isRecord } from '../../core/manifest/manifest.js';
import { ConflictError, isNotFound, resourcePath, type KubeClient, type ResourceResolver } from './client.js';
import { KindNotServedError } from './discovery.js';
import type { InventoryEntry } from './inventory.js';
import { foreignObjectsIn } from './namespace-contents.js';

export const PRUNE_OUTCOMES = ['deleted', 'would-delete', 'gone', 'skipped', 'failed'] as const;
export type PruneOutcome = (typeof PRUNE_OUTCOMES)[number];

export interface PruneResult {
  readonly key: ObjectKey;
  readonly outcome: PruneOutcome;
  /** For `skipped`: why the object was kept. */
  readonly verdict?: Exclude<OwnershipVerdict, 'owned'>;
  /** For `failed`: the server's message; for `holds-foreign-objects`: what was found. */
  readonly message?: string;
}

export interface PruneOptions {
  /** Deletes go through this client (the sync's identity). */
  readonly client: KubeClient;
  /** Reads (the live object, a namespace's contents) through this one; default `client`. */
  readonly readClient?: KubeClient;
  readonly resolver: ResourceResolver;
  readonly sync: string;
  /** Entries to prune, in order (see staleEntries: the rest, then Namespaces, then CRDs). */
  readonly stale: readonly InventoryEntry[];
  /** Every uid this sync owns (the inventory after this revision's apply): a namespace holding anything else is kept. */
  readonly ownedUids: ReadonlySet<string>;
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

async function pruneOne(options: PruneOptions, key: InventoryEntry): Promise<PruneResult> {
  const reader = options.readClient ?? options.client;
  const ref: ObjectKey = { apiVersion: key.apiVersion, kind: key.kind, ...(key.namespace !== undefined ? { namespace: key.namespace } : {}), name: key.name };
  let path: string;
  try {
    const resource = await options.resolver.resolve(key.apiVersion, key.kind);
    path = resourcePath(resource, { name: key.name, ...(key.namespace !== undefined ? { namespace: key.namespace } : {}) });
  } catch (error) {
    // The kind is gone (its CRD was deleted): so are its objects.
    if (error instanceof KindNotServedError) return { key: ref, outcome: 'gone' };
    throw error;
  }
  let live: unknown;
  try {
    live = await reader.request({ method: 'GET', path, ...(options.signal ? { signal: options.signal } : {}) });
  } catch (error) {
    if (isNotFound(error)) return { key: ref, outcome: 'gone' };
    throw error;
  }
  const meta = isRecord(live) && isRecord(live.metadata) ? live.metadata : {};
  const uid = typeof meta.uid === 'string' ? meta.uid : undefined;
  // no recorded uid, or another object under the same name: not provably ours
  if (key.uid === undefined || uid !== key.uid) return { key: ref, outcome: 'skipped', verdict: 'not-recorded' };
  const verdict = ownership(live, options.sync, key);
  if (verdict !== 'owned') return { key: ref, outcome: 'skipped', verdict };
  if (meta.deletionTimestamp !== undefined) return { key: ref, outcome: options.dryRun ? 'would-delete' : 'deleted' };
  if (key.apiVersion === 'v1' && key.kind === 'Namespace') {
    const foreign = await foreignObjectsIn({ client: reader, namespace: key.name, ownedUids: options.ownedUids, ...(options.signal ? { signal: options.signal } : {}) });
    if (foreign.length > 0) {
      const more = foreign.length > 3 ? ` and ${foreign.length - 3} more` : '';
      return { key: ref, outcome: 'skipped', verdict: 'holds-foreign-objects', message: `holds objects this sync does not own: ${foreign.slice(0, 3).join(', ')}${more}` };
    }
  }
  try {
    await options.client.request({
      method: 'DELETE',
      path,
      query: { dryRun: options.dryRun ? 'All' : undefined },
      body: { kind: 'DeleteOptions', apiVersion: 'v1', propagationPolicy: 'Background', preconditions: { uid: key.uid } },
      ...(options.signal ? { signal: options.signal } : {}),
    });
  } catch (error) {
    if (isNotFound(error)) return { key: ref, outcome: 'gone' };
    // uid precondition failed: the object was re-created since we looked; it is not the one we applied
    if (error instanceof ConflictError) return { key: ref, outcome: 'skipped', verdict: 'copied' };
    const message = error instanceof Error ? error.message : String(error);
    return { key: ref, outcome: 'failed', message };
  }
  return { key: ref, outcome: options.dryRun ? 'would-delete' : 'deleted' };
}

/** Entries to keep in the inventory after a prune: what failed must be retried next time. */
export function survivingEntries(results: readonly PruneResult[], stale: readonly InventoryEntry[]): InventoryEntry[] {
  const failed = new Set(results.filter((r) => r.outcome === 'failed').map((r) => objectId(r.key)));
  return stale.filter((e) => failed.has(objectId(e)));
}

export function describeKey(key: ObjectKey): string {
  return objectId(key);
}
