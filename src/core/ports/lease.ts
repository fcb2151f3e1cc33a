// The Lease a LeaderElector (src/controller/leader-election.ts) campaigns on, as a store:
// src/io/kube/lease.ts implements it on coordination.k8s.io/v1, tests in memory.

export interface LeaseRecord {
  readonly holderIdentity: string;
  readonly leaseDurationSeconds: number;
  /** Wall-clock ms. */
  readonly acquireTime: number;
  /** Wall-clock ms. */
  readonly renewTime: number;
  readonly leaseTransitions: number;
}

export interface StoredLease {
  readonly record: LeaseRecord;
  readonly resourceVersion: string;
}

/** Thrown by a LeaseStore when a create finds the lease existing or an update finds it changed. */
export class LeaseConflictError extends Error {
  override readonly name = 'LeaseConflictError';
}

export interface LeaseStore {
  /** The lease, or undefined when it does not exist. */
  get(signal: AbortSignal): Promise<StoredLease | undefined>;
  create(record: LeaseRecord, signal: AbortSignal): Promise<StoredLease>;
  update(record: LeaseRecord, resourceVersion: string, signal: AbortSignal): Promise<StoredLease>;
}
