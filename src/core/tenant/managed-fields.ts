// "Diff before write" for server-side apply: does the live object already hold exactly what
// this field manager would apply? The live object's managedFields say which fields the manager
// owns (a fieldsV1 trie); extracting those fields from the live object gives the manager's
// "applied configuration" as the API server currently sees it (the same idea as client-go's
// Extract* functions). When that extraction equals the desired object, an apply would change
// nothing, so the operator does not send one. When someone else changed or took over one of
// our fields (drift), or we no longer want a field we own, they differ.
//
// Generic (nothing tenant-specific) and pure; lives here because the operator is its first
// user.

import { isRecord } from '../manifest/manifest.js';

export interface ManagedFieldsEntryLike {
  readonly manager?: string;
  readonly operation?: string;
  readonly subresource?: string;
  readonly fieldsV1?: unknown;
}

export function deepEqual(a: unknown, b: unknown): boolean {
  if (a === b) return true;
  if (Array.isArray(a)) {
    return Array.isArray(b) && a.length === b.length && a.every((x, i) => deepEqual(x, b[i]));
  }
  if (isRecord(a)) {
    if (!isRecord(b)) return false;
    const ka = Object.keys(a);
    if (ka.length !== Object.keys(b).length) return false;
    return ka.every((k) => Object.prototype.hasOwnProperty.call(b, k) && deepEqual(a[k], b[k]));
  }
  return false;
}

/** True when every key/value in `pattern` is present and equal in `value`. */
function matchesKey(value: unknown, pattern: Record<string, unknown>): boolean {
  if (!isRecord(value)) return false;
  return Object.entries(pattern).every(([k, v]) => deepEqual(value[k], v));
}

/** Projects `value` onto a fieldsV1 set. */
export function extractFields(value: unknown, set: unknown): unknown {
  if (!isRecord(set)) return value;
  const children = Object.keys(set).filter((k) => k !== '.');
  if (children.length === 0) return value; // a leaf, or an atomic map/list: the whole value is owned
  if (Array.isArray(value)) {
    const out: unknown[] = [];
    value.forEach((item, index) => {
      for (const key of children) {
        const sub = set[key];
        let hit = false;
        if (key.startsWith('k:')) {
          try {
            const pattern: unknown = JSON.parse(key.slice(2));
            hit = isRecord(pattern) && matchesKey(item, pattern);
          } catch {
            hit = false;
          }
        } else if (key.startsWith('v:')) {
          try {
            hit = deepEqual(JSON.parse(key.slice(2)), item);
          } catch {
            hit = false;
          }
        } else if (key.startsWith('i:')) {
          hit = Number(key.slice(2)) === index;
        }
        if (hit) {
          out.push(extractFields(item, sub));
          return;
        }
      }
    });
    return out;
  }
  if (isRecord(value)) {
    const out: Record<string, unknown> = {};
    for (const key of children) {
      if (!key.startsWith('f:')) continue;
      const name = key.slice(2);
      if (Object.prototype.hasOwnProperty.call(value, name)) out[name] = extractFields(value[name], set[key]);
    }
    return out;
  }
  return value;
}

/** The fields of `live` that `manager` owns through Apply on the main resource (or `subresource`). */
export function extractApplied(
  live: { readonly metadata: { readonly managedFields?: readonly ManagedFieldsEntryLike[] } } & Record<string, unknown>,
  options: { manager: string; subresource?: string },
): Record<string, unknown> | undefined {
  const entries = (live.metadata.managedFields ?? []).filter(
    (e) => e.manager === options.manager && e.operation === 'Apply' && (e.subresource ?? '') === (options.subresource ?? ''),
  );
  if (entries.length === 0) return undefined;
  // One entry per (manager, operation, apiVersion, subresource); several only around an apiVersion change.
  let merged: Record<string, unknown> = {};
  for (const entry of entries) {
    const part = extractFields(live, entry.fieldsV1);
    if (isRecord(part)) merged = mergeDeep(merged, part);
  }
  return merged;
}

function mergeDeep(a: Record<string, unknown>, b: Record<string, unknown>): Record<string, unknown> {
  const out: Record<string, unknown> = { ...a };
  for (const [k, v] of Object.entries(b)) {
    const cur = out[k];
    out[k] = isRecord(cur) && isRecord(v) ? mergeDeep(cur, v) : v;
  }
  return out;
}

export interface CompareOptions {
  /**
   * Values the API server rewrites into a canonical form (quantities: `1000m` → `1`), as JSON
   * pointer patterns with `*` for one segment, and the equality to use for them.
   */
  readonly equivalent?: readonly { readonly pattern: string; readonly equals: (a: unknown, b: unknown) => boolean }[];
}

function pointerMatches(pattern: string, pointer: string): boolean {
  const p = pattern.split('/');
  const q = pointer.split('/');
  return p.length === q.length && p.every((seg, i) => seg === '*' || seg === q[i]);
}

/**
 * The JSON pointers where the desired object and the manager's applied configuration differ
 * (empty: applying would change nothing). apiVersion, kind, metadata.name and
 * metadata.namespace identify the object and are not tracked in managedFields; they are ignored.
 */
export function appliedDifferences(desired: Record<string, unknown>, applied: Record<string, unknown> | undefined, options: CompareOptions = {}): string[] {
  if (applied === undefined) return [''];
  const strip = (o: Record<string, unknown>): Record<string, unknown> => {
    const { apiVersion: _a, kind: _k, metadata, ...rest } = o;
    if (!isRecord(metadata)) return rest;
    const { name: _n, namespace: _ns, ...meta } = metadata;
    return Object.keys(meta).length > 0 ? { ...rest, metadata: meta } : rest;
  };
  const out: string[] = [];
  walk(strip(desired), strip(applied), '', out, options);
  return out;
}

function walk(a: unknown, b: unknown, pointer: string, out: string[], options: CompareOptions): void {
  const rule = options.equivalent?.find((r) => pointerMatches(r.pattern, pointer));
  if (rule) {
    if (!rule.equals(a, b)) out.push(pointer);
    return;
  }
  if (isRecord(a) && isRecord(b)) {
    const keys = new Set([...Object.keys(a), ...Object.keys(b)]);
    for (const k of [...keys].sort()) walk(a[k], b[k], `${pointer}/${k.replace(/~/g, '~0').replace(/\//g, '~1')}`, out, options);
    return;
  }
  if (Array.isArray(a) && Array.isArray(b) && a.length === b.length) {
    a.forEach((x, i) => walk(x, b[i], `${pointer}/${i}`, out, options));
    return;
  }
  if (!deepEqual(a, b)) out.push(pointer);
}
