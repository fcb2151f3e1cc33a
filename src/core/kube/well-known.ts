// The names driftgate writes into a cluster, in one table: labels, annotations, field managers
// and Lease names. A name here is a contract with objects already in clusters: change one only
// with a read-both/write-one migration (see LEGACY_AGENT_SHARD_LABEL).

/** Labels driftgate sets. */
export const LABELS = {
  /**
   * The shard of an object among S (`"<k>"`): the operator's TenantOnboardings and their children,
   * and every object a sharded agent applies. The one shard label of both (it is the one the
   * shipped admission policy lets the operator add to a tenant).
   */
  shard: 'driftgate.io/shard',
  /** Member Leases of sharded leadership; the value is the Lease prefix. */
  members: 'driftgate.io/operator-members',
  /** Objects a sync applied: `driftgate.dev/sync=<sync>`. */
  sync: 'driftgate.dev/sync',
  managedBy: 'app.kubernetes.io/managed-by',
  /** The inventory ConfigMap parts. */
  inventoryPart: 'driftgate.dev/inventory-part',
} as const;

/** The label that puts an object in a shard: `driftgate.io/shard: "<k>"`. */
export const SHARD_LABEL = LABELS.shard;
/** The label of member Leases; its value is the lease prefix (one set of members per prefix). */
export const MEMBERS_LABEL = LABELS.members;

/**
 * The agent's shard label before the operator's became the only one. Read (a shard's watch selects
 * either) and never written: the next apply of an object replaces it with LABELS.shard.
 */
export const LEGACY_AGENT_SHARD_LABEL = 'driftgate.dev/shard';

/** Annotations driftgate sets or reads. */
export const ANNOTATIONS = {
  trackingId: 'driftgate.dev/tracking-id',
  prune: 'driftgate.dev/prune',
  adopt: 'driftgate.dev/adopt',
  driftIgnore: 'driftgate.dev/drift-ignore',
  inventoryOf: 'driftgate.dev/inventory-of',
} as const;

/** Field managers of driftgate's server-side applies. */
export const FIELD_MANAGERS = {
  /** The sync agent's applies, its inventory and its Leases. */
  agent: 'driftgate-sync',
  /** The tenant operator's applies, status writes and Leases. */
  operator: 'driftgate-operator',
} as const;

/** Default Lease names (the prefix, sharded). */
export const LEASES = {
  operator: 'driftgate-operator',
  agent: 'driftgate-agent',
} as const;
