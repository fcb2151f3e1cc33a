// The sync agent's inventory: which objects it applied, at which revision, stored in the
// cluster (a ConfigMap in the agent's namespace) so a restarted agent knows what it owns, what
// it applied last and what it attempted, without any local state.
import { isRecord } from '../../core/manifest/manifest.js';
import type { ObjectKey } from '../../core/drift/ownership.js';
import { MANAGED_BY_LABEL, MANAGED_BY_VALUE, SYNC_LABEL } from '../../core/drift/ownership.js';
import { applyObject } from './apply.js';
import { isNotFound, type KubeClient, type ResourceResolver } from './client.js';

/**
 * One object the sync owns. `uid` is the object's uid when this sync created or adopted it: the
 * proof prune relies on (a label can be copied; a uid cannot). Entries written before uids were
 * recorded have none, and are never pruned.
 */
export interface InventoryEntry extends ObjectKey {
  readonly uid?: string;
}

export interface Inventory {
  /** The commit last applied completely (every object applied, prune done). */
  readonly appliedRevision?: string;
  /** The commit last attempted (may equal appliedRevision). */
  readonly attemptedRevision?: string;
  /** Why the last attempt did not apply (gate refusal, apply error), if it did not. */
  readonly attemptMessage?: string;
  readonly entries: readonly InventoryEntry[];
}

export const INVENTORY_KEY = 'inventory';
const META_KEY = 'revision.json';

/** The name of the inventory ConfigMap of a sync. */
export function inventoryName(sync: string): string {
  return `driftgate-inventory-${sync}`;
}

/** `apiVersion kind namespace name [uid]` per line; `-` for no namespace. Sorted, compact, diff-friendly. */
export function encodeEntries(entries: readonly InventoryEntry[]): string {
  const lines = entries.map((e) => `${e.apiVersion} ${e.kind} ${e.namespace ?? '-'} ${e.name}${e.uid ? ` ${e.uid}` : ''}`);
  return [...new Set(lines)].sort().join('\n') + (lines.length ? '\n' : '');
}

export function decodeEntries(text: string): InventoryEntry[] {
  const out: InventoryEntry[] = [];
  for (const line of text.split('\n')) {
    const [apiVersion, kind, namespace, name, uid] = line.trim().split(' ');
    if (!apiVersion || !kind || !namespace || !name) continue;
    out.push({ apiVersion, kind, ...(namespace !== '-' ? { namespace } : {}), name, ...(uid ? { uid } : {}) });
  }
  return out;
}

/** ConfigMaps hold at most 1 MiB; leave room for metadata. */
export const MAX_INVENTORY_BYTES = 900 * 1024;

export class InventoryTooLargeError extends Error {
  override readonly name = 'InventoryTooLargeError';
}

export interface InventoryStoreOptions {
  readonly client: KubeClient;
  readonly resolver: ResourceResolver;
  /** Where the ConfigMap lives (the agent's namespace). */
  readonly namespace: string;
  readonly sync: string;
  readonly fieldManager: string;
  /** The ConfigMap's name (default `driftgate-inventory-<sync>`; a shard's is `...-shard-<k>`). */
  readonly name?: string;
}

export class InventoryStore {
  readonly name: string;
  private readonly options: InventoryStoreOptions;

  constructor(options: InventoryStoreOptions) {
    this.options = options;
    this.name = options.name ?? inventoryName(options.sync);
  }

  /** The stored inventory, or undefined when this sync never stored one. */
  async read(signal?: AbortSignal): Promise<Inventory | undefined> {
    let cm: unknown;
    try {
      cm = await this.options.client.request({
        method: 'GET',
        path: `/api/v1/namespaces/${encodeURIComponent(this.options.namespace)}/configmaps/${encodeURIComponent(this.name)}`,
        ...(signal ? { signal } : {}),
      });
    } catch (error) {
      if (isNotFound(error)) return undefined;
      throw error;
    }
    const data = isRecord(cm) && isRecord(cm.data) ? cm.data : {};
    const entries = typeof data[INVENTORY_KEY] === 'string' ? decodeEntries(data[INVENTORY_KEY]) : [];
    let meta: Record<string, unknown> = {};
    try {
      const parsed: unknown = typeof data[META_KEY] === 'string' ? JSON.parse(data[META_KEY]) : {};
      if (isRecord(parsed)) meta = parsed;
    } catch {
      meta = {};
    }
    const str = (k: string): string | undefined => (typeof meta[k] === 'string' && meta[k] !== '' ? meta[k] : undefined);
    const applied = str('appliedRevision');
    const attempted = str('attemptedRevision');
    const message = str('attemptMessage');
    return { ...(applied ? { appliedRevision: applied } : {}), ...(attempted ? { attemptedRevision: attempted } : {}), ...(message ? { attemptMessage: message } : {}), entries };
  }

  /**
   * Another key of the same ConfigMap, owned by another field manager (e.g. the GitHub report
   * state), so writing it never touches the inventory and the other way round.
   */
  async readExtra(key: string, signal?: AbortSignal): Promise<string | undefined> {
    try {
      const cm = await this.options.client.request<unknown>({
        method: 'GET',
        path: `/api/v1/namespaces/${encodeURIComponent(this.options.namespace)}/configmaps/${encodeURIComponent(this.name)}`,
        ...(signal ? { signal } : {}),
      });
      const data = isRecord(cm) && isRecord(cm.data) ? cm.data : {};
      return typeof data[key] === 'string' ? data[key] : undefined;
    } catch (error) {
      if (isNotFound(error)) return undefined;
      throw error;
    }
  }

  async writeExtra(key: string, value: string, fieldManager: string, signal?: AbortSignal): Promise<void> {
    if (key === INVENTORY_KEY || key === META_KEY) throw new Error(`${key} belongs to the inventory itself`);
    await applyObject(
      { client: this.options.client, resolver: this.options.resolver },
      { apiVersion: 'v1', kind: 'ConfigMap', metadata: { name: this.name, namespace: this.options.namespace }, data: { [key]: value } },
      { fieldManager, force: true, ...(signal ? { signal } : {}) },
    );
  }

  /**
   * Removes a key written with writeExtra: applying the ConfigMap without it as the same field
   * manager lets server-side apply drop the field that manager alone owned.
   */
  async removeExtra(key: string, fieldManager: string, signal?: AbortSignal): Promise<void> {
    if (key === INVENTORY_KEY || key === META_KEY) throw new Error(`${key} belongs to the inventory itself`);
    await applyObject(
      { client: this.options.client, resolver: this.options.resolver },
      { apiVersion: 'v1', kind: 'ConfigMap', metadata: { name: this.name, namespace: this.options.namespace } },
      { fieldManager, force: true, ...(signal ? { signal } : {}) },
    );
  }

  /** Stores the inventory (server-side apply: idempotent, no read-modify-write race). */
  async write(inventory: Inventory, signal?: AbortSignal): Promise<void> {
    const encoded = encodeEntries(inventory.entries);
    if (Buffer.byteLength(encoded) > MAX_INVENTORY_BYTES) {
      throw new InventoryTooLargeError(`the inventory of ${inventory.entries.length} objects exceeds ${MAX_INVENTORY_BYTES} bytes; split the path into several syncs`);
    }
    const meta = JSON.stringify({
      appliedRevision: inventory.appliedRevision ?? '',
      attemptedRevision: inventory.attemptedRevision ?? '',
      attemptMessage: (inventory.attemptMessage ?? '').slice(0, 1024),
    });
    await applyObject(
      { client: this.options.client, resolver: this.options.resolver },
      {
        apiVersion: 'v1',
        kind: 'ConfigMap',
        metadata: {
          name: this.name,
          namespace: this.options.namespace,
          labels: { [MANAGED_BY_LABEL]: MANAGED_BY_VALUE, [SYNC_LABEL]: this.options.sync, 'driftgate.dev/inventory': 'true' },
        },
        data: { [INVENTORY_KEY]: encoded, [META_KEY]: meta },
      },
      { fieldManager: this.options.fieldManager, force: true, ...(signal ? { signal } : {}) },
    );
  }
}
