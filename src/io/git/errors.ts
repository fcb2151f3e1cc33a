// Git's error types, apart from the repository class: `check`, `diff` and the other commands
// recognise them without loading simple-git (and child_process) at start-up.

/** A git operation failed. The message never contains a token or URL credentials. */
export class GitOperationError extends Error {
  override readonly name = 'GitOperationError';
  constructor(
    message: string,
    readonly reason: GitFailureReason,
  ) {
    super(message);
  }
}

/** A blob larger than the reader's limit; nothing of it was read. */
export class BlobTooLargeError extends Error {
  override readonly name = 'BlobTooLargeError';
  constructor(
    readonly path: string,
    readonly revision: string,
    readonly size: number,
    readonly maxBytes: number,
  ) {
    super(`${path} at ${revision} is ${size} bytes, over the limit of ${maxBytes} bytes`);
  }
}

export const GIT_FAILURE_REASONS = ['unreachable', 'auth', 'not-found', 'timeout', 'incomplete', 'invalid', 'failed'] as const;
export type GitFailureReason = (typeof GIT_FAILURE_REASONS)[number];

