import type { CachedParse, ScalarReading, YamlParseCache } from './parse.js';
import { RecencyList, type RecencyLinks } from '../memo/recency.js';

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
  /** By text; each text holds the readings it was parsed with (see ScalarReading). */
  readonly #entries = new Map<string, Slot>();
  /** The slots in the order they were last used (a revision of 10,000 files uses each text several times). */
  readonly #recency = new RecencyList<Slot>();
  #chars = 0;
  readonly #maxChars: number;
  /** Parses found and made; `reused`: what callers made of a parse, found again (see derived). */
  readonly stats = { hits: 0, misses: 0, reused: 0 };

  constructor(options: { readonly maxChars: number }) {
    this.#maxChars = options.maxChars;
  }

  get(text: string, reading: ScalarReading): CachedParse | undefined {
    const slot = this.#entries.get(text);
    const parsed = slot?.readings.get(reading);
    if (slot === undefined || parsed === undefined) {
      this.stats.misses += 1;
      return undefined;
    }
    this.#touch(slot);
    this.stats.hits += 1;
    return parsed;
  }

  set(text: string, reading: ScalarReading, parsed: CachedParse): void {
    const json = JSON.stringify(parsed).length;
    if (text.length + json > this.#maxChars) return;
    let slot = this.#entries.get(text);
    // One text parses one way per reading: a second set of it changes nothing.
    if (slot?.readings.has(reading)) return;
    if (slot === undefined) {
      slot = { text, readings: new Map(), derived: new Map(), chars: text.length, older: undefined, newer: undefined };
      this.#entries.set(text, slot);
      this.#recency.add(slot);
      this.#chars += text.length;
    }
    slot.readings.set(reading, deepFreeze(parsed));
    this.#grow(slot, json);
    this.#touch(slot);
    this.#evict();
  }

  /**
   * Kept with the text's entry, for this reading and path, once the text's parse is kept (a text
   * whose values JSON cannot hold is never kept, and neither is what is made of it). Dropped with
   * the entry. What is kept must not change: callers hand out objects nobody writes to.
   */
  derived<T>(kind: string, text: string, reading: ScalarReading, path: string, make: () => T): T {
    const found = this.#entries.get(text);
    const known = found !== undefined ? findDerived(found, kind, reading, path) : undefined;
    if (found !== undefined && known !== undefined) {
      this.#touch(found);
      this.stats.reused += 1;
      return known.value as T;
    }
    const made = make();
    // make() parsed the text through this memo: its entry is there now unless it could not be kept.
    const slot = this.#entries.get(text);
    if (slot?.readings.has(reading) && findDerived(slot, kind, reading, path) === undefined) {
      const atPath = slot.derived.get(path);
      if (atPath === undefined) slot.derived.set(path, [{ kind, reading, value: made }]);
      else atPath.push({ kind, reading, value: made });
      // Counted as a copy of the text per path: what is made of a text is about its size, and one
      // text under ever new paths (renames at every revision) must not grow the memo.
      this.#grow(slot, text.length + kind.length + reading.length + path.length + 2);
      this.#evict();
    }
    return made;
  }

  /** Makes the slot the most recently used. */
  #touch(slot: Slot): void {
    this.#recency.touch(slot);
  }

  #grow(slot: Slot, chars: number): void {
    slot.chars += chars;
    this.#chars += chars;
  }

  /** Drops the least recently used entries until the memo is within its bound. */
  #evict(): void {
    while (this.#chars > this.#maxChars && this.#recency.oldest !== undefined) {
      const slot = this.#recency.oldest;
      this.#recency.remove(slot);
      this.#entries.delete(slot.text);
      this.#chars -= slot.chars;
    }
  }

  /** Characters held (text and JSON). */
  get size(): number {
    return this.#chars;
  }
}

interface Slot extends RecencyLinks<Slot> {
  readonly text: string;
  readonly readings: Map<ScalarReading, CachedParse>;
  /** What callers made of the parses (see derived), by path, then by kind and reading (a few, looked through in turn). */
  readonly derived: Map<string, { readonly kind: string; readonly reading: ScalarReading; readonly value: unknown }[]>;
  /** What the slot counts for: its text once, each reading's JSON, a copy of the text per derived entry. */
  chars: number;
}

function findDerived(slot: Slot, kind: string, reading: ScalarReading, path: string): { readonly value: unknown } | undefined {
  const atPath = slot.derived.get(path);
  if (atPath !== undefined) for (const d of atPath) if (d.kind === kind && d.reading === reading) return d;
  return undefined;
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
