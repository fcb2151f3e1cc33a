import { isRecord } from '../manifest/manifest.js';

/**
 * JSON values compared structurally (object keys in any order): one definition for every room.
 * A key whose value is `undefined` is absent, as JSON.stringify and the API server see it, so an
 * object built in code with `{ x: undefined }` equals the same object read back without `x`.
 */
export function deepEqual(a: unknown, b: unknown): boolean {
  if (a === b) return true;
  if (Array.isArray(a)) {
    if (!Array.isArray(b) || a.length !== b.length) return false;
    for (let i = 0; i < a.length; i++) if (!deepEqual(a[i], b[i])) return false;
    return true;
  }
  if (isRecord(a)) {
    if (!isRecord(b)) return false;
    const ka = definedKeys(a);
    if (ka.length !== definedKeys(b).length) return false;
    for (const k of ka) if (!Object.hasOwn(b, k) || !deepEqual(a[k], b[k])) return false;
    return true;
  }
  return false;
}

function definedKeys(record: Record<string, unknown>): string[] {
  return Object.keys(record).filter((k) => record[k] !== undefined);
}

/** JSON with object keys sorted, so equal values have equal text. */
export function canonicalJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(',')}]`;
  if (isRecord(value)) {
    const keys = definedKeys(value).sort();
    return `{${keys.map((k) => `${JSON.stringify(k)}:${canonicalJson(value[k])}`).join(',')}}`;
  }
  return value === undefined ? 'null' : JSON.stringify(value);
}

/** Semantic equality of two JSON documents (what `kubectl apply` would store is the same). */
export function sameJson(a: unknown, b: unknown): boolean {
  return deepEqual(a, b);
}
