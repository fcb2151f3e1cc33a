// Deletes what left Git, but only objects this sync can prove it owns: the uid it recorded in
// the inventory when it created or adopted the object (a label can be copied, a uid cannot),
// plus the sync's marks naming exactly this object, and no `driftgate.dev/prune: disabled`.
// The delete is conditioned on that uid, so an object re-created by someone else in between is
// never deleted. A Namespace is deleted only when everything in it is this sync's. A
// CustomResourceDefinition is cluster infrastructure: deleting it deletes every object of its
// kind, of every team (and, through the operator's finalizer, every tenant's namespace). It is
// pruned only when explicitly enabled (`pruneCrds`), and even then only when every object of its
// kind that exists is one this prune deleted; otherwise it is kept, stays in the inventory, and
// is reported.
import { objectId, ownership, type ObjectKey, type OwnershipVerdict } from '../../core/drift/ownership.js';
import { crdObjectsPath } from '../../core/kube/crd.js';
import { isRecord } from '../../core/manifest/manifest.js';
import { resourcePath, type KubeClient, type ResourceResolver } from './client.js';
import { ConflictError, isNotFound } from './errors.js';
import { KindNotServedError } from './discovery.js';
import type { InventoryEntry } from './inventory.js';
import { forEachMetadata } from './metadata-pages.js';
import { foreignObjectsIn } from './namespace-contents.js';

export const PRUNE_OUTCOMES = ['deleted', 'would-delete', 'gone', 'skipped', 'failed'] as const;
export type PruneOutcome = (typeof PRUNE_OUTCOMES)[number];

/** Why prune keeps an object it owns: CRD pruning is off (`--prune-crds` not given). */
export const CRD_PRUNE_DISABLED = 'crd-prune-disabled';

export interface PruneResult {
  readonly key: ObjectKey;
  readonly outcome: PruneOutcome;
  /** For `skipped`: why the object was kept. */
  readonly verdict?: Exclude<OwnershipVerdict, 'owned'> | typeof CRD_PRUNE_DISABLED;
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
  /** Delete CustomResourceDefinitions that left Git (default false: they are kept and reported). */
  readonly pruneCrds?: boolean;
  readonly dryRun?: boolean;
  readonly signal?: AbortSignal;
}

export async function prune(options: PruneOptions): Promise<PruneResult[]> {
  const results: PruneResult[] = [];
  // CRDs come last (staleEntries): by then, the uids of what this run deleted are known.
  const deletedUids = new Set<string>();
  for (const key of options.stale) {
    options.signal?.throwIfAborted();
    const result = await pruneOne(options, key, deletedUids);
    if (key.uid !== undefined && (result.outcome === 'deleted' || result.outcome === 'would-delete' || result.outcome === 'gone')) deletedUids.add(key.uid);
    results.push(result);
  }
  return results;
}

async function pruneOne(options: PruneOptions, key: InventoryEntry, deletedUids: ReadonlySet<string>): Promise<PruneResult> {
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
  if (isCrdKey(key) && options.pruneCrds !== true) {
    return { key: ref, outcome: 'skipped', verdict: CRD_PRUNE_DISABLED, message: 'kept: a CRD that left Git is deleted only with --prune-crds' };
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
  if (isCrdKey(key)) {
    let foreign: string[];
    try {
      // Only objects this run deleted may go with it: not another team's, and not this sync's own
      // that Git still wants or that prune kept (deleting the CRD would delete them all the same).
      foreign = await foreignCustomObjects({ client: reader, crd: live, ownedUids: deletedUids, ...(options.signal ? { signal: options.signal } : {}) });
    } catch (error) {
      // Its objects cannot be listed (a conversion webhook down, RBAC): not provably only ours.
      return { key: ref, outcome: 'failed', message: `its objects could not be listed, so it is kept: ${error instanceof Error ? error.message : String(error)}` };
    }
    if (foreign.length > 0) {
      const more = foreign.length > 3 ? ` and ${foreign.length - 3} more` : '';
      return { key: ref, outcome: 'skipped', verdict: 'holds-foreign-objects', message: `objects of its kind exist that this sync does not own or still keeps: ${foreign.slice(0, 3).join(', ')}${more}` };
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

/**
 * CRDs prune kept although they left Git (pruning off, or objects of their kind it does not own):
 * they stay in the inventory, so this sync still knows it created them.
 */
export function keptCrdEntries(results: readonly PruneResult[], stale: readonly InventoryEntry[]): InventoryEntry[] {
  const kept = new Set(results.filter((r) => isCrdKey(r.key) && r.outcome === 'skipped' && (r.verdict === CRD_PRUNE_DISABLED || r.verdict === 'holds-foreign-objects')).map((r) => objectId(r.key)));
  return stale.filter((e) => kept.has(objectId(e)));
}

export function isCrdKey(key: Pick<ObjectKey, 'apiVersion' | 'kind'>): boolean {
  return key.kind === 'CustomResourceDefinition' && key.apiVersion.startsWith('apiextensions.k8s.io/');
}

/** Entries to keep in the inventory after a prune: what failed must be retried next time. */
export function survivingEntries(results: readonly PruneResult[], stale: readonly InventoryEntry[]): InventoryEntry[] {
  const failed = new Set(results.filter((r) => r.outcome === 'failed').map((r) => objectId(r.key)));
  return stale.filter((e) => failed.has(objectId(e)));
}

export function describeKey(key: ObjectKey): string {
  return objectId(key);
}


/**
 * Descriptions (`Kind namespace/name`) of the objects of a live CRD's kind whose uid is not in
 * `ownedUids` (for prune: the objects it deleted in this run), read (metadata only) through its
 * storage version, so no conversion webhook is called. Bounded: beyond `maxItems` the rest counts as foreign. Throws when they cannot be listed.
 */
export async function foreignCustomObjects(options: { readonly client: KubeClient; readonly crd: unknown; readonly ownedUids: ReadonlySet<string>; readonly signal?: AbortSignal; readonly maxItems?: number }): Promise<string[]> {
  const spec = isRecord(options.crd) && isRecord(options.crd.spec) ? options.crd.spec : {};
  const names = isRecord(spec.names) ? spec.names : {};
  const kind = typeof names.kind === 'string' ? names.kind : 'object';
  const objectsPath = crdObjectsPath(options.crd);
  if (objectsPath === undefined) return [`${kind} (no served version: its stored objects cannot be listed)`];
  const maxItems = options.maxItems ?? 5_000;
  const foreign: string[] = [];
  try {
    const { truncated } = await forEachMetadata(options.client, objectsPath, { maxItems, ...(options.signal ? { signal: options.signal } : {}) }, (meta) => {
      const uid = typeof meta.uid === 'string' ? meta.uid : '';
      if (options.ownedUids.has(uid)) return;
      const name = typeof meta.name === 'string' ? meta.name : '?';
      foreign.push(`${kind} ${typeof meta.namespace === 'string' ? `${meta.namespace}/` : ''}${name}`);
    });
    if (truncated) foreign.push(`${kind} (more than ${maxItems} objects; not examined)`);
  } catch (error) {
    if (isNotFound(error)) return foreign; // the kind is gone, and its objects with it
    throw error;
  }
  return foreign;
}
