import { createHash } from 'node:crypto';
import { SEVERITIES } from '../../core/findings/finding.js';
import { readingKey, type CachedParse, type ScalarReading, type YamlParseCache } from '../../core/yaml/parse.js';
import type { ValidatorCodeStore } from '../../core/schema/ajv-standalone.js';
import { PackStore } from './pack-store.js';

/**
 * YAML parse results on disk, for `driftgate check` run again in the same checkout (issue #15):
 * one entry per distinct text, named by the SHA-256 of the text, in packs under a folder per
 * driftgate build (pack-store.ts). Content-addressed, like git's blob ids: an edit, a rename or a
 * revision switch needs no invalidation, a changed file is simply a new key. Safe to delete at
 * any time.
 *
 * Bounded: texts over 1 MiB are not kept (the cache pays off on many small files; the entry of
 * one huge file would cost the run that writes it memory), and once the packs of a build would
 * pass 256 MiB the build's folder is emptied. Folders of other builds are removed when a cache
 * opens.
 * Best effort: a cache that cannot be read or written is a miss, never an error of the run.
 */
export interface ParseCacheStats {
  hits: number;
  misses: number;
  writes: number;
}

export interface DiskParseCacheOptions {
  /** The cache root (see defaultCacheRoot). */
  readonly dir: string;
  /** Entries are read only by the build that wrote them: a new parser never sees old results. */
  readonly build: string;
  readonly maxBytes?: number;
  readonly maxTextChars?: number;
}

const FORMAT = 1;

/** YAML parse results by text (see the file comment). */
export class DiskParseCache implements YamlParseCache {
  readonly stats: ParseCacheStats = { hits: 0, misses: 0, writes: 0 };
  private readonly store: PackStore;
  private readonly maxTextChars: number;

  constructor(options: DiskParseCacheOptions) {
    this.store = new PackStore({ dir: options.dir, kind: `parse-v${FORMAT}`, build: options.build, maxBytes: options.maxBytes ?? 256 * 1024 * 1024 });
    this.maxTextChars = options.maxTextChars ?? 1024 * 1024;
  }

  get(text: string, reading: ScalarReading): CachedParse | undefined {
    if (text.length > this.maxTextChars) return undefined;
    const bytes = this.store.readByDigest(this.keyDigest(text, reading));
    let parsed: CachedParse | undefined;
    try {
      parsed = bytes ? asCachedParse(JSON.parse(bytes.toString('utf8')), text.length) : undefined;
    } catch {
      parsed = undefined;
    }
    if (parsed) this.stats.hits += 1;
    else this.stats.misses += 1;
    return parsed;
  }

  set(text: string, reading: ScalarReading, parsed: CachedParse): void {
    if (text.length > this.maxTextChars) return;
    this.store.writeByDigest(this.keyDigest(text, reading), JSON.stringify({ format: FORMAT, textLength: text.length, ...parsed }), () => {
      this.stats.writes += 1;
    });
  }

  /**
   * The SHA-256 of `readingKey(text, reading)`, hashed in parts (no copy of the text joined to
   * its prefix). A miss is set right after its get: the last text's digest is kept for that.
   */
  private keyDigest(text: string, reading: ScalarReading): Buffer {
    const last = this.lastKey;
    if (last !== undefined && last.reading === reading && last.text === text) return last.digest;
    const key = readingKey('', reading);
    const digest = createHash('sha256').update(key).update(text).digest();
    this.lastKey = { text, reading, digest };
    return digest;
  }

  private lastKey: { readonly text: string; readonly reading: ScalarReading; readonly digest: Buffer } | undefined;

  /** Writes this run's new entries (see pack-store.ts). */
  close(): void {
    this.store.close();
  }
}

/**
 * ajv validators of repository CRDs as standalone code (core/schema/ajv-standalone.ts), by the
 * key the core computes (a hash of the ajv schema and its options), under a folder per driftgate
 * build like the parse cache: a new build never loads code an older one wrote. An entry whose
 * checksum does not match its content is a miss, and the core compiles the schema again.
 */
export class DiskValidatorCodeStore implements ValidatorCodeStore {
  readonly stats: ParseCacheStats = { hits: 0, misses: 0, writes: 0 };
  private readonly store: PackStore;

  constructor(options: DiskParseCacheOptions) {
    this.store = new PackStore({ dir: options.dir, kind: `validators-v${FORMAT}`, build: options.build, maxBytes: options.maxBytes ?? 64 * 1024 * 1024 });
  }

  get(key: string): string | undefined {
    const bytes = this.store.read(key);
    if (bytes) this.stats.hits += 1;
    else this.stats.misses += 1;
    return bytes?.toString('utf8');
  }

  set(key: string, code: string): void {
    this.store.write(key, code, () => {
      this.stats.writes += 1;
    });
  }

  /** Writes this run's new entries (see pack-store.ts). */
  close(): void {
    this.store.close();
  }
}

/** An entry as written by `set`, or undefined for anything else (a truncated or foreign file). */
function asCachedParse(entry: unknown, textLength: number): CachedParse | undefined {
  if (typeof entry !== 'object' || entry === null) return undefined;
  const e = entry as Record<string, unknown>;
  if (e.format !== FORMAT || e.textLength !== textLength || !Array.isArray(e.documents) || !Array.isArray(e.findings)) return undefined;
  for (const d of e.documents as unknown[]) {
    if (typeof d !== 'object' || d === null || !Number.isInteger((d as { index?: unknown }).index) || !('value' in d)) return undefined;
  }
  for (const f of e.findings as unknown[]) {
    if (typeof f !== 'object' || f === null) return undefined;
    const { ruleId, severity, message } = f as Record<string, unknown>;
    if (typeof ruleId !== 'string' || typeof message !== 'string' || !(SEVERITIES as readonly unknown[]).includes(severity)) return undefined;
  }
  return { documents: e.documents as CachedParse['documents'], findings: e.findings as CachedParse['findings'] };
}

