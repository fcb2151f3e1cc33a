import { RecencyList, type RecencyLinks } from '../../core/memo/recency.js';

/**
 * What git objects hold, remembered for the process: a commit's whole tree listing and blobs'
 * bytes, by object id. An id names the same content forever, so an entry is never stale; keys
 * include the repository directory, so a repository never answers with another's objects.
 *
 * Why: one `check --base` asked git for the same listings and blobs again from several places
 * (the trusted pack at the base, CRD directories at both revisions): 21 git processes, each ~7 ms.
 * Both memos are bounded, for the agent's long life.
 */
export class ObjectMemo<V> {
  /** By repository directory, then object id: no joined key is made per lookup (a revision looks up 10,000 blobs). */
  readonly #entries = new Map<string, Map<string, Entry<V>>>();
  readonly #recency = new RecencyList<Entry<V>>();
  #size = 0;

  /**
   * @param maxSize what the entries may hold together (by `sizeOf`); an entry larger than a
   * quarter of it is not kept.
   */
  constructor(
    private readonly maxSize: number,
    private readonly sizeOf: (value: V) => number,
  ) {}

  get(dir: string, id: string): V | undefined {
    const entry = this.#entries.get(dir)?.get(id);
    if (!entry) return undefined;
    // Most recently used last: eviction takes the oldest first.
    this.#recency.touch(entry);
    return entry.value;
  }

  /** Whether an entry of this size is kept (not over a quarter of the whole). */
  keeps(size: number): boolean {
    return size <= this.maxSize / 4;
  }

  set(dir: string, id: string, value: V): void {
    const size = this.sizeOf(value);
    if (!this.keeps(size)) return;
    const old = this.#entries.get(dir)?.get(id);
    if (old) this.#drop(old);
    let ofDir = this.#entries.get(dir);
    if (ofDir === undefined) {
      ofDir = new Map();
      this.#entries.set(dir, ofDir);
    }
    const entry: Entry<V> = { dir, id, value, size, older: undefined, newer: undefined };
    ofDir.set(id, entry);
    this.#recency.add(entry);
    this.#size += size;
    while (this.#size > this.maxSize && this.#recency.oldest !== undefined) this.#drop(this.#recency.oldest);
  }

  #drop(entry: Entry<V>): void {
    const ofDir = this.#entries.get(entry.dir);
    ofDir?.delete(entry.id);
    if (ofDir?.size === 0) this.#entries.delete(entry.dir);
    this.#recency.remove(entry);
    this.#size -= entry.size;
  }

  /** What the entries hold together (by `sizeOf`). */
  get size(): number {
    return this.#size;
  }
}

interface Entry<V> extends RecencyLinks<Entry<V>> {
  readonly dir: string;
  readonly id: string;
  readonly value: V;
  readonly size: number;
}

/** Whether a listing of the `listed` paths holds every entry under `path` ('' is the whole tree). */
export function pathCovered(listed: readonly string[], path: string): boolean {
  for (const p of listed) if (p === '' || p === path || path.startsWith(`${p}/`)) return true;
  return false;
}

/**
 * `ls-tree -r` listings by commit id and the paths listed. A listing answers for any paths it
 * covers, so the one listing a revision's read makes (the synced path, its ignore files, the
 * pack, the drift config) serves every later question about that commit, including the next
 * revision's reads at it as the trusted one. Bounded like ObjectMemo (entries), and in the
 * number of path sets remembered.
 */
export class TreeListings<E> {
  readonly #memo: ObjectMemo<readonly E[]>;
  /** Path sets listed, per repository and commit, most recent last. */
  readonly #listed = new Map<string, (readonly string[])[]>();

  constructor(maxEntries: number) {
    this.#memo = new ObjectMemo<readonly E[]>(maxEntries, (entries) => entries.length);
  }

  /** A listing of this commit that covers every path, when one is kept. */
  get(dir: string, revision: string, paths: readonly string[]): readonly E[] | undefined {
    const sets = this.#listed.get(`${dir}\0${revision}`);
    if (!sets) return undefined;
    for (let i = sets.length - 1; i >= 0; i--) {
      const listed = sets[i] as readonly string[];
      if (!paths.every((p) => pathCovered(listed, p))) continue;
      const entries = this.#memo.get(dir, listingId(revision, listed));
      if (entries) return entries;
    }
    return undefined;
  }

  set(dir: string, revision: string, paths: readonly string[], entries: readonly E[]): void {
    if (!this.#memo.keeps(entries.length)) return;
    const listed = [...new Set(paths)].sort();
    this.#memo.set(dir, listingId(revision, listed), entries);
    const key = `${dir}\0${revision}`;
    const sets = (this.#listed.get(key) ?? []).filter((s) => s.join('\0') !== listed.join('\0'));
    sets.push(listed);
    if (sets.length > MAX_PATH_SETS_PER_COMMIT) sets.shift();
    this.#listed.delete(key);
    this.#listed.set(key, sets);
    // The memo drops listings by size; this index of what was listed is bounded by commits.
    for (const k of this.#listed.keys()) {
      if (this.#listed.size <= MAX_COMMITS_LISTED) break;
      this.#listed.delete(k);
    }
  }
}

const MAX_PATH_SETS_PER_COMMIT = 8;
const MAX_COMMITS_LISTED = 256;
const listingId = (revision: string, paths: readonly string[]): string => `${revision}\0${paths.join('\0')}`;
