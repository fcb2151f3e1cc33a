import { createRequire as __driftgateCreateRequire } from 'node:module'; const require = __driftgateCreateRequire(import.meta.url);

// src/io/kube/errors.ts
var KubeApiError = class extends Error {
  name = "KubeApiError";
  status;
  /** Status.reason, e.g. `Conflict`, `Invalid`, `Forbidden`, `NotFound`, `Expired`. */
  reason;
  causes;
  method;
  path;
  constructor(init) {
    super(init.message);
    this.status = init.status;
    this.reason = init.reason;
    this.causes = init.causes;
    this.method = init.method;
    this.path = init.path;
  }
};
var ConflictError = class extends KubeApiError {
  name = "ConflictError";
};
var InvalidError = class extends KubeApiError {
  name = "InvalidError";
};
var ForbiddenError = class extends KubeApiError {
  name = "ForbiddenError";
};
var NotFoundError = class extends KubeApiError {
  name = "NotFoundError";
};
var GoneError = class extends KubeApiError {
  name = "GoneError";
};
var TransportError = class extends Error {
  name = "TransportError";
  code;
  constructor(message, code) {
    super(message);
    this.code = code;
  }
};
var MAX_RETRY_AFTER = 5;
function isTransient(error) {
  if (error instanceof TransportError) return true;
  if (error instanceof KubeApiError) return error.status === 429 || error.status >= 500;
  return false;
}
function isNotFound(error) {
  return error instanceof KubeApiError && error.status === 404;
}
function errorFor(status, body, method, path) {
  let reason = "";
  let message = `${method} ${path}: HTTP ${status}`;
  let causes = [];
  try {
    const parsed = JSON.parse(body);
    if (typeof parsed === "object" && parsed !== null) {
      const s = parsed;
      if (typeof s.reason === "string") reason = s.reason;
      if (typeof s.message === "string" && s.message !== "") message = s.message;
      const details = s.details;
      if (typeof details === "object" && details !== null && Array.isArray(details.causes)) {
        causes = details.causes.flatMap((c) => {
          if (typeof c !== "object" || c === null) return [];
          const r = c;
          return [
            {
              ...typeof r.reason === "string" ? { reason: r.reason } : {},
              ...typeof r.message === "string" ? { message: r.message } : {},
              ...typeof r.field === "string" ? { field: r.field } : {}
            }
          ];
        });
      }
    }
  } catch {
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

export {
  KubeApiError,
  TransportError,
  MAX_RETRY_AFTER,
  isTransient,
  isNotFound,
  errorFor
};
