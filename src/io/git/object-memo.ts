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
  readonly #entries = new Map<string, { readonly value: V; readonly size: number }>();
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
    const key = `${dir}\0${id}`;
    const entry = this.#entries.get(key);
    if (!entry) return undefined;
    // Most recently used last: eviction takes the oldest first.
    this.#entries.delete(key);
    this.#entries.set(key, entry);
    return entry.value;
  }

  /** Whether an entry of this size is kept (not over a quarter of the whole). */
  keeps(size: number): boolean {
    return size <= this.maxSize / 4;
  }

  set(dir: string, id: string, value: V): void {
    const size = this.sizeOf(value);
    if (!this.keeps(size)) return;
    const key = `${dir}\0${id}`;
    const old = this.#entries.get(key);
    if (old) {
      this.#size -= old.size;
      this.#entries.delete(key);
    }
    this.#entries.set(key, { value, size });
    this.#size += size;
    for (const [k, e] of this.#entries) {
      if (this.#size <= this.maxSize) break;
      this.#entries.delete(k);
      this.#size -= e.size;
    }
  }

  /** What the entries hold together (by `sizeOf`). */
  get size(): number {
    return this.#size;
  }
}
