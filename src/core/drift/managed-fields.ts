import { isRecord } from '../manifest/manifest.js';
import type { PathSegment } from '../yaml/pointer.js';

/**
 * Server-side apply field ownership (`metadata.managedFields[].fieldsV1`) as a tree, and how
 * its abstract addresses resolve inside a concrete object.
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

export interface ManagedFieldsEntry {
  readonly manager: string;
  readonly operation: string;
  readonly apiVersion?: string;
  readonly subresource?: string;
  readonly fieldsV1?: unknown;
}

/** Reads `metadata.managedFields` from an object of unknown shape. */
export function managedFieldsOf(object: unknown): ManagedFieldsEntry[] {
  if (!isRecord(object) || !isRecord(object.metadata)) return [];
  const list = object.metadata.managedFields;
  if (!Array.isArray(list)) return [];
  const out: ManagedFieldsEntry[] = [];
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

/** Structural equality of JSON values (key order does not matter). */
export function deepEqual(a: unknown, b: unknown): boolean {
  if (a === b) return true;
  if (Array.isArray(a)) {
    if (!Array.isArray(b) || a.length !== b.length) return false;
    return a.every((x, i) => deepEqual(x, b[i]));
  }
  if (isRecord(a)) {
    if (!isRecord(b)) return false;
    const ka = Object.keys(a).filter((k) => a[k] !== undefined);
    const kb = Object.keys(b).filter((k) => b[k] !== undefined);
    if (ka.length !== kb.length) return false;
    return ka.every((k) => Object.hasOwn(b, k) && deepEqual(a[k], b[k]));
  }
  return false;
}
