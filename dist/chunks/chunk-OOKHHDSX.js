import { createRequire as __driftgateCreateRequire } from 'node:module'; const require = __driftgateCreateRequire(import.meta.url);

// src/io/git/errors.ts
var GitOperationError = class extends Error {
  constructor(message, reason) {
    super(message);
    this.reason = reason;
  }
  reason;
  name = "GitOperationError";
};
var BlobTooLargeError = class extends Error {
  constructor(path, revision, size, maxBytes) {
    super(`${path} at ${revision} is ${size} bytes, over the limit of ${maxBytes} bytes`);
    this.path = path;
    this.revision = revision;
    this.size = size;
    this.maxBytes = maxBytes;
  }
  path;
  revision;
  size;
  maxBytes;
  name = "BlobTooLargeError";
};
var GIT_FAILURE_REASONS = ["unreachable", "auth", "not-found", "timeout", "incomplete", "invalid", "failed"];

export {
  GitOperationError,
  BlobTooLargeError,
  GIT_FAILURE_REASONS
};
