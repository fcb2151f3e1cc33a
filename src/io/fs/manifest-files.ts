import { readdir, readFile, stat } from 'node:fs/promises';
import path from 'node:path';
import type { SourceFile } from '../../core/check/input.js';

const YAML_FILE = /\.(ya?ml)$/i;
const SKIPPED_DIRECTORIES = new Set(['node_modules', '.git', 'dist', '.cache']);

export interface CollectOptions {
  /** Paths are reported relative to this directory, with `/` separators. */
  readonly root: string;
  /** Files or directories to read; directories are walked for *.yaml and *.yml. */
  readonly paths: readonly string[];
  /** Directories (root-relative) the walk does not enter: .driftgateignore, --exclude (src/io/repository/ignore.ts). */
  readonly skipDirectory?: (relative: string) => boolean;
}

export class MissingPathError extends Error {
  override readonly name = 'MissingPathError';
}

/** Reads every YAML file under the given paths, in a stable order. */
export async function collectYamlFiles(options: CollectOptions): Promise<SourceFile[]> {
  const found = new Map<string, string>();
  for (const p of options.paths) {
    const absolute = path.resolve(options.root, p);
    let info;
    try {
      info = await stat(absolute);
    } catch {
      throw new MissingPathError(`${p}: no such file or directory`);
    }
    if (info.isDirectory()) await walk(absolute, found, options.root, options.skipDirectory);
    else found.set(toRelative(options.root, absolute), absolute);
  }
  const entries = [...found.entries()].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  return Promise.all(entries.map(async ([relative, absolute]) => ({ path: relative, bytes: await readFile(absolute) })));
}

async function walk(directory: string, found: Map<string, string>, root: string, skip?: (relative: string) => boolean): Promise<void> {
  const entries = await readdir(directory, { withFileTypes: true });
  await Promise.all(
    entries.map(async (entry) => {
      const full = path.join(directory, entry.name);
      if (entry.isDirectory()) {
        if (!SKIPPED_DIRECTORIES.has(entry.name) && !entry.name.startsWith('.') && !skip?.(toRelative(root, full))) await walk(full, found, root, skip);
      } else if (entry.isFile() && YAML_FILE.test(entry.name)) {
        found.set(toRelative(root, full), full);
      }
    }),
  );
}

export function toRelative(root: string, absolute: string): string {
  const relative = path.relative(root, absolute);
  return (relative.startsWith('..') ? absolute : relative).split(path.sep).join('/');
}
