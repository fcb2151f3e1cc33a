import { GitError, type SimpleGit } from 'simple-git';
import { spawnSync } from 'node:child_process';
import { DEFAULT_GIT_TIMEOUT_MS, gitEnvironment, gitProcess, redact, secretForms } from './environment.js';
import { BlobTooLargeError, GitOperationError, type GitFailureReason } from './errors.js';
import { ObjectMemo, pathCovered, TreeListings } from './object-memo.js';
import { keptTextFile, plainText } from '../../core/manifest/files.js';
import { readBlobsFromWorkTree, WorkTreeBlobs, type ListedBlob } from './work-tree-blobs.js';

// The errors live in errors.ts, which does not load simple-git: commands that only need to
// recognise them start without it. Re-exported here for the callers that use both.
export { BlobTooLargeError, GIT_FAILURE_REASONS, GitOperationError, type GitFailureReason } from './errors.js';

/**
 * Read access to a git repository at exact revisions: what changed between two commits, one
 * file at a revision, and a complete snapshot of a directory at a revision. What is read is
 * the revision, never the working tree, so it works the same on a user's checkout and on the
 * agent's private bare cache (a checkout's files only stand in for blobs they hash to: `workTree`).
 */

export const CHANGE_STATUSES = ['added', 'modified', 'deleted'] as const;
export type ChangeStatus = (typeof CHANGE_STATUSES)[number];

export interface ChangedFile {
  /** Repository-relative, `/`-separated. Renames are reported as a deletion plus an addition. */
  readonly path: string;
  readonly status: ChangeStatus;
}

export interface TreeEntry {
  readonly path: string;
  readonly mode: string;
  readonly blob: string;
  readonly size: number;
}

/**
 * A file of a tree. Plain UTF-8 text (see core/manifest/files.ts textSourceFile) is kept as its
 * `text`, with `size` its length in bytes and `bytes` encoded from it when asked for; it is a
 * SourceFile as it is. A blob read again (the agent reads every revision) gives the same text
 * string, so what is keyed by the text (the parse memo, the kept verdicts) finds it at once.
 */
export interface TreeFile {
  readonly path: string;
  readonly bytes: Uint8Array;
  readonly text?: string;
  readonly size?: number;
  /** The blob's id: a file read from a tree is named by it (see SourceFile.blob). */
  readonly blob?: string;
}

/** A blob as the memo keeps it: its text when it is plain UTF-8 text, else its bytes. */
type StoredBlob = string | Buffer;

const storedSize = (blob: StoredBlob): number => (typeof blob === 'string' ? blob.length : blob.byteLength);
const encoder = new TextEncoder();
const blobBytes = (blob: StoredBlob): Uint8Array => (typeof blob === 'string' ? encoder.encode(blob) : new Uint8Array(blob));

/** Every file under a path at one commit, read in full or not at all. */
export interface TreeSnapshot {
  /** The full commit id the snapshot was read at. */
  readonly revision: string;
  /** The directory (or file) that was read; `''` for the whole tree. */
  readonly path: string;
  /** False when the path does not exist at that revision (an empty path exists but has no files). */
  readonly exists: boolean;
  readonly files: readonly TreeFile[];
  /** Entries that are not regular files (symlinks, submodules), which are never applied. */
  readonly skipped: readonly string[];
  /** Regular files larger than `maxFileBytes`: listed with their size, never read. */
  readonly tooLarge?: readonly { readonly path: string; readonly size: number }[];
}

/** What `readTrees` loads: only selected files, and only up to a size, checked before reading. */
export interface TreeReadLimits {
  /** Only files for which this is true are read (e.g. manifests); others are neither read nor listed. */
  readonly select?: (path: string) => boolean;
  /** Files larger than this (by the size git records) are not read; they are listed in `tooLarge`. */
  readonly maxFileBytes?: number;
  /**
   * More paths to list in the same `ls-tree`, not read: later reads of this commit under them
   * (the agent's drift config, the next revision's trusted ignore files and pack) ask git nothing.
   */
  readonly listAlso?: readonly string[];
  /**
   * Blobs not read now: the file's contents are read when first asked for (from the checkout
   * where a file there hashes to the blob, else with every other blob still unread in one
   * `cat-file --batch`). A check that judges such a file by facts kept under its blob id never
   * reads it.
   */
  readonly defer?: (blob: string) => boolean;
}

export interface GitRepositoryOptions {
  /** The repository directory: a working tree or a bare repository. */
  readonly dir: string;
  readonly token?: string;
  /** The https remote the token is for (see GitProcessOptions.tokenUrl); without it the token is not sent. */
  readonly tokenUrl?: string;
  readonly timeoutMs?: number;
  /** HOME for git; see GitProcessOptions.home. */
  readonly home?: string;
  /**
   * A checkout of this repository whose files may stand in for blobs: a file is used only when
   * its bytes hash to the listed blob's id (see work-tree-blobs.ts); any other blob is read from git.
   */
  readonly workTree?: string;
}

/** Paths given to one `ls-tree`: far below any system's argument limit. */
const PATHS_PER_LS_TREE = 500;

/** A full commit id: SHA-1 (40 hex digits) or SHA-256 (64). */
export const FULL_SHA = /^[0-9a-f]{40}(?:[0-9a-f]{24})?$/;

/** Tree listings by commit id and paths (see TreeListings), counted by entries: a few commits' worth. */
const TREE_LISTINGS = new TreeListings<LsTreeEntry>(200_000);
/**
 * `ls-tree -r` listings being made, by repository and commit: a read that a listing in flight will
 * cover waits for it instead of starting its own git process (a `--base` run asks for the pack and
 * the changed files at base while the whole base tree is being listed). Entries go when they settle.
 */
const PENDING_LISTINGS = new Map<string, { readonly paths: readonly string[]; readonly listing: Promise<readonly LsTreeEntry[]> }[]>();

/** What GitRepository's text files by path may hold together (characters), for the agent's long life. */
const MAX_TEXT_FILE_CHARS = 32 * 1024 * 1024;

/** Blobs by id (see ObjectMemo), counted by bytes (characters for text). */
const BLOBS = new ObjectMemo<StoredBlob>(16 * 1024 * 1024, storedSize);

/**
 * Commit ids already verified to name a commit, by repository: an object id names the same
 * object for good, so a revision resolved once (`--base HEAD~1` to its id) is not asked again
 * when the id is handed on. Bounded: cleared when full.
 */
const VERIFIED_COMMITS = new Set<string>();
const MAX_VERIFIED_COMMITS = 4096;

export class GitRepository {
  readonly dir: string;
  private readonly options: GitRepositoryOptions;
  private readonly git: SimpleGit;
  private readonly secrets: string[];

  /**
   * The text files read, by path: a revision that leaves a file as it was gives the same file
   * object again (the agent reads 10,000 files at every revision, and a new object per file was a
   * tenth of what judging a one-tenant revision allocated). Bounded by the characters held: past
   * the bound it starts again empty.
   */
  readonly #textFiles = new Map<string, TreeFile & { readonly text: string; readonly size: number }>();
  #textFileChars = 0;

  #keepTextFile(file: TreeFile & { readonly text: string; readonly size: number }): TreeFile {
    if (this.#textFileChars + file.text.length > MAX_TEXT_FILE_CHARS) {
      this.#textFiles.clear();
      this.#textFileChars = 0;
    }
    const replaced = this.#textFiles.get(file.path);
    if (replaced !== undefined) this.#textFileChars -= replaced.text.length;
    // Frozen: a run cannot change what a later run is handed.
    this.#textFiles.set(file.path, Object.freeze(file));
    this.#textFileChars += file.text.length;
    return file;
  }

  constructor(options: GitRepositoryOptions) {
    this.options = options;
    this.dir = options.dir;
    this.git = gitProcess({ baseDir: options.dir, token: options.token, tokenUrl: options.tokenUrl, timeoutMs: options.timeoutMs, home: options.home });
    this.secrets = secretForms(options.token);
  }

  /** The full commit id a revision (sha, branch, tag, `HEAD~1`, ref) names. */
  async resolveRevision(revision: string): Promise<string> {
    checkRevision(revision);
    if (VERIFIED_COMMITS.has(`${this.dir}\u0000${revision}`)) return revision;
    const out = await this.run(['rev-parse', '--verify', '--quiet', '--end-of-options', `${revision}^{commit}`], `resolve ${revision}`);
    const sha = out.trim();
    if (!FULL_SHA.test(sha)) throw new GitOperationError(`revision ${JSON.stringify(revision)} does not name a commit`, 'not-found');
    this.#verified(sha);
    return sha;
  }

  /**
   * Several revisions' commit ids, in one `rev-parse` when each is a plain name (a ref, an id, with
   * `~N` / `^N`), which names exactly one commit: one process instead of one per revision. Any other
   * form, or a failure of the joint call (an unknown revision, a name that is also a file), is
   * resolved one by one, so each error names its own revision.
   */
  async resolveRevisions(revisions: readonly string[]): Promise<string[]> {
    for (const r of revisions) checkRevision(r);
    const open = [...new Set(revisions.filter((r) => !VERIFIED_COMMITS.has(`${this.dir}\u0000${r}`)))];
    const resolved = new Map<string, string>();
    if (open.length > 1 && open.every((r) => SINGLE_COMMIT_NAME.test(r))) {
      try {
        const lines = (await this.git.raw(['rev-parse', ...open.map((r) => `${r}^{commit}`)])).split('\n').filter((l) => l !== '');
        if (lines.length === open.length && lines.every((l) => FULL_SHA.test(l))) {
          open.forEach((r, i) => resolved.set(r, lines[i] as string));
          for (const sha of resolved.values()) this.#verified(sha);
        }
      } catch {
        // one by one below: each failure is said about its own revision
      }
    }
    return Promise.all(revisions.map((r) => resolved.get(r) ?? this.resolveRevision(r)));
  }

  #verified(sha: string): void {
    if (VERIFIED_COMMITS.size >= MAX_VERIFIED_COMMITS) VERIFIED_COMMITS.clear();
    VERIFIED_COMMITS.add(`${this.dir}\u0000${sha}`);
  }

  /** The full message of a commit (subject and body). */
  async commitMessage(revision: string): Promise<string> {
    checkRevision(revision);
    return this.run(['show', '-s', '--format=%B', '--end-of-options', revision], `show ${revision}`);
  }

  /** True when the commit's objects are present locally. */
  async hasCommit(sha: string): Promise<boolean> {
    checkRevision(sha);
    try {
      await this.git.raw(['cat-file', '-e', `${sha}^{commit}`]);
      return true;
    } catch {
      return false;
    }
  }

  /**
   * Files that differ between two commits, optionally restricted to paths. Ancestry is not
   * needed (two shallow commits diff fine), so this works across force-pushes.
   */
  async changedFiles(options: { base: string; head: string; paths?: readonly string[] }): Promise<ChangedFile[]> {
    checkRevision(options.base);
    checkRevision(options.head);
    // Both commits listed (or being listed) already: compared here, without a `diff` process.
    const within = (options.paths ?? []).map(normalizePath);
    const scope = within.length === 0 ? [''] : within;
    const atBase = FULL_SHA.test(options.base) ? this.#coveringListing(options.base, scope) : undefined;
    const atHead = FULL_SHA.test(options.head) ? this.#coveringListing(options.head, scope) : undefined;
    if (atBase !== undefined && atHead !== undefined) {
      const [base, head] = await Promise.all([atBase, atHead]);
      if (base && head) return changesBetween(base, head, scope);
    }
    const args = ['diff', '--name-status', '-z', '--no-renames', '--no-ext-diff', '--no-textconv', options.base, options.head, '--'];
    for (const p of within) args.push(p || '.');
    const out = await this.run(args, `diff ${options.base}..${options.head}`);
    return parseNameStatus(out);
  }

  /** A file's bytes at a revision, or undefined when the file does not exist there. */
  async readFileAtRevision(options: { revision: string; path: string; maxBytes?: number }): Promise<Uint8Array | undefined> {
    const path = normalizePath(options.path);
    const read = (await this.readFilesAtRevision({ ...options, paths: [path] })).get(path);
    // The size comes from the tree listing: an oversized blob is refused before a byte of it is read.
    if (read && 'tooLarge' in read) throw new BlobTooLargeError(path, options.revision, read.tooLarge, options.maxBytes ?? read.tooLarge);
    return read?.bytes;
  }

  /**
   * Files at one revision in one `ls-tree` and one `cat-file --batch`, however many (a `--base`
   * run reads every changed file at the base). A path that is not a blob at the revision is
   * absent from the result; a blob over maxBytes is reported by its size from the listing, unread.
   */
  async readFilesAtRevision(options: { revision: string; paths: readonly string[]; maxBytes?: number }): Promise<Map<string, { bytes: Uint8Array } | { tooLarge: number }>> {
    checkRevision(options.revision);
    const paths = [...new Set(options.paths.map(normalizePath))];
    const wanted = new Set(paths);
    const entries: LsTreeEntry[] = [];
    const covering = FULL_SHA.test(options.revision) ? this.#coveringListing(options.revision, paths) : undefined;
    const listed = covering === undefined ? undefined : await covering;
    if (listed) for (const e of listed) if (e.type === 'blob' && wanted.has(e.path)) entries.push(e);
    // Bounded argument lists: a pull request can change thousands of files.
    for (let i = 0; !listed && i < paths.length; i += PATHS_PER_LS_TREE) {
      const listing = await this.run(['ls-tree', '-z', '-l', '--full-tree', options.revision, '--', ...paths.slice(i, i + PATHS_PER_LS_TREE)], `ls-tree ${options.revision}`);
      entries.push(...parseLsTree(listing).filter((e) => e.type === 'blob' && wanted.has(e.path)));
    }
    const out = new Map<string, { bytes: Uint8Array } | { tooLarge: number }>();
    const toRead = entries.filter((e) => options.maxBytes === undefined || e.size <= options.maxBytes);
    const what = paths.length === 1 ? `read ${paths[0]} at ${options.revision}` : `read ${paths.length} files at ${options.revision}`;
    const contents = toRead.length === 0 ? new Map<string, StoredBlob>() : await this.readBlobs(toRead, what);
    for (const e of entries) {
      if (options.maxBytes !== undefined && e.size > options.maxBytes) {
        out.set(e.path, { tooLarge: e.size });
        continue;
      }
      const stored = contents.get(e.blob);
      const bytes = stored === undefined ? undefined : blobBytes(stored);
      if (!bytes || bytes.byteLength !== e.size) throw new GitOperationError(`read ${bytes?.byteLength ?? 0} of ${e.size} bytes of ${e.path} at ${options.revision}`, 'incomplete');
      out.set(e.path, { bytes });
    }
    return out;
  }

  /** The regular files under a path at a revision (recursively). */
  async listTree(options: { revision: string; path?: string }): Promise<{ exists: boolean; entries: TreeEntry[]; skipped: string[] }> {
    const path = normalizePath(options.path ?? '');
    const listed = await this.listTrees({ revision: options.revision, paths: [path] });
    return listed.get(path) ?? { exists: false, entries: [], skipped: [] };
  }

  /** Several paths in one `ls-tree`: per path, whether it exists and its regular files. */
  async listTrees(options: { revision: string; paths: readonly string[] }): Promise<Map<string, { exists: boolean; entries: TreeEntry[]; skipped: string[] }>> {
    checkRevision(options.revision);
    const paths = [...new Set(options.paths.map(normalizePath))];
    const args = ['ls-tree', '-r', '-z', '-l', '--full-tree', options.revision];
    const whole = paths.includes('');
    if (!whole) args.push('--', ...paths);
    // A commit's listing never changes: kept by commit id and the paths listed, and any listing
    // that covers these paths answers (see TreeListings).
    const isCommitId = FULL_SHA.test(options.revision);
    const covering = isCommitId ? this.#coveringListing(options.revision, paths) : undefined;
    let listing = covering === undefined ? undefined : await covering;
    if (!listing) {
      const made = this.run(args, `ls-tree ${options.revision}`).then(parseLsTree);
      if (isCommitId) {
        const listed = whole ? [''] : paths;
        const key = `${this.dir}\u0000${options.revision}`;
        const pending = { paths: listed, listing: made };
        PENDING_LISTINGS.set(key, [...(PENDING_LISTINGS.get(key) ?? []), pending]);
        const settled = (): void => {
          const left = (PENDING_LISTINGS.get(key) ?? []).filter((p) => p !== pending);
          if (left.length > 0) PENDING_LISTINGS.set(key, left);
          else PENDING_LISTINGS.delete(key);
        };
        made.then((entries) => TREE_LISTINGS.set(this.dir, options.revision, listed, entries)).then(settled, settled);
      }
      listing = await made;
    }
    const out = new Map<string, { exists: boolean; entries: TreeEntry[]; skipped: string[] }>();
    for (const path of paths) {
      const entries: TreeEntry[] = [];
      const skipped: string[] = [];
      let exists = path === '';
      const prefix = `${path}/`;
      for (const e of listing) {
        if (path !== '' && e.path !== path && !e.path.startsWith(prefix)) continue;
        exists = true;
        // The listing's own entry (it is a TreeEntry with its type besides): nothing is copied per file.
        if (e.type === 'blob' && (e.mode === '100644' || e.mode === '100755')) entries.push(e);
        else skipped.push(e.path);
      }
      out.set(path, { exists, entries, skipped });
    }
    return out;
  }

  /**
   * A listing of this commit that covers every path: one kept, else one being made (waited for).
   * Undefined when there is none, or the one in flight failed (the caller then asks git itself, and
   * its own error names its own read).
   */
  #coveringListing(revision: string, paths: readonly string[]): readonly LsTreeEntry[] | Promise<readonly LsTreeEntry[] | undefined> | undefined {
    // Not async: a caller that finds nothing registers its own listing before it awaits anything,
    // so reads started side by side find each other's.
    const kept = TREE_LISTINGS.get(this.dir, revision, paths);
    if (kept) return kept;
    const pending = (PENDING_LISTINGS.get(`${this.dir}\u0000${revision}`) ?? []).find((p) => paths.every((path) => pathCovered(p.paths, path)));
    return pending?.listing.catch(() => undefined);
  }

  /**
   * Reads every file under a path at a revision in one `git cat-file --batch` process. The
   * snapshot is complete or the call throws: a missing object, a short read or a size
   * mismatch is an `incomplete` failure, never a partial tree.
   */
  async readTree(options: { revision: string; path?: string } & TreeReadLimits): Promise<TreeSnapshot> {
    const path = normalizePath(options.path ?? '');
    const trees = await this.readTrees({ ...options, paths: [path] });
    return trees.get(path) as TreeSnapshot;
  }

  /** Several complete snapshots at one revision: one rev-parse, one ls-tree, one cat-file. */
  async readTrees(options: { revision: string; paths: readonly string[] } & TreeReadLimits): Promise<Map<string, TreeSnapshot>> {
    const revision = FULL_SHA.test(options.revision) ? options.revision : await this.resolveRevision(options.revision);
    const listed = await this.listTrees({ revision, paths: [...options.paths, ...(options.listAlso ?? [])] });
    // Listed for later reads of this commit (see TreeReadLimits.listAlso), not read now.
    const read = new Set(options.paths.map(normalizePath));
    for (const p of listed.keys()) if (!read.has(p)) listed.delete(p);
    // Sizes come from the tree listing: a file is checked before a byte of it is read.
    const tooLarge = new Map<string, { path: string; size: number }[]>();
    for (const [p, l] of listed) {
      const selected = options.select ? l.entries.filter((e) => options.select?.(e.path)) : l.entries;
      const max = options.maxFileBytes;
      const big = max === undefined ? [] : selected.filter((e) => e.size > max);
      tooLarge.set(p, big.map((e) => ({ path: e.path, size: e.size })));
      l.entries = selected.filter((e) => !big.includes(e));
    }
    const listedBlobs = [...listed.values()].flatMap((l) => l.entries);
    // A blob the memo holds is taken from there, deferred or not.
    const defer = options.defer;
    const deferred = defer === undefined ? undefined : new Set(listedBlobs.filter((e) => defer(e.blob) && BLOBS.get(this.dir, e.blob) === undefined).map((e) => e.blob));
    const blobs = deferred === undefined || deferred.size === 0 ? listedBlobs : listedBlobs.filter((e) => !deferred.has(e.blob));
    const contents = blobs.length === 0 ? new Map<string, StoredBlob>() : await this.readBlobs(blobs);
    const out = new Map<string, TreeSnapshot>();
    for (const [path, { exists, entries, skipped }] of listed) {
      const files: TreeFile[] = entries.map((e) => {
        if (deferred?.has(e.blob) === true) return this.#deferredFile(e, revision);
        const stored = contents.get(e.blob);
        // The listing's size is the blob's: text is measured by what encodes back to it.
        if (typeof stored === 'string') {
          // The file read at this path before, when it holds this very text: its size was checked then.
          const known = this.#textFiles.get(e.path);
          if (known !== undefined && known.text === stored && known.size === e.size) return known;
          if (stored.length > e.size || (stored.length !== e.size && encoder.encode(stored).byteLength !== e.size)) throw new GitOperationError(`incomplete read of ${e.path} at ${revision}`, 'incomplete');
          return this.#keepTextFile(keptTextFile(e.path, stored, e.size, e.blob) as TreeFile & { readonly text: string; readonly size: number });
        }
        if (!stored || stored.byteLength !== e.size) {
          throw new GitOperationError(`incomplete read of ${e.path} at ${revision}`, 'incomplete');
        }
        return { path: e.path, bytes: new Uint8Array(stored), blob: e.blob };
      });
      const big = tooLarge.get(path) ?? [];
      out.set(path, { revision, path, exists, files, skipped, ...(big.length > 0 ? { tooLarge: big } : {}) });
    }
    return out;
  }

  /** Blobs of deferred files not read yet, by id (see TreeReadLimits.defer). */
  readonly #unread = new Map<string, ListedBlob>();
  /** Blobs read for deferred files in one batch and not asked for yet (the memo may not keep them all). */
  readonly #readAhead = new Map<string, Buffer>();
  /** The checkout, read one deferred file at a time. */
  #workTreeBlobs: WorkTreeBlobs | undefined;

  /** A file whose contents are read when first asked for: its path, blob and size are known now. */
  #deferredFile(entry: ListedBlob, revision: string): TreeFile {
    this.#unread.set(entry.blob, entry);
    let stored: StoredBlob | undefined;
    const contents = (): StoredBlob => (stored ??= this.#readDeferred(entry, revision));
    // Getters of the object itself: a spread copies what they give (and reads the file).
    return {
      path: entry.path,
      blob: entry.blob,
      size: entry.size,
      get text(): string | undefined {
        const s = contents();
        return typeof s === 'string' ? s : undefined;
      },
      get bytes(): Uint8Array {
        return blobBytes(contents());
      },
    };
  }

  /**
   * A deferred file's blob, synchronously (a check asks inside its pure, synchronous run): from
   * the memo, the checkout (where a file hashes to it), else git. Git reads every blob still
   * unread at once, so a tree the checkout does not hold costs one process, not one per file.
   */
  #readDeferred(entry: ListedBlob, revision: string): StoredBlob {
    const known = BLOBS.get(this.dir, entry.blob);
    if (known !== undefined) {
      this.#unread.delete(entry.blob);
      return this.#checked(entry, known, revision);
    }
    let bytes = this.#readAhead.get(entry.blob);
    if (bytes === undefined && this.options.workTree !== undefined) bytes = (this.#workTreeBlobs ??= new WorkTreeBlobs(this.options.workTree)).read(entry);
    if (bytes === undefined) {
      const batch = [...new Set([entry.blob, ...this.#unread.keys()])].filter((b) => !this.#readAhead.has(b));
      for (const [blob, read] of this.#catFileBatchSync(batch)) this.#readAhead.set(blob, read);
      bytes = this.#readAhead.get(entry.blob);
    }
    this.#readAhead.delete(entry.blob);
    this.#unread.delete(entry.blob);
    if (bytes === undefined || bytes.byteLength !== entry.size) throw new GitOperationError(`incomplete read of ${entry.path} at ${revision}`, 'incomplete');
    const text = plainText(bytes);
    const stored: StoredBlob = text ?? bytes;
    if (BLOBS.keeps(text?.length ?? bytes.byteLength)) BLOBS.set(this.dir, entry.blob, text ?? Buffer.from(bytes));
    return stored;
  }

  /** A stored blob whose size is the listed one (as readTrees checks what it read). */
  #checked(entry: ListedBlob, stored: StoredBlob, revision: string): StoredBlob {
    const size = typeof stored === 'string' ? encoder.encode(stored).byteLength : stored.byteLength;
    if (size !== entry.size) throw new GitOperationError(`incomplete read of ${entry.path} at ${revision}`, 'incomplete');
    return stored;
  }

  /** `cat-file --batch` of these blobs, waited for (see #readDeferred): the environment of gitProcess. */
  #catFileBatchSync(blobs: readonly string[]): Map<string, Buffer> {
    const { env } = gitEnvironment({ baseDir: this.dir, ...(this.options.token !== undefined ? { token: this.options.token } : {}), ...(this.options.tokenUrl !== undefined ? { tokenUrl: this.options.tokenUrl } : {}), ...(this.options.home !== undefined ? { home: this.options.home } : {}) });
    const expected = blobs.reduce((sum, b) => sum + (this.#unread.get(b)?.size ?? 0), 0);
    const result = spawnSync('git', ['-c', 'core.quotepath=false', 'cat-file', '--batch'], {
      cwd: this.dir,
      env,
      input: blobs.join('\n') + '\n',
      // Each blob's header line (`<id> blob <size>`) and newline on top of its bytes.
      maxBuffer: expected + blobs.length * 128 + 4096,
      timeout: this.options.timeoutMs ?? DEFAULT_GIT_TIMEOUT_MS,
      windowsHide: true,
    });
    if (result.error !== undefined || result.status !== 0) {
      const detail = result.error?.message ?? result.stderr.toString('utf8');
      throw this.failure(new Error(detail), 'cat-file --batch');
    }
    return parseCatFileBatch(result.stdout, blobs);
  }

  /**
   * Listed blobs by id, each as its text when it is plain UTF-8 text (decoded once, kept by the
   * memo), else its bytes: from the memo, else from the work tree where a file there hashes to the
   * blob, else from one `cat-file --batch`.
   */
  private async readBlobs(listed: readonly ListedBlob[], what = 'cat-file --batch'): Promise<Map<string, StoredBlob>> {
    const out = new Map<string, StoredBlob>();
    const missing = new Map<string, ListedBlob>();
    for (const entry of listed) {
      if (out.has(entry.blob)) continue;
      const known = BLOBS.get(this.dir, entry.blob);
      if (known !== undefined) out.set(entry.blob, known);
      else missing.set(entry.blob, entry);
    }
    if (missing.size === 0) return out;
    const fromWorkTree = this.options.workTree !== undefined ? readBlobsFromWorkTree(this.options.workTree, [...missing.values()]) : new Map<string, Buffer>();
    const fromGit = [...missing.keys()].filter((blob) => !fromWorkTree.has(blob));
    const read = fromGit.length === 0 ? fromWorkTree : new Map([...fromWorkTree, ...(await this.catFileBatch(fromGit, what))]);
    for (const [blob, bytes] of read) {
      const text = plainText(bytes);
      out.set(blob, text ?? bytes);
      // The memo keeps a copy of bytes, so one small blob does not hold the whole batch's buffer
      // alive; a blob it would refuse is not copied at all.
      if (BLOBS.keeps(text?.length ?? bytes.byteLength)) BLOBS.set(this.dir, blob, text ?? Buffer.from(bytes));
    }
    return out;
  }

  private async catFileBatch(blobs: readonly string[], what: string): Promise<Map<string, Buffer>> {
    const batch = gitProcess({
      baseDir: this.dir,
      token: this.options.token,
      timeoutMs: this.options.timeoutMs,
      home: this.options.home,
      input: blobs.join('\n') + '\n',
    });
    const out = await batch.binaryCatFile(['--batch']).catch((error: unknown) => {
      throw this.failure(error, what);
    });
    return parseCatFileBatch(out, blobs);
  }

  private async run(args: string[], what: string): Promise<string> {
    try {
      return await this.git.raw(args);
    } catch (error) {
      throw this.failure(error, what);
    }
  }

  private failure(error: unknown, what: string): GitOperationError {
    return toGitOperationError(error, what, this.secrets);
  }
}

/** Maps a simple-git failure to a reason and a message safe to log or show. */
export function toGitOperationError(error: unknown, what: string, secrets: readonly string[]): GitOperationError {
  if (error instanceof GitOperationError) return error;
  const raw = error instanceof GitError || error instanceof Error ? error.message : String(error);
  const detail = redact(raw, secrets)
    .split('\n')
    .map((l) => l.trim())
    .filter((l) => l !== '')
    .slice(0, 4)
    .join('; ');
  return new GitOperationError(`git ${what} failed: ${detail || 'no output'}`, classify(raw));
}

export function classify(message: string): GitFailureReason {
  const m = message.toLowerCase();
  if (m.includes('block timeout') || m.includes('timed out')) return 'timeout';
  if (/authentication failed|could not read username|returned error: 40[13]|permission denied|http 40[13]|invalid credentials/.test(m)) return 'auth';
  if (/could not resolve host|connection refused|failed to connect|network is unreachable|unable to access|connection reset|couldn't connect|does not appear to be a git repository|no such file or directory|unable to look up/.test(m)) return 'unreachable';
  if (/couldn't find remote ref|not a valid object name|unknown revision|bad revision|not a tree object|needed a single revision|invalid object name/.test(m)) return 'not-found';
  return 'failed';
}

/** Rejects revisions that git would read as an option. */
export function checkRevision(revision: string): void {
  if (revision === '' || revision.startsWith('-') || /[\s\0]/.test(revision)) {
    throw new GitOperationError(`invalid revision ${JSON.stringify(revision)}`, 'invalid');
  }
}

/** `./a//b/` → `a/b`; `.` and `/` → `''`. Rejects paths that leave the repository. */
export function normalizePath(path: string): string {
  const parts = path.replace(/\\/g, '/').split('/').filter((p) => p !== '' && p !== '.');
  if (parts.includes('..')) throw new GitOperationError(`path ${JSON.stringify(path)} leaves the repository`, 'invalid');
  return parts.join('/');
}

interface LsTreeEntry {
  readonly mode: string;
  readonly type: string;
  readonly blob: string;
  readonly size: number;
  readonly path: string;
}

/** Parses `ls-tree -z -l` output: `<mode> SP <type> SP <object> SP+ <size> TAB <path> NUL`. */
export function parseLsTree(out: string): LsTreeEntry[] {
  const entries: LsTreeEntry[] = [];
  // Read with indexOf, not split per record: a listing of 10,000 files is parsed at every revision the agent judges.
  for (let start = 0; start < out.length; ) {
    let end = out.indexOf('\0', start);
    if (end < 0) end = out.length;
    if (end > start) entries.push(lsTreeRecord(out, start, end));
    start = end + 1;
  }
  return entries;
}

function lsTreeRecord(out: string, start: number, end: number): LsTreeEntry {
  const tab = out.indexOf('\t', start);
  const malformed = (): GitOperationError => new GitOperationError(`unexpected ls-tree output: ${JSON.stringify(out.slice(start, Math.min(end, start + 80)))}`, 'failed');
  if (tab < 0 || tab > end) throw malformed();
  // The fields before the tab, split on runs of spaces (the size is padded).
  const fields: string[] = [];
  for (let i = start; i < tab && fields.length < 4; ) {
    while (i < tab && out.charCodeAt(i) === 32) i++;
    if (i >= tab) break;
    let j = i;
    while (j < tab && out.charCodeAt(j) !== 32) j++;
    fields.push(out.slice(i, j));
    i = j;
  }
  const [mode = '', type = '', blob = '', size = ''] = fields;
  return { mode, type, blob, size: size === '-' ? 0 : Number(size), path: out.slice(tab + 1, end) };
}

/**
 * A revision that names exactly one commit: a ref or an id, then any `~N` / `^N` steps. rev-parse
 * prints one line for each (a range or `^@` would print several, and could shift the lines of a
 * joint call onto the wrong revision). It starts with a word character: the joint call has no
 * `--end-of-options` (rev-parse would print it back), and nothing here may read as an option.
 */
const SINGLE_COMMIT_NAME = /^(?!.*\.\.)\w[\w./-]*(?:[~^]\d*)*$/;

/**
 * What `diff --name-status --no-renames` reports between two `ls-tree -r` listings, under the
 * paths: an entry only at base is deleted, only at head added, with another object or mode
 * modified (a type change too, as parseNameStatus reads `T`). Sorted as parseNameStatus sorts.
 */
export function changesBetween(base: readonly LsTreeEntry[], head: readonly LsTreeEntry[], paths: readonly string[]): ChangedFile[] {
  const atBase = new Map<string, LsTreeEntry>();
  for (const e of base) if (pathCovered(paths, e.path)) atBase.set(e.path, e);
  const changes: ChangedFile[] = [];
  for (const e of head) {
    if (!pathCovered(paths, e.path)) continue;
    const old = atBase.get(e.path);
    atBase.delete(e.path);
    if (!old) changes.push({ path: e.path, status: 'added' });
    else if (old.blob !== e.blob || old.mode !== e.mode) changes.push({ path: e.path, status: 'modified' });
  }
  for (const path of atBase.keys()) changes.push({ path, status: 'deleted' });
  return changes.sort(byPath);
}

/** The order both ways of finding changes give them in: by path, code unit by code unit. */
const byPath = (a: ChangedFile, b: ChangedFile): number => (a.path < b.path ? -1 : a.path > b.path ? 1 : 0);

/** Parses `diff --name-status -z` output: `<status> NUL <path> NUL` pairs. */
export function parseNameStatus(out: string): ChangedFile[] {
  const fields = out.split('\0');
  const changes: ChangedFile[] = [];
  for (let i = 0; i + 1 < fields.length; i += 2) {
    const code = fields[i] ?? '';
    const path = fields[i + 1] ?? '';
    if (code === '' || path === '') continue;
    const status: ChangeStatus = code.startsWith('A') ? 'added' : code.startsWith('D') ? 'deleted' : 'modified';
    changes.push({ path, status });
  }
  return changes.sort(byPath);
}

/**
 * Parses `cat-file --batch` output: for each requested object `<sha> <type> <size> LF <bytes> LF`,
 * or `<name> missing LF`. Every requested object must be present and complete.
 */
export function parseCatFileBatch(out: Buffer, requested: readonly string[]): Map<string, Buffer> {
  const result = new Map<string, Buffer>();
  let pos = 0;
  for (const want of requested) {
    const eol = out.indexOf(0x0a, pos);
    if (eol < 0) throw new GitOperationError(`incomplete object stream: ${want} not read`, 'incomplete');
    const header = out.subarray(pos, eol).toString('utf8');
    const [sha, type, sizeText] = header.split(' ');
    if (type === 'missing' || sha !== want || sizeText === undefined) {
      throw new GitOperationError(`object ${want} is missing from the repository`, 'incomplete');
    }
    const size = Number(sizeText);
    const start = eol + 1;
    const end = start + size;
    if (!Number.isSafeInteger(size) || end + 1 > out.byteLength || out[end] !== 0x0a) {
      throw new GitOperationError(`incomplete object stream: short read of ${want}`, 'incomplete');
    }
    result.set(want, out.subarray(start, end));
    pos = end + 1;
  }
  return result;
}
