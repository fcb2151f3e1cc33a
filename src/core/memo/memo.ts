/** A Map or a WeakMap. */
interface MapLike<K, V> {
  get(key: K): V | undefined;
  set(key: K, value: V): unknown;
}

/**
 * The value under `key`, made and stored on first use. For nested memos (per kind, then
 * operation): one line per level instead of five.
 */
export function getOrMake<K, V>(memo: MapLike<K, V>, key: K, make: () => V): V {
  let value = memo.get(key);
  if (value === undefined) {
    value = make();
    memo.set(key, value);
  }
  return value;
}

const REMEMBERED_UNDEFINED: unique symbol = Symbol('undefined');

/**
 * Pure work remembered by key, at most `max` entries: full, it is emptied and fills again. The
 * keys come from untrusted input (patterns, rules, schemas, values), so no memo grows without
 * bound; the work it saves is the same over and over for the keys a run repeats.
 */
export class BoundedMemo<K, V> {
  // An undefined value is kept as this marker, so a miss costs one probe and an insert (no has()).
  readonly #entries = new Map<K, V | typeof REMEMBERED_UNDEFINED>();

  constructor(private readonly max: number) {}

  /** The remembered value, or make()'s, remembered (undefined included). */
  get(key: K, make: () => V): V {
    const hit = this.#entries.get(key);
    if (hit !== undefined) return hit === REMEMBERED_UNDEFINED ? (undefined as V) : hit;
    const value = make();
    if (this.#entries.size >= this.max) this.#entries.clear();
    this.#entries.set(key, value === undefined ? REMEMBERED_UNDEFINED : value);
    return value;
  }

  clear(): void {
    this.#entries.clear();
  }
}
