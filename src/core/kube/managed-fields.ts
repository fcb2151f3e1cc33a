import { isRecord, type ManagedFieldsEntry } from '../manifest/manifest.js';
import { deepEqual } from './json.js';
import { appendPointer, type PathSegment } from '../yaml/pointer.js';

/**
 * The one reading of server-side apply field ownership (`metadata.managedFields[].fieldsV1`)
 * that the drift detector (which fields of ours differ) and the tenant operator ("diff before
 * write": would an apply change anything?) share: a fieldsV1 tree, how its abstract addresses
 * resolve inside a concrete object, and the projection of an object onto it.
 *
 * fieldsV1 keys: `f:<name>` a map field, `k:<json>` a list item identified by its key fields,
 * `v:<json>` a set item identified by its value, `i:<n>` a list item by index, and `.` the
 * node itself (present when an item's existence is owned as well as its children).
 */

/** One step of an owned field's address. */
export type FieldStep =
  | { readonly field: string }
  | { readonly key: Readonly<Record<string, unknown>> }
  | { readonly value: unknown }
  | { readonly index: number };

/** A fieldsV1 tree: child steps → subtree; `self` when the node's own existence is owned. */
export interface FieldSet {
  readonly self: boolean;
  readonly children: ReadonlyMap<string, FieldSet>;
}

export const EMPTY_FIELD_SET: FieldSet = { self: false, children: new Map() };

/** A managedFields entry (the one type, core/manifest) that names its manager and operation. */
export type NamedManagedFieldsEntry = ManagedFieldsEntry & { readonly manager: string; readonly operation: string };

/** Reads `metadata.managedFields` from an object of unknown shape. */
export function managedFieldsOf(object: unknown): NamedManagedFieldsEntry[] {
  if (!isRecord(object) || !isRecord(object.metadata)) return [];
  const list = object.metadata.managedFields;
  if (!Array.isArray(list)) return [];
  const out: NamedManagedFieldsEntry[] = [];
  for (const item of list) {
    if (!isRecord(item) || typeof item.manager !== 'string' || typeof item.operation !== 'string') continue;
    out.push({
      manager: item.manager,
      operation: item.operation,
      ...(typeof item.apiVersion === 'string' ? { apiVersion: item.apiVersion } : {}),
      ...(typeof item.subresource === 'string' ? { subresource: item.subresource } : {}),
      fieldsV1: item.fieldsV1,
    });
  }
  return out;
}

/** The fields a manager owns through Apply on the main resource (not status), merged over apiVersions. */
export function ownedFields(object: unknown, manager: string): FieldSet {
  let set = EMPTY_FIELD_SET;
  for (const entry of managedFieldsOf(object)) {
    if (entry.manager !== manager || entry.operation !== 'Apply') continue;
    if (entry.subresource !== undefined && entry.subresource !== '') continue;
    set = unionFieldSets(set, parseFieldsV1(entry.fieldsV1));
  }
  return set;
}

export function parseFieldsV1(value: unknown): FieldSet {
  if (!isRecord(value)) return EMPTY_FIELD_SET;
  const children = new Map<string, FieldSet>();
  let self = false;
  for (const [key, child] of Object.entries(value)) {
    if (key === '.') {
      self = true;
      continue;
    }
    if (parseStep(key) === undefined) continue;
    children.set(key, parseFieldsV1(child));
  }
  return { self, children };
}

export function unionFieldSets(a: FieldSet, b: FieldSet): FieldSet {
  if (a.children.size === 0 && !a.self) return b;
  if (b.children.size === 0 && !b.self) return a;
  const children = new Map(a.children);
  for (const [key, sub] of b.children) {
    const existing = children.get(key);
    children.set(key, existing ? unionFieldSets(existing, sub) : sub);
  }
  return { self: a.self || b.self, children };
}

/** Parses one fieldsV1 key into a step; undefined for keys this version does not know. */
export function parseStep(key: string): FieldStep | undefined {
  const kind = key.slice(0, 2);
  const rest = key.slice(2);
  try {
    switch (kind) {
      case 'f:':
        return { field: rest };
      case 'k:': {
        const parsed: unknown = JSON.parse(rest);
        return isRecord(parsed) ? { key: parsed } : undefined;
      }
      case 'v:':
        return { value: JSON.parse(rest) as unknown };
      case 'i:': {
        const n = Number(rest);
        return Number.isInteger(n) && n >= 0 ? { index: n } : undefined;
      }
      default:
        return undefined;
    }
  } catch {
    return undefined;
  }
}

/** Where a step lands inside a value: the child value and its concrete pointer segment. */
export function resolveStep(container: unknown, step: FieldStep): { found: boolean; value: unknown; segment: PathSegment | undefined } {
  if ('field' in step) {
    if (isRecord(container) && Object.hasOwn(container, step.field)) return { found: true, value: container[step.field], segment: step.field };
    return { found: false, value: undefined, segment: step.field };
  }
  if (!Array.isArray(container)) return { found: false, value: undefined, segment: undefined };
  let index = -1;
  if ('index' in step) index = step.index < container.length ? step.index : -1;
  else if ('key' in step) index = container.findIndex((item) => isRecord(item) && Object.entries(step.key).every(([k, v]) => deepEqual(item[k], v)));
  else index = container.findIndex((item) => deepEqual(item, step.value));
  return index < 0 ? { found: false, value: undefined, segment: undefined } : { found: true, value: container[index], segment: index };
}

/** A readable form of a step for messages when it cannot be resolved to an index. */
export function describeStep(step: FieldStep): string {
  if ('field' in step) return step.field;
  if ('index' in step) return String(step.index);
  if ('key' in step) return `[${Object.entries(step.key).map(([k, v]) => `${k}=${JSON.stringify(v)}`).join(',')}]`;
  return `[${JSON.stringify(step.value)}]`;
}

/** Projects `value` onto a field set: what of it the set covers (a leaf or atomic node: all of it). */
export function extractFieldSet(value: unknown, set: FieldSet): unknown {
  if (set.children.size === 0) return value;
  if (Array.isArray(value)) {
    const steps = [...set.children].flatMap(([key, sub]) => {
      const step = parseStep(key);
      return step && !('field' in step) ? [{ step, sub }] : [];
    });
    const out: unknown[] = [];
    value.forEach((item, index) => {
      const hit = steps.find(({ step }) =>
        'index' in step ? step.index === index : 'key' in step ? isRecord(item) && Object.entries(step.key).every(([k, v]) => deepEqual(item[k], v)) : deepEqual(item, step.value),
      );
      if (hit) out.push(extractFieldSet(item, hit.sub));
    });
    return out;
  }
  if (isRecord(value)) {
    const out: Record<string, unknown> = {};
    for (const [key, sub] of set.children) {
      const step = parseStep(key);
      if (!step || !('field' in step)) continue;
      if (Object.hasOwn(value, step.field)) out[step.field] = extractFieldSet(value[step.field], sub);
    }
    return out;
  }
  return value;
}

/** Projects `value` onto a raw fieldsV1 object (see extractFieldSet). */
export function extractFields(value: unknown, fieldsV1: unknown): unknown {
  return isRecord(fieldsV1) ? extractFieldSet(value, parseFieldsV1(fieldsV1)) : value;
}

/**
 * The fields of `live` that `manager` owns through Apply on the main resource (or
 * `subresource`): the manager's "applied configuration" as the API server sees it now (the idea
 * of client-go's Extract* functions). Undefined when the manager owns nothing there.
 */
export function extractApplied(live: unknown, options: { manager: string; subresource?: string }): Record<string, unknown> | undefined {
  const entries = managedFieldsOf(live).filter((e) => e.manager === options.manager && e.operation === 'Apply' && (e.subresource ?? '') === (options.subresource ?? ''));
  if (entries.length === 0) return undefined;
  // One entry per (manager, operation, apiVersion, subresource); several only around an apiVersion change.
  const set = entries.reduce((acc, e) => unionFieldSets(acc, parseFieldsV1(e.fieldsV1)), EMPTY_FIELD_SET);
  const part = set.children.size === 0 ? {} : extractFieldSet(live, set);
  return isRecord(part) ? part : {};
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
 * (empty: applying would change nothing; `['']` when the manager owns nothing yet).
 * apiVersion, kind, metadata.name and metadata.namespace identify the object and are not
 * tracked in managedFields; they are ignored.
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
    for (const k of [...keys].sort()) walk(a[k], b[k], appendPointer(pointer, k), out, options);
    return;
  }
  if (Array.isArray(a) && Array.isArray(b) && a.length === b.length) {
    a.forEach((x, i) => walk(x, b[i], `${pointer}/${i}`, out, options));
    return;
  }
  if (!deepEqual(a, b)) out.push(pointer);
}
