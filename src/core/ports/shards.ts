// Sharding's shared facts: the stable hash that places a key in a shard, and
// the member Leases a ShardCoordinator (src/controller/shards.ts) reads through a MemberStore
// (src/io/kube/member-lease.ts implements it).

// The shard label and the member Leases' label are in the table of well-known names
// (src/core/kube/well-known.ts: SHARD_LABEL, MEMBERS_LABEL).

/** 32-bit FNV-1a of the UTF-8 bytes of `text`. Stable across processes and versions. */
export function fnv1a(text: string): number {
  let hash = 0x811c9dc5;
  for (const byte of new TextEncoder().encode(text)) {
    hash ^= byte;
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return hash >>> 0;
}

/**
 * murmur3's 32-bit finalizer: every output bit depends on every input bit. FNV-1a alone is weak
 * in its low bits (bit 0 of the hash is the parity of the bytes' bit 0), so `fnv1a(key) % 2` put
 * every `x/x` key (a tenant named like its namespace) in one shard, and `% 4` used two of four.
 */
export function fmix32(hash: number): number {
  let h = hash >>> 0;
  h ^= h >>> 16;
  h = Math.imul(h, 0x85ebca6b) >>> 0;
  h ^= h >>> 13;
  h = Math.imul(h, 0xc2b2ae35) >>> 0;
  h ^= h >>> 16;
  return h >>> 0;
}

/** The shard of an object key (`namespace/name`) among `shards`: FNV-1a, finalized (fmix32), mod `shards`. */
export function shardOf(key: string, shards: number): number {
  return fmix32(fnv1a(key)) % shards;
}

export interface MemberRecord {
  readonly identity: string;
  /** Changes on every renew (the Lease's resourceVersion). */
  readonly version: string;
}

/** The member Leases of one replica's group, seen from that replica. */
export interface MemberStore {
  /** Creates or renews this replica's member Lease. */
  renew(signal: AbortSignal): Promise<void>;
  list(signal: AbortSignal): Promise<MemberRecord[]>;
  /** Deletes this replica's member Lease (graceful stop); absent is fine. */
  remove(signal: AbortSignal): Promise<void>;
}
