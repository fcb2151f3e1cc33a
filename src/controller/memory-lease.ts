// An in-memory Lease for unit tests of leader election and the controller manager: optimistic
// concurrency like the API server, and it can be made unreachable, hanging or slow.
import { sleep } from './clock.js';
import type { Clock } from '../core/ports/clock.js';
import { LeaseConflictError, type LeaseRecord, type LeaseStore, type StoredLease } from '../core/ports/lease.js';

/** One Lease object with optimistic concurrency, like the API server; can be made unreachable. */
export class MemoryLease implements LeaseStore {
  lease: StoredLease | undefined;
  rv = 0;
  down = false;
  hang = false;
  writes = 0;
  /** Every call takes this long on `clock` (a loaded API server). */
  slowMs = 0;
  clock: Clock | undefined;

  async #gate(signal: AbortSignal): Promise<void> {
    if (this.down) throw new Error('connection refused');
    if (this.slowMs > 0 && this.clock) await sleep(this.clock, this.slowMs, signal);
    if (this.hang) {
      await new Promise<void>((_resolve, reject) => signal.addEventListener('abort', () => reject(new Error('aborted')), { once: true }));
    }
  }
  async get(signal: AbortSignal): Promise<StoredLease | undefined> {
    await this.#gate(signal);
    return this.lease;
  }
  async create(record: LeaseRecord, signal: AbortSignal): Promise<StoredLease> {
    await this.#gate(signal);
    if (this.lease) throw new LeaseConflictError('exists');
    this.writes++;
    return (this.lease = { record, resourceVersion: String(++this.rv) });
  }
  async update(record: LeaseRecord, resourceVersion: string, signal: AbortSignal): Promise<StoredLease> {
    await this.#gate(signal);
    if (!this.lease || this.lease.resourceVersion !== resourceVersion) throw new LeaseConflictError('changed');
    this.writes++;
    return (this.lease = { record, resourceVersion: String(++this.rv) });
  }
}

