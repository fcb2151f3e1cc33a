import { readdir, stat } from 'node:fs/promises';
import path from 'node:path';
import type { FileProblem, SourceFile } from '../../core/manifest/input.js';
import { DEFAULT_FILE_LIMITS, fileProblem, textSourceFile } from '../../core/manifest/files.js';
import { readFileBounded, symlinkTarget } from './read-bounded.js';

const YAML_FILE = /\.(ya?ml)$/i;
const SKIPPED_DIRECTORIES = new Set(['node_modules', '.git', 'dist', '.cache']);
/** Files read at once: enough to overlap I/O, few enough never to run out of file descriptors. */
const CONCURRENT_READS = 16;

export interface CollectOptions {
  /** Paths are reported relative to this directory, with `/` separators. */
  readonly root: string;
  /** Files or directories to read; directories are walked for *.yaml and *.yml. */
  readonly paths: readonly string[];
  /** Files larger than this are not read (a finding instead); default 8 MiB. */
  readonly maxBytes?: number;
  /** Directories (root-relative) the walk does not enter: .driftgateignore, --exclude (src/io/repository/ignore.ts). */
  readonly skipDirectory?: (relative: string) => boolean;
}

export class MissingPathError extends Error {
  override readonly name = 'MissingPathError';
}

/** What the walk found at a path: a file to read, or a problem to report without reading. */
type Entry = { readonly absolute: string } | { readonly problem: FileProblem };

/**
 * Reads every YAML file under the given paths, in a stable order. A file that cannot be read
 * (permissions, a pipe or device, too large, a symbolic link leading out of the tree) comes
 * back with a `problem` instead of bytes, so it becomes a finding and the other files are
 * still checked. Only a path that does not exist at all is an error (a usage error).
 */
export async function collectYamlFiles(options: CollectOptions): Promise<SourceFile[]> {
  const found = new Map<string, Entry>();
  for (const p of options.paths) {
    const absolute = path.resolve(options.root, p);
    let info;
    try {
      info = await stat(absolute);
    } catch (error) {
      if (errorCode(error) === 'ENOENT' || errorCode(error) === 'ENOTDIR') throw new MissingPathError(`${p}: no such file or directory`);
      found.set(toRelative(options.root, absolute), { absolute });
      continue;
    }
    if (info.isDirectory()) await walk(absolute, found, options.root, options.skipDirectory);
    // A file named on the command line is read whatever its extension (and refused if special).
    else found.set(toRelative(options.root, absolute), { absolute });
  }
  const entries = [...found.entries()].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  const maxBytes = options.maxBytes ?? DEFAULT_FILE_LIMITS.maxBytes;
  return mapLimited(entries, CONCURRENT_READS, async ([relative, entry]): Promise<SourceFile> => {
    if ('problem' in entry) return { path: relative, bytes: new Uint8Array(0), problem: entry.problem };
    const read = await readFileBounded(entry.absolute, { maxBytes });
    // Kept as text: the bytes are freed (textSourceFile).
    return read.ok ? textSourceFile(relative, read.bytes) : { path: relative, bytes: new Uint8Array(0), problem: read.problem };
  });
}

async function walk(directory: string, found: Map<string, Entry>, root: string, skip?: (relative: string) => boolean): Promise<void> {
  let entries;
  try {
    entries = await readdir(directory, { withFileTypes: true });
  } catch (error) {
    found.set(toRelative(root, directory), {
      problem: fileProblem(
        'input/unreadable',
        `cannot list the directory: ${errorCode(error) === 'EACCES' ? 'permission denied' : 'it could not be read'} (${errorCode(error)}); the YAML files in it were not checked`,
        'Make the directory readable by the user running driftgate, or leave it out of the checked paths.',
      ),
    });
    return;
  }
  // Each entry's root-relative path from the directory's, as toRelative gives it: path.relative
  // resolves both paths on every call, ~1,000 times for a 1,000-file tree.
  const directoryRelative = toRelative(root, directory);
  const relativeOf = (name: string, full: string): string => {
    if (directoryRelative.startsWith('..') || path.isAbsolute(directoryRelative)) return toRelative(root, full);
    const relative = directoryRelative === '' ? name : `${directoryRelative}/${name}`;
    return relative.startsWith('..') ? toRelative(root, full) : relative;
  };
  for (const entry of entries) {
    const full = path.join(directory, entry.name);
    if (entry.isDirectory()) {
      if (!SKIPPED_DIRECTORIES.has(entry.name) && !entry.name.startsWith('.') && !skip?.(relativeOf(entry.name, full))) await walk(full, found, root, skip);
    } else if (YAML_FILE.test(entry.name)) {
      if (entry.isSymbolicLink()) {
        // Followed when it stays a file inside the tree; anything else is reported, never skipped silently.
        const target = await symlinkTarget(full, root);
        found.set(relativeOf(entry.name, full), target.ok ? { absolute: full } : { problem: target.problem });
      } else {
        // Regular files, and YAML-named pipes, devices and sockets: the reader refuses the latter with a finding.
        found.set(relativeOf(entry.name, full), { absolute: full });
      }
    }
  }
}

async function mapLimited<T, R>(items: readonly T[], limit: number, fn: (item: T) => Promise<R>): Promise<R[]> {
  const out = new Array<R>(items.length);
  let next = 0;
  const worker = async (): Promise<void> => {
    while (next < items.length) {
      const i = next++;
      out[i] = await fn(items[i] as T);
    }
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker));
  return out;
}

function errorCode(error: unknown): string {
  return typeof error === 'object' && error !== null && 'code' in error ? String((error as { code: unknown }).code) : 'EIO';
}

export function toRelative(root: string, absolute: string): string {
  const relative = path.relative(root, absolute);
  return (relative.startsWith('..') ? absolute : relative).split(path.sep).join('/');
}
