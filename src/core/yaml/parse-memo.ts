import type { CachedParse, YamlParseCache } from './parse.js';

/**
 * Parse results kept in memory across runs of one long-lived process, by the file's text: the
 * sync agent judges every revision whole, and a commit that changes one tenant of 10,000 leaves
 * 999 of 1,000 files as they were, so they are not parsed again.
 *
 * Keyed by the whole text (never by a hash an attacker could aim at). Entries are deep-frozen and
 * handed out as they are, not copied: a run cannot change what a later run gets (a write throws),
 * and an unchanged file costs neither a parse nor a copy (copying 10,000 files' objects from JSON
 * was ~0.4 s of every revision). Bounded by the characters held, the text and the entry as JSON;
 * the least recently used entries go first. Source maps are not kept: a location parses the file
 * again (see parseYaml).
 */
export class ParseMemo implements YamlParseCache {
  readonly #entries = new Map<string, { readonly parsed: CachedParse; readonly chars: number }>();
  #chars = 0;
  readonly #maxChars: number;
  readonly stats = { hits: 0, misses: 0 };

  constructor(options: { readonly maxChars: number }) {
    this.#maxChars = options.maxChars;
  }

  get(text: string): CachedParse | undefined {
    const entry = this.#entries.get(text);
    if (entry === undefined) {
      this.stats.misses += 1;
      return undefined;
    }
    // Most recently used last: Map keeps insertion order.
    this.#entries.delete(text);
    this.#entries.set(text, entry);
    this.stats.hits += 1;
    return entry.parsed;
  }

  set(text: string, parsed: CachedParse): void {
    const size = text.length + JSON.stringify(parsed).length;
    if (size > this.#maxChars) return;
    const old = this.#entries.get(text);
    if (old !== undefined) {
      this.#entries.delete(text);
      this.#chars -= old.chars;
    }
    this.#entries.set(text, { parsed: deepFreeze(parsed), chars: size });
    this.#chars += size;
    for (const [key, value] of this.#entries) {
      if (this.#chars <= this.#maxChars) break;
      this.#entries.delete(key);
      this.#chars -= value.chars;
    }
  }

  /** Characters held (text and JSON). */
  get size(): number {
    return this.#chars;
  }
}

/** Freezes every object and array reachable from the value (iteratively: documents nest deep). */
function deepFreeze<T>(value: T): T {
  const stack: unknown[] = [value];
  while (stack.length > 0) {
    const v = stack.pop();
    if (v === null || typeof v !== 'object' || Object.isFrozen(v)) continue;
    Object.freeze(v);
    for (const item of Object.values(v)) stack.push(item);
  }
  return value;
}
