import { isRecord } from '../manifest/manifest.js';

/**
 * Value comparison for schema keywords: JSON data compared structurally, object keys in any
 * order. No I/O, no clock.
 */

import { canonicalJson } from '../kube/json.js';

/** Keywords that document a schema without constraining data. */
export const DOC_KEYWORDS = ['description', 'title', 'example', 'externalDocs'] as const;
const DOC_SET: ReadonlySet<string> = new Set(DOC_KEYWORDS);

/** A copy of a schema without documentation keywords, at every depth. */
export function stripDocs(schema: unknown): unknown {
  if (Array.isArray(schema)) return schema.map(stripDocs);
  if (!isRecord(schema)) return schema;
  const out: Record<string, unknown> = {};
  for (const [k, v] of Object.entries(schema)) {
    if (DOC_SET.has(k)) continue;
    // Under `properties`, keys are field names, not keywords: keep them all.
    out[k] = k === 'properties' && isRecord(v) ? mapValues(v, stripDocs) : stripDocs(v);
  }
  return out;
}

function mapValues(o: Record<string, unknown>, f: (v: unknown) => unknown): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const [k, v] of Object.entries(o)) out[k] = f(v);
  return out;
}

/** True when two schemas accept and store the same data (documentation aside). */
export function sameShape(a: unknown, b: unknown): boolean {
  return canonicalJson(stripDocs(a)) === canonicalJson(stripDocs(b));
}

/** A short rendering of a value for messages: `"x"`, `5`, `[a, b]`, `{…}`. */
export function show(value: unknown, max = 80): string {
  if (value === undefined) return 'unset';
  const text = typeof value === 'string' ? JSON.stringify(value) : canonicalJson(value);
  return text.length > max ? `${text.slice(0, max - 1)}…` : text;
}

/** Keywords that decide what a stored object reads back as (pruning, defaulting, types); the rest only validate. */
const STORED_SHAPE_KEYWORDS: ReadonlySet<string> = new Set([
  'type',
  'properties',
  'items',
  'additionalProperties',
  'default',
  'nullable',
  'x-kubernetes-preserve-unknown-fields',
  'x-kubernetes-embedded-resource',
  'x-kubernetes-int-or-string',
]);

function storedShape(schema: unknown): unknown {
  if (Array.isArray(schema)) return schema.map(storedShape);
  if (!isRecord(schema)) return schema;
  const out: Record<string, unknown> = {};
  for (const [k, v] of Object.entries(schema)) {
    if (!STORED_SHAPE_KEYWORDS.has(k)) continue;
    if (k === 'default') out[k] = v;
    else out[k] = k === 'properties' && isRecord(v) ? mapValues(v, storedShape) : storedShape(v);
  }
  return out;
}

/**
 * True when an object stored through one schema reads back the same through the other: the
 * same fields survive pruning, with the same types and defaults. The schemas may still differ
 * in validation (bounds, patterns, enums, required, CEL rules).
 */
export function sameStoredShape(a: unknown, b: unknown): boolean {
  return canonicalJson(storedShape(a)) === canonicalJson(storedShape(b));
}
