import { compileRe2, type Re2 } from '../../kube/re2.js';
import { show } from '../canonical.js';
import { canonicalJson } from '../../kube/json.js';

/** Helpers for enum and pattern rules: value sets and RE2 matching as the API server does it. */

/** Enum values of a schema, or undefined when it has no (non-empty) enum. */
export function enumOf(schema: Readonly<Record<string, unknown>>): unknown[] | undefined {
  const e = schema.enum;
  return Array.isArray(e) && e.length > 0 ? e : undefined;
}

/** Values of `a` that are not in `b`, compared as JSON. */
export function minus(a: readonly unknown[], b: readonly unknown[]): unknown[] {
  const keys = new Set(b.map(canonicalJson));
  return a.filter((v) => !keys.has(canonicalJson(v)));
}

export function showValues(values: readonly unknown[], max = 6): string {
  const shown = values.slice(0, max).map((v) => show(v, 40)).join(', ');
  return values.length > max ? `${shown} and ${values.length - max} more` : shown;
}

/** The pattern compiled with RE2 (Go regexp syntax, like the API server), or null when it does not compile. */
export function compilePattern(pattern: string): Re2 | null {
  const compiled = compileRe2(pattern);
  return compiled.ok ? compiled.re : null;
}

/**
 * The values a pattern rejects. OpenAPI patterns are unanchored searches. Non-strings are
 * not checked by a pattern. Returns undefined when the pattern does not compile.
 */
export function rejectedBy(pattern: string, values: readonly unknown[]): unknown[] | undefined {
  const re = compilePattern(pattern);
  if (!re) return undefined;
  return values.filter((v) => typeof v === 'string' && !re.test(v));
}

export function patternOf(schema: Readonly<Record<string, unknown>>): string | undefined {
  return typeof schema.pattern === 'string' ? schema.pattern : undefined;
}

/** Values known to have been valid under the old schema: its enum and default. */
export function knownOldValues(schema: Readonly<Record<string, unknown>>): unknown[] {
  const values = [...(enumOf(schema) ?? [])];
  if (Object.hasOwn(schema, 'default')) values.push(schema.default);
  return values;
}
