import type { KubeConfig } from '@kubernetes/client-node';
import { isRecord, type KubeObject } from '../../core/manifest/manifest.js';
import { KubeClient } from './client.js';
import { isNotFound, isTransient } from './errors.js';

/**
 * Reads what crd-diff --kubeconfig needs from a cluster: a CRD as the API server has it
 * (status.storedVersions included), and every stored object of one CRD version, page by page.
 * Transient failures (network, 429, 5xx) are retried with backoff; the delay is injected.
 */

export interface CrdLiveReader {
  /** The live CRD object, or undefined when the cluster does not have it. */
  readCrd(name: string): Promise<Record<string, unknown> | undefined>;
  /** Every object of a CRD version, in pages (all namespaces). */
  listObjects(resource: { readonly group: string; readonly version: string; readonly plural: string }): AsyncIterable<KubeObject[]>;
}

export interface CrdLiveReaderOptions {
  readonly kubeConfig: KubeConfig;
  /** Items per list page (default 500). */
  readonly pageSize?: number;
  /** Attempts per request for transient failures (default 4). */
  readonly attempts?: number;
  /** First retry delay; doubles each time (default 250 ms). */
  readonly baseDelayMs?: number;
  readonly sleep?: (ms: number) => Promise<void>;
}

export class KubeCrdLiveReader implements CrdLiveReader {
  readonly #client: KubeClient;
  readonly #pageSize: number;
  readonly #attempts: number;
  readonly #baseDelayMs: number;
  readonly #sleep: (ms: number) => Promise<void>;

  constructor(options: CrdLiveReaderOptions) {
    this.#client = new KubeClient({ kubeConfig: options.kubeConfig, userAgent: 'driftgate-crd-diff' });
    this.#pageSize = options.pageSize ?? 500;
    this.#attempts = options.attempts ?? 4;
    this.#baseDelayMs = options.baseDelayMs ?? 250;
    this.#sleep = options.sleep ?? ((ms) => new Promise((resolve) => setTimeout(resolve, ms)));
  }

  async readCrd(name: string): Promise<Record<string, unknown> | undefined> {
    try {
      const crd = await this.#retry(() => this.#client.request({ method: 'GET', path: `/apis/apiextensions.k8s.io/v1/customresourcedefinitions/${encodeURIComponent(name)}` }));
      return isRecord(crd) ? crd : undefined;
    } catch (error) {
      if (isNotFound(error)) return undefined;
      throw error;
    }
  }

  async *listObjects(resource: { readonly group: string; readonly version: string; readonly plural: string }): AsyncIterable<KubeObject[]> {
    const path = `/apis/${encodeURIComponent(resource.group)}/${encodeURIComponent(resource.version)}/${encodeURIComponent(resource.plural)}`;
    let token: string | undefined;
    do {
      const query = { limit: this.#pageSize, ...(token ? { continue: token } : {}) };
      const page = await this.#retry(() => this.#client.request({ method: 'GET', path, query }));
      const items = isRecord(page) && Array.isArray(page.items) ? page.items : [];
      const apiVersion = `${resource.group}/${resource.version}`;
      const kind = isRecord(page) && typeof page.kind === 'string' ? page.kind.replace(/List$/, '') : '';
      yield items.filter(isRecord).map((item) => ({ apiVersion, kind, ...item, metadata: isRecord(item.metadata) ? item.metadata : {} }) as KubeObject);
      const metadata = isRecord(page) && isRecord(page.metadata) ? page.metadata : {};
      token = typeof metadata.continue === 'string' && metadata.continue !== '' ? metadata.continue : undefined;
    } while (token !== undefined);
  }

  async #retry<T>(fn: () => Promise<T>): Promise<T> {
    for (let attempt = 1; ; attempt++) {
      try {
        return await fn();
      } catch (error) {
        if (attempt >= this.#attempts || !isTransient(error)) throw error;
        await this.#sleep(this.#baseDelayMs * 2 ** (attempt - 1));
      }
    }
  }
}
