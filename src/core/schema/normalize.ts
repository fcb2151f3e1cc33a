import { isRecord, describeValue } from '../manifest/manifest.js';
import { pointerOf, type Loc } from './loc.js';
import { atField, closest } from './describe.js';
import type { SchemaNode } from '../kube/structural.js';
import type { SchemaViolation } from './types.js';

/**
 * What the API server does to a custom resource between decoding and validation, on a copy:
 *
 * 1. prune unknown fields (reported like `fieldValidation=Strict`: `unknown field "spec.x"`);
 * 2. drop `null` values of non-nullable fields that have no default;
 * 3. apply defaults (missing fields, and non-nullable nulls that have a default).
 *
 * Order and rules follow apiextensions-apiserver `pruning`, `defaulting/prunenulls.go` and
 * `defaulting/algorithm.go`. The input is never mutated.
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

/**
 * out[key] = value, except that a `__proto__` key (valid YAML, an ordinary field to the API
 * server) stays an own property: assigning it would set the object's prototype instead, hiding
 * the field from validation or making the object unprintable (found by the fuzzer).
 */
function setOwn(out: Record<string, unknown>, key: string, value: unknown): void {
  if (key === '__proto__') Object.defineProperty(out, key, { value, enumerable: true, writable: true, configurable: true });
  else out[key] = value;
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
  if (node === undefined) return cloneJson(value);
  if (Array.isArray(value)) {
    const items = node.items;
    if (items === undefined) return cloneJson(value);
    const out = new Array<unknown>(value.length);
    for (let i = 0; i < value.length; i++) {
      let v: unknown = value[i];
      if (v === null && !items.nullable && items.hasDefault) v = cloneJson(items.defaultValue);
      out[i] = typeof v === 'object' && v !== null ? walk(v, items, { parent: loc, key: i }, ctx) : v;
    }
    return out;
  }
  if (isRecord(value)) {
    const objectLike =
      node.type === 'object' || node.properties !== undefined || node.additionalProperties !== undefined || node.preserveUnknownFields || node.embeddedResource;
    // A mapping where the schema wants a scalar is a type error; leave it for the type check.
    if (!objectLike || (node.type !== undefined && node.type !== 'object')) return cloneJson(value);
    return walkObject(value, node, loc, ctx, false);
  }
  return value;
}

function walkObject(value: Record<string, unknown>, node: SchemaNode, loc: Loc | undefined, ctx: Context, isRoot: boolean): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  const typeMeta = isRoot || node.embeddedResource;
  if (node.embeddedResource && !isRoot) ctx.embedded.push(pointerOf(loc));
  for (const key of Object.keys(value)) {
    const v = value[key];
    if (typeMeta && (key === 'apiVersion' || key === 'kind') && !node.properties?.has(key)) {
      setOwn(out, key, cloneJson(v));
      continue;
    }
    if (typeMeta && key === 'metadata') {
      // metadata is ObjectMeta whatever the schema says; the schema may only restrict name/generateName.
      setOwn(out, key, walkMetadata(v, { parent: loc, key }, ctx));
      continue;
    }
    const child = node.properties?.get(key) ?? node.additionalProperties;
    if (child === undefined) {
      if (node.preserveUnknownFields) {
        setOwn(out, key, cloneJson(v));
        continue;
      }
      if (ctx.report) ctx.violations.push(unknownField(key, { parent: loc, key }, node));
      continue;
    }
    if (v === null && !child.nullable) {
      if (child.hasDefault) {
        if (ctx.report) ctx.violations.push(nullField({ parent: loc, key }, child, true));
        setOwn(out, key, walk(cloneJson(child.defaultValue), child, { parent: loc, key }, ctx));
      } else if (ctx.report) {
        ctx.violations.push(nullField({ parent: loc, key }, child, false));
      }
      continue;
    }
    const walked = typeof v === 'object' && v !== null ? walk(v, child, { parent: loc, key }, ctx) : v;
    if (!(isRoot && ctx.dropStatus && key === 'status')) setOwn(out, key, walked);
  }
  if (node.properties !== undefined && node.subtreeHasDefaults) {
    for (const [key, child] of node.properties) {
      if (!child.hasDefault || Object.prototype.hasOwnProperty.call(out, key)) continue;
      if (Object.prototype.hasOwnProperty.call(value, key)) continue; // a dropped null without default stays dropped
      if (isRoot && ctx.dropStatus && key === 'status') continue;
      setOwn(out, key, walk(cloneJson(child.defaultValue), child, { parent: loc, key }, ctx));
    }
  }
  return out;
}

function walkMetadata(value: unknown, loc: Loc, ctx: Context): unknown {
  if (!isRecord(value)) return cloneJson(value);
  const out: Record<string, unknown> = {};
  for (const key of Object.keys(value)) {
    const v = value[key];
    if (OBJECT_META_FIELDS.has(key)) {
      setOwn(out, key, typeof v === 'object' && v !== null ? cloneJson(v) : v);
      continue;
    }
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
  return out;
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
