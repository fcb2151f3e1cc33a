import type { ObjectRef } from '../findings/finding.js';
import { isRecord } from '../manifest/manifest.js';
import { appendPointer, parsePointer } from '../yaml/pointer.js';
import { ignoredPointers, type CompiledIgnoreRule } from './ignore.js';
import { describeStep, ownedFields, parseStep, resolveStep, unionFieldSets, type FieldSet } from '../kube/managed-fields.js';
import { deepEqual } from '../kube/json.js';

/**
 * Desired vs live, field by field, restricted to the fields our field manager owns.
 *
 * `desired` is the result of a server-side apply dry-run of the Git manifest with our field
 * manager (and force): the API server has already defaulted, converted and canonicalized it,
 * so server defaults, other managers' fields and status never show up as differences. The
 * owned set is the union of what we own in the dry-run result (what Git says now) and in the
 * live object (what we applied before), so a field removed from Git shows as well.
 *
 * Pointers address the desired (dry-run) object; a list item found by its key may sit at
 * another index live.
 */

export const DIFFERENCE_KINDS = ['changed', 'missing', 'unexpected'] as const;
/**
 * changed: both have the field with different values. missing: Git sets it, the cluster lacks it.
 * unexpected: the cluster has a field we own that Git no longer sets (the apply removes it).
 */
export type DifferenceKind = (typeof DIFFERENCE_KINDS)[number];

export interface FieldDifference {
  readonly pointer: string;
  readonly kind: DifferenceKind;
  readonly desired?: unknown;
  readonly live?: unknown;
}

export const OBJECT_ACTIONS = ['create', 'update', 'unchanged'] as const;
export type ObjectAction = (typeof OBJECT_ACTIONS)[number];

export interface ObjectDiff {
  readonly ref: ObjectRef;
  readonly action: ObjectAction;
  /** Sorted by pointer. Empty for `unchanged`. */
  readonly differences: readonly FieldDifference[];
  /** Differences dropped by ignore rules (reported as a count, never acted on). */
  readonly ignored: readonly FieldDifference[];
}

export interface DiffOptions {
  /** Server-side apply dry-run result for the desired manifest (carries managedFields). */
  readonly desired: unknown;
  /** The live object; undefined when it does not exist. */
  readonly live: unknown;
  /** Our field manager, e.g. `driftgate-sync`. */
  readonly manager: string;
  readonly ignore?: readonly CompiledIgnoreRule[];
}

export function diffObject(options: DiffOptions): ObjectDiff {
  const ref = refOf(options.desired) ?? refOf(options.live) ?? {};
  const liveExists = isRecord(options.live);
  const owned = unionFieldSets(ownedFields(options.desired, options.manager), liveExists ? ownedFields(options.live, options.manager) : { self: false, children: new Map() });
  const all: FieldDifference[] = [];
  if (liveExists) compareNode(owned, options.desired, options.live, '', all);
  else ownedLeaves(owned, options.desired, '', all);
  all.sort((a, b) => (a.pointer < b.pointer ? -1 : a.pointer > b.pointer ? 1 : 0));
  if (!liveExists) return { ref, action: 'create', differences: all, ignored: [] };
  const ignore = ignoredPointers(options.ignore ?? [], options.desired).concat(ignoredPointers(options.ignore ?? [], options.live));
  const differences: FieldDifference[] = [];
  const ignored: FieldDifference[] = [];
  for (const d of all) {
    const kept = applyIgnore(d, ignore);
    if (kept) differences.push(kept);
    else ignored.push(d);
  }
  return { ref, action: differences.length === 0 ? 'unchanged' : 'update', differences, ignored };
}

function compareNode(node: FieldSet, desired: unknown, live: unknown, pointer: string, out: FieldDifference[]): void {
  for (const [key, child] of node.children) {
    const step = parseStep(key);
    if (!step) continue;
    const d = resolveStep(desired, step);
    const l = resolveStep(live, step);
    if (!d.found && !l.found) continue;
    const segment = d.found ? d.segment : l.found ? l.segment : undefined;
    const here = appendPointer(pointer, segment ?? describeStep(step));
    if (d.found && !l.found) {
      out.push({ pointer: here, kind: 'missing', desired: d.value });
      continue;
    }
    if (!d.found && l.found) {
      out.push({ pointer: here, kind: 'unexpected', live: l.value });
      continue;
    }
    if (child.children.size === 0) {
      if (!deepEqual(d.value, l.value)) out.push({ pointer: here, kind: 'changed', desired: d.value, live: l.value });
      continue;
    }
    compareNode(child, d.value, l.value, here, out);
  }
}

/** Every owned leaf of a new object, as `missing` (what the create would set). */
function ownedLeaves(node: FieldSet, desired: unknown, pointer: string, out: FieldDifference[]): void {
  for (const [key, child] of node.children) {
    const step = parseStep(key);
    if (!step) continue;
    const d = resolveStep(desired, step);
    if (!d.found) continue;
    const here = appendPointer(pointer, d.segment ?? describeStep(step));
    if (child.children.size === 0) out.push({ pointer: here, kind: 'missing', desired: d.value });
    else ownedLeaves(child, d.value, here, out);
  }
}

/** Drops a difference at or below an ignored pointer; prunes ignored sub-paths from a difference above one. */
function applyIgnore(d: FieldDifference, ignore: readonly string[]): FieldDifference | undefined {
  if (ignore.some((p) => d.pointer === p || d.pointer.startsWith(`${p}/`))) return undefined;
  const inner = ignore.filter((p) => p.startsWith(`${d.pointer}/`)).map((p) => parsePointer(p).slice(parsePointer(d.pointer).length));
  if (inner.length === 0) return d;
  const desired = inner.reduce((v, rel) => withoutPath(v, rel), d.desired);
  const live = inner.reduce((v, rel) => withoutPath(v, rel), d.live);
  if (d.kind === 'changed' && deepEqual(desired, live)) return undefined;
  return { ...d, ...(d.desired !== undefined ? { desired } : {}), ...(d.live !== undefined ? { live } : {}) };
}

/** A copy of value with the relative path removed (arrays by index). */
function withoutPath(value: unknown, path: readonly string[]): unknown {
  const [head, ...rest] = path;
  if (head === undefined) return undefined;
  if (Array.isArray(value)) {
    const i = Number(head);
    if (!Number.isInteger(i) || i < 0 || i >= value.length) return value;
    const copy = [...value];
    if (rest.length === 0) copy.splice(i, 1);
    else copy[i] = withoutPath(copy[i], rest);
    return copy;
  }
  if (!isRecord(value) || !Object.hasOwn(value, head)) return value;
  const copy: Record<string, unknown> = { ...value };
  if (rest.length === 0) delete copy[head];
  else copy[head] = withoutPath(copy[head], rest);
  return copy;
}

export function refOf(object: unknown): ObjectRef | undefined {
  if (!isRecord(object)) return undefined;
  const meta = isRecord(object.metadata) ? object.metadata : {};
  return {
    ...(typeof object.apiVersion === 'string' ? { apiVersion: object.apiVersion } : {}),
    ...(typeof object.kind === 'string' ? { kind: object.kind } : {}),
    ...(typeof meta.namespace === 'string' && meta.namespace !== '' ? { namespace: meta.namespace } : {}),
    ...(typeof meta.name === 'string' ? { name: meta.name } : {}),
  };
}
