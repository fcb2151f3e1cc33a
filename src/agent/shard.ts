// Sharding of one sync (`driftgate agent --shards S`, docs/agent.md "Sharding"): which shard an
// object of the revision belongs to, and what a shard does with an inventory entry that left its
// shard. Pure: the Leases and the loops are in runtime.ts (src/controller/shards.ts coordinates).
import { shardOf } from '../core/ports/shards.js';
import { keyOf, objectId, type ObjectKey } from '../core/drift/ownership.js';
import type { KubeObject } from '../core/manifest/manifest.js';
import { splitApiVersion } from '../core/manifest/manifest.js';
import { TENANT_GROUP, TENANT_KIND } from '../core/tenant/names.js';
import { LEGACY_AGENT_SHARD_LABEL, SHARD_LABEL } from '../core/kube/well-known.js';

/**
 * The label every object applied by shard k carries (only when the sync has more than one shard),
 * but a TenantOnboarding: the one shard label of driftgate (core/kube/well-known.ts), which on a
 * tenant is the operator's (its sharder sets it, for the operator's own number of shards).
 */
export const AGENT_SHARD_LABEL = SHARD_LABEL;

function isTenant(apiVersion: string, kind: string): boolean {
  return kind === TENANT_KIND && splitApiVersion(apiVersion).group === TENANT_GROUP;
}

/** One shard of a sync: `index` in 0..count-1. */
export interface AgentShard {
  readonly index: number;
  readonly count: number;
}

/**
 * The shard of an object among `shards`:
 * - a TenantOnboarding: FNV-1a of `namespace/name` (the operator's key, so agent shard k and
 *   operator shard k hold the same tenants when both run with the same S);
 * - a Namespace: of its name;
 * - any other namespaced object: of its namespace (an object and its Namespace share a shard);
 * - every other cluster-scoped object (CRDs, ClusterRoles, ...): shard 0.
 */
export function shardOfObject(key: ObjectKey, shards: number): number {
  if (shards <= 1) return 0;
  const { group } = splitApiVersion(key.apiVersion);
  if (group === TENANT_GROUP && key.kind === TENANT_KIND && key.namespace !== undefined) return shardOf(`${key.namespace}/${key.name}`, shards);
  if (group === '' && key.kind === 'Namespace') return shardOf(key.name, shards);
  if (key.namespace !== undefined && key.namespace !== '') return shardOf(key.namespace, shards);
  return 0;
}

export function inShard(key: ObjectKey, shard: AgentShard): boolean {
  return shardOfObject(key, shard.count) === shard.index;
}

/**
 * Adds `driftgate.io/shard: "<k>"` (a copy) when the sync has more than one shard; unchanged
 * otherwise, and for a TenantOnboarding (the label is the operator's there: with another number of
 * shards the agent's value would move the tenant to the wrong operator shard).
 */
export function markShard(object: KubeObject, shard: AgentShard | undefined): KubeObject {
  if (shard === undefined || shard.count <= 1 || isTenant(object.apiVersion, object.kind)) return object;
  return { ...object, metadata: { ...object.metadata, labels: { ...(object.metadata.labels ?? {}), [AGENT_SHARD_LABEL]: String(shard.index) } } };
}

/**
 * The label requirements that select shard k's objects of a kind on the server, one watch each
 * (ANDed with the sync's label): the shard label, and the agent's earlier one (read-both,
 * write-one: an object applied before the move still carries only that one until its next apply).
 * TenantOnboardings carry neither (markShard): none, the watch filters them by key.
 */
export function shardSelectors(shard: AgentShard | undefined, apiVersion: string, kind: string): Readonly<Record<string, string>>[] {
  if (shard === undefined || shard.count <= 1 || isTenant(apiVersion, kind)) return [{}];
  return [{ [AGENT_SHARD_LABEL]: String(shard.index) }, { [LEGACY_AGENT_SHARD_LABEL]: String(shard.index) }];
}

/**
 * What shard k does with its stale inventory entries (in its inventory, not desired in shard k):
 * an entry still desired by the WHOLE revision belongs to another shard now (a reshard, or a
 * legacy unsharded inventory): it is handed over (dropped from k's inventory, never deleted; the
 * new shard takes it as 'ours' by its marks). Only what no shard wants is pruned. Order is kept.
 */
export function splitStale<T extends ObjectKey>(stale: readonly T[], wholeRevision: ReadonlySet<string>): { handOver: T[]; prune: T[] } {
  const handOver: T[] = [];
  const prune: T[] = [];
  for (const e of stale) (wholeRevision.has(objectId(e)) ? handOver : prune).push(e);
  return { handOver, prune };
}

/**
 * Whether a shard's inventory is the record of this shard's part of its applied revision: every
 * object of the part is recorded, and every entry is in the shard (a failed prune leaves more
 * entries, all of the shard). False after a change of the number of shards.
 */
export function describesShard(entries: readonly ObjectKey[], part: readonly KubeObject[], shard: AgentShard): boolean {
  const recorded = new Set(entries.map(objectId));
  return entries.every((e) => inShard(e, shard)) && part.every((o) => recorded.has(objectId(keyOf(o))));
}

/** The inventory ConfigMap of shard k (`driftgate-inventory-<sync>-shard-<k>`). */
export function shardInventoryName(sync: string, shard: number): string {
  return `driftgate-inventory-${sync}-shard-${shard}`;
}

/** The report-state ConfigMap of shard k (`driftgate-report-<sync>-shard-<k>`). */
export function shardReportStateName(sync: string, shard: number): string {
  return `driftgate-report-${sync}-shard-${shard}`;
}

/** ` (shard k/S)`: appended to the aggregate status context and the check run name when S > 1. */
export function shardSuffix(shard: AgentShard | undefined): string {
  return shard === undefined || shard.count <= 1 ? '' : ` (shard ${shard.index}/${shard.count})`;
}
