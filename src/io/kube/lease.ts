// The LeaseStore of leader election (src/controller/leader-election.ts) on a
// coordination.k8s.io/v1 Lease. Writes use PUT with the resourceVersion that was read, so a
// concurrent writer gets 409 (LeaseConflictError) instead of silently winning twice.
// Lease times are MicroTime: the API server parses exactly six fractional digits, and a
// plain Date (three digits) is rejected with 400.
import { LeaseConflictError, type LeaseRecord, type LeaseStore, type StoredLease } from '../../core/ports/lease.js';
import type { KubeClient } from './client.js';
import { ConflictError, NotFoundError } from './errors.js';
import { isRecord } from '../../core/manifest/manifest.js';

/** `2026-12-02T13:05:40.278000Z` */
export function formatMicroTime(ms: number): string {
  const iso = new Date(ms).toISOString(); // 2026-12-02T13:05:40.278Z
  return `${iso.slice(0, -1)}000Z`;
}

export function parseMicroTime(text: unknown): number {
  if (typeof text !== 'string') return 0;
  const ms = Date.parse(text);
  return Number.isNaN(ms) ? 0 : ms;
}

export interface KubeLeaseStoreOptions {
  readonly client: KubeClient;
  readonly namespace: string;
  readonly name: string;
  readonly fieldManager?: string;
}

export class KubeLeaseStore implements LeaseStore {
  readonly #o: KubeLeaseStoreOptions;
  readonly #collection: string;
  readonly #item: string;

  constructor(options: KubeLeaseStoreOptions) {
    this.#o = options;
    this.#collection = `/apis/coordination.k8s.io/v1/namespaces/${encodeURIComponent(options.namespace)}/leases`;
    this.#item = `${this.#collection}/${encodeURIComponent(options.name)}`;
  }

  async get(signal: AbortSignal): Promise<StoredLease | undefined> {
    try {
      return toStored(await this.#o.client.request<unknown>({ method: 'GET', path: this.#item, signal }));
    } catch (error) {
      if (error instanceof NotFoundError) return undefined;
      throw error;
    }
  }

  async create(record: LeaseRecord, signal: AbortSignal): Promise<StoredLease> {
    try {
      return toStored(
        await this.#o.client.request<unknown>({
          method: 'POST',
          path: this.#collection,
          query: { fieldManager: this.#o.fieldManager },
          body: this.#body(record, undefined),
          signal,
        }),
      );
    } catch (error) {
      if (error instanceof ConflictError) throw new LeaseConflictError(error.message);
      throw error;
    }
  }

  async update(record: LeaseRecord, resourceVersion: string, signal: AbortSignal): Promise<StoredLease> {
    try {
      return toStored(
        await this.#o.client.request<unknown>({
          method: 'PUT',
          path: this.#item,
          query: { fieldManager: this.#o.fieldManager },
          body: this.#body(record, resourceVersion),
          signal,
        }),
      );
    } catch (error) {
      if (error instanceof ConflictError || error instanceof NotFoundError) throw new LeaseConflictError(error.message);
      throw error;
    }
  }

  #body(record: LeaseRecord, resourceVersion: string | undefined): Record<string, unknown> {
    return {
      apiVersion: 'coordination.k8s.io/v1',
      kind: 'Lease',
      metadata: { name: this.#o.name, namespace: this.#o.namespace, ...(resourceVersion !== undefined ? { resourceVersion } : {}) },
      spec: {
        holderIdentity: record.holderIdentity,
        leaseDurationSeconds: record.leaseDurationSeconds,
        acquireTime: formatMicroTime(record.acquireTime),
        renewTime: formatMicroTime(record.renewTime),
        leaseTransitions: record.leaseTransitions,
      },
    };
  }
}

function toStored(value: unknown): StoredLease {
  if (!isRecord(value) || !isRecord(value.metadata) || typeof value.metadata.resourceVersion !== 'string') throw new Error('the API server returned a malformed Lease');
  const spec = isRecord(value.spec) ? value.spec : {};
  return {
    resourceVersion: value.metadata.resourceVersion,
    record: {
      holderIdentity: typeof spec.holderIdentity === 'string' ? spec.holderIdentity : '',
      leaseDurationSeconds: typeof spec.leaseDurationSeconds === 'number' ? spec.leaseDurationSeconds : 0,
      acquireTime: parseMicroTime(spec.acquireTime),
      renewTime: parseMicroTime(spec.renewTime),
      leaseTransitions: typeof spec.leaseTransitions === 'number' ? spec.leaseTransitions : 0,
    },
  };
}
