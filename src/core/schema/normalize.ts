import { isRecord, describeValue } from '../manifest/manifest.js';
import { pointerOf, type Loc } from './loc.js';
import { atField, closest } from './describe.js';
import type { SchemaNode } from '../kube/structural.js';
import type { SchemaViolation } from './types.js';
import { setOwn } from '../yaml/construct.js';

/**
 * What the API server does to a custom resource between decoding and validation, on a copy:
 *
 * 1. prune unknown fields (reported like `fieldValidation=Strict`: `unknown field "spec.x"`);
 * 2. drop `null` values of non-nullable fields that have no default;
 * 3. apply defaults (missing fields, and non-nullable nulls that have a default).
 *
 * Order and rules follow apiextensions-apiserver `pruning`, `defaulting/prunenulls.go` and
 * `defaulting/algorithm.go`. The input is never mutated.
 *
 * The result is made copy-on-write: a subtree the walk leaves as it is comes back as the same
 * value, and only the objects and lists on the way to a change are new (10,000 tenants, none
 * of them changed by their schema, made two full copies each: one to validate, one to admit).
 * So neither the input nor the result may be mutated; no caller does (results are read, or
 * spread into new objects). Defaults are always copied from the schema.
 */

/** ObjectMeta fields: anything else under metadata is an unknown field. */
export const OBJECT_META_FIELDS: ReadonlySet<string> = new Set([
  'name',
  'generateName',
  'namespace',
  'selfLink',
  'uid',
  'resourceVersion',
  'generation',
  'creationTimestamp',
  'deletionTimestamp',
  'deletionGracePeriodSeconds',
  'labels',
  'annotations',
  'ownerReferences',
  'finalizers',
  'managedFields',
]);

export interface NormalizeOptions {
  /** Report unknown fields and nulls (validate) or just transform (applyDefaults). */
  readonly report: boolean;
  /**
   * Leave `status` out of the result (after checking it for unknown fields): with the status
   * subresource, the API server ignores status on create and update of the main resource.
   */
  readonly dropStatus?: boolean;
}

export interface NormalizeResult {
  readonly value: Record<string, unknown>;
  readonly violations: SchemaViolation[];
  /** Pointers of objects under x-kubernetes-embedded-resource nodes (for TypeMeta/ObjectMeta checks). */
  readonly embedded: string[];
}

function pathOf(loc: Loc | undefined): string {
  const keys: (string | number)[] = [];
  for (let l = loc; l; l = l.parent) keys.push(l.key);
  let out = '';
  for (let i = keys.length - 1; i >= 0; i--) {
    const k = keys[i]!;
    out = typeof k === 'number' ? `${out}[${k}]` : childPath(out, k);
  }
  return out;
}

interface Context {
  readonly report: boolean;
  readonly dropStatus: boolean;
  readonly violations: SchemaViolation[];
  readonly embedded: string[];
}

export function normalize(object: Record<string, unknown>, root: SchemaNode, options: NormalizeOptions): NormalizeResult {
  const ctx: Context = { report: options.report, dropStatus: options.dropStatus === true, violations: [], embedded: [] };
  const value = walkObject(object, root, undefined, ctx, true);
  return { value, violations: ctx.violations, embedded: ctx.embedded };
}

/** A value below the root (a default), pruned and defaulted by its schema node. */
export function normalizeValue(value: unknown, node: SchemaNode, options: NormalizeOptions): { readonly value: unknown; readonly violations: SchemaViolation[] } {
  const ctx: Context = { report: options.report, dropStatus: false, violations: [], embedded: [] };
  return { value: walk(cloneJson(value), node, undefined, ctx), violations: ctx.violations };
}

export function cloneJson(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(cloneJson);
  if (isRecord(value)) {
    const out: Record<string, unknown> = {};
    for (const k of Object.keys(value)) setOwn(out, k, cloneJson(value[k]));
    return out;
  }
  return value;
}

function childPath(path: string, key: string): string {
  return path === '' ? key : /^[A-Za-z_$][A-Za-z0-9_$-]*$/.test(key) ? `${path}.${key}` : `${path}[${key}]`;
}

function walk(value: unknown, node: SchemaNode | undefined, loc: Loc | undefined, ctx: Context): unknown {
  // Without a schema node the value is kept as written (shared, see the header).
  if (node === undefined) return value;
  if (Array.isArray(value)) {
    const items = node.items;
    if (items === undefined) return value;
    let out: unknown[] | undefined; // made at the first item that differs
    for (let i = 0; i < value.length; i++) {
      let v: unknown = value[i];
      if (v === null && !items.nullable && items.hasDefault) v = cloneJson(items.defaultValue);
      const walked = typeof v === 'object' && v !== null ? walk(v, items, { parent: loc, key: i }, ctx) : v;
      if (out === undefined) {
        if (walked === value[i]) continue;
        out = value.slice(0, i);
      }
      out.push(walked);
    }
    return out ?? value;
  }
  if (isRecord(value)) {
    const objectLike =
      node.type === 'object' || node.properties !== undefined || node.additionalProperties !== undefined || node.preserveUnknownFields || node.embeddedResource;
    // A mapping where the schema wants a scalar is a type error; leave it for the type check.
    if (!objectLike || (node.type !== undefined && node.type !== 'object')) return value;
    return walkObject(value, node, loc, ctx, false);
  }
  return value;
}

/** A copy of the first `count` keys of `value`: where a walked object starts to differ from it. */
function copyKeys(value: Record<string, unknown>, keys: readonly string[], count: number): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (let j = 0; j < count; j++) {
    const k = keys[j] as string;
    setOwn(out, k, value[k]);
  }
  return out;
}

/** Marks a key the walk leaves out of its result. */
const DROPPED: unique symbol = Symbol('dropped');

function walkObject(value: Record<string, unknown>, node: SchemaNode, loc: Loc | undefined, ctx: Context, isRoot: boolean): Record<string, unknown> {
  let out: Record<string, unknown> | undefined; // made at the first key that differs
  const typeMeta = isRoot || node.embeddedResource;
  if (node.embeddedResource && !isRoot) ctx.embedded.push(pointerOf(loc));
  const keys = Object.keys(value);
  for (let i = 0; i < keys.length; i++) {
    const key = keys[i] as string;
    const v = value[key];
    const walked = walkField(key, v, node, loc, ctx, isRoot, typeMeta);
    if (out === undefined) {
      if (walked === v) continue;
      out = copyKeys(value, keys, i);
    }
    if (walked !== DROPPED) setOwn(out, key, walked);
  }
  if (node.properties !== undefined && node.subtreeHasDefaults) {
    for (const [key, child] of node.properties) {
      if (!child.hasDefault || Object.prototype.hasOwnProperty.call(out ?? value, key)) continue;
      if (Object.prototype.hasOwnProperty.call(value, key)) continue; // a dropped null without default stays dropped
      if (isRoot && ctx.dropStatus && key === 'status') continue;
      out ??= copyKeys(value, keys, keys.length);
      setOwn(out, key, walk(cloneJson(child.defaultValue), child, { parent: loc, key }, ctx));
    }
  }
  return out ?? value;
}

/** One field of an object: its walked value (the same value when nothing changes), or DROPPED. */
function walkField(key: string, v: unknown, node: SchemaNode, loc: Loc | undefined, ctx: Context, isRoot: boolean, typeMeta: boolean | undefined): unknown {
  if (typeMeta && (key === 'apiVersion' || key === 'kind') && !node.properties?.has(key)) return v;
  // metadata is ObjectMeta whatever the schema says; the schema may only restrict name/generateName.
  if (typeMeta && key === 'metadata') return walkMetadata(v, { parent: loc, key }, ctx);
  const child = node.properties?.get(key) ?? node.additionalProperties;
  if (child === undefined) {
    if (node.preserveUnknownFields) return v;
    if (ctx.report) ctx.violations.push(unknownField(key, { parent: loc, key }, node));
    return DROPPED;
  }
  if (v === null && !child.nullable) {
    if (child.hasDefault) {
      if (ctx.report) ctx.violations.push(nullField({ parent: loc, key }, child, true));
      return walk(cloneJson(child.defaultValue), child, { parent: loc, key }, ctx);
    }
    if (ctx.report) ctx.violations.push(nullField({ parent: loc, key }, child, false));
    return DROPPED;
  }
  const walked = typeof v === 'object' && v !== null ? walk(v, child, { parent: loc, key }, ctx) : v;
  return isRoot && ctx.dropStatus && key === 'status' ? DROPPED : walked;
}

function walkMetadata(value: unknown, loc: Loc, ctx: Context): unknown {
  if (!isRecord(value)) return value;
  let out: Record<string, unknown> | undefined; // made at the first unknown field
  const keys = Object.keys(value);
  for (let i = 0; i < keys.length; i++) {
    const key = keys[i] as string;
    if (OBJECT_META_FIELDS.has(key)) {
      if (out !== undefined) setOwn(out, key, value[key]);
      continue;
    }
    out ??= copyKeys(value, keys, i);
    if (ctx.report) {
      const fieldLoc: Loc = { parent: loc, key };
      const path = pathOf(fieldLoc);
      const hint = closest(key, OBJECT_META_FIELDS);
      ctx.violations.push({
        ruleId: 'schema/unknown-field',
        severity: 'error',
        pointer: pointerOf(fieldLoc),
        at: 'key',
        message: `unknown field "${path}": metadata has no such field (expected ObjectMeta fields such as name, namespace, labels, annotations)`,
        hint: hint ? `Did you mean "${hint}"?` : 'Remove the field; the API server rejects it with fieldValidation=Strict (kubectl\'s default) and drops it otherwise.',
      });
    }
  }
  return out ?? value;
}

function unknownField(key: string, loc: Loc, parent: SchemaNode): SchemaViolation {
  const path = pathOf(loc);
  const known = [...(parent.properties?.keys() ?? [])];
  const guess = closest(key, known);
  const expected =
    known.length === 0
      ? 'the schema allows no fields here'
      : known.length <= 12
        ? `expected one of ${[...known].sort().join(', ')}`
        : `expected one of the ${known.length} fields the schema declares`;
  return {
    ruleId: 'schema/unknown-field',
    severity: 'error',
    pointer: pointerOf(loc),
    at: 'key',
    message: `unknown field "${path}": ${expected}`,
    hint: guess
      ? `Did you mean "${guess}"?`
      : 'Remove the field or add it to the CRD schema; the API server rejects it with fieldValidation=Strict (kubectl\'s default) and silently drops it otherwise.',
  };
}

function nullField(loc: Loc, node: SchemaNode, defaulted: boolean): SchemaViolation {
  const path = pathOf(loc);
  return {
    ruleId: 'schema/null-field',
    severity: 'warning',
    pointer: pointerOf(loc),
    at: 'key',
    message: atField(
      path,
      defaulted
        ? `found null on a field that is not nullable; the API server replaces it with the default ${describeValue(node.defaultValue)}`
        : 'found null on a field that is not nullable; the API server drops the field as if it were not written',
    ),
    hint: 'Remove the key, or write a value. An empty YAML value (`key:`) is null.',
  };
}
