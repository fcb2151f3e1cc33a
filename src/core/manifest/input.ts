/** A file as read from the work tree or from a git revision. */
export interface SourceFile {
  /** Repository-relative, `/` separators. */
  readonly path: string;
  readonly bytes: Uint8Array;
  /** Set when the file could not be read (unreadable, special file, too large): `bytes` is empty. */
  readonly problem?: FileProblem;
}

/** Why a file was not read; becomes a finding located at the file. */
export interface FileProblem {
  readonly ruleId: string;
  readonly message: string;
  readonly hint: string;
}
