import { createHash } from 'node:crypto';
import type { VerdictScope, VerdictStore } from '../../core/memo/verdict-memo.js';
import { PackStore } from './pack-store.js';
import type { DiskParseCacheOptions, ParseCacheStats } from './parse-cache.js';

/**
 * Per-object verdicts of `driftgate check` on disk, beside its parse results (ADR 0007, ADR 0011):
 * a run again over files that did not change, under the same CRDs and policy pack, finds their
 * objects' schema and admission verdicts instead of computing them.
 *
 * One entry per file, kind and context: the key hashes the kind, the context text the check
 * builds (the CRDs, the pack's files, the Namespaces and parameter objects, the bounds), the
 * file's path and its whole text (each by its SHA-256). Any change of any of them is another
 * key, so nothing is ever invalidated; the pack store's size bound and folds drop what is no
 * longer used. The check decides what may be kept (a verdict the run's CEL budget could have cut
 * short is not) and how a kept verdict counts again, exactly as for the agent's memory.
 *
 * For the CLI only, like the parse cache: the Action and the agent never read verdicts from disk.
 */
export class DiskVerdictStore implements VerdictStore {
  readonly persistent = true;
  readonly stats: ParseCacheStats = { hits: 0, misses: 0, writes: 0 };
  private readonly store: PackStore;
  private readonly scopes: DiskScope[] = [];
  /** Each file's text hashed once per run, for every kind and context that asks about it. */
  private readonly textDigests = new Map<string, { readonly text: string; readonly digest: Buffer }>();

  constructor(options: DiskParseCacheOptions) {
    this.store = new PackStore({ dir: options.dir, kind: `verdicts-v${FORMAT}`, build: options.build, maxBytes: options.maxBytes ?? 256 * 1024 * 1024 });
  }

  scope<T>(kind: string, context: string, texts: ReadonlyMap<string, string>): VerdictScope<T> {
    const contextDigest = createHash('sha256').update(kind).update('\u0000').update(context).digest();
    const scope = new DiskScope(this.store, this.stats, (path) => this.keyDigest(contextDigest, path, texts.get(path)));
    this.scopes.push(scope);
    return scope as VerdictScope<T>;
  }

  /** Nothing computed from the pack is kept on disk: it is made again (the closures of CEL cannot be written). */
  latest<T>(_kind: string, _key: string, make: () => T): T {
    return make();
  }

  /**
   * Plain data computed from whole texts (the pack's type check against the CRDs, ~10 ms of CEL
   * each run), kept by the SHA-256 of its kind and key, unlike what `latest` makes. An entry that
   * is not JSON, or that `read` does not accept, is made again.
   */
  latestData<T>(kind: string, key: string, make: () => T, read: (kept: unknown) => T | undefined): T {
    const digest = createHash('sha256').update('latest\u0000').update(kind).update('\u0000').update(key).digest();
    const kept = readJson(this.store.readByDigest(digest), read);
    if (kept !== undefined) {
      this.stats.hits += 1;
      return kept;
    }
    this.stats.misses += 1;
    const made = make();
    this.store.writeByDigest(digest, JSON.stringify(made), () => {
      this.stats.writes += 1;
    });
    return made;
  }

  /** Writes the entries of the files this run judged anew, as one pack (pack-store.ts). */
  close(): void {
    for (const scope of this.scopes) scope.flush();
    this.scopes.length = 0;
    this.textDigests.clear();
    this.store.close();
  }

  /** The entry's key: the SHA-256 of the context's digest, the path and the text's digest; undefined for a path without a text this run. */
  private keyDigest(contextDigest: Buffer, path: string, text: string | undefined): Buffer | undefined {
    if (text === undefined) return undefined;
    let known = this.textDigests.get(path);
    if (known === undefined || known.text !== text) {
      known = { text, digest: createHash('sha256').update(text).digest() };
      this.textDigests.set(path, known);
    }
    return createHash('sha256').update(contextDigest).update(path).update('\u0000').update(known.digest).digest();
  }
}

const FORMAT = 1;

/** The verdicts of one file, by the object's place in it. */
interface FileVerdicts {
  readonly key: Buffer;
  readonly items: Map<string, unknown>;
  /** True when this run added a verdict the stored entry did not have. */
  changed: boolean;
}

class DiskScope implements VerdictScope<unknown> {
  private readonly files = new Map<string, FileVerdicts | undefined>();

  constructor(
    private readonly store: PackStore,
    private readonly stats: ParseCacheStats,
    private readonly keyOf: (path: string) => Buffer | undefined,
  ) {}

  get(path: string, item: string): unknown {
    const verdict = this.file(path)?.items.get(item);
    if (verdict === undefined) this.stats.misses += 1;
    else this.stats.hits += 1;
    return verdict;
  }

  set(path: string, item: string, verdict: unknown): void {
    const file = this.file(path);
    if (file === undefined || file.items.has(item)) return;
    file.items.set(item, verdict);
    file.changed = true;
  }

  flush(): void {
    for (const file of this.files.values()) {
      if (!file?.changed) continue;
      this.store.writeByDigest(file.key, JSON.stringify(Object.fromEntries(file.items)), () => {
        this.stats.writes += 1;
      });
    }
    this.files.clear();
  }

  /** The file's verdicts, read from the store on first use; undefined for a path without a text this run. */
  private file(path: string): FileVerdicts | undefined {
    if (this.files.has(path)) return this.files.get(path);
    const key = this.keyOf(path);
    const file = key === undefined ? undefined : { key, items: new Map(Object.entries(readEntry(this.store.readByDigest(key)))), changed: false };
    this.files.set(path, file);
    return file;
  }
}

function readJson<T>(bytes: Buffer | undefined, read: (kept: unknown) => T | undefined): T | undefined {
  if (bytes === undefined) return undefined;
  try {
    return read(JSON.parse(bytes.toString('utf8')));
  } catch {
    return undefined;
  }
}

/**
 * A stored entry's verdicts by place. The pack store has checked the bytes against their SHA-256
 * and the folder is this build's, so the verdicts are what this code wrote; anything else (an
 * entry that is not a JSON object) is read as no verdicts, and the file's objects are judged.
 */
function readEntry(bytes: Buffer | undefined): Record<string, unknown> {
  if (bytes === undefined) return {};
  try {
    const entry: unknown = JSON.parse(bytes.toString('utf8'));
    return typeof entry === 'object' && entry !== null && !Array.isArray(entry) ? (entry as Record<string, unknown>) : {};
  } catch {
    return {};
  }
}
