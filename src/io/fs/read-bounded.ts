import { closeSync, constants, fstatSync, openSync, readSync, statSync } from 'node:fs';
import { realpath } from 'node:fs/promises';
import path from 'node:path';
import { fileProblem } from '../../core/manifest/files.js';
import type { FileProblem } from '../../core/manifest/input.js';

/**
 * Reads one input file with its cost bounded before any byte is read: the file's type and
 * size come from `stat`, special files (FIFO, device, socket) are refused without opening
 * them, and at most `maxBytes + 1` bytes are ever read (a file that grows, or a /proc file
 * whose size says 0, cannot make the read longer). Every refusal is a FileProblem that the
 * core turns into a finding located at the file; nothing here throws for a bad file.
 */
export interface BoundedReadOptions {
  /** Files larger than this are refused unread. */
  readonly maxBytes: number;
}

export type BoundedRead = { readonly ok: true; readonly bytes: Uint8Array } | { readonly ok: false; readonly problem: FileProblem };

const CHUNK = 64 * 1024;

// Synchronous system calls: a check reads thousands of small files, and five awaited calls per
// file cost more than the reads (1,000 files: ~170 ms, now ~60 ms, cold). Each call is bounded:
// the size is known before reading, and a path swapped for a FIFO opens without blocking.
export async function readFileBounded(absolute: string, options: BoundedReadOptions): Promise<BoundedRead> {
  let info;
  try {
    info = statSync(absolute);
  } catch (error) {
    return { ok: false, problem: ioProblem(error) };
  }
  const special = specialKind(info);
  if (special !== undefined) return { ok: false, problem: notRegular(special) };
  if (info.size > options.maxBytes) return { ok: false, problem: fileTooLarge(info.size, options.maxBytes) };
  let fd;
  try {
    // O_NONBLOCK: if the path was swapped for a FIFO since the stat, opening it cannot block.
    fd = openSync(absolute, constants.O_RDONLY | constants.O_NONBLOCK);
  } catch (error) {
    return { ok: false, problem: ioProblem(error) };
  }
  try {
    const opened = fstatSync(fd);
    const swapped = specialKind(opened);
    if (swapped !== undefined) return { ok: false, problem: notRegular(swapped) };
    const limit = options.maxBytes + 1;
    const chunks: Buffer[] = [];
    let total = 0;
    // The first read asks for the size stat gave plus one byte (to see a file that grew), so a
    // small file costs its own size: a slice of a larger buffer would keep the whole buffer alive
    // for as long as the file's bytes are (10,000 files of 4 KB held 640 MB in 64 KB buffers).
    // A large file is read in one call too (its size is at most maxBytes): in 64 KB pieces, a
    // 1 MB CRD took 17 reads and a copy of the whole into one buffer.
    let want = Math.min(limit, opened.size + 1);
    for (;;) {
      if (want <= 0) break;
      const buffer = Buffer.allocUnsafe(want);
      const bytesRead = readSync(fd, buffer, 0, want, null);
      if (bytesRead === 0) break;
      chunks.push(bytesRead * 2 >= want ? buffer.subarray(0, bytesRead) : Buffer.from(buffer.subarray(0, bytesRead)));
      total += bytesRead;
      // A regular file reads short only at its end: no second read to learn that.
      if (bytesRead < want) break;
      want = Math.min(CHUNK, limit - total);
    }
    if (total > options.maxBytes) return { ok: false, problem: fileTooLarge(undefined, options.maxBytes) };
    return { ok: true, bytes: chunks.length === 1 ? (chunks[0] as Buffer) : Buffer.concat(chunks, total) };
  } catch (error) {
    return { ok: false, problem: ioProblem(error) };
  } finally {
    try {
      closeSync(fd);
    } catch {
      // nothing was lost: the bytes are read or the problem is reported
    }
  }
}

/**
 * Where a symbolic link found while walking a directory leads: followed when it resolves to a
 * regular file inside `root` (a link out of the repository could read the runner's own files,
 * such as /proc/self/environ, into findings), reported otherwise.
 */
export async function symlinkTarget(absolute: string, root: string): Promise<{ readonly ok: true } | { readonly ok: false; readonly problem: FileProblem }> {
  let target: string;
  let realRoot: string;
  try {
    [target, realRoot] = await Promise.all([realpath(absolute), realpath(root)]);
  } catch (error) {
    return { ok: false, problem: ioProblem(error) };
  }
  const relative = path.relative(realRoot, target);
  if (relative.startsWith('..') || path.isAbsolute(relative)) {
    return {
      ok: false,
      problem: fileProblem(
        'input/symlink-outside',
        'expected a YAML file inside the checked tree, found a symbolic link that leads outside it; it was not read',
        'Copy the file into the repository, or check the directory it points to directly.',
      ),
    };
  }
  return { ok: true };
}

type SpecialKind = 'directory' | 'named pipe (FIFO)' | 'character device' | 'block device' | 'socket' | 'special file';

function specialKind(info: { isFile(): boolean; isDirectory(): boolean; isFIFO(): boolean; isCharacterDevice(): boolean; isBlockDevice(): boolean; isSocket(): boolean }): SpecialKind | undefined {
  if (info.isFile()) return undefined;
  if (info.isDirectory()) return 'directory';
  if (info.isFIFO()) return 'named pipe (FIFO)';
  if (info.isCharacterDevice()) return 'character device';
  if (info.isBlockDevice()) return 'block device';
  if (info.isSocket()) return 'socket';
  return 'special file';
}

function notRegular(kind: SpecialKind): FileProblem {
  return fileProblem(
    'input/not-a-regular-file',
    `expected a regular YAML file, found a ${kind}; it was not read`,
    'Check regular files only: a pipe or device could block the check or never end.',
  );
}

/** The problem of a file over the size bound (also for a blob at a revision, from its size in the tree). */
export function fileTooLarge(size: number | undefined, maxBytes: number): FileProblem {
  return fileProblem(
    'input/file-too-large',
    size === undefined ? `file is larger than ${maxBytes} bytes; at most ${maxBytes} bytes are read` : `file is ${size} bytes; at most ${maxBytes} bytes are read`,
    'Split the file, or raise the limit with --max-file-bytes.',
  );
}

function ioProblem(error: unknown): FileProblem {
  const code = typeof error === 'object' && error !== null && 'code' in error ? String((error as { code: unknown }).code) : 'EIO';
  const reasons: Record<string, string> = {
    EACCES: 'permission denied',
    EPERM: 'operation not permitted',
    ENOENT: 'no such file (a symbolic link to a missing file?)',
    ELOOP: 'too many levels of symbolic links',
    ENOTDIR: 'a part of the path is not a directory',
    EISDIR: 'it is a directory',
    EMFILE: 'too many open files',
  };
  return fileProblem(
    'input/unreadable',
    `cannot read the file: ${reasons[code] ?? 'input/output error'} (${code})`,
    code === 'EACCES' || code === 'EPERM' ? 'Make the file readable by the user running driftgate, or leave it out of the checked paths.' : 'Fix or remove the file; the other files were checked.',
  );
}
