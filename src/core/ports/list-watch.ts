// What an informer needs from the API server (src/controller/informer.ts consumes it,
// src/io/kube/informer.ts implements it over HTTP): list, then watch from the list's version.

export interface CachedObject {
  readonly metadata: { readonly name: string; readonly namespace?: string; readonly resourceVersion: string };
}

export interface ListResult<T> {
  readonly items: readonly T[];
  readonly resourceVersion: string;
}

export type WatchEvent<T> =
  | { readonly type: 'ADDED' | 'MODIFIED' | 'DELETED'; readonly object: T }
  | { readonly type: 'BOOKMARK'; readonly resourceVersion: string }
  | { readonly type: 'ERROR'; readonly code: number; readonly reason: string; readonly message: string };

export interface WatchOptions<T> {
  readonly resourceVersion: string;
  readonly timeoutSeconds: number;
  /** The stream must be aborted when no byte arrived for this long. */
  readonly idleTimeoutMs: number;
  readonly signal: AbortSignal;
  readonly onEvent: (event: WatchEvent<T>) => void;
}

export interface ListWatchSource<T> {
  /** Lists everything (all pages) and the list's resourceVersion. */
  list(signal: AbortSignal): Promise<ListResult<T>>;
  /** Resolves when the server ends the watch; rejects on any failure (a 410 carries `status: 410`). */
  watch(options: WatchOptions<T>): Promise<void>;
}
