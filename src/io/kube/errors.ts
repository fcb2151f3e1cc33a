// The API server's answers that are not 2xx, as errors callers branch on (client-go's
// k8s.io/apimachinery/pkg/api/errors): one class per status that matters, built from the
// server's Status body (never from headers, never with credentials), and transport failures.
import type { HttpVerb } from './request.js';

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

export function errorFor(status: number, body: string, method: HttpVerb, path: string): KubeApiError {
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
