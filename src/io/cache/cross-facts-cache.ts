import { createHash } from 'node:crypto';
import type { CrossFactsStore } from '../../core/check/kept-files.js';
import { QUOTA_FIELDS, type KeptCrossFacts, type KeptSum, type QuotaField } from '../../core/policy/cross.js';
import type { DiskParseCacheOptions, ParseCacheStats } from './parse-cache.js';
import { PackStore } from './pack-store.js';

/**
 * The cross-document facts of files on disk (core/check/kept-files.ts), beside the parse results
 * and verdicts of `driftgate check`: one entry per file contents, named by the SHA-256 of the
 * contents' git blob id, holding the facts under one context and whether a check may leave the
 * contents unread (`mayLeaveUnread`: a `--base` run then reads such a file of the head only if it
 * parses it). An edit, a rename or a revision switch needs no invalidation; facts of another
 * context are a miss, and the next run's entry replaces them. Bounded like the parse cache (a
 * record of over 1,048,576 characters is not kept: maxRecordChars); best effort: an entry that
 * cannot be read, or is not a record of facts, is a miss.
 *
 * The blob id is git's own name for the contents: the listing of a revision gives it without
 * reading the file, and for a file of the work tree it is computed from the text (gitBlobId).
 */
/** Where and for which build the store keeps its entries, as the parse cache does; its own bound on a record. */
export interface DiskCrossFactsStoreOptions extends Omit<DiskParseCacheOptions, 'maxTextChars'> {
  /** A record longer than this (characters of its JSON) is not kept: its file is parsed next time. */
  readonly maxRecordChars?: number;
}

export class DiskCrossFactsStore implements CrossFactsStore {
  readonly stats: ParseCacheStats = { hits: 0, misses: 0, writes: 0 };
  private readonly store: PackStore;
  private readonly maxRecordChars: number;
  /** Entries read, by content id (null: none, or not a record): a run asks of each file more than once (the reader, Helm planning, checkTree, the check). */
  private readonly records = new Map<string, KeptRecord | null>();

  constructor(options: DiskCrossFactsStoreOptions) {
    this.store = new PackStore({ dir: options.dir, kind: `cross-facts-v${FORMAT}`, build: options.build, maxBytes: options.maxBytes ?? 64 * 1024 * 1024 });
    this.maxRecordChars = options.maxRecordChars ?? 1024 * 1024;
  }

  get(id: string, context: string): KeptCrossFacts | undefined {
    const record = this.record(id);
    const facts = record !== undefined && record.context === context ? record.facts : undefined;
    if (facts) this.stats.hits += 1;
    else this.stats.misses += 1;
    return facts;
  }

  set(id: string, context: string, facts: KeptCrossFacts, mayLeaveUnread: boolean): void {
    const entry = JSON.stringify({ format: FORMAT, context, mayLeaveUnread, ...facts });
    if (entry.length > this.maxRecordChars) return;
    this.store.writeByDigest(entryDigest(id), entry, () => {
      this.stats.writes += 1;
    });
    this.records.set(id, { context, mayLeaveUnread, facts });
  }

  mayLeaveUnread(id: string): boolean {
    return this.record(id)?.mayLeaveUnread === true;
  }

  private record(id: string): KeptRecord | undefined {
    let record = this.records.get(id);
    if (record === undefined) {
      const bytes = this.store.readByDigest(entryDigest(id));
      try {
        record = bytes ? (asKeptRecord(JSON.parse(bytes.toString('utf8'))) ?? null) : null;
      } catch {
        record = null;
      }
      this.records.set(id, record);
    }
    return record ?? undefined;
  }

  /** Writes this run's new entries (see pack-store.ts). */
  close(): void {
    this.records.clear();
    this.store.close();
  }
}

interface KeptRecord {
  readonly context: string;
  readonly mayLeaveUnread: boolean;
  readonly facts: KeptCrossFacts;
}

const FORMAT = 2;

/**
 * The entry's 32-byte name: a blob id is already a digest, so a SHA-1 id (40 hex digits) is taken
 * as it is behind 12 zero bytes, and a SHA-256 id (64) as it is; anything else is hashed. A run
 * names a thousand entries, and hashing each name cost more than reading its entry.
 */
function entryDigest(id: string): Buffer {
  if (SHA1_HEX.test(id)) return Buffer.concat([SHA1_PAD, Buffer.from(id, 'hex')]);
  if (SHA256_HEX.test(id)) return Buffer.from(id, 'hex');
  return createHash('sha256').update('cross-facts\u0000').update(id).digest();
}

const SHA1_HEX = /^[0-9a-f]{40}$/;
const SHA256_HEX = /^[0-9a-f]{64}$/;
const SHA1_PAD = Buffer.alloc(12);

const isCount = (v: unknown): v is number => typeof v === 'number' && Number.isSafeInteger(v) && v >= 0;
const isStrings = (v: unknown): v is string[] => Array.isArray(v) && v.every((s) => typeof s === 'string');

function asKeptSum(v: unknown): KeptSum | undefined {
  if (typeof v !== 'object' || v === null) return undefined;
  const { num, den, count, negative } = v as Record<string, unknown>;
  if (typeof num !== 'string' || typeof den !== 'string' || !isCount(count) || typeof negative !== 'boolean') return undefined;
  return { num, den, count, negative };
}

/** An entry as `set` wrote it, or undefined for anything else (a damaged or foreign entry). */
function asKeptRecord(entry: unknown): KeptRecord | undefined {
  if (typeof entry !== 'object' || entry === null) return undefined;
  const e = entry as Record<string, unknown>;
  if (e.format !== FORMAT || typeof e.context !== 'string' || typeof e.mayLeaveUnread !== 'boolean') return undefined;
  const facts = asKeptCrossFacts(e);
  return facts === undefined ? undefined : { context: e.context, mayLeaveUnread: e.mayLeaveUnread, facts };
}

function asKeptCrossFacts(e: Record<string, unknown>): KeptCrossFacts | undefined {
  if (!isCount(e.documents) || !isCount(e.objects)) return undefined;
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
