// The one client of the Kubernetes API server that the operator and the sync agent use: requests
// (with Retry-After), watches, and the object and resource types. Split client-node style:
// transport.ts (URL, credentials from client-node's KubeConfig, impersonation, our own
// keep-alive agents: client-node 1.4.0 builds a new https.Agent, hence a TLS handshake, per
// request), watch.ts (the line stream with an idle timeout, which client-node's watch lacks),
// errors.ts (one class per status callers branch on), discovery.ts (the one discovery). Every
// request is reported to an observer so metrics and benchmarks can count API traffic.
import type http from 'node:http';
import { errorFor, MAX_RETRY_AFTER, TransportError } from './errors.js';
import { Transport } from './transport.js';
import { streamLines } from './watch.js';
import type { KubeClientOptions, KubeRequest, RequestRecord, WatchRequest } from './request.js';

/** Watch events whose objects are metadata only (PartialObjectMetadata), JSON as fallback. */
export const METADATA_WATCH_ACCEPT = 'application/json;as=PartialObjectMetadata;g=meta.k8s.io;v=v1,application/json';
/** Accept header for a list of objects' metadata only (PartialObjectMetadataList), JSON as fallback. */
export const METADATA_LIST_ACCEPT = 'application/json;as=PartialObjectMetadataList;g=meta.k8s.io;v=v1,application/json';
export { HTTP_VERBS } from './request.js';
export type { HttpVerb, KubeClientOptions, KubeRequest, QueryValue, RequestRecord, WatchRequest } from './request.js';

/** The impersonated user name of a service account. */
export function serviceAccountUser(namespace: string, name: string): string {
  return `system:serviceaccount:${namespace}:${name}`;
}

/** Talks to one API server with one identity. Create one per process and share it. */
export class KubeClient {
  readonly #transport: Transport;
  readonly #timeoutMs: number;
  readonly #onRequest: ((record: RequestRecord) => void) | undefined;

  constructor(options: KubeClientOptions) {
    this.#transport = new Transport(options);
    this.#timeoutMs = options.requestTimeoutMs ?? 30_000;
    this.#onRequest = options.onRequest;
  }

  /** The identity requests are impersonating, if any (safe to log). */
  get impersonating(): string | undefined {
    return this.#transport.impersonating;
  }

  /** The API server's base URL without credentials (safe to log). */
  get server(): string {
    return this.#transport.server;
  }

  /** Performs a request and returns the parsed JSON body (undefined for an empty body). */
  async request<T = unknown>(req: KubeRequest): Promise<T> {
    const text = await this.#send(req);
    if (text === '') return undefined as T;
    return JSON.parse(text) as T;
  }

  /**
   * Opens a watch (or any streaming GET) and feeds its lines to `onLine`. Resolves when the
   * server ends the stream; rejects with KubeApiError when the server refuses it, and with
   * TransportError on a network failure or when no byte arrived for `idleTimeoutMs`.
   */
  async stream(req: WatchRequest): Promise<void> {
    const prepared = await this.#transport.prepare({ method: 'GET', path: req.path, query: req.query, ...(req.accept !== undefined ? { accept: req.accept } : {}) }, true);
    const started = performance.now();
    const response = { status: 0 };
    try {
      await streamLines(prepared, req, response);
    } finally {
      this.#onRequest?.({ method: 'GET', path: req.path, status: response.status, watch: true, durationMs: performance.now() - started });
    }
  }

  /**
   * Sends `req`; a 429 that carries Retry-After (the API server's "not processed, come back",
   * e.g. a custom resource's storage re-initializing after its CRD changed, or priority and
   * fairness shedding load) is sent again after that many seconds, as client-go does: up to
   * MAX_RETRY_AFTER times, each wait between 1 and 10 s, never past an abort.
   */
  async #send(req: KubeRequest): Promise<string> {
    for (let attempt = 0; ; attempt++) {
      const response = await this.#sendOnce(req);
      if (response.retryAfterSeconds === undefined || attempt >= MAX_RETRY_AFTER || req.signal?.aborted) {
        if (response.statusCode < 200 || response.statusCode > 299) throw errorFor(response.statusCode, response.body, req.method, req.path);
        return response.body;
      }
      const waitMs = Math.min(10, Math.max(1, response.retryAfterSeconds)) * 1000;
      await new Promise<void>((resolve) => {
        const timer = setTimeout(done, waitMs);
        function done(): void {
          clearTimeout(timer);
          req.signal?.removeEventListener('abort', done);
          resolve();
        }
        req.signal?.addEventListener('abort', done, { once: true });
      });
    }
  }

  async #sendOnce(req: KubeRequest): Promise<{ statusCode: number; body: string; retryAfterSeconds: number | undefined }> {
    const prepared = await this.#transport.prepare(req, false);
    const payload = req.body === undefined ? undefined : Buffer.from(JSON.stringify(req.body), 'utf8');
    const headers: http.OutgoingHttpHeaders = { ...((prepared.options.headers as http.OutgoingHttpHeaders | undefined) ?? {}) };
    if (payload) {
      headers['content-type'] = req.contentType ?? 'application/json';
      headers['content-length'] = payload.length;
    }
    const started = performance.now();
    let status = 0;
    try {
      const { statusCode, body, retryAfter } = await new Promise<{ statusCode: number; body: string; retryAfter: string | undefined }>((resolve, reject) => {
        let settled = false;
        const timeoutMs = req.timeoutMs ?? this.#timeoutMs;
        const finish = (error: Error | undefined, value?: { statusCode: number; body: string; retryAfter: string | undefined }): void => {
          if (settled) return;
          settled = true;
          clearTimeout(timer);
          req.signal?.removeEventListener('abort', onAbort);
          if (error) reject(error);
          else resolve(value!);
        };
        const timer = setTimeout(() => {
          request.destroy();
          finish(new TransportError(`${req.method} ${req.path} timed out after ${timeoutMs} ms`, 'TIMEOUT'));
        }, timeoutMs);
        const onAbort = (): void => {
          request.destroy();
          finish(new TransportError('aborted', 'ABORTED'));
        };
        const request = prepared.transport.request(prepared.url, { ...prepared.options, method: req.method, headers }, (response) => {
          const chunks: Buffer[] = [];
          response.on('data', (chunk: Buffer) => chunks.push(chunk));
          const retryAfterHeader = response.headers['retry-after'];
          response.on('end', () => finish(undefined, { statusCode: response.statusCode ?? 0, body: Buffer.concat(chunks).toString('utf8'), retryAfter: typeof retryAfterHeader === 'string' ? retryAfterHeader : undefined }));
          response.on('error', (e) => finish(new TransportError(e.message, 'RESPONSE')));
          response.on('aborted', () => finish(new TransportError(`${req.method} ${req.path}: response cut`, 'ABORTED')));
        });
        request.on('error', (e: NodeJS.ErrnoException) => finish(new TransportError(e.message, e.code ?? 'REQUEST')));
        if (req.signal?.aborted) onAbort();
        else req.signal?.addEventListener('abort', onAbort, { once: true });
        request.end(payload);
      });
      status = statusCode;
      const seconds = retryAfter !== undefined && /^\d{1,4}$/.test(retryAfter.trim()) ? Number(retryAfter.trim()) : undefined;
      return { statusCode, body, retryAfterSeconds: statusCode === 429 ? seconds : undefined };
    } finally {
      this.#onRequest?.({ method: req.method, path: req.path, status, watch: false, durationMs: performance.now() - started });
    }
  }

  /** Closes idle keep-alive connections (open watches end when their signals abort). */
  close(): void {
    this.#transport.close();
  }
}

// ---------------------------------------------------------------------------------------
// Objects and resources

/** Where a kind is served: its plural resource name and whether it is namespaced. */
export interface ResourceInfo {
  readonly group: string;
  readonly version: string;
  readonly plural: string;
  readonly namespaced: boolean;
}

/** Finds the resource of a kind. The sync agent's discovery can implement this too. */
export interface ResourceResolver {
  resolve(apiVersion: string, kind: string): Promise<ResourceInfo>;
}

/** `/api/v1/namespaces/ns/resourcequotas/name[/status]` and friends. */
export function resourcePath(resource: ResourceInfo, target: { namespace?: string; name?: string; subresource?: string }): string {
  const root = resource.group === '' ? `/api/${resource.version}` : `/apis/${resource.group}/${resource.version}`;
  const ns = resource.namespaced && target.namespace !== undefined ? `/namespaces/${encodeURIComponent(target.namespace)}` : '';
  const name = target.name !== undefined ? `/${encodeURIComponent(target.name)}` : '';
  const sub = target.name !== undefined && target.subresource !== undefined ? `/${target.subresource}` : '';
  return `${root}${ns}/${resource.plural}${name}${sub}`;
}
