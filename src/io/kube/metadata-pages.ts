// Lists a collection's metadata page by page (PartialObjectMetadataList, 500 a page), bounded:
// the ownership guards that read it (namespace contents, a CRD's objects) must never grow with
// what a cluster holds, so past `maxItems` the walk stops and says so.
import { isRecord } from '../../core/manifest/manifest.js';
import { METADATA_LIST_ACCEPT, type KubeClient } from './client.js';

export interface MetadataPagesOptions {
  readonly signal?: AbortSignal;
  /** Items examined at most; past it the walk stops with `truncated`. */
  readonly maxItems: number;
}

/**
 * Calls `visit` with each item's metadata (an empty record when the item has none). Resolves
 * `{ truncated: true }` when more than `maxItems` existed. API errors are thrown to the caller,
 * which decides what a 404 or 403 means for its guard.
 */
export async function forEachMetadata(client: KubeClient, path: string, options: MetadataPagesOptions, visit: (metadata: Record<string, unknown>) => void): Promise<{ readonly truncated: boolean }> {
  let next: string | undefined;
  let seen = 0;
  do {
    const list = await client.request({
      method: 'GET',
      path,
      query: { limit: 500, continue: next },
      accept: METADATA_LIST_ACCEPT,
      ...(options.signal ? { signal: options.signal } : {}),
    });
    const items = isRecord(list) && Array.isArray(list.items) ? list.items : [];
    for (const item of items) visit(isRecord(item) && isRecord(item.metadata) ? item.metadata : {});
    seen += items.length;
    const cont = isRecord(list) && isRecord(list.metadata) && typeof list.metadata.continue === 'string' ? list.metadata.continue : '';
    next = cont !== '' ? cont : undefined;
    if (next !== undefined && seen >= options.maxItems) return { truncated: true };
  } while (next !== undefined);
  return { truncated: false };
}
