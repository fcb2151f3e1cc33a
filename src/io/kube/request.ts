// What a request to the API server is, for the client (client.ts) and the parts it is split into
// (transport.ts, watch.ts, errors.ts): a module of its own so that those parts do not import the
// client that imports them.
import type { KubeConfig } from '@kubernetes/client-node';

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
  /** The Accept header (default `application/json`), e.g. PartialObjectMetadata watch events. */
  readonly accept?: string;
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
