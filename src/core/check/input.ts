/** A file as read from the work tree or from a git revision. */
export interface SourceFile {
  /** Repository-relative, `/` separators. */
  readonly path: string;
  readonly bytes: Uint8Array;
}
