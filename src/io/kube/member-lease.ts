// The member Leases of sharding (src/controller/shards.ts): one coordination.k8s.io/v1 Lease per
// replica, `<prefix>-member-<identity>`, labelled driftgate.io/operator-members=<prefix>, renewed
// with server-side apply (create or update in one request) and deleted on a graceful stop.
import { fnv1a, type MemberRecord, type MemberStore } from '../../core/ports/shards.js';
import { MEMBERS_LABEL } from '../../core/kube/well-known.js';
import { isRecord } from '../../core/manifest/manifest.js';
import type { KubeClient } from './client.js';
import { NotFoundError } from './errors.js';
import { formatMicroTime } from './lease.js';

export interface KubeMemberStoreOptions {
  readonly client: KubeClient;
  readonly namespace: string;
  /** The lease prefix, e.g. `driftgate-operator`. */
  readonly prefix: string;
  readonly identity: string;
  readonly leaseDurationSeconds: number;
  readonly fieldManager: string;
  readonly now: () => number;
}

/** A Lease name for an identity (a pod name, maybe with `_suffix`): DNS-1123, unique per identity. */
export function memberLeaseName(prefix: string, identity: string): string {
  const cleaned = identity.toLowerCase().replace(/[^a-z0-9.-]+/g, '-').replace(/^[-.]+|[-.]+$/g, '');
  const suffix = cleaned === identity ? '' : `-${fnv1a(identity).toString(16)}`; // two identities never share a name
  return `${prefix}-member-${cleaned.slice(0, 200)}${suffix}`;
}

export class KubeMemberStore implements MemberStore {
  readonly #o: KubeMemberStoreOptions;
  readonly #collection: string;
  readonly #name: string;

  constructor(options: KubeMemberStoreOptions) {
    this.#o = options;
    this.#collection = `/apis/coordination.k8s.io/v1/namespaces/${encodeURIComponent(options.namespace)}/leases`;
    this.#name = memberLeaseName(options.prefix, options.identity);
  }

  async renew(signal: AbortSignal): Promise<void> {
    await this.#o.client.request({
      method: 'PATCH',
      path: `${this.#collection}/${encodeURIComponent(this.#name)}`,
      query: { fieldManager: this.#o.fieldManager, force: true },
      contentType: 'application/apply-patch+yaml',
      body: {
        apiVersion: 'coordination.k8s.io/v1',
        kind: 'Lease',
        metadata: { name: this.#name, namespace: this.#o.namespace, labels: { [MEMBERS_LABEL]: this.#o.prefix } },
        spec: { holderIdentity: this.#o.identity, leaseDurationSeconds: this.#o.leaseDurationSeconds, renewTime: formatMicroTime(this.#o.now()) },
      },
      signal,
    });
  }

  async list(signal: AbortSignal): Promise<MemberRecord[]> {
    const list = await this.#o.client.request<unknown>({ method: 'GET', path: this.#collection, query: { labelSelector: `${MEMBERS_LABEL}=${this.#o.prefix}` }, signal });
    const items = isRecord(list) && Array.isArray(list.items) ? list.items : [];
    const members: MemberRecord[] = [];
    for (const item of items) {
      if (!isRecord(item) || !isRecord(item.metadata) || !isRecord(item.spec)) continue;
      const { holderIdentity } = item.spec;
      const { resourceVersion } = item.metadata;
      if (typeof holderIdentity === 'string' && holderIdentity !== '' && typeof resourceVersion === 'string') members.push({ identity: holderIdentity, version: resourceVersion });
    }
    return members;
  }

  async remove(signal: AbortSignal): Promise<void> {
    try {
      await this.#o.client.request({ method: 'DELETE', path: `${this.#collection}/${encodeURIComponent(this.#name)}`, signal });
    } catch (error) {
      if (!(error instanceof NotFoundError)) throw error;
    }
  }
}
