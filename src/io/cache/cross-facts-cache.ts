import { createHash } from 'node:crypto';
import type { CrossFactsStore } from '../../core/check/kept-files.js';
import { QUOTA_FIELDS, type KeptCrossFacts, type KeptSum, type QuotaField } from '../../core/policy/cross.js';
import type { DiskParseCacheOptions, ParseCacheStats } from './parse-cache.js';
import { PackStore } from './pack-store.js';

/**
 * The cross-document facts of files on disk (core/check/kept-files.ts), beside the parse results
 * and verdicts of `driftgate check`: one entry per text and context, named by the SHA-256 of both,
 * so an edit, a rename or a revision switch needs no invalidation. A `--base` run reads the facts
 * of the files it does not report instead of parsing them, and keeps the facts of the files it
 * parsed for the next run. Bounded like the parse cache (texts over 1 MiB are not kept); best
 * effort: an entry that cannot be read, or is not a record of facts, is a miss.
 */
export class DiskCrossFactsStore implements CrossFactsStore {
  readonly stats: ParseCacheStats = { hits: 0, misses: 0, writes: 0 };
  private readonly store: PackStore;
  private readonly maxTextChars: number;

  constructor(options: DiskParseCacheOptions) {
    this.store = new PackStore({ dir: options.dir, kind: `cross-facts-v${FORMAT}`, build: options.build, maxBytes: options.maxBytes ?? 64 * 1024 * 1024 });
    this.maxTextChars = options.maxTextChars ?? 1024 * 1024;
  }

  /** The digests of texts asked for and not found: a run that parsed them keeps their facts next (set). */
  private readonly missed = new Map<string, { readonly context: string; readonly digest: Buffer }>();

  get(text: string, context: string): KeptCrossFacts | undefined {
    if (text.length > this.maxTextChars) return undefined;
    const digest = keyDigest(text, context);
    const bytes = this.store.readByDigest(digest);
    let facts: KeptCrossFacts | undefined;
    try {
      facts = bytes ? asKeptCrossFacts(JSON.parse(bytes.toString('utf8'))) : undefined;
    } catch {
      facts = undefined;
    }
    if (facts) this.stats.hits += 1;
    else {
      this.stats.misses += 1;
      this.missed.set(text, { context, digest });
    }
    return facts;
  }

  set(text: string, context: string, facts: KeptCrossFacts): void {
    if (text.length > this.maxTextChars) return;
    const missed = this.missed.get(text);
    this.missed.delete(text);
    const digest = missed !== undefined && missed.context === context ? missed.digest : keyDigest(text, context);
    this.store.writeByDigest(digest, JSON.stringify({ format: FORMAT, ...facts }), () => {
      this.stats.writes += 1;
    });
  }

  /** Writes this run's new entries (see pack-store.ts). */
  close(): void {
    this.missed.clear();
    this.store.close();
  }
}

const FORMAT = 1;

function keyDigest(text: string, context: string): Buffer {
  return createHash('sha256').update(context).update('\u0000').update(text).digest();
}

const isCount = (v: unknown): v is number => typeof v === 'number' && Number.isSafeInteger(v) && v >= 0;
const isStrings = (v: unknown): v is string[] => Array.isArray(v) && v.every((s) => typeof s === 'string');

function asKeptSum(v: unknown): KeptSum | undefined {
  if (typeof v !== 'object' || v === null) return undefined;
  const { num, den, count, negative } = v as Record<string, unknown>;
  if (typeof num !== 'string' || typeof den !== 'string' || !isCount(count) || typeof negative !== 'boolean') return undefined;
  return { num, den, count, negative };
}

/** An entry as `set` wrote it, or undefined for anything else (a damaged or foreign entry). */
function asKeptCrossFacts(entry: unknown): KeptCrossFacts | undefined {
  if (typeof entry !== 'object' || entry === null) return undefined;
  const e = entry as Record<string, unknown>;
  if (e.format !== FORMAT || !isCount(e.documents) || !isCount(e.objects)) return undefined;
  if (!isStrings(e.kinds) || !isStrings(e.names) || !isStrings(e.namespaces) || !isStrings(e.namespaceNames)) return undefined;
  if (typeof e.sums !== 'object' || e.sums === null) return undefined;
  const sums: Partial<Record<QuotaField, KeptSum>> = {};
  for (const field of QUOTA_FIELDS) {
    const raw = (e.sums as Record<string, unknown>)[field];
    if (raw === undefined) continue;
    const sum = asKeptSum(raw);
    if (sum === undefined) return undefined;
    sums[field] = sum;
  }
  return { documents: e.documents, objects: e.objects, kinds: e.kinds, names: e.names, namespaces: e.namespaces, namespaceNames: e.namespaceNames, sums };
}
