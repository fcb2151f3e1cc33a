import { RecencyList, type RecencyLinks } from './recency.js';

/**
 * Where per-object verdicts are kept between runs: the agent's memory (VerdictMemo), or the
 * CLI's cache folder (src/io/cache/verdict-cache.ts). The check asks both the same way.
 */
export interface VerdictStore {
  /**
   * True when verdicts outlive the process (on disk): a context may then name only what it is
   * made of, never an object of this process (the built-in schema set is one: its verdicts are
   * not kept there).
   */
  readonly persistent?: boolean;
  readonly stats: { hits: number; misses: number };
  /** The verdicts of one kind (schema, admission) under one context, for the files of one run (their texts by path). */
  scope<T>(kind: string, context: string, texts: ReadonlyMap<string, string>): VerdictScope<T>;
  /** A value computed from whole texts (`key`), kept for the next run when its key is the same text; a store may just make it. */
  latest<T>(kind: string, key: string, make: () => T): T;
  /**
   * As latest, for plain data (what JSON keeps): a store that outlives the process may keep it
   * too, and gives back what `read` accepts of what it kept (else it makes the value again).
   */
  latestData<T>(kind: string, key: string, make: () => T, read: (kept: unknown) => T | undefined): T;
}

/**
 * Per-object verdicts kept across the runs of one long-lived process (the sync agent): a commit
 * that changes one tenant of 10,000 leaves 999 of 1,000 files as they were, and their objects'
 * schema and admission verdicts need not be computed again.
 *
 * A verdict is found again only when everything it was computed from is the same:
 * - the object's file, by its path and its whole text (never by a hash an attacker could aim at):
 *   the same text parses to the same documents, and the same path gives the same locations;
 * - everything else it depends on, as one context text its caller builds (the CRDs, the policy
 *   pack, the parameters, ...). A run with another context drops the entries of the last one.
 *
 * Bounded by the characters held (file texts and the verdicts' own measure); the least recently
 * used files go first. Verdicts are kept as given: callers hand over values they do not change.
 */
export class VerdictMemo implements VerdictStore {
  readonly #maxChars: number;
  readonly #kinds = new Map<string, KindEntries>();
  #chars = 0;
  readonly stats = { hits: 0, misses: 0 };

  constructor(options: { readonly maxChars: number }) {
    this.#maxChars = options.maxChars;
  }

  /**
   * The verdicts of one kind (schema, admission) under one context, for the files of one run
   * (their texts by path). Entries of the kind computed under another context are dropped.
   */
  scope<T>(kind: string, context: string, texts: ReadonlyMap<string, string>): VerdictScope<T> {
    let entries = this.#kinds.get(kind);
    if (entries && entries.context !== context) {
      for (const file of entries.files.values()) {
        this.#chars -= file.chars;
        file.gone = true;
      }
      entries = undefined;
    }
    if (!entries) {
      entries = { context, files: new Map(), recency: new RecencyList() };
      this.#kinds.set(kind, entries);
    }
    return new MemoScope<T>(this, entries, texts);
  }

  /**
   * A value computed from inputs that are whole texts (`key`: the policy pack's files, the CRDs
   * it is type-checked against), kept for the next run when its key is the same text. One value
   * per kind, the latest: a run with another key computes and replaces it. Kinds are the
   * callers' few constants, so this holds a fixed number of values, each of a size its inputs
   * bound (a loaded pack, its type-check findings).
   */
  latest<T>(kind: string, key: string, make: () => T): T {
    const kept = this.#latest.get(kind);
    if (kept !== undefined && kept.key === key) return kept.value as T;
    const value = make();
    this.#latest.set(kind, { key, value });
    return value;
  }

  readonly #latest = new Map<string, { readonly key: string; readonly value: unknown }>();

  latestData<T>(kind: string, key: string, make: () => T): T {
    return this.latest(kind, key, make);
  }

  /** Characters held (file texts and verdicts). */
  get size(): number {
    return this.#chars;
  }

  /** @internal */
  grow(by: number): void {
    this.#chars += by;
    if (this.#chars <= this.#maxChars) return;
    // Least recently used first, kind by kind: each kind's list runs from its least recently used file.
    for (const entries of this.#kinds.values()) {
      while (this.#chars > this.#maxChars && entries.recency.oldest !== undefined) {
        const file = entries.recency.oldest;
        forget(entries, file);
        this.#chars -= file.chars;
      }
      if (this.#chars <= this.#maxChars) return;
    }
  }
}

/** Verdicts of one kind under one context, looked up by the object they are about. */
export interface VerdictScope<T> {
  /** The verdict on the object `item` of file `path` (whose text is this run's), if it was kept. */
  get(path: string, item: string): T | undefined;
  /** Keeps a verdict; `chars` measures what it holds, for the memo's bound. */
  set(path: string, item: string, verdict: T, chars: number): void;
}

/** A kind's files, by path and in the order they were last used. */
interface KindEntries {
  readonly context: string;
  readonly files: Map<string, FileEntries>;
  readonly recency: RecencyList<FileEntries>;
}

interface FileEntries extends RecencyLinks<FileEntries> {
  readonly path: string;
  readonly text: string;
  readonly items: Map<string, unknown>;
  chars: number;
  /** Dropped from its kind (stale or evicted): never found again. */
  gone?: true;
}

/** Adds a file as the most recently used of its kind. */
function remember(entries: KindEntries, file: FileEntries): void {
  entries.files.set(file.path, file);
  entries.recency.add(file);
}

/** Drops a file from its kind. */
function forget(entries: KindEntries, file: FileEntries): void {
  entries.files.delete(file.path);
  entries.recency.remove(file);
  file.gone = true;
}

class MemoScope<T> implements VerdictScope<T> {
  constructor(
    private readonly memo: VerdictMemo,
    private readonly entries: KindEntries,
    private readonly texts: ReadonlyMap<string, string>,
  ) {}

  get(path: string, item: string): T | undefined {
    const file = this.#file(path);
    const verdict = file?.items.get(item) as T | undefined;
    if (verdict === undefined) this.memo.stats.misses += 1;
    else this.memo.stats.hits += 1;
    return verdict;
  }

  set(path: string, item: string, verdict: T, chars: number): void {
    const text = this.texts.get(path);
    if (text === undefined) return;
    let file = this.#file(path);
    if (!file) {
      file = { path, text, items: new Map(), chars: text.length + path.length, older: undefined, newer: undefined };
      remember(this.entries, file);
      this.memo.grow(file.chars);
      // A file larger than the whole bound goes at once: nothing of it is kept.
      if (file.gone) return;
    }
    if (file.items.has(item)) return;
    file.items.set(item, verdict);
    const size = item.length + chars;
    file.chars += size;
    this.memo.grow(size);
  }

  /** The file's entries when its text is this run's; a stale file's entries are dropped. */
  #file(path: string): FileEntries | undefined {
    // A file's objects are asked about one after another: the file found last is found again
    // without a lookup (it is the most recently used already).
    const last = this.#last;
    if (last !== undefined && last.path === path && !last.gone) return last;
    const file = this.entries.files.get(path);
    if (!file) return undefined;
    const text = this.texts.get(path);
    if (text === undefined || file.text !== text) {
      forget(this.entries, file);
      this.memo.grow(-file.chars);
      return undefined;
    }
    this.entries.recency.touch(file);
    this.#last = file;
    return file;
  }

  #last: FileEntries | undefined;
}
