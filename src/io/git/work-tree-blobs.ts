import { createHash } from 'node:crypto';
import { closeSync, constants, fstatSync, openSync, readSync, realpathSync } from 'node:fs';
import path from 'node:path';

/** A blob a tree listing names: where it sits in the tree, its id and its size. */
export interface ListedBlob {
  readonly path: string;
  readonly blob: string;
  readonly size: number;
}

// O_NOFOLLOW: a symlink at the path is not followed. O_NONBLOCK: a FIFO put at the path does not
// block the open. Where either is missing (Windows), nothing is read from the work tree.
const OPEN_FLAGS = constants.O_NOFOLLOW !== undefined && constants.O_NONBLOCK !== undefined ? constants.O_RDONLY | constants.O_NOFOLLOW | constants.O_NONBLOCK : undefined;

/**
 * Blobs read from a checkout instead of from git's object store, each taken only when the file's
 * bytes hash to the blob's id (`blob <size>\0<bytes>`, SHA-1 or SHA-256 by the id's length).
 *
 * A pull request's check reads its head revision from git, and a `git cat-file --batch` of a
 * thousand loose objects costs the run ~150 ms before it can parse a byte; the checkout usually
 * holds the same files, and reading and hashing them costs a fraction of that. A file that differs
 * (edited, not committed, converted by a filter or `core.autocrlf`), is not a regular file, or has
 * another size is simply not returned: the caller reads that blob from git. Content is never taken
 * on trust from the work tree: what comes back is the blob, byte for byte.
 *
 * Nothing outside the checkout is opened (a symlink, as the file or as a directory on its way, is
 * not followed), nor waited on (a FIFO). Reads are synchronous and bounded by the listed sizes
 * (the caller's size limit has already been applied to them).
 */
export function readBlobsFromWorkTree(workTree: string, listed: readonly ListedBlob[]): Map<string, Buffer> {
  const out = new Map<string, Buffer>();
  const reader = new WorkTreeBlobs(workTree);
  for (const entry of listed) {
    if (out.has(entry.blob)) continue;
    const bytes = reader.read(entry);
    if (bytes !== undefined) out.set(entry.blob, bytes);
  }
  return out;
}

/**
 * readBlobsFromWorkTree one blob at a time, for a reader that asks for each when it needs it (a
 * deferred file of a tree): the checkout's real path and which of its directories are plain are
 * found once for all the blobs it reads.
 */
export class WorkTreeBlobs {
  readonly #root: string | undefined;
  // Nothing outside the checkout is opened: a directory on the way that is a symlink (or is
  // missing) rules out its files. Asked once per directory.
  readonly #plainDirectories = new Map<string, boolean>();

  constructor(workTree: string) {
    this.#root = OPEN_FLAGS === undefined ? undefined : realPath(workTree);
  }

  /** The blob's bytes from the checkout, when the file there hashes to it; undefined otherwise. */
  read(entry: ListedBlob): Buffer | undefined {
    const root = this.#root;
    if (root === undefined || OPEN_FLAGS === undefined) return undefined;
    const algorithm = entry.blob.length === 40 ? 'sha1' : entry.blob.length === 64 ? 'sha256' : undefined;
    if (algorithm === undefined || !this.#insideCheckout(root, path.posix.dirname(entry.path))) return undefined;
    const bytes = readExactly(path.join(root, entry.path), entry.size, OPEN_FLAGS);
    if (bytes === undefined) return undefined;
    const id = createHash(algorithm).update(`blob ${entry.size}\0`).update(bytes).digest('hex');
    return id === entry.blob ? bytes : undefined;
  }

  #insideCheckout(root: string, dir: string): boolean {
    let known = this.#plainDirectories.get(dir);
    if (known === undefined) {
      known = dir === '.' || realPath(path.join(root, dir)) === path.join(root, dir);
      this.#plainDirectories.set(dir, known);
    }
    return known;
  }
}

function realPath(p: string): string | undefined {
  try {
    return realpathSync(p);
  } catch {
    return undefined;
  }
}

/** The file's bytes when it is a regular file of exactly `size` bytes; undefined otherwise (never throws). */
function readExactly(file: string, size: number, flags: number): Buffer | undefined {
  let fd: number | undefined;
  try {
    fd = openSync(file, flags);
    const stat = fstatSync(fd);
    if (!stat.isFile() || stat.size !== size) return undefined;
    const bytes = Buffer.allocUnsafe(size);
    let read = 0;
    while (read < size) {
      const n = readSync(fd, bytes, read, size - read, read);
      if (n === 0) return undefined;
      read += n;
    }
    return bytes;
  } catch {
    return undefined;
  } finally {
    if (fd !== undefined) closeSync(fd);
  }
}
