import { createRequire as __driftgateCreateRequire } from 'node:module'; const require = __driftgateCreateRequire(import.meta.url);

// src/core/kube/well-known.ts
var LABELS = {
  /**
   * The shard of an object among S (`"<k>"`): the operator's TenantOnboardings and their children,
   * and every object a sharded agent applies. The one shard label of both (it is the one the
   * shipped admission policy lets the operator add to a tenant).
   */
  shard: "driftgate.io/shard",
  /** Member Leases of sharded leadership; the value is the Lease prefix. */
  members: "driftgate.io/operator-members",
  /** Objects a sync applied: `driftgate.dev/sync=<sync>`. */
  sync: "driftgate.dev/sync",
  managedBy: "app.kubernetes.io/managed-by",
  /** The inventory ConfigMap parts. */
  inventoryPart: "driftgate.dev/inventory-part"
};
var SHARD_LABEL = LABELS.shard;
var MEMBERS_LABEL = LABELS.members;
var ANNOTATIONS = {
  trackingId: "driftgate.dev/tracking-id",
  prune: "driftgate.dev/prune",
  adopt: "driftgate.dev/adopt",
  driftIgnore: "driftgate.dev/drift-ignore",
  inventoryOf: "driftgate.dev/inventory-of"
};
var FIELD_MANAGERS = {
  /** The sync agent's applies, its inventory and its Leases. */
  agent: "driftgate-sync",
  /** The tenant operator's applies, status writes and Leases. */
  operator: "driftgate-operator"
};

export {
  LABELS,
  ANNOTATIONS,
  FIELD_MANAGERS
};
