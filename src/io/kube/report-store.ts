// The GitHub reporter's state: one key of a ConfigMap of its own (`driftgate-report-<sync>`) in
// the agent's namespace, so it does not share a ConfigMap's 1 MiB with the inventory (which may
// use 900 KiB by itself at 10,000 objects). Written by server-side apply as its own field manager.
// Reads fall back to the key the state had in the inventory ConfigMap before; that key is removed
// after the first write here.
import { SYNC_LABEL } from '../../core/drift/ownership.js';
import { isRecord } from '../../core/manifest/manifest.js';
import { applyObject } from './apply.js';
import type { KubeClient, ResourceResolver } from './client.js';
import { isNotFound } from './errors.js';
import type { InventoryStore } from './inventory.js';

export const REPORT_STATE_KEY = 'report.json';

/** The name of the report-state ConfigMap of a sync. */
export function reportStateName(sync: string): string {
  return `driftgate-report-${sync}`;
}

export interface ReportStateStoreOptions {
  readonly client: KubeClient;
  readonly resolver: ResourceResolver;
  readonly namespace: string;
  readonly sync: string;
  readonly fieldManager: string;
  /** Where the state was kept before (key `report.json` of the inventory ConfigMap). */
  readonly inventory: InventoryStore;
  /** The ConfigMap's name (default `driftgate-report-<sync>`; a shard's is `...-shard-<k>`). */
  readonly name?: string;
}

export class ReportStateStore {
  readonly name: string;
  private readonly o: ReportStateStoreOptions;
  private legacy = false;

  constructor(options: ReportStateStoreOptions) {
    this.o = options;
    this.name = options.name ?? reportStateName(options.sync);
  }

  async read(signal?: AbortSignal): Promise<string | undefined> {
    let cm: unknown;
    try {
      cm = await this.o.client.request<unknown>({ method: 'GET', path: this.path(), ...(signal ? { signal } : {}) });
    } catch (error) {
      if (!isNotFound(error)) throw error;
    }
    const data = isRecord(cm) && isRecord(cm.data) ? cm.data : {};
    const text = data[REPORT_STATE_KEY];
    if (typeof text === 'string') return text;
    const legacy = await this.o.inventory.readExtra(REPORT_STATE_KEY, signal);
    this.legacy = legacy !== undefined;
    return legacy;
  }

  async write(text: string, signal?: AbortSignal): Promise<void> {
    await applyObject(
      { client: this.o.client, resolver: this.o.resolver },
      {
        apiVersion: 'v1',
        kind: 'ConfigMap',
        metadata: { name: this.name, namespace: this.o.namespace, labels: { [SYNC_LABEL]: this.o.sync, 'driftgate.dev/report-state': 'true' } },
        data: { [REPORT_STATE_KEY]: text },
      },
      { fieldManager: this.o.fieldManager, force: true, ...(signal ? { signal } : {}) },
    );
    if (this.legacy) {
      await this.o.inventory.removeExtra(REPORT_STATE_KEY, this.o.fieldManager, signal);
      this.legacy = false;
    }
  }

  private path(): string {
    return `/api/v1/namespaces/${encodeURIComponent(this.o.namespace)}/configmaps/${encodeURIComponent(this.name)}`;
  }
}
