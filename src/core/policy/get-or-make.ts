/** A Map or a WeakMap. */
interface Memo<K, V> {
  get(key: K): V | undefined;
  set(key: K, value: V): unknown;
}

/**
 * The value under `key`, made and stored on first use. The admission memos are nested maps
 * (per binding, then namespace; per kind, then operation): one line per level instead of five.
 */
export function getOrMake<K, V>(memo: Memo<K, V>, key: K, make: () => V): V {
  let value = memo.get(key);
  if (value === undefined) {
    value = make();
    memo.set(key, value);
  }
  return value;
}
