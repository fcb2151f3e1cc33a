// The one HTTP transport to the Kubernetes API server that the operator (and the sync agent)
// use. It borrows configuration and credentials from client-node's KubeConfig (kubeconfig
// files, in-cluster service-account tokens, exec plugins, impersonation) but keeps its own
// keep-alive agents: client-node 1.4.0 builds a new https.Agent, hence a new TLS handshake,
// for every request, and its watch has no idle timeout. Every request is reported to an
// observer so metrics and benchmarks can count API traffic.
import http from 'node:http';
import https from 'node:https';
import type { KubeConfig } from '@kubernetes/client-node';
import { isRecord } from '../../core/manifest/manifest.js';


/** Accept header for a list of objects' metadata only (PartialObjectMetadataList), JSON as fallback. */
export const METADATA_LIST_ACCEPT = 'application/json;as=PartialObjectMetadataList;g=meta.k8s.io;v=v1,application/json';
export const HTTP_VERBS = ['GET', 'POST', 'PUT', 'PATCH', 'DELETE'] as const;
export type HttpVerb = (typeof HTTP_VERBS)[number];

export type QueryValue = string | number | boolean | undefined;

export interface KubeRequest {
  readonly method: HttpVerb;
  /** Absolute API path, e.g. `/api/v1/namespaces/x`. */
  readonly path: string;
  readonly query?: Readonly<Record<string, QueryValue>>;
  /** JSON-serialisable body. */
  readonly body?: unknown;
  readonly contentType?: string;
  /** The Accept header (default `application/json`), e.g. a PartialObjectMetadataList. */
  readonly accept?: string;
  readonly signal?: AbortSignal;
  /** Overall deadline for a non-watch request (default: the client's requestTimeoutMs). */
  readonly timeoutMs?: number;
}

export interface WatchRequest {
  readonly path: string;
  readonly query?: Readonly<Record<string, QueryValue>>;
  readonly signal?: AbortSignal;
  /** Abort the stream when no byte arrived for this long (dead TCP connections, frozen servers). */
  readonly idleTimeoutMs: number;
  /** Called for every non-empty line of the response (one JSON watch event per line). */
  readonly onLine: (line: string) => void;
}

/** What the client reports for every request it made (for metrics and benchmarks). */
export interface RequestRecord {
  readonly method: HttpVerb;
  readonly path: string;
  /** HTTP status, or 0 when no response arrived. */
  readonly status: number;
  readonly watch: boolean;
  readonly durationMs: number;
}

export interface KubeClientOptions {
  readonly kubeConfig: KubeConfig;
  readonly userAgent?: string;
  /** Deadline of ordinary requests (default 30 s). */
  readonly requestTimeoutMs?: number;
  /** Concurrent connections for ordinary requests (default 32; watches use their own agent). */
  readonly maxSockets?: number;
  readonly onRequest?: (record: RequestRecord) => void;
  /**
   * Act as another identity (impersonation headers on every request): e.g.
   * `system:serviceaccount:NS:NAME`, so the API server's RBAC judges each request as that
   * service account. The kubeconfig's own identity needs `impersonate` on it.
   */
  readonly impersonate?: { readonly user: string; readonly groups?: readonly string[] };
}

/** The impersonated user name of a service account. */
export function serviceAccountUser(namespace: string, name: string): string {
  return `system:serviceaccount:${namespace}:${name}`;
}

/** One cause from a Kubernetes `Status` (e.g. a field that failed validation). */
export interface StatusCause {
  readonly reason?: string;
  readonly message?: string;
  readonly field?: string;
}

/**
 * A response from the API server that is not 2xx. `message` is the server's Status message
 * (never headers, never credentials). Subclasses name the statuses callers branch on.
 */
export class KubeApiError extends Error {
  override readonly name: string = 'KubeApiError';
  readonly status: number;
  /** Status.reason, e.g. `Conflict`, `Invalid`, `Forbidden`, `NotFound`, `Expired`. */
  readonly reason: string;
  readonly causes: readonly StatusCause[];
  readonly method: HttpVerb;
  readonly path: string;

  constructor(init: { status: number; reason: string; message: string; causes: readonly StatusCause[]; method: HttpVerb; path: string }) {
    super(init.message);
    this.status = init.status;
    this.reason = init.reason;
    this.causes = init.causes;
    this.method = init.method;
    this.path = init.path;
  }
}
/** 409: a resourceVersion precondition failed, the object already exists, or an apply conflicts with another field manager. */
export class ConflictError extends KubeApiError {
  override readonly name = 'ConflictError';
}
/** 422: the object was rejected by validation (schema, CEL, immutable fields); see `causes`. */
export class InvalidError extends KubeApiError {
  override readonly name = 'InvalidError';
}
/** 403: RBAC or an admission policy refused the request. */
export class ForbiddenError extends KubeApiError {
  override readonly name = 'ForbiddenError';
}
export class NotFoundError extends KubeApiError {
  override readonly name = 'NotFoundError';
}
/** 410: the requested resourceVersion is too old (watch/list): relist. */
export class GoneError extends KubeApiError {
  override readonly name = 'GoneError';
}

/** No response: connection refused or reset, TLS failure, timeout, idle watch. Always transient. */
export class TransportError extends Error {
  override readonly name = 'TransportError';
  readonly code: string;
  constructor(message: string, code: string) {
    super(message);
    this.code = code;
  }
}

/** How many times one request is sent again after a 429 with Retry-After (client-go: 10). */
export const MAX_RETRY_AFTER = 5;

/**
 * Whether retrying the same request later may succeed without anybody changing anything.
 * Conflicts (409) are not transient: re-read first (the caller decides).
 */
export function isTransient(error: unknown): boolean {
  if (error instanceof TransportError) return true;
  if (error instanceof KubeApiError) return error.status === 429 || error.status >= 500;
  return false;
}

export function isNotFound(error: unknown): boolean {
  return error instanceof KubeApiError && error.status === 404;
}

function errorFor(status: number, body: string, method: HttpVerb, path: string): KubeApiError {
  let reason = '';
  let message = `${method} ${path}: HTTP ${status}`;
  let causes: StatusCause[] = [];
  try {
    const parsed: unknown = JSON.parse(body);
    if (typeof parsed === 'object' && parsed !== null) {
      const s = parsed as Record<string, unknown>;
      if (typeof s.reason === 'string') reason = s.reason;
      if (typeof s.message === 'string' && s.message !== '') message = s.message;
      const details = s.details;
      if (typeof details === 'object' && details !== null && Array.isArray((details as Record<string, unknown>).causes)) {
        causes = ((details as Record<string, unknown>).causes as unknown[]).flatMap((c): StatusCause[] => {
          if (typeof c !== 'object' || c === null) return [];
          const r = c as Record<string, unknown>;
          return [
            {
              ...(typeof r.reason === 'string' ? { reason: r.reason } : {}),
              ...(typeof r.message === 'string' ? { message: r.message } : {}),
              ...(typeof r.field === 'string' ? { field: r.field } : {}),
            },
          ];
        });
      }
    }
  } catch {
    // not a Status: keep the generic message (the body may be HTML from a proxy; never echo it)
  }
  const init = { status, reason, message, causes, method, path };
  switch (status) {
    case 409:
      return new ConflictError(init);
    case 422:
      return new InvalidError(init);
    case 403:
      return new ForbiddenError(init);
    case 404:
      return new NotFoundError(init);
    case 410:
      return new GoneError(init);
    default:
      return new KubeApiError(init);
  }
}

export function buildQuery(query: Readonly<Record<string, QueryValue>> | undefined): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query ?? {})) {
    if (value !== undefined) params.set(key, String(value));
  }
  const text = params.toString();
  return text === '' ? '' : `?${text}`;
}

interface Prepared {
  readonly url: URL;
  readonly options: https.RequestOptions;
  readonly transport: typeof https | typeof http;
}

/** Talks to one API server with one identity. Create one per process and share it. */
export class KubeClient {
  readonly #kc: KubeConfig;
  readonly #server: URL;
  readonly #userAgent: string;
  readonly #timeoutMs: number;
  readonly #onRequest: ((record: RequestRecord) => void) | undefined;
  readonly #maxSockets: number;
  readonly #impersonate: KubeClientOptions['impersonate'];
  #agent: https.Agent | http.Agent | undefined;
  #watchAgent: https.Agent | http.Agent | undefined;

  constructor(options: KubeClientOptions) {
    this.#kc = options.kubeConfig;
    const cluster = options.kubeConfig.getCurrentCluster();
    if (!cluster) throw new Error('the kubeconfig has no current cluster');
    this.#server = new URL(cluster.server);
    this.#userAgent = options.userAgent ?? 'driftgate';
    this.#timeoutMs = options.requestTimeoutMs ?? 30_000;
    this.#onRequest = options.onRequest;
    this.#maxSockets = options.maxSockets ?? 32;
    this.#impersonate = options.impersonate;
  }

  /** The identity requests are impersonating, if any (safe to log). */
  get impersonating(): string | undefined {
    return this.#impersonate?.user;
  }

  /** The API server's base URL without credentials (safe to log). */
  get server(): string {
    return `${this.#server.protocol}//${this.#server.host}`;
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
    const prepared = await this.#prepare({ method: 'GET', path: req.path, query: req.query }, true);
    const started = performance.now();
    let status = 0;
    try {
      await new Promise<void>((resolve, reject) => {
        let settled = false;
        const finish = (error?: Error): void => {
          if (settled) return;
          settled = true;
          clearTimeout(idle);
          req.signal?.removeEventListener('abort', onAbort);
          if (error) reject(error);
          else resolve();
        };
        let idle: NodeJS.Timeout = setTimeout(() => undefined, 0);
        const armIdle = (): void => {
          clearTimeout(idle);
          idle = setTimeout(() => {
            request.destroy();
            finish(new TransportError(`watch ${req.path} was idle for ${req.idleTimeoutMs} ms`, 'IDLE'));
          }, req.idleTimeoutMs);
        };
        const onAbort = (): void => {
          request.destroy();
          finish(new TransportError('aborted', 'ABORTED'));
        };
        const request = prepared.transport.request(prepared.url, { ...prepared.options, method: 'GET' }, (response) => {
          status = response.statusCode ?? 0;
          if (status !== 200) {
            let body = '';
            response.setEncoding('utf8');
            response.on('data', (chunk: string) => (body += chunk));
            response.on('end', () => finish(errorFor(status, body, 'GET', req.path)));
            response.on('error', (e) => finish(new TransportError(e.message, 'RESPONSE')));
            return;
          }
          armIdle();
          let buffer = '';
          response.setEncoding('utf8');
          response.on('data', (chunk: string) => {
            armIdle();
            buffer += chunk;
            let nl = buffer.indexOf('\n');
            while (nl !== -1) {
              const line = buffer.slice(0, nl).trim();
              buffer = buffer.slice(nl + 1);
              if (line !== '') {
                try {
                  req.onLine(line);
                } catch (error) {
                  request.destroy();
                  finish(error instanceof Error ? error : new Error(String(error)));
                  return;
                }
              }
              nl = buffer.indexOf('\n');
            }
          });
          response.on('end', () => {
            const rest = buffer.trim();
            if (rest !== '') {
              try {
                req.onLine(rest);
              } catch (error) {
                finish(error instanceof Error ? error : new Error(String(error)));
                return;
              }
            }
            finish();
          });
          response.on('aborted', () => finish(new TransportError(`watch ${req.path} was cut by the server`, 'ABORTED')));
          response.on('error', (e) => finish(new TransportError(e.message, 'RESPONSE')));
        });
        request.on('error', (e: NodeJS.ErrnoException) => finish(new TransportError(e.message, e.code ?? 'REQUEST')));
        if (req.signal?.aborted) onAbort();
        else req.signal?.addEventListener('abort', onAbort, { once: true });
        // connection phase: bounded as well
        armIdle();
        request.end();
      });
    } finally {
      this.#onRequest?.({ method: 'GET', path: req.path, status, watch: true, durationMs: performance.now() - started });
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
    const prepared = await this.#prepare(req, false);
    if (req.accept !== undefined) (prepared.options.headers as http.OutgoingHttpHeaders).accept = req.accept;
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

  async #prepare(req: Pick<KubeRequest, 'method' | 'path' | 'query'>, watch: boolean): Promise<Prepared> {
    // applyToHTTPSOptions fills in TLS material and auth headers (token files are re-read by
    // client-node about once a minute, exec plugins are cached); we keep our own agents.
    const options: https.RequestOptions = {};
    await this.#kc.applyToHTTPSOptions(options);
    const base = this.#server.pathname.replace(/\/$/, '');
    const url = new URL(`${this.#server.protocol}//${this.#server.host}${base}${req.path}${buildQuery(req.query)}`);
    const isHttps = url.protocol === 'https:';
    const agent = watch ? (this.#watchAgent ??= this.#makeAgent(options, isHttps, true)) : (this.#agent ??= this.#makeAgent(options, isHttps, false));
    const headers: http.OutgoingHttpHeaders = { ...((options.headers as http.OutgoingHttpHeaders | undefined) ?? {}) };
    headers['user-agent'] = this.#userAgent;
    headers.accept = 'application/json';
    if (this.#impersonate) {
      // replaces any impersonation the kubeconfig itself asks for
      for (const h of Object.keys(headers)) if (h.toLowerCase().startsWith('impersonate-')) delete headers[h];
      headers['Impersonate-User'] = this.#impersonate.user;
      if (this.#impersonate.groups && this.#impersonate.groups.length > 0) headers['Impersonate-Group'] = [...this.#impersonate.groups];
    }
    const result: https.RequestOptions = { agent, headers };
    if (options.auth) result.auth = options.auth;
    return { url, options: result, transport: isHttps ? https : http };
  }

  #makeAgent(options: https.RequestOptions, isHttps: boolean, watch: boolean): https.Agent | http.Agent {
    const common = { keepAlive: true, keepAliveMsecs: 30_000, maxSockets: watch ? Infinity : this.#maxSockets, scheduling: 'lifo' as const };
    if (!isHttps) return new http.Agent(common);
    return new https.Agent({
      ...common,
      ...(options.ca !== undefined ? { ca: options.ca } : {}),
      ...(options.cert !== undefined ? { cert: options.cert } : {}),
      ...(options.key !== undefined ? { key: options.key } : {}),
      ...(options.pfx !== undefined ? { pfx: options.pfx } : {}),
      ...(options.passphrase !== undefined ? { passphrase: options.passphrase } : {}),
      ...(options.servername !== undefined ? { servername: options.servername } : {}),
      rejectUnauthorized: options.rejectUnauthorized ?? true,
    });
  }

  /** Closes idle keep-alive connections (open watches end when their signals abort). */
  close(): void {
    this.#agent?.destroy();
    this.#watchAgent?.destroy();
    this.#agent = undefined;
    this.#watchAgent = undefined;
  }
}

// ---------------------------------------------------------------------------------------
// Objects and resources

/** A live object as the API server returns it: narrowed from `unknown` by `asLiveObject`. */
export interface LiveObject {
  readonly apiVersion: string;
  readonly kind: string;
  readonly metadata: LiveMeta;
  readonly [field: string]: unknown;
}

export interface OwnerReference {
  readonly apiVersion: string;
  readonly kind: string;
  readonly name: string;
  readonly uid: string;
  readonly controller?: boolean;
  readonly blockOwnerDeletion?: boolean;
}

export interface ManagedFieldsEntry {
  readonly manager?: string;
  readonly operation?: string;
  readonly apiVersion?: string;
  readonly subresource?: string;
  readonly fieldsType?: string;
  readonly fieldsV1?: unknown;
}

export interface LiveMeta {
  readonly name: string;
  readonly namespace?: string;
  readonly uid: string;
  readonly resourceVersion: string;
  readonly generation?: number;
  readonly creationTimestamp?: string;
  readonly deletionTimestamp?: string;
  readonly labels?: Readonly<Record<string, string>>;
  readonly annotations?: Readonly<Record<string, string>>;
  readonly finalizers?: readonly string[];
  readonly ownerReferences?: readonly OwnerReference[];
  readonly managedFields?: readonly ManagedFieldsEntry[];
  readonly [field: string]: unknown;
}

/** Narrows an API response to a LiveObject; `fallback` fills apiVersion/kind for list items, which omit them. */
export function asLiveObject(value: unknown, fallback?: { apiVersion: string; kind: string }): LiveObject {
  if (!isRecord(value) || !isRecord(value.metadata)) throw new Error('the API server returned something that is not an object');
  const meta = value.metadata;
  if (typeof meta.name !== 'string') throw new Error('the API server returned an object without metadata.name');
  const apiVersion = typeof value.apiVersion === 'string' ? value.apiVersion : fallback?.apiVersion;
  const kind = typeof value.kind === 'string' ? value.kind : fallback?.kind;
  if (apiVersion === undefined || kind === undefined) throw new Error('the API server returned an object without apiVersion or kind');
  // A dry-run create returns no uid and no resourceVersion: they are '' then.
  return {
    ...value,
    apiVersion,
    kind,
    metadata: { ...meta, uid: typeof meta.uid === 'string' ? meta.uid : '', resourceVersion: typeof meta.resourceVersion === 'string' ? meta.resourceVersion : '' } as LiveMeta,
  };
}

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

function splitApiVersion(apiVersion: string): { group: string; version: string } {
  const slash = apiVersion.indexOf('/');
  return slash === -1 ? { group: '', version: apiVersion } : { group: apiVersion.slice(0, slash), version: apiVersion.slice(slash + 1) };
}

/** The kinds the operator writes, known without a discovery round trip. */
const WELL_KNOWN: Readonly<Record<string, { plural: string; namespaced: boolean }>> = {
  'v1/Namespace': { plural: 'namespaces', namespaced: false },
  'v1/ResourceQuota': { plural: 'resourcequotas', namespaced: true },
  'v1/ConfigMap': { plural: 'configmaps', namespaced: true },
  'v1/Secret': { plural: 'secrets', namespaced: true },
  'v1/ServiceAccount': { plural: 'serviceaccounts', namespaced: true },
  'v1/Service': { plural: 'services', namespaced: true },
  'networking.k8s.io/v1/NetworkPolicy': { plural: 'networkpolicies', namespaced: true },
  'rbac.authorization.k8s.io/v1/RoleBinding': { plural: 'rolebindings', namespaced: true },
  'rbac.authorization.k8s.io/v1/Role': { plural: 'roles', namespaced: true },
  'rbac.authorization.k8s.io/v1/ClusterRole': { plural: 'clusterroles', namespaced: false },
  'rbac.authorization.k8s.io/v1/ClusterRoleBinding': { plural: 'clusterrolebindings', namespaced: false },
  'coordination.k8s.io/v1/Lease': { plural: 'leases', namespaced: true },
  'events.k8s.io/v1/Event': { plural: 'events', namespaced: true },
  'apps/v1/Deployment': { plural: 'deployments', namespaced: true },
  'apiextensions.k8s.io/v1/CustomResourceDefinition': { plural: 'customresourcedefinitions', namespaced: false },
  'platform.example.com/v1alpha1/TenantOnboarding': { plural: 'tenantonboardings', namespaced: true },
  'platform.example.com/v1/TenantOnboarding': { plural: 'tenantonboardings', namespaced: true },
};

/** Resolves kinds from a built-in table, then from API discovery (one GET per group-version, cached). */
export class DiscoveryResolver implements ResourceResolver {
  readonly #client: KubeClient;
  readonly #cache = new Map<string, Promise<Map<string, { plural: string; namespaced: boolean }>>>();

  constructor(client: KubeClient) {
    this.#client = client;
  }

  async resolve(apiVersion: string, kind: string): Promise<ResourceInfo> {
    const { group, version } = splitApiVersion(apiVersion);
    const known = WELL_KNOWN[`${apiVersion}/${kind}`];
    if (known) return { group, version, ...known };
    let pending = this.#cache.get(apiVersion);
    if (!pending) {
      pending = this.#discover(group, version);
      this.#cache.set(apiVersion, pending);
      pending.catch(() => this.#cache.delete(apiVersion));
    }
    const found = (await pending).get(kind);
    if (!found) throw new Error(`the API server does not serve kind ${kind} in ${apiVersion}`);
    return { group, version, ...found };
  }

  async #discover(group: string, version: string): Promise<Map<string, { plural: string; namespaced: boolean }>> {
    const path = group === '' ? `/api/${version}` : `/apis/${group}/${version}`;
    const list = await this.#client.request<unknown>({ method: 'GET', path });
    const map = new Map<string, { plural: string; namespaced: boolean }>();
    const resources = isRecord(list) && Array.isArray(list.resources) ? list.resources : [];
    for (const r of resources) {
      if (!isRecord(r) || typeof r.name !== 'string' || typeof r.kind !== 'string' || r.name.includes('/')) continue;
      map.set(r.kind, { plural: r.name, namespaced: r.namespaced === true });
    }
    return map;
  }
}

/** `/api/v1/namespaces/ns/resourcequotas/name[/status]` and friends. */
export function resourcePath(resource: ResourceInfo, target: { namespace?: string; name?: string; subresource?: string }): string {
  const root = resource.group === '' ? `/api/${resource.version}` : `/apis/${resource.group}/${resource.version}`;
  const ns = resource.namespaced && target.namespace !== undefined ? `/namespaces/${encodeURIComponent(target.namespace)}` : '';
  const name = target.name !== undefined ? `/${encodeURIComponent(target.name)}` : '';
  const sub = target.name !== undefined && target.subresource !== undefined ? `/${target.subresource}` : '';
  return `${root}${ns}/${resource.plural}${name}${sub}`;
}
