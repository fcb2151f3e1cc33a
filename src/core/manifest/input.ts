/** A file as read from the work tree or from a git revision. */
export interface SourceFile {
  /** Repository-relative, `/` separators. */
  readonly path: string;
  readonly bytes: Uint8Array;
  /**
   * The file's text, when its reader kept it as text (`textSourceFile`: plain UTF-8, no NUL, no
   * byte-order mark); `bytes` is then encoded from it each time it is asked for, so readers of the
   * contents use the text (`decodeSourceFile`, `fileIncludes`). `size` is its length in bytes.
   */
  readonly text?: string;
  readonly size?: number;
  /**
   * The contents' git object id (`git hash-object`), when the reader had it: a file read from a
   * revision. Such a file may be read only when its contents are first asked for (its `size` is
   * then known before), so a check that judges it by facts kept under this id never reads it.
   */
  readonly blob?: string;
  /** Set when the file could not be read (unreadable, special file, too large): `bytes` is empty. */
  readonly problem?: FileProblem;
  /**
   * driftgate's own asset (its CRD or default pack, read when the repository has none): exempt
   * from the user's file limits, and named `driftgate:<path in the package>`, never by where
   * driftgate is installed.
   */
  readonly shipped?: boolean;
}

/** The name a shipped asset is shown by: `driftgate:deploy/crds/x.yaml`. */
export const SHIPPED_PREFIX = 'driftgate:';

/** Why a file was not read; becomes a finding located at the file. */
export interface FileProblem {
  readonly ruleId: string;
  readonly message: string;
  readonly hint: string;
}
