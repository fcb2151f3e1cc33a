// List and watch over HTTP for the controller's Informer (src/controller/informer.ts): paged
// lists (500 per page), watches with allowWatchBookmarks and a server-side timeoutSeconds,
// an idle timeout on the stream, and label/field selectors. Every failure is thrown to the
// informer, which decides between relist (410) and backoff (anything else).
import type { ListResult, ListWatchSource, WatchEvent, WatchOptions } from '../../core/ports/list-watch.js';
import { METADATA_LIST_ACCEPT, METADATA_WATCH_ACCEPT, resourcePath, type KubeClient, type ResourceInfo } from './client.js';
import { asLiveObject, type LiveObject, isRecord } from '../../core/manifest/manifest.js';

export interface KubeListWatchOptions {
  readonly client: KubeClient;
  readonly resource: ResourceInfo;
  /** Kind of the items (list items carry no apiVersion/kind). */
  readonly kind: string;
  /** Watch one namespace; all namespaces when absent. */
  readonly namespace?: string;
  readonly labelSelector?: string;
  readonly fieldSelector?: string;
  readonly pageSize?: number;
  /** Metadata only (PartialObjectMetadata lists and watch events): labels and annotations without spec or status. */
  readonly metadataOnly?: boolean;
}

export class KubeListWatch implements ListWatchSource<LiveObject> {
  readonly #o: KubeListWatchOptions;
  readonly #path: string;
  readonly #apiVersion: string;

  constructor(options: KubeListWatchOptions) {
    this.#o = options;
    this.#path = resourcePath(options.resource, options.namespace !== undefined ? { namespace: options.namespace } : {});
    this.#apiVersion = options.resource.group === '' ? options.resource.version : `${options.resource.group}/${options.resource.version}`;
  }

  async list(signal: AbortSignal): Promise<ListResult<LiveObject>> {
    const items: LiveObject[] = [];
    let resourceVersion = '';
    let token: string | undefined;
    do {
      const page = await this.#o.client.request<unknown>({
        method: 'GET',
        path: this.#path,
        query: { limit: this.#o.pageSize ?? 500, continue: token, labelSelector: this.#o.labelSelector, fieldSelector: this.#o.fieldSelector },
        ...(this.#o.metadataOnly ? { accept: METADATA_LIST_ACCEPT } : {}),
        signal,
      });
      if (!isRecord(page) || !Array.isArray(page.items) || !isRecord(page.metadata)) throw new Error(`listing ${this.#path} returned something that is not a list`);
      // The first page's resourceVersion is the snapshot every page belongs to.
      if (resourceVersion === '' && typeof page.metadata.resourceVersion === 'string') resourceVersion = page.metadata.resourceVersion;
      for (const item of page.items) items.push(asLiveObject(item, { apiVersion: this.#apiVersion, kind: this.#o.kind }));
      token = typeof page.metadata.continue === 'string' && page.metadata.continue !== '' ? page.metadata.continue : undefined;
    } while (token !== undefined);
    return { items, resourceVersion };
  }

  watch(options: WatchOptions<LiveObject>): Promise<void> {
    return this.#o.client.stream({
      path: this.#path,
      query: {
        watch: 'true',
        resourceVersion: options.resourceVersion,
        allowWatchBookmarks: 'true',
        timeoutSeconds: options.timeoutSeconds,
        labelSelector: this.#o.labelSelector,
        fieldSelector: this.#o.fieldSelector,
      },
      signal: options.signal,
      idleTimeoutMs: options.idleTimeoutMs,
      ...(this.#o.metadataOnly ? { accept: METADATA_WATCH_ACCEPT } : {}),
      onLine: (line) => options.onEvent(this.#parse(line)),
    });
  }

  #parse(line: string): WatchEvent<LiveObject> {
    const event: unknown = JSON.parse(line);
    if (!isRecord(event) || typeof event.type !== 'string') throw new Error('malformed watch event');
    const object = event.object;
    switch (event.type) {
      case 'ADDED':
      case 'MODIFIED':
      case 'DELETED':
        return { type: event.type, object: asLiveObject(object, { apiVersion: this.#apiVersion, kind: this.#o.kind }) };
      case 'BOOKMARK': {
        const meta = isRecord(object) && isRecord(object.metadata) ? object.metadata : {};
        return { type: 'BOOKMARK', resourceVersion: typeof meta.resourceVersion === 'string' ? meta.resourceVersion : '' };
      }
      case 'ERROR': {
        const s = isRecord(object) ? object : {};
        return {
          type: 'ERROR',
          code: typeof s.code === 'number' ? s.code : 0,
          reason: typeof s.reason === 'string' ? s.reason : '',
          message: typeof s.message === 'string' ? s.message : '',
        };
      }
      default:
        throw new Error(`unknown watch event type ${JSON.stringify(event.type)}`);
    }
  }
}
