import type { CachedParse, YamlParseCache } from './parse.js';

/**
 * Parse results kept in memory across runs of one long-lived process, by the file's text: the
 * sync agent judges every revision whole, and a commit that changes one tenant of 10,000 leaves
 * 999 of 1,000 files as they were, so they are not parsed again.
 *
 * Keyed by the whole text (never by a hash an attacker could aim at), and each hit is a fresh
 * copy (the entry is held as JSON): nothing a run does to the objects it gets can reach a later
 * run. Bounded by the characters held, text and JSON together; the least recently used entries
 * go first. Source maps are not kept: a location parses the file again (see parseYaml).
 */
export class ParseMemo implements YamlParseCache {
  readonly #entries = new Map<string, string>();
  #chars = 0;
  readonly #maxChars: number;
  readonly stats = { hits: 0, misses: 0 };

  constructor(options: { readonly maxChars: number }) {
    this.#maxChars = options.maxChars;
  }

  get(text: string): CachedParse | undefined {
    const json = this.#entries.get(text);
    if (json === undefined) {
      this.stats.misses += 1;
      return undefined;
    }
    // Most recently used last: Map keeps insertion order.
    this.#entries.delete(text);
    this.#entries.set(text, json);
    this.stats.hits += 1;
    return JSON.parse(json) as CachedParse;
  }

  set(text: string, parsed: CachedParse): void {
    const json = JSON.stringify(parsed);
    const size = text.length + json.length;
    if (size > this.#maxChars) return;
    const old = this.#entries.get(text);
    if (old !== undefined) {
      this.#entries.delete(text);
      this.#chars -= text.length + old.length;
    }
    this.#entries.set(text, json);
    this.#chars += size;
    for (const [key, value] of this.#entries) {
      if (this.#chars <= this.#maxChars) break;
      this.#entries.delete(key);
      this.#chars -= key.length + value.length;
    }
  }

  /** Characters held (text and JSON). */
  get size(): number {
    return this.#chars;
  }
}
